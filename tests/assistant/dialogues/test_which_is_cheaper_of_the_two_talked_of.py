"""Which is cheaper, asked right after one kind of goods was asked for and another named
now, over a real socket in English, Gulf Arabic and Arabizi: the two talked of are weighed,
the cheaper first with both prices, never cheaper goods than the one named now. "Anything
cheaper?" still shows cheaper goods."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_cheaper_of_the_two_talked_of_is_named_with_both_prices(client: Any) -> None:
    for asked, then, guest, cheap, dear, figures in (
        (
            "do you sell ajwa dates?",
            "which one's cheaper? and what does the medjool cost",
            GUEST_A,
            "Large Medjool Dates",
            "Ajwa Dates (Madinah)",
            ("4.250", "5.500"),
        ),
        (
            "عندكم تمر عجوه؟",
            "ايهم ارخص؟ وكم سعر المجدول",
            GUEST_B,
            "Large Medjool Dates",
            "Ajwa Dates (Madinah)",
            ("٤٫٢٥٠", "٥٫٥٠٠"),
        ),
        (
            "3indkom tamr ajwa?",
            "ay wa7ed ar5as? w el medjool bkam",
            GUEST_B,
            "Large Medjool Dates",
            "Ajwa Dates (Madinah)",
            ("٤٫٢٥٠", "٥٫٥٠٠"),
        ),
        (
            "عندكم تمر خنيزي؟",
            "ايهم ارخص هو ولا السكري؟",
            GUEST_B,
            "Khenaizi Dates",
            "Sukkari Dates (Al-Qassim)",
            ("١٫٩٥٠", "٢٫٧٥٠"),
        ),
    ):
        shown = await send(client, asked, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert names(turn) == [cheap, dear], (then, names(turn))
        said = " ".join(texts(turn))
        assert all(figure in said for figure in figures), (then, said)


async def test_anything_cheaper_still_shows_cheaper_goods(client: Any) -> None:
    shown = await send(client, "do you sell ajwa dates?", guest=GUEST_A)
    turn = await send(client, "anything cheaper?", shown.conversation_id, guest=GUEST_A)
    assert len(names(turn)) > 2, names(turn)

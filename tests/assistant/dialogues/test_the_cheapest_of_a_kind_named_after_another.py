"""The cheapest of a kind named right after another kind of its aisle, over a real socket in
English, Gulf Arabic and Arabizi: after the eggs, "and butter, which one is cheapest" shows
the butters cheapest first, never the eggs weighed against one butter; two of one kind
("which is cheaper? and the sukkari" after the khalas) are still weighed."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, prices
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_kind_named_now_is_the_one_asked_cheapest(client: Any) -> None:
    for before, asked, guest, kind in (
        ("got any eggs?", "and butter, which one is the cheapest", GUEST_A, "Butter"),
        ("ابي بيض", "وزبده؟ اي وحده ارخص", GUEST_B, "Butter"),
        ("bai6 3indkum?", "w il labna? ayhum ar5a9", GUEST_B, "Labneh"),
    ):
        listed = await send(client, before, guest=guest)
        turn = await send(client, asked, listed.conversation_id, guest=guest)
        shown = names(turn)
        assert len(shown) > 1, (asked, kinds(turn), shown)
        assert all(kind in name for name in shown), (asked, shown)
        assert prices(turn) == sorted(prices(turn)), (asked, shown)


async def test_two_of_one_kind_are_still_weighed(client: Any) -> None:
    listed = await send(client, "do you have khalas?", guest=GUEST_A)
    turn = await send(
        client, "which is cheaper? and the sukkari", listed.conversation_id, guest=GUEST_A
    )
    assert {name.split()[0] for name in names(turn)} == {"Khalas", "Sukkari"}, names(turn)

"""Flavours counted in a list, over a real socket in English, Gulf Arabic and Arabizi: news
of the shopper's company said after the list ("3indi rab3 bacher", "عندنا ضيوف الليله", "i
have 5 friends over") counts none of its goods, and a pack's word with "و" written onto it
("وكيس ناجتس") starts the next item rather than naming goods beside the one before."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(NAMES[line["productId"]], line["quantity"]) for line in turn.action()["items"]]


async def test_company_said_after_a_list_of_flavours_counts_none_of_them(client: Any) -> None:
    for shown, listed, guest in (
        ("abi chips lays", "7ot 3 salt w vinegar w 2 cheese, 3indi rab3 bacher", GUEST_B),
        (
            "do you have lays",
            "give me 3 salt and vinegar and 2 cheese, i have 5 friends over",
            GUEST_A,
        ),
    ):
        first = await send(client, shown, guest=guest)
        turn = await send(client, listed, first.conversation_id, guest=guest)
        assert _lines(turn) == [
            ("Lay's Salt & Vinegar Potato Chips", 3),
            ("Lay's French Cheese Potato Chips", 2),
        ], (listed, _lines(turn))
    first = await send(client, "عندكم شيبس ليز؟", guest=GUEST_B)
    turn = await send(
        client, "ابي ٣ جبنه و٢ ماسالا، عندنا ضيوف الليله", first.conversation_id, guest=GUEST_B
    )
    assert _lines(turn) == [
        ("Lay's French Cheese Potato Chips", 3),
        ("Lay's Magic Masala Potato Chips", 2),
    ], _lines(turn)


async def test_a_pack_word_with_and_written_on_starts_the_next_item(client: Any) -> None:
    for message, wanted, count in (
        ("عطني ٣ جالكسي عادي وكيس ناجتس", "Galaxy Smooth Milk", 3),
        ("ابي ٢ جالكسي الصغير وعلبه ناجتس", "Galaxy Smooth Milk", 2),
    ):
        turn = await send(client, message, guest=GUEST_B)
        proposed = _lines(turn)
        assert len(proposed) == 1, (message, proposed)
        assert wanted in proposed[0][0] and proposed[0][1] == count, (message, proposed)
        # the nuggets are the next item: which of them is asked, never a bag of tea
        assert "Nuggets" in " ".join(names(turn)), (message, names(turn))

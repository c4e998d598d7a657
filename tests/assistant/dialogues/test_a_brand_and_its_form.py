"""A brand named with a short word of its form, over a real socket in Gulf Arabic and
Arabizi: "حط تايد جل", "7ot tide jel" put the Tide gel forward, not a question of which
Tide; listed beside other goods, it is proposed with them. English "tide gel" stays the gel."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}
_GEL = "Tide Automatic Laundry Gel Original"


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(NAMES[line["productId"]], line["quantity"]) for line in turn.action()["items"]]


async def test_a_brand_and_a_short_word_of_its_form_is_that_product(client: Any) -> None:
    for message, guest, count in (
        ("حط تايد جل", GUEST_B, 1),
        ("7ot tide jel", GUEST_B, 1),
        ("put 2 tide gel", GUEST_A, 2),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == [(_GEL, count)], (message, kinds(turn))


async def test_the_brand_and_its_form_in_a_list_is_proposed_with_the_rest(client: Any) -> None:
    turn = await send(client, "ابي ٢ تايد جل وفيري ليمون", guest=GUEST_B)
    assert (_GEL, 2) in _lines(turn), kinds(turn)
    assert len(_lines(turn)) == 2, _lines(turn)

"""Several goods asked to be added in one message, over a real socket in the three ways of
writing: every one sold is on one proposal of several lines, joined by commas, "and", "n",
"&", "و" or "w"; one not sold is said to be left out, never dropped silently. Two words of one
name ("baking powder", "vanilla sugar") stay one item."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed import PRODUCTS
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_BAKING = {"Nestlé Cocoa Powder", "Dr. Oetker Baking Powder", "Dr. Oetker Vanilla Sugar"}


_NAMES = {product["_id"]: product["name"]["en"] for product in PRODUCTS}


def _proposed(turn: Any) -> set[str]:
    return {_NAMES[line["productId"]] for line in turn.action("add_to_cart")["items"]}


async def test_every_good_listed_is_on_one_proposal(client: Any) -> None:
    for message, guest, wanted in (
        ("add cocoa, baking powder n vanilla sugar", GUEST_A, _BAKING),
        ("add cocoa, baking powder and vanilla sugar", GUEST_A, _BAKING),
        ("add cocoa & baking powder & vanilla sugar", GUEST_A, _BAKING),
        ("put cocoa, baking powder, and vanilla sugar in my cart", GUEST_A, _BAKING),
        ("add eggs n yeast", GUEST_A, {"Large White Eggs", "Dr. Oetker Instant Dry Yeast"}),
        ("حط كاكاو، بيكنج باودر وسكر فانيلا", GUEST_B, _BAKING),
        ("ضيف كاكاو وبيكنج باودر وسكر فانيلا", GUEST_B, _BAKING),
        ("ضيف بيض وخميره", GUEST_B, {"Large White Eggs", "Dr. Oetker Instant Dry Yeast"}),
        ("7ot cocoa, baking powder w vanilla sugar", GUEST_B, _BAKING),
        ("zeed bai6 w 5ameera", GUEST_B, {"Large White Eggs", "Dr. Oetker Instant Dry Yeast"}),
    ):
        turn = await send(client, message, guest=guest)
        assert _proposed(turn) == wanted, (message, _proposed(turn))


async def test_a_good_not_sold_is_said_left_out(client: Any) -> None:
    for message, guest, left in (
        ("add baking powder n caviar", GUEST_A, "caviar"),
        ("add cocoa, yeast and truffles", GUEST_A, "truffles"),
        ("حط كاكاو وكافيار", GUEST_B, "كافيار"),
        ("7ot cocoa w caviar", GUEST_B, ""),
    ):
        turn = await send(client, message, guest=guest)
        assert _proposed(turn), message
        assert "left" in turn.end["content"] or "تركتها" in turn.end["content"], message
        assert left in str(turn.end["blocks"]), (message, kinds(turn))

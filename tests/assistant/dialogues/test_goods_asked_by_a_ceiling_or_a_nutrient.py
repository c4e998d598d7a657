"""Goods asked by a price ceiling or a nutrient, over a real socket: "abi snacks ta7t el 1 KD"
(Arabizi's "ta7t", read "تحط") and "ابي سناكات تحت ال ١ دينار" are a budget search with
nothing proposed; "i need high protein food, what's best", "abi protein 3aali, shno afdal
shay" show the foods richest in protein; "which breakfast cereal has least sugar" weighs the
cereals (whose names hold no "breakfast") and says none records it rather than pick one. A
count put in the cart ("mumkin t7u6 2 7aleeb") stays a count, no budget."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, prices
from tests.handlers.assistant_support import send

_RICH_IN_PROTEIN = {"p-0606", "p-0509", "p-0508", "p-0502"}  # red lentils, salmon, shrimp, hamour


async def test_a_ceiling_in_any_writing_is_a_budget_search_with_nothing_proposed(
    client: Any,
) -> None:
    for message in (
        "abi snacks ta7t el 1 KD",
        "abi snacks ta7t 1 kd",
        "ابي سناكات تحت ال ١ دينار",
        "i want snacks under 1 kd",
        "abi chocolate ta7t el dinar",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), message
        assert prices(turn) and max(prices(turn)) <= 1000, (message, prices(turn))


async def test_a_count_put_in_the_cart_is_no_ceiling(client: Any) -> None:
    for message in ("mumkin t7u6 2 7aleeb almarai", "t7u6 2 pepsi"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        [line] = turn.action("add_to_cart")["items"]
        assert line["quantity"] == 2, message


async def test_foods_wanted_for_their_protein_are_the_richest_in_it(client: Any) -> None:
    for message in (
        "i need high protein food, what's best",
        "protein rich snacks for after the gym",
        "abi protein 3aali, shno afdal shay",
        "ابي شي بروتين عالي شو افضل شي",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        shown = {card["_id"] for block in turn.end["blocks"] if block["kind"] == "products"
                 for card in block["products"]}  # fmt: skip
        assert shown & _RICH_IN_PROTEIN, (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_a_kind_weighed_by_a_nutrient_is_the_kinds_products(client: Any) -> None:
    for message in ("which breakfast cereal has least sugar", "اي حبوب افطار فيها اقل سكر"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "product_detail" not in kinds(turn), message
        cards = [card for block in turn.end["blocks"] if block["kind"] == "products"
                 for card in block["products"]]  # fmt: skip
        assert len(cards) >= 2 and all(c["categoryId"] == "cat-breakfast-cereals" for c in cards)

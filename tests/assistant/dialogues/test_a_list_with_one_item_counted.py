"""A list wanted with a few of one item counted beside the others, over a real socket: "ابي
ستيك ٢ وخبز برجر", "i want 2 steaks and burger buns", "abi steak 2 w 5ubz burger" propose
each item (two steaks, one pack of buns), as "i want 2 steaks" alone proposes two; a list
whose words run into each other's names ("ضيف بيكنج باودر وسكر فانيلا", where "باودر" is one
typo from "اوردر") is each product once. A pack's measure ("ابي حليب ٢ لتر وخبز") or a list
with no verb ("2 steaks and burger buns please") shows the goods, proposing nothing."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send

_STEAK, _BUNS = "p-0409", "p-0307"
_BAKING_POWDER, _VANILLA_SUGAR = "p-1710", "p-1712"


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(i["productId"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]


async def test_a_few_of_one_item_beside_another_buys_both(client: Any) -> None:
    for message in (
        "ابي ستيك ٢ وخبز برجر",
        "ابي ٢ ستيك وخبز برجر",
        "i want 2 steaks and burger buns",
        "abi steak 2 w 5ubz burger",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert _lines(turn) == [(_STEAK, 2), (_BUNS, 1)], message


async def test_names_running_into_each_other_are_each_product_once(client: Any) -> None:
    for message in ("ضيف بيكنج باودر وسكر فانيلا", "add baking powder and vanilla sugar"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert _lines(turn) == [(_BAKING_POWDER, 1), (_VANILLA_SUGAR, 1)], message


async def test_a_pack_measured_or_a_list_with_no_verb_proposes_nothing(client: Any) -> None:
    for message in ("ابي حليب ٢ لتر وخبز", "ابي بيض ٣٠ وخبز", "milk, eggs and bread"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn) and "products" in kinds(turn), message

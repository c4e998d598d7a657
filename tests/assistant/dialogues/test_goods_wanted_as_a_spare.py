"""Goods asked for with why they are wanted after them, over a real socket in English, Gulf
Arabic and Arabizi: "as a backup", "for a spare", "احتياط", "ka e7tiyat" name no goods, so
the goods before them are proposed as named, and goods of the store that are out of stock
are said to be out with what is near, never "not found"."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}
_NOT_FOUND = ("couldn't find", "لم أجد", "ما لقيت", "not sure which", "which product")


def _said(turn: Any) -> str:
    return " ".join([turn.end["content"], *texts(turn)]).lower()


async def test_goods_wanted_as_a_spare_are_proposed_as_named(client: Any) -> None:
    for message, wanted, guest in (
        ("get me one more pampers pants size 5 as a spare", "Pampers Pants Size 5", GUEST_A),
        ("2 packs of fine toilet rolls for backup", "Fine Toilet Rolls", GUEST_A),
        ("ابي باكيت بامبرز بانتس مقاس ٥ زيادة احتياط", "Pampers Pants Size 5", GUEST_B),
        ("abi fine toilet rolls zyada ka e7tiyat", "Fine Toilet Rolls", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        items = turn.action("add_to_cart")["items"]
        assert [NAMES[item["productId"]] for item in items if wanted in NAMES[item["productId"]]], (
            message,
            _said(turn),
        )


async def test_goods_out_of_stock_wanted_as_a_spare_are_said_out(client: Any) -> None:
    for message, guest in (
        ("i'd like another jumbo pack in size 4 as a backup", GUEST_A),
        ("need one more jumbo pack, size 4, for a spare", GUEST_A),
        ("abi jumbo pack size 4 ba3ad ka e7tiyat", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = _said(turn)
        assert not any(words in said for words in _NOT_FOUND), (message, said)
        assert names(turn), (message, said, turn.blocks)

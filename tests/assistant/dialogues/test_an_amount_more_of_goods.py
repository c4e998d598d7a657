"""An amount more of goods, over a real socket in English, Gulf Arabic and Arabizi: "two more
kilos of tomatoes" or "عطني كيلو كمان من الطماط" proposes that amount, never the goods'
card; said beside goods we do not sell ("firewood and a kilo more of tomatoes"), the
tomatoes are proposed and the rest is said to be left out. A question of more ("do you have
more dates?") still shows the goods."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(NAMES[line["productId"]], line["quantity"]) for line in turn.action()["items"]]


async def test_an_amount_more_of_goods_is_proposed(client: Any) -> None:
    for message, guest, count in (
        ("two more kilos of tomatoes", GUEST_A, 2),
        ("one more kilo of the tomatoes please", GUEST_A, 1),
        ("عطني كيلو كمان من الطماط", GUEST_B, 1),
        ("abi kilo zyada tamat", GUEST_B, 1),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == [("Tomatoes (Jordan)", count)], (message, kinds(turn))


async def test_more_beside_goods_not_sold_proposes_ours_and_names_the_rest(client: Any) -> None:
    for message, guest, left in (
        ("firewood and one more kilo of tomatoes", GUEST_A, "firewood"),
        ("ابي حطب و كيلو زياده من الطماط", GUEST_B, "حطب"),
        ("abi 7a6ab w kilo zyada tamat", GUEST_B, "حطب"),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == [("Tomatoes (Jordan)", 1)], (message, kinds(turn))
        assert any(left in text for text in texts(turn)), (message, texts(turn))


async def test_more_asked_of_shows_the_goods(client: Any) -> None:
    turn = await send(client, "do you have more dates?", guest=GUEST_A)
    assert "products" in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)

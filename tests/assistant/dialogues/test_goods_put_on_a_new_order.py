"""Goods put on a new order, over a real socket in English, Gulf Arabic and Arabizi: "ok then
make it a new order, 3 kg oranges", "خلاص سويها طلب جديد، حط ٢ لبن كي دي دي", "5ala9 sawha
6alab jdeed: 2 laban kdd". The goods are proposed for the cart; before, "make it" read as a
count changed and "new" as a word of the New Zealand apples. After goods were asked for an
order already placed, a weight said of them ("fine put 2 kg sugar in my cart") is that pack,
or as many packs as make it; before, one pack of the first size was proposed."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

ORANGES, KDD_LABAN, SUGAR = "p-0005", "p-0208", "p-1701"
SUGAR_2_KG = "p-1701-v2"


def _lines(turn: Any) -> list[tuple[str, str | None, int]]:
    items = turn.action("add_to_cart")["items"]
    return [(line["productId"], line.get("variantId"), line["quantity"]) for line in items]


async def test_the_goods_after_a_new_order_asked_are_proposed(client: Any) -> None:
    for message, expected in (
        ("ok then make it a new order, 3 kg oranges", [(ORANGES, None, 3)]),
        ("خلاص سويها طلب جديد، حط ٢ لبن كي دي دي", [(KDD_LABAN, None, 2)]),
        ("5ala9 sawha 6alab jdeed: 2 laban kdd", [(KDD_LABAN, None, 2)]),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert _lines(turn) == expected, (message, turn.end["content"])


async def test_a_weight_of_goods_kept_from_a_placed_order_is_its_pack(client: Any) -> None:
    token = customer_token("demo-2")  # an order placed this morning, still to come
    for asked, put, expected in (
        (
            "can i add sugar to my order from this morning",
            "fine put 2 kg sugar in my cart",
            [(SUGAR, SUGAR_2_KG, 1)],
        ),
        (
            "اقدر ازيد برتقال على طلبي اللي اليوم؟",
            "خلاص حط ٣ كيلو برتقال بالسله",
            [(ORANGES, None, 3)],
        ),
    ):
        first = await send(client, asked, token=token)
        turn = await send(client, put, first.conversation_id, token=token)
        assert _lines(turn) == expected, (put, turn.end["content"])

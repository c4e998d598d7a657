"""A line of today's order asked in another kind, over a real socket in English, Gulf Arabic
and Arabizi: "the low fat milk i ordered, i want it full fat" says the placed order is not
changed here (with what its state allows) and shows the kind asked for the cart, never only a
list of milks as if nothing was ordered."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_FULL_FAT = "p-0201"  # Almarai full fat milk
_LOW_FAT_ON_THE_ORDER = "p-0202"


async def test_an_ordered_line_asked_in_another_kind(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "the low fat milk i ordered today, can i get it full fat instead?",
        "الحليب اللي طلبته قليل الدسم، ابي ابدله كامل الدسم",
        "il 7aleeb illi 6alabta low fat, abeeh full fat, y9eer?",
    ):
        turn = await send(client, message, token=token)
        kinds = [block["kind"] for block in turn.end["blocks"]]
        assert "order_status" in kinds, (message, kinds)
        shown = [
            p["_id"] for b in turn.end["blocks"] if b["kind"] == "products" for p in b["products"]
        ]
        assert _FULL_FAT in shown and _LOW_FAT_ON_THE_ORDER not in shown, (message, shown)


async def test_the_same_goods_wished_again_are_for_the_cart(client: Any) -> None:
    """Goods of an order on its way praised and wished again, or a count said, name no other
    kind: they are asked for the cart, with no word of the placed order's change."""
    token = customer_token("demo-1")  # red apples and baby wipes on an order out for delivery
    for message in (
        "the red apples i got were so good, i want it again",
        "المناديل اللي طلبتها زينه، ابيها مره ثانيه",
        "il tiffa7 li 6alabta 7ilo wayed, abeeh ba3ad",
    ):
        turn = await send(client, message, token=token)
        kinds = [block["kind"] for block in turn.end["blocks"]]
        assert "order_status" not in kinds, (message, kinds)
        assert "products" in kinds or "cart_action" in kinds, (message, kinds)

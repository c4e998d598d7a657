"""Express and offers asked while an order is placed, over a real socket in English, Gulf
Arabic and Arabizi.

After an order's status, express for goods to order now ("any wipes i can order now with
express?", "اسرع طريقة اجيب حليب الحين؟ الاكسبرس اسرع؟", "abi a6lub 7afa9at il7en express")
is a new order's: express where it would go and the goods shown, never "express can't be
added" to the order on its way; "can it come sooner with express?" is still that order's.
An offer asked to count on an order named by its place ("does the bbq offer work on the
chalet order?") is said to go on the cart, not an order placed, with that offer's card.

demo-1: KW-100915 on its way. demo-3: KW-100921 to the Chalet (confirmed).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, one, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

CHALET_ORDER = "KW-100921"
_NOT_ON_PLACED = ("Express can't be added", "ما ينضاف التوصيل السريع")
_NEW_ORDERS = ("for a new order", "لطلب جديد")
_CODE_NOT_ON_IT = ("A code can't be added", "ما ينضاف كود")

NEW_ORDERS_EXPRESS = {
    "en": (
        ("where's my order", "do you have any baby wipes i can order now with express?"),
        ("where's my order", "what's the fastest way to get milk to my place rn, express?"),
    ),
    "ar": (
        ("وين طلبي", "اسرع طريقة اجيب حليب للبيت الحين؟ الاكسبرس اسرع؟"),
        ("وين طلبي", "عندكم مناديل اطفال اقدر اطلبها الحين اكسبرس؟"),
    ),
    "arabizi": (
        ("wain 6alabi", "abi a6lub 7afa9at il7en express, shno asra3 shay?"),
        ("wain 6alabi", "ba6lub 7aleeb 6alab jdeed express, cham ya5ith?"),
    ),
}


@pytest.mark.parametrize("script", sorted(NEW_ORDERS_EXPRESS))
async def test_express_for_goods_to_order_now_is_a_new_orders(client: Any, script: str) -> None:
    token = customer_token("demo-1")
    for first, message in NEW_ORDERS_EXPRESS[script]:
        opened = await send(client, first, token=token)
        turn = await send(client, message, opened.conversation_id, token=token)
        content = turn.end["content"]
        assert not any(words in content for words in _NOT_ON_PLACED), (message, content)
        assert any(words in content for words in _NEW_ORDERS), (message, content)
        assert one(turn, "delivery_info")["express"] is True, message
        assert names(turn), (message, kinds(turn))


async def test_express_asked_of_the_order_on_its_way_is_still_that_orders(client: Any) -> None:
    token = customer_token("demo-1")
    for first, message in (
        ("where's my order", "can it come sooner with express?"),
        ("وين طلبي", "ممكن يوصل اسرع؟ اكسبرس؟"),
    ):
        opened = await send(client, first, token=token)
        turn = await send(client, message, opened.conversation_id, token=token)
        assert any(words in turn.end["content"] for words in _NOT_ON_PLACED), message
        assert "products" not in kinds(turn), message


OFFER_ON_A_PLACED_ORDER = (
    "does the bbq offer work on my chalet order?",
    "عرض الشوي يمشي على طلب الشاليه؟",
    "smi3t 3an offer il bbq, y9eer 3ala 6alab il chalet?",
)


async def test_an_offer_asked_of_an_order_named_by_its_place_goes_on_the_cart(
    client: Any,
) -> None:
    token = customer_token("demo-3")
    for message in OFFER_ON_A_PLACED_ORDER:
        turn = await send(client, message, token=token)
        assert any(words in turn.end["content"] for words in _CODE_NOT_ON_IT), (
            message,
            turn.end["content"],
        )
        assert order_numbers(turn, "order_status") == [CHALET_ORDER], (message, kinds(turn))
        assert [card["_id"] for card in one(turn, "offers")["offers"]] == ["offer-bbq"], message

"""What only a cart takes, asked of an order already placed, over a real socket in English,
Gulf Arabic and Arabizi: express asked for the order in talk ("can it come faster, express?",
"اكو طريقة يوصل اسرع؟ اكسبرس") is no fee quoted but that express goes on a cart before checkout;
a code asked of goods in an order named with "in" joined ("الريش اللي بطلب الشاليه") is no
code for the cart; and the cancel dropped after how cancelling works ("no leave it, my
brother's home to get it", "لا خلاص خله، اخوي بيستلمه") keeps the order, never a cart answer.

demo-2: KW-100926 to Home being prepared. demo-3: KW-100921 to the Chalet confirmed (lamb
chops in it), KW-100933 to Home placed.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

BEING_PREPARED, CHALET_ORDER, HOME_ORDER_TODAY = "KW-100926", "KW-100921", "KW-100933"
EXPRESS_NOT_ON_IT = ("Express can't be added", "ما ينضاف التوصيل السريع")
CODE_NOT_ON_IT = ("A code can't be added", "ما ينضاف كود")
KEPT = ("nothing has been cancelled", "ما انلغى شي")

EXPRESS_ASKED = {
    "en": (
        "where's my order at",
        ("any way to get it here faster? express maybe", "can you make it express"),
    ),
    "ar": ("طلبي وين وصل؟", ("اكو طريقة يوصل اسرع؟ يعني اكسبرس", "ابيه اكسبرس لو سمحت")),
    "arabizi": ("wain 6alabi", ("mumkin express 3alaih?", "abeeh yoo9al asra3, fee express?")),
}


@pytest.mark.parametrize("script", sorted(EXPRESS_ASKED))
async def test_express_asked_of_the_order_in_talk_is_no_fee_quoted(
    client: Any, script: str
) -> None:
    token = customer_token("demo-2")
    where, follow_ups = EXPRESS_ASKED[script]
    for follow_up in follow_ups:
        status = await send(client, where, token=token)
        assert order_numbers(status, "order_status") == [BEING_PREPARED], where
        turn = await send(client, follow_up, status.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [BEING_PREPARED], (follow_up, kinds(turn))
        assert any(words in turn.end["content"] for words in EXPRESS_NOT_ON_IT), (
            follow_up,
            turn.end["content"],
        )
        assert "delivery_info" not in kinds(turn), follow_up


CODE_ON_ITS_GOODS = (
    "كوبون BBQ10 ينفع على اللحم اللي بطلب الشاليه؟",
    "الكود BBQ10 يمشي على الريش اللي بطلبي حق الشاليه؟",
    "does BBQ10 work on the lamb chops in the chalet order",
    "BBQ10 yemshi 3ala el ryash ely b6alab el chalet?",
)


async def test_a_code_asked_of_goods_in_a_placed_order_is_no_code_for_the_cart(
    client: Any,
) -> None:
    token = customer_token("demo-3")
    for message in CODE_ON_ITS_GOODS:
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [CHALET_ORDER], (message, kinds(turn))
        assert any(words in turn.end["content"] for words in CODE_NOT_ON_IT), (
            message,
            turn.end["content"],
        )
        assert "offers" not in kinds(turn), message


KEPT_AFTER_CANCEL = {
    "en": (
        "cancel my home order",
        ("no leave it, my brother's home to get it", "never mind, she'll take it"),
    ),
    "ar": ("ابي الغي طلب البيت", ("لا خلاص خله، اخوي بيستلمه", "لا خلوه، امي بالبيت بتستلمه")),
    "arabizi": (
        "ilghi 6alab el bait",
        ("la 5alah, a5oy bystilmah", "la 5aloh, ummi bit7a9ilah bil bait"),
    ),
}


@pytest.mark.parametrize("script", sorted(KEPT_AFTER_CANCEL))
async def test_the_cancel_dropped_keeps_the_order(client: Any, script: str) -> None:
    token = customer_token("demo-3")
    asked, follow_ups = KEPT_AFTER_CANCEL[script]
    for follow_up in follow_ups:
        rule = await send(client, asked, token=token)
        assert order_numbers(rule, "order_status") == [HOME_ORDER_TODAY], asked
        turn = await send(client, follow_up, rule.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [HOME_ORDER_TODAY], (follow_up, kinds(turn))
        assert any(words in turn.end["content"] for words in KEPT), (follow_up, turn.end["content"])
        assert "cart_summary" not in kinds(turn) and "cart_action" not in kinds(turn), follow_up

"""Beside an order already placed, over a real socket in English, Gulf Arabic and Arabizi.

A swap asked for cooking or for one's health right after an order's status ("what could i
swap for butter in brownies", "شنو اقدر استخدم بدل البيض بالكيك") is the kitchen's: what to
use instead, never "I can't change an order that's already placed". Goods put onto my order
in the forms said to the store ("زيدوا على طلبي", "ضيفولي على الطلب", "zeedoli 3ala il
order") are goods for a placed order, said not to go on it, never a past order placed again.
What a recipe's request leaves out ("without the rice", "بدون البزار والعيش") stays out of
the ingredients added after. His number asked right after an order's status ("just send me
his number", "عطني رقمه") is its driver's, which the hub has not to give. A refund's landing in the wallet asked with
the wallet kept in English ("wislat lil wallet?") shows that refunded order.

demo-1: KW-100915 out for delivery and late, KW-100702 refunded (the Zubaidi). demo-3: KW-100933 placed, KW-100921 confirmed.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, order_numbers
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_NOT_CHANGED = ("can't change an order", "ما أقدر أعدل على طلب")
_CLOSED = ("can't take more goods", "ما نقدر نضيف عليه")
_CHICKEN, _RICE, _BZAR = "p-0401", "p-0601", "p-0910"


async def test_a_kitchen_swap_after_an_orders_status_is_no_change_of_it(client: Any) -> None:
    token = customer_token("demo-1")
    for first, then in (
        ("where's my order", "what could i swap for butter in brownies?"),
        (
            "where's my order",
            "is there anything to replace milk in my coffee, im lactose intolerant",
        ),
        ("وين طلبي", "شنو اقدر استخدم بدل البيض بالكيك؟"),
        ("wain 6alabi", "shno asta3mil badal il zibda fil kaik"),
    ):
        *_, turn = await conversation(client, [first, then], token=token)
        said = turn.end["content"]
        assert not any(words in said for words in _NOT_CHANGED), (then, said)
        assert "order_status" not in kinds(turn), (then, kinds(turn))
        assert "cart_action" not in kinds(turn), then


async def test_goods_put_onto_my_order_are_no_past_order_again(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "زيدوا على طلبي علبة حليب",
        "ضيفولي على الطلب خبز",
        "zeedoli 3ala il order 7aleeb",
    ):
        turn = await send(client, message, token=token)
        assert any(words in turn.end["content"] for words in _CLOSED), (message, turn.end)
        assert "cart_action" not in kinds(turn), message
        assert "order" not in kinds(turn), message


async def test_what_a_recipes_request_leaves_out_stays_out_of_its_add(client: Any) -> None:
    for asked, add, left_out, guest in (
        ("machboos recipe without the rice please, got some already", "add them", {_RICE}, GUEST_A),
        ("ابي وصفة المجبوس بدون البزار والعيش", "ضيفهم", {_RICE, _BZAR}, GUEST_B),
        (
            "abi wasfat il machboos bdoon il ruz wil bzar",
            "7ot il mukawinat",
            {_RICE, _BZAR},
            GUEST_B,
        ),
    ):
        *_, added = await conversation(client, [asked, add], guest=guest)
        lines = {line["productId"] for line in added.action("add_recipe_to_cart")["items"]}
        assert _CHICKEN in lines and not left_out & lines, (asked, lines)


_NO_NUMBER = ("can't call the driver", "ما أقدر أتصل على المندوب")
_LATE = "KW-100915"


async def test_his_number_asked_after_an_orders_status_is_its_drivers(client: Any) -> None:
    token = customer_token("demo-1")
    for first, then in (
        ("where is my order", "fine, just send me his number"),
        ("وين طلبي", "طيب عطني رقمه"),
        ("wain il order", "zain 3a6ni ra8mah"),
    ):
        *_, turn = await conversation(client, [first, then], token=token)
        assert order_numbers(turn, "order_status") == [_LATE], (then, kinds(turn))
        assert any(words in turn.end["content"] for words in _NO_NUMBER), (then, turn.end)


async def test_a_refunds_landing_in_the_wallet_asked_in_arabizi_shows_that_order(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message in (
        "floos il zubaidi elli rajja3ta wislat lil wallet?",
        "il mablagh 7ag il order il mirtaja3 nizal bil wallet?",
        "فلوس طلب الزبيدي رجعت للمحفظه؟",
        "did the zubaidi order money go back to my wallet?",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100702"], (message, kinds(turn))

"""Other matters and plain requests that share words with a placed order's window, trouble
with paying or the store's minimum, over a real socket in English, Gulf Arabic and Arabizi:
another appointment moved after an order was talked of is no order's window; the minimum of
a loan or a card is declined, and paying the rent or a bill is no trouble at our checkout;
an order still to place with its time, or the last order asked
again for a time, is no placed order's window; "no problem" or "any problem" beside a way to
pay asks of paying, never tells of trouble with it; goods asked back in stock are no
refund."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_ANOTHER_APPOINTMENT = {
    "en": ("is my order on its way", "can i shift my clinic appointment to 4pm"),
    "ar": ("وين وصل طلبي", "ابي اغير موعد العياده للمسا"),
    "arabizi": ("wain wasal 6alabi", "abi a8ayer maw3id il doctor lil 3a9r"),
}
_ANOTHER_MINIMUM = {
    "en": ("whats the minimum payment on my credit card loan",),
    "ar": ("المينيمم مال البطاقه الائتمانيه شكثر", "كم المنيموم حق قرض السياره"),
}
_PAYING_ANOTHER = {
    "en": ("my card got declined paying the school fees", "cant pay my phone bill, knet fails"),
    "ar": ("الكي نت ما يمشي وانا ادفع الايجار", "ما اقدر ادفع قسط القرض"),
    "arabizi": ("ma agdar adfa3 il eijar", "knet ma yemshi 7ag il eijar"),
}
_NOT_A_WINDOW = {
    "en": "i want to place an order for tomorrow evening, can i change the address to work",
    "ar": "ابي اعيد اخر طلب بس يوصل بكرا المسا",
    "arabizi": "abi a6lub il 7een bs a8ayer il address lil dawam bokra il 3a9r",
}
_WAY_TO_PAY = {
    "en": ("any problem if i pay by knet when it comes?", "no issue paying cash at the door right"),
    "ar": ("مو مشكله ادفع كي نت عند الباب؟", "ما في مشكله لو دفعت كاش؟"),
    "arabizi": ("ma fi mushkila badfa3 cash?",),
}
_MOVED_HERE = ("can't move a placed order", "ما أقدر أغير موعد توصيل طلب")
_TROUBLE_ASKED = ("Tell me what happened", "قول لي شنو صار")


@pytest.mark.parametrize("script", sorted(_ANOTHER_APPOINTMENT))
async def test_another_appointment_moved_after_an_order_is_no_orders_window(
    client: Any, script: str
) -> None:
    token = customer_token("demo-1")
    first, moved = _ANOTHER_APPOINTMENT[script]
    talked = await send(client, first, token=token)
    assert "order_status" in kinds(talked), (first, kinds(talked))
    turn = await send(client, moved, talked.conversation_id, token=token)
    reply = turn.end["content"]
    assert not any(words in reply for words in _MOVED_HERE), (moved, reply)
    assert "delivery_slots" not in kinds(turn), (moved, kinds(turn))


@pytest.mark.parametrize("script", sorted(_ANOTHER_MINIMUM))
async def test_a_loans_or_a_cards_minimum_is_declined(client: Any, script: str) -> None:
    guest = GUEST_A if script == "en" else GUEST_B
    for message in _ANOTHER_MINIMUM[script]:
        assert_declined(await send(client, message, guest=guest), message, arabic=guest == GUEST_B)


@pytest.mark.parametrize("script", sorted(_PAYING_ANOTHER))
async def test_paying_the_rent_or_a_bill_is_no_trouble_at_our_checkout(
    client: Any, script: str
) -> None:
    guest = GUEST_A if script == "en" else GUEST_B
    for message in _PAYING_ANOTHER[script]:
        reply = (await send(client, message, guest=guest)).end["content"]
        assert not any(words in reply for words in _TROUBLE_ASKED), (message, reply)


@pytest.mark.parametrize("script", sorted(_NOT_A_WINDOW))
async def test_an_order_still_to_place_with_its_time_is_no_placed_window(
    client: Any, script: str
) -> None:
    message = _NOT_A_WINDOW[script]
    turn = await send(client, message, token=customer_token("demo-1"))
    reply = turn.end["content"]
    assert not any(words in reply for words in _MOVED_HERE), (message, reply)
    assert "order_status" not in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize("script", sorted(_WAY_TO_PAY))
async def test_a_way_to_pay_said_with_no_problem_is_no_trouble(client: Any, script: str) -> None:
    guest = GUEST_A if script == "en" else GUEST_B
    for message in _WAY_TO_PAY[script]:
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert not any(words in reply for words in _TROUBLE_ASKED), (message, reply)


async def test_goods_asked_back_in_stock_are_no_refund(client: Any) -> None:
    """English alone says "when do we get them back" of goods and of money alike."""
    for message in (
        "the eggs r out of stock, when do we get them back",
        "the dates are sold out?? when will we see them back",
    ):
        reply = (await send(client, message, guest=GUEST_A)).end["content"]
        assert "refund" not in reply.lower(), (message, reply)
    money = await send(client, "my order got cancelled, when do i get my money back", guest=GUEST_A)
    assert "refund" in money.end["content"].lower(), money.end["content"]

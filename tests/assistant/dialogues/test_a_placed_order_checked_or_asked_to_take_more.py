"""An order already placed, checked on or asked to take more goods, over a real socket in
English, Gulf Arabic and Arabizi.

"just making sure the chalet order is still on", "ابي اتطمن على طلب الشاليه", "abi at2akad
6alab il chalet mashi" show that order's status, never a decline. Goods asked onto an order
named in the same message ("عندي طلب للشاليه بكره، اقدر ازيد عليه..."), brought along by the
driver of one on its way ("could the driver bring wipes with him"), or "them" just shown put on
it are said not to go on a placed order, with those goods shown for the cart and no proposal.
"I don't want to cancel it, just add..." cancels nothing; "لا، الغيه" still asks to cancel.
"yep, the halloumi and labneh" right after an order's card is that order, not a search.

demo-3: KW-100921 to the Chalet (confirmed), KW-100933 to Home (placed). demo-1: KW-100915 on
its way.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

CHALET_ORDER = "KW-100921"
_CLOSED = ("can't take more goods", "ما نقدر نضيف عليه")
_CANCEL_TOLD = ("how cancelling an order works", "طريقة إلغاء الطلب")
_DECLINED = ("I can only help with your shopping", "أقدر أساعدك بس في التسوق")

CHECKED = {
    "en": (
        "just making sure my chalet order for tomorrow is still on",
        "can you check on the order going to the chalet tomorrow",
    ),
    "ar": (
        "مرحبا، عندي طلبية للشاليه بكرة، ودي اتاكد انها ماشية",
        "ابي اتطمن على طلب الشاليه",
    ),
    "arabizi": (
        "abi at2akad in 6alab il chalet bachir mashi",
        "hala, ba9 ata2akad el order maal il chalet",
    ),
}


@pytest.mark.parametrize("script", sorted(CHECKED))
async def test_an_order_checked_on_is_its_status(client: Any, script: str) -> None:
    token = customer_token("demo-3")
    for message in CHECKED[script]:
        turn = await send(client, message, token=token)
        shown = order_numbers(turn, "order_status") or order_numbers(turn, "order")
        assert shown == [CHALET_ORDER], (message, kinds(turn))
        assert not any(words in turn.end["content"] for words in _DECLINED), message


ONTO_A_NAMED_ORDER = {
    "en": (
        ("demo-3", "", "we have an order for the chalet tomorrow, can i add lamb chops to it?"),
        ("demo-1", "where is my order", "could the driver bring a pack of baby wipes with him?"),
    ),
    "ar": (
        ("demo-3", "", "عندي طلب للشاليه بكره، اقدر ازيد عليه ريش غنم؟"),
        ("demo-1", "وين طلبي", "خل المندوب يجيب معاه حليب"),
    ),
    "arabizi": (
        ("demo-3", "", "3indi 6alab lil chalet bachir, agdar azeed 3leh 7aleeb?"),
        ("demo-3", "", "el order maal il chalet, y9eer a7ut 3aleh ragi?"),
        ("demo-1", "wain 6alabi", "il driver y9eer yjeeb m3ah mai?"),
    ),
}


@pytest.mark.parametrize("script", sorted(ONTO_A_NAMED_ORDER))
async def test_goods_onto_an_order_named_or_on_its_way_are_for_the_cart(
    client: Any, script: str
) -> None:
    for customer, first, message in ONTO_A_NAMED_ORDER[script]:
        token = customer_token(customer)
        conversation = None
        if first:
            conversation = (await send(client, first, token=token)).conversation_id
        turn = await send(client, message, conversation, token=token)
        assert any(words in turn.end["content"] for words in _CLOSED), (message, turn.end)
        assert names(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


NOT_CANCELLED = {
    "en": "i don't want to cancel it, only put some water on it",
    "ar": "لا ما ابي الغيه، بس ضيفوا عليه لبن",
    "arabizi": "la mabi al8eeh, bas zeedo 3aleh laban",
}


@pytest.mark.parametrize("script", sorted(NOT_CANCELLED))
async def test_cancelling_denied_beside_goods_cancels_nothing(client: Any, script: str) -> None:
    token = customer_token("demo-1")
    first = await send(client, "where is my order", token=token)
    turn = await send(client, NOT_CANCELLED[script], first.conversation_id, token=token)
    assert not any(words in turn.end["content"] for words in _CANCEL_TOLD), turn.end
    assert any(words in turn.end["content"] for words in _CLOSED), turn.end
    assert names(turn), kinds(turn)
    assert "cart_action" not in kinds(turn)


async def test_a_cancel_said_after_no_is_still_a_cancel(client: Any) -> None:
    token = customer_token("demo-1")
    first = await send(client, "وين طلبي", token=token)
    turn = await send(client, "لا، الغيه", first.conversation_id, token=token)
    assert any(words in turn.end["content"] for words in _CANCEL_TOLD), turn.end


@pytest.mark.parametrize(
    ("shown", "put"),
    [
        ("show me labneh", "ok add them to the chalet order"),
        ("عندكم حلوم؟", "طيب حطهم على طلب الشاليه"),
        ("3indkom labna?", "zain 7i6hom 3la 6alab il chalet"),
    ],
)
async def test_goods_just_shown_put_onto_an_order_are_those_goods(
    client: Any, shown: str, put: str
) -> None:
    token = customer_token("demo-3")
    first = await send(client, shown, token=token)
    turn = await send(client, put, first.conversation_id, token=token)
    assert any(words in turn.end["content"] for words in _CLOSED), turn.end
    assert names(turn) and set(names(turn)) <= set(names(first)), (names(first), names(turn))
    assert "cart_action" not in kinds(turn)


HOME_ORDER_TODAY = "KW-100933"
AFFIRMED = {
    "en": ("show me the order going home today", "yep, the halloumi and labneh, nobody's home yet"),
    "ar": ("ابي اشوف طلب البيت حق اليوم", "ايوه الحلوم واللبنه، احنا برا البيت الحين"),
    "arabizi": ("abi ashoof 6alab il bait il yom", "ee il 7aloom wil labna, ma7ad bil bait"),
}


@pytest.mark.parametrize("script", sorted(AFFIRMED))
async def test_the_order_shown_affirmed_by_its_goods_is_that_order(
    client: Any, script: str
) -> None:
    token = customer_token("demo-3")
    first, affirmed = AFFIRMED[script]
    shown = await send(client, first, token=token)
    turn = await send(client, affirmed, shown.conversation_id, token=token)
    numbers = order_numbers(turn, "order_status") or order_numbers(turn, "order")
    assert numbers == [HOME_ORDER_TODAY], (affirmed, kinds(turn))
    assert "products" not in kinds(turn), affirmed


KEPT_FOR_THE_CART = {
    "en": ("add 2 packs of baby wipes to it", "ok put them in my cart then, i'll order them later"),
    "ar": ("ضيفوا عليه لبن المراعي", "طيب حطه بالسلة وبطلبه بعدين"),
    "arabizi": ("zeedo 3aleh laban il marai", "zain 7i6ah bil cart w ba6lubah ba3dain"),
}
_NOT_FOUND = ("couldn't find", "لم أجد")


@pytest.mark.parametrize("script", sorted(KEPT_FOR_THE_CART))
async def test_goods_asked_onto_an_order_then_put_in_the_cart_are_those_goods(
    client: Any, script: str
) -> None:
    token = customer_token("demo-1")
    onto, to_the_cart = KEPT_FOR_THE_CART[script]
    first = await send(client, "where is my order", token=token)
    asked = await send(client, onto, first.conversation_id, token=token)
    assert any(words in asked.end["content"] for words in _CLOSED), (onto, asked.end)
    assert "cart_action" not in kinds(asked), onto
    turn = await send(client, to_the_cart, first.conversation_id, token=token)
    assert turn.action("add_to_cart")["items"], kinds(turn)
    assert not any(words in turn.end["content"] for words in _NOT_FOUND), turn.end

"""Messages that hold the word "order" or a day but ask no change of an order still to come,
over a real socket in English, Gulf Arabic and Arabizi: a complaint about what came stays a
complaint, goods asked with "order" as a verb go to the cart (goods asked out of a placed
order are still a change of it), the order's fee or the address of orders to come are no
change of it, whether it went through is its status, and the stock or the slots asked with
a day are never an order's status. An order still to come named by its day or its goods is
still that one."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

# The words of a reply about changing a placed order, in both languages
_CHANGE_TOLD = (
    "can't be changed",
    "change an order",
    "change it for you",
    "a change can only",
    "nothing left to change",
    "can't take more goods",
    "نعدل",
    "أعدل",
    "يعدله",
    "التعديل",
    "ما نقدر نضيف عليه",
)


def _tells_a_change(turn: Any) -> bool:
    return any(words in turn.end["content"] for words in _CHANGE_TOLD)


async def test_a_complaint_about_what_came_is_no_change_of_the_order(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "my order did not include the apples i paid for",
        "the order came with the wrong wipes, change them",
        "the driver had no change for my order",
        "the driver took ages to drop off my order",
        "طلبي وصل فيه حليب منتهي",
        "الطلبيه تأخرت",
        "el order 6ala3 na8is",
    ):
        turn = await send(client, message, token=token)
        assert not _tells_a_change(turn), (message, turn.end["content"])


async def test_goods_asked_out_of_a_placed_order_are_still_a_change(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "take the apples out of my order",
        "طلعوا التفاح من الطلب",
        "shil il tofa7 min il order",
    ):
        turn = await send(client, message, token=token)
        assert _tells_a_change(turn), (message, turn.end["content"])
        assert order_numbers(turn, "order_status") == ["KW-100915"], (message, kinds(turn))


async def test_goods_asked_with_order_as_a_verb_go_to_the_cart(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "put in an order for 3 cucumbers",
        "order 2 laban and add bread",
        "حط طلب خبز",
        "7ot order 7aleeb",
    ):
        turn = await send(client, message, token=token)
        assert not _tells_a_change(turn), (message, turn.end["content"])
        assert "cart_action" in kinds(turn), (message, kinds(turn))
    for message in (
        "can you take the delivery charge off my order",
        "how do i change my address for future orders",
    ):
        turn = await send(client, message, token=token)
        assert not _tells_a_change(turn), (message, turn.end["content"])


async def test_whether_an_order_went_through_is_its_status(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("الطلب نزل بالنظام؟", "did my order go through?", "was my order received"):
        turn = await send(client, message, token=token)
        assert not _tells_a_change(turn), (message, turn.end["content"])
        assert order_numbers(turn, "order_status") == ["KW-100915"], (message, kinds(turn))


async def test_goods_to_it_after_a_complaint_go_to_the_cart(client: Any) -> None:
    token = customer_token("demo-1")
    first = await send(client, "the yoghurt you sent was off", token=token)
    turn = await send(client, "ok and add bread to it", first.conversation_id, token=token)
    assert not _tells_a_change(turn), turn.end["content"]
    assert "cart_action" in kinds(turn), kinds(turn)


async def test_stock_or_slots_asked_with_a_day_are_no_orders_status(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "when does the fresh fish come in today",
        "mata yoosal el samak el yom",
        "متى يوصل السمك الطازج اليوم",
        "do you deliver tonight, when",
        "when will strawberries arrive tonight",
    ):
        turn = await send(client, message, token=token)
        assert "order_status" not in kinds(turn), (message, kinds(turn))
    for message in ("when will the milk arrive today", "where is today's delivery"):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100915"], (message, kinds(turn))


async def test_goods_wanted_with_a_day_are_no_orders_status(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "i need bread to get here tonight",
        "we want laban to come today",
        "can cucumbers come tonight",
        "ابي خبز يوصلني الليله",
        "اختي تبي لبن يوصل اليوم",
        "متى يوصل الخبز لو طلبته الليله",
        "abi 5obz yoosal el lela",
        "متى يوصل الجبن اليوم",
        "when do the bananas get here tonight",
    ):
        turn = await send(client, message, token=token)
        assert "order_status" not in kinds(turn), (message, kinds(turn))
    turn = await send(client, "i want to know when my order comes today", token=token)
    assert order_numbers(turn, "order_status") == ["KW-100915"], kinds(turn)

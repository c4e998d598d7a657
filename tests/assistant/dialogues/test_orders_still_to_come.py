"""Questions about the shopper's own orders still to come, over a real socket in English,
Gulf Arabic and Arabizi: where it is means the order still on its way, never an old delivered
one; an order named by its day, its state or its place is that one, with no "which one?";
a booked order's hour is weighed against its own window, not the free slots; a late order's
follow-ups move on (never the reply before word for word, never a decline or a search); and
goods onto, out of or a cancel of a placed order are answered by what its status allows."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_PERSON = ("person", "موظف")


def _offers_a_person(turn: Any) -> bool:
    return any(word in turn.end["content"] for word in _PERSON)


async def test_where_it_is_is_the_order_still_on_its_way(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "yo where's my stuff, should've been here ages ago",
        "وين الطلبيه؟ المفروض وصلت من زمان",
        "wen il order? kan mafroo9 yoosal gabel sa3a",
        "the driver, where is he??",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100915"], (message, kinds(turn))


async def test_an_order_named_by_its_day_state_or_place_is_that_one(client: Any) -> None:
    token = customer_token("demo-3")
    for message, number in (
        ("whats happening with the mangaf order, still not confirmed?", "KW-100933"),
        ("طلبية البيت وين صارت الحين؟", "KW-100933"),
        ("il order mal il bait wain wasal?", "KW-100933"),
        ("where is the chalet order", "KW-100921"),
        ("6alab il chalet shlon wa9'3a?", "KW-100921"),
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [number], (message, kinds(turn))
        assert "delivery_slots" not in kinds(turn), message
        assert "which" not in turn.end["content"].lower(), message


async def test_a_booked_orders_hour_is_weighed_against_its_window(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "will the chalet order be there by 6 for sure?",
        "طلب الشاليه الساعه ٧ بيوصل اكيد؟",
        "il order mal il chalet yoosal sa3a 7?",
    ):
        turn = await send(client, message, token=token)
        assert "delivery_slots" not in kinds(turn), (message, kinds(turn))
        assert order_numbers(turn, "order_status") == ["KW-100921"], (message, kinds(turn))


async def test_a_late_orders_follow_ups_move_on(client: Any) -> None:
    token = customer_token("demo-1")
    for first, then, after in (
        ("where is my order", "still nothing, its been forever", "ok so how much longer?"),
        ("وين طلبي", "للحين ما وصل الطلب وينه", "كم باقي له؟"),
        ("wain 6alabi", "il order ba3da ma wasal, wainah", "mata yoosal ya3ni?"),
    ):
        one = await send(client, first, token=token)
        two = await send(client, then, one.conversation_id, token=token)
        three = await send(client, after, one.conversation_id, token=token)
        replies = [turn.end["content"] for turn in (one, two, three)]
        assert len(set(replies)) == len(replies), replies
        for turn in (two, three):
            assert order_numbers(turn, "order_status") == ["KW-100915"], kinds(turn)
            assert _offers_a_person(turn), turn.end["content"]
    for message in ("can you call the driver please", "ابي رقم المندوب", "3atooni ra8m il mandoob"):
        status = await send(client, "where is my order", token=token)
        turn = await send(client, message, status.conversation_id, token=token)
        assert "products" not in kinds(turn), (message, kinds(turn))
        assert order_numbers(turn, "order_status") == ["KW-100915"], (message, kinds(turn))
        assert _offers_a_person(turn), (message, turn.end["content"])


async def test_a_change_to_a_placed_order_says_what_its_status_allows(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "pls remove the shampoo from today's order",
        "شيلوا الشامبو من طلب اليوم",
        "can you throw in some sugar with today's order or is it too late",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert order_numbers(turn, "order_status") == ["KW-100926"], (message, kinds(turn))
        assert _offers_a_person(turn), (message, turn.end["content"])
    demo3 = customer_token("demo-3")
    status = await send(client, "where is the mangaf order", token=demo3)
    assert order_numbers(status, "order_status") == ["KW-100933"], kinds(status)
    for message in ("cancel it, we won't be home", "الغيه ما في احد بالبيت", "kansilah"):
        turn = await send(client, message, status.conversation_id, token=demo3)
        assert order_numbers(turn, "order_status") == ["KW-100933"], (message, kinds(turn))
        assert "cart_summary" not in kinds(turn), message

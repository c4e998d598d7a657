"""A past order named by its date over a real socket, in the three ways of writing: a day of
the month with or without its month, in digits or month names ("on 16 november", "الطلب
اللي بتاريخ ١٦", "talabi elli b tareekh 26", "طلبي يوم ١٦ من شهر ١٠"), the latest such day
when no month is said; last month's, and the order holding the goods named nearest a span
people round ("the lamb like my order last month" of a lamb ordered two weeks ago)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_an_order_named_by_a_day_and_month_is_that_order(client: Any) -> None:
    for customer, message, number in (
        ("demo-3", "what did I order on 16 november", "KW-100389"),
        ("demo-3", "my order from the 16th", "KW-100389"),
        ("demo-3", "the order on 16/10", "KW-100095"),
        ("demo-3", "show my order from the 16th of october", "KW-100095"),
        ("demo-1", "show my order from the 9th", "KW-100231"),
        ("demo-1", "what was in my order on the 21st", "KW-100458"),
        ("demo-3", "الطلب اللي بتاريخ ١٦", "KW-100389"),
        ("demo-3", "وش طلبت يوم ١٦ نوفمبر", "KW-100389"),
        ("demo-3", "وريني الطلب اللي يوم ١٦ من شهر ١٠", "KW-100095"),
        ("demo-1", "طلبي اللي في ٢٦ نوفمبر", "KW-100702"),
        ("demo-1", "الطلب اللي بتاريخ ٢١", "KW-100458"),
        ("demo-3", "talabi elly fe 16 november", "KW-100389"),
        ("demo-1", "wain talabi elli b tareekh 26", "KW-100702"),
        ("demo-3", "abi a3id talabi elli yom 16 october", "KW-100095"),
        ("demo-1", "talabi yom 9", "KW-100231"),
    ):
        turn = await send(client, message, token=customer_token(customer))
        shown = order_numbers(turn) + order_numbers(turn, "order_status")
        assert shown == [number], (message, shown)


async def test_last_months_order_and_goods_named_with_a_rounded_span(client: Any) -> None:
    for customer, message, number in (
        ("demo-3", "my order from last month", "KW-100095"),
        ("demo-3", "طلبي الشهر اللي طاف", "KW-100095"),
        ("demo-3", "talabi mal shahar elly fat", "KW-100095"),
        ("demo-3", "the lamb from my order last month", "KW-100389"),
        ("demo-3", "make the lamb like my order last month, same amount", "KW-100389"),
    ):
        turn = await send(client, message, token=customer_token(customer))
        shown = order_numbers(turn) + order_numbers(turn, "order_status")
        assert shown == [number], (message, shown)
    # a day no order was placed on is said to fit none, never stretched onto the newest
    turn = await send(client, "show me the order from the 3rd", token=customer_token("demo-3"))
    assert "None of your orders" in turn.end["content"], turn.end["content"]

"""A past order named by its date over a real socket, in the three ways of writing: a day of
the month with or without its month, in digits or month names ("on 16 november", "الطلب
اللي بتاريخ ١٦", "talabi elli b tareekh 26", "طلبي يوم ١٦ من شهر ١٠"), the latest such day
when no month is said; last month's, and the order holding the goods named nearest a span
people round ("the lamb like my order last month" of a lamb ordered two weeks ago)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hub.storefront.delivery import KUWAIT
from hub.storefront.seed import DEMO_CUSTOMERS
from hub.storefront.seeding import placed_at
from tests.assistant.dialogues._blocks import order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_MONTHS = (
    ("january", "يناير"), ("february", "فبراير"), ("march", "مارس"), ("april", "ابريل"),
    ("may", "مايو"), ("june", "يونيو"), ("july", "يوليو"), ("august", "اغسطس"),
    ("september", "سبتمبر"), ("october", "اكتوبر"), ("november", "نوفمبر"),
    ("december", "ديسمبر"),
)  # fmt: skip
_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _placed_on(number: str) -> dict[str, str]:
    """The day a demo order was placed, in Kuwait, as the ways of writing say it. The demo
    orders are placed some days before the store is seeded, so their dates are read when the
    test runs: a date written here would hold one day only."""
    days_ago = next(
        order["placedDaysAgo"]
        for customer in DEMO_CUSTOMERS
        for order in customer["orders"]
        if order["orderNumber"] == number
    )
    placed = placed_at(datetime.now(UTC), days_ago).astimezone(KUWAIT)
    day = placed.day
    english, arabic = _MONTHS[placed.month - 1]
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return {
        "day": str(day),
        "nth": f"{day}{suffix}",
        "month": english,
        "month_number": str(placed.month),
        "ar_day": str(day).translate(_ARABIC_DIGITS),
        "ar_month": arabic,
        "ar_month_number": str(placed.month).translate(_ARABIC_DIGITS),
    }


async def test_an_order_named_by_a_day_and_month_is_that_order(client: Any) -> None:
    for customer, said, number in (
        ("demo-3", "what did I order on {day} {month}", "KW-100389"),
        ("demo-3", "my order from the {nth}", "KW-100389"),
        ("demo-3", "the order on {day}/{month_number}", "KW-100095"),
        ("demo-3", "show my order from the {nth} of {month}", "KW-100095"),
        ("demo-1", "show my order from the {nth}", "KW-100231"),
        ("demo-1", "what was in my order on the {nth}", "KW-100458"),
        ("demo-3", "الطلب اللي بتاريخ {ar_day}", "KW-100389"),
        ("demo-3", "وش طلبت يوم {ar_day} {ar_month}", "KW-100389"),
        ("demo-3", "وريني الطلب اللي يوم {ar_day} من شهر {ar_month_number}", "KW-100095"),
        ("demo-1", "طلبي اللي في {ar_day} {ar_month}", "KW-100702"),
        ("demo-1", "الطلب اللي بتاريخ {ar_day}", "KW-100458"),
        ("demo-3", "talabi elly fe {day} {month}", "KW-100389"),
        ("demo-1", "wain talabi elli b tareekh {day}", "KW-100702"),
        ("demo-3", "abi a3id talabi elli yom {day} {month}", "KW-100095"),
        ("demo-1", "talabi yom {day}", "KW-100231"),
    ):
        message = said.format(**_placed_on(number))
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
    taken = {
        _placed_on(order["orderNumber"])["day"]
        for customer in DEMO_CUSTOMERS
        if customer["_id"] == "demo-3"
        for order in customer["orders"]
    }
    free = next(day for day in range(1, 29) if str(day) not in taken)
    nth = f"{free}{'th' if 10 <= free <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(free % 10, 'th')}"
    turn = await send(client, f"show me the order from the {nth}", token=customer_token("demo-3"))
    assert "None of your orders" in turn.end["content"], turn.end["content"]

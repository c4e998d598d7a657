"""The day's orders asked after together, and the hour one comes asked right after its
status, over a real socket in English, Gulf Arabic and Arabizi: "what's up with both my orders
today", "عندي اوردرين اليوم، شنو وضعهم", "3indi ordereen il yoom shnu wad3hum" show each order
still to come with its status and window, never the cart or "I only do shopping"; "and what
hour will it get here" after today's order's status is that order's status again, with its
window, never declined.

demo-3: KW-100933 to Home and KW-100921 to the Chalet, both still to come; demo-2:
KW-100926 being prepared, booked for this evening.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

DEMO_3_OPEN = {"KW-100933", "KW-100921"}
DEMO_2_TODAY = "KW-100926"


async def test_both_orders_of_the_day_are_shown_with_their_status(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in (
        "hey, what's up with both my orders today?",
        "هلا، عندي اوردرين اليوم مو؟ شنو وضعهم",
        "shakhbar il ordereen mali il yoom",
        "3indi ordereen il yoom, shnu wad3hum?",
    ):
        turn = await send(client, asked, token=token)
        assert set(order_numbers(turn, "order_status")) == DEMO_3_OPEN, (asked, kinds(turn))
        assert "cart_summary" not in kinds(turn), (asked, kinds(turn))


async def test_the_hour_it_comes_asked_after_its_status(client: Any) -> None:
    token = customer_token("demo-2")
    for first, asked in (
        (
            "where's my order from today?",
            "so what time will it get here exactly? i'm heading out soon",
        ),
        ("طلبي اليوم وين وصل؟", "يعني كم الساعه يوصل بالضبط؟ عندي مشوار بعد شوي"),
        ("il order mali il yoom wain wasal?", "ya3ni ay sa3a yoosal? bitla3 ba3d shway"),
    ):
        shown = await send(client, first, token=token)
        turn = await send(client, asked, shown.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [DEMO_2_TODAY], (asked, kinds(turn))

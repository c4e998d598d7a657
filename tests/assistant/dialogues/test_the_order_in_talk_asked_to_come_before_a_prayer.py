"""Whether the order in talk comes before a time of the day, asked right after its status or
of "my order", over a real socket in English, Gulf Arabic and Arabizi: "will it get here
before maghrib?", "طيب بيوصل قبل المغرب؟", "yoosal gabl il maghrib?" are answered by that
order's booked window against the time (over by then, around it or after it), with its card:
never the week's delivery windows for a new order. Our windows asked before a time stay ours.

demo-2: KW-100926 being prepared today, booked an hour or two from now.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

_TODAYS = "KW-100926"
_AGAINST_ITS_WINDOW = ("booked for the window on its card", "محجوز له موعد التوصيل")


async def test_the_order_in_talk_by_a_time_of_day_is_its_window(client: Any) -> None:
    token = customer_token("demo-2")
    for first, then in (
        ("where is my order?", "will it get here before maghrib? we go out after"),
        ("وين وصل طلبي؟", "طيب بيوصل قبل المغرب؟ بطلع بعدها"),
        ("wain 6alabi?", "yoosal gabl il maghrib?"),
        ("", "will my order arrive before maghrib?"),
        ("", "طلبي بيوصل قبل المغرب؟"),
    ):
        conversation = None
        if first:
            conversation = (await send(client, first, token=token)).conversation_id
        turn = await send(client, then, conversation, token=token)
        assert order_numbers(turn, "order_status") == [_TODAYS], (then, kinds(turn))
        assert "delivery_slots" not in kinds(turn), then
        said = turn.end["content"]
        assert any(words in said for words in _AGAINST_ITS_WINDOW), (then, said)


async def test_our_windows_asked_before_a_time_stay_the_windows(client: Any) -> None:
    for message in ("can you deliver before maghrib tomorrow?", "توصلون باجر قبل المغرب؟"):
        turn = await send(client, message, guest=GUEST_A)
        assert "delivery_slots" in kinds(turn), (message, kinds(turn))

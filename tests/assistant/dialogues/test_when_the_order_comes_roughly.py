"""When the order in talk comes, asked roughly, over a real socket: "roughly when will it
arrive", "mita y9al ta8riban", "متى يوصل تقريبا" right after its status are that order's
status with how long delivery takes, never the week's delivery windows nor a decline; a
delivery wanted tomorrow at an hour to a saved place ("ok abi el tawseel bukra 5 ila 7 el masa
lel bait") is that window. The windows asked for plainly stay the windows."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("first", "asked"),
    [
        ("wheres my order", "roughly when will it arrive"),
        ("wheres my order", "about when will it get here?"),
        ("wheres my order", "eta?"),
        ("wheres my order", "approximately when does it come"),
        ("وين طلبي؟", "متى يوصل تقريبا"),
        ("وين طلبي؟", "طيب متى يوصلني؟"),
        ("وين طلبي؟", "متى بيوصل تقريباً"),
        ("salam, 6alabi ba3da ma 6ala3?", "mata yoosal ta8reeban"),
        ("wain 6alabi?", "mita y9al ta8riban"),
        ("wain 6alabi?", "mita yoosal"),
    ],
)
async def test_when_it_comes_is_the_orders_status(client: Any, first: str, asked: str) -> None:
    token = customer_token("demo-2")
    status = await send(client, first, token=token)
    turn = await send(client, asked, status.conversation_id, token=token)
    assert "order_status" in kinds(turn), (asked, kinds(turn))
    assert "delivery_slots" not in kinds(turn), asked
    assert one(turn, "order_status")["order"]["_id"] == one(status, "order_status")["order"]["_id"]


@pytest.mark.parametrize(
    "asked",
    [
        "when are your delivery slots tomorrow",
        "what delivery times do you have on friday",
        "شنو مواعيد التوصيل باجر",
    ],
)
async def test_the_windows_asked_plainly_stay_the_windows(client: Any, asked: str) -> None:
    token = customer_token("demo-2")
    status = await send(client, "wheres my order", token=token)
    turn = await send(client, asked, status.conversation_id, token=token)
    assert "delivery_slots" in kinds(turn), (asked, kinds(turn))


@pytest.mark.parametrize(
    "asked",
    [
        "tomorrow 5 to 7 pm to home",
        "deliver it tomorrow 5 to 7 pm to my home",
        "ابي التوصيل بكره من ٥ الى ٧ المسا للبيت",
        "ok abi el tawseel bukra 5 ila 7 el masa lel bait",
    ],
)
async def test_a_window_wanted_tomorrow_to_a_saved_place_is_that_window(
    client: Any, asked: str
) -> None:
    turn = await send(client, asked, token=customer_token("demo-1"))
    [day] = one(turn, "delivery_slots")["days"]
    assert [(slot["from"], slot["to"]) for slot in day["slots"]] == [("17:00", "19:00")], asked

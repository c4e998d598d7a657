"""A delivery's place and its time said in one message, over a real socket: the saved place
or the area is proposed and the windows of those hours are shown (a window is chosen at
checkout); a way to pay said beside them is answered too. In English, Gulf Arabic and
Arabizi, with "take it" said as "wadeha", "ودها" or "take it to"."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from hub.storefront.delivery import KUWAIT
from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

# (message, the proposal, the first hour of a window shown, a way to pay answered)
_PLACE_AND_TIME = {
    "en": (
        ("send it to salmiya tomorrow after 6, paying cash", "select_delivery_area", "19", True),
        ("deliver to my parents tomorrow 9 to 11, can i pay by card", "select_address", "09", True),
        ("take it to my parents tomorrow between 5 and 7", "select_address", "17", False),
        ("take them over to my parents place 7 to 9 tonight", "select_address", "19", False),
    ),
    "ar": (
        ("ودوه بيت اهلي بكرا من ٥ لين ٧ وادفع كاش", "select_address", "17", True),
        ("وصلوها الجابريه بكرا بعد ٥ وبدفع كاش", "select_delivery_area", "17", True),
        ("ودها بيت اهلي بكرا من ٧ لين ٩ بالليل", "select_address", "19", False),
    ),
    "arabizi": (
        ("wadeha bait ahli bokra 7 - 9 il masa w badfa3 cash", "select_address", "19", True),
        ("wadeha bait ahli bokra 5 ila 7 il masa", "select_address", "17", False),
        ("wadoha lil jabriya bokra ba3d 5 w badfa3 cash", "select_delivery_area", "17", True),
    ),
}


@pytest.mark.parametrize("script", sorted(_PLACE_AND_TIME))
async def test_a_place_and_a_time_get_both_and_the_way_to_pay(client: Any, script: str) -> None:
    token = customer_token("demo-2")
    for message, proposed, first_hour, paid in _PLACE_AND_TIME[script]:
        if "tonight" in message and datetime.now(KUWAIT).hour >= int(first_hour):
            continue  # tonight's window has begun: a slot is offered only until it starts
        turn = await send(client, message, token=token)
        shown = kinds(turn)
        assert turn.action(proposed), (script, message, shown)
        days = one(turn, "delivery_slots")["days"]
        starts = [slot["from"][:2] for day in days for slot in day["slots"]]
        assert first_hour in starts, (script, message, starts)
        assert len(days) == 1 and len(starts) <= 3, (script, message, starts)
        assert ("faq" in shown) == paid, (script, message, shown)

"""A delivery wanted at one hour, and whether the order has come, over a real socket in
English, Gulf Arabic and Arabizi: "can i get it delivered at 8pm", "توصلون الساعه ٨
بالليل؟", "abi el tawseel sa3a 8 bel lail" show the window that holds the hour (19:00 to
21:00; once it has closed tonight, the later ones; once tonight has none left, the same hours
the next day), never a decline nor an empty card; "has my order been
delivered yet", "وصل طلبي؟" are the status of the order on its way, never a complaint nor a
choice among delivered orders. A problem said with it ("my order was delivered late") stays a
complaint, and another matter's hour ("my bank opens at 8am") stays declined."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_a_delivery_at_one_hour_shows_the_window_that_holds_it(client: Any) -> None:
    for message in (
        "can i get it delivered at 8pm",
        "can you deliver at 8 tonight",
        "توصلون الساعه ٨ بالليل؟",
        "abi el tawseel sa3a 8 bel lail",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        [block] = [b for b in turn.end["blocks"] if b["kind"] == "delivery_slots"]
        windows = [(s["from"], s["to"]) for day in block["days"] for s in day["slots"]]
        # After 19:00 in Kuwait tonight's window is closed, and what is left of tonight shows;
        # after the last one, tomorrow's 19:00 to 21:00.
        later = windows and min(start for start, _ in windows) >= "19:00"
        assert ("19:00", "21:00") in windows or later, (message, windows)


async def test_another_matters_hour_stays_declined(client: Any) -> None:
    turn = await send(client, "my bank opens at 8am", guest=uuid.uuid4().hex)
    assert "delivery_slots" not in kinds(turn)
    assert set(kinds(turn)) <= {"actions"}, kinds(turn)


async def test_whether_the_order_came_is_the_status_of_the_one_on_its_way(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("has my order been delivered yet", "was my order delivered", "وصل طلبي؟"):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100915"], (message, kinds(turn))
        assert "handoff" not in kinds(turn), message


async def test_a_problem_said_with_it_stays_a_complaint(client: Any) -> None:
    turn = await send(client, "my order was delivered late", token=customer_token("demo-1"))
    assert turn.end["content"].startswith("I'm really sorry"), turn.end["content"]

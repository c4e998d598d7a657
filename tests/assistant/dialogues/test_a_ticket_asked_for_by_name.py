"""A ticket asked for by name, after a complaint or alone, in English and Gulf Arabic ("yes
pls open a ticket", "افتح لي تذكره لو سمحت", "سجلي بلاغ"): a ticket opened. Before, "open"
was read as the opening hours and the hours were shown. A ticket of another business ("open a
ticket with my bank", "for the traffic fine") is still declined, and "what time do you open"
is still the hours; Arabizi "ifta7li tathkara" is read as "افتحلي تذكره"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    "message",
    [
        "yes pls open a ticket",
        "افتح لي تذكره لو سمحت",
        "سجلي بلاغ",
        "raise a complaint pls",
        "ifta7li tathkara",
    ],
)
async def test_a_ticket_is_opened(client: Any, message: str) -> None:
    token = customer_token("demo-3")
    first = await send(client, "the pomegranates from my last order were rotten", token=token)
    turn = await send(client, message, first.conversation_id, token=token)
    assert "handoff" in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    "message", ["open a ticket with my bank", "can you open a ticket for the traffic fine"]
)
async def test_anothers_ticket_is_declined(client: Any, message: str) -> None:
    turn = await send(client, message, token=customer_token("demo-3"))
    assert "handoff" not in kinds(turn) and "faq" not in kinds(turn), (message, kinds(turn))


async def test_the_hours_are_still_the_hours(client: Any) -> None:
    turn = await send(client, "what time do you open", token=customer_token("demo-3"))
    assert "handoff" not in kinds(turn), kinds(turn)
    assert any(b["kind"] in ("faq", "locations") for b in turn.end["blocks"]), kinds(turn)

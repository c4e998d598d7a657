"""An order kept after its cancelling was asked of, and when it comes asked in the same
message, over a real socket in English, Gulf Arabic and Arabizi ("fine keep it. what time
its coming", "خلاص خله، متى بيوصل", "5alas 5alah, mata bywsal?"): that order is shown with
its window. Before, the English was read as keeping the points for later and answered with
the points balance: "its coming" was taken for a state that names another order."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

TODAYS = "KW-100926"


async def test_kept_and_when_it_comes(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "fine keep it. what time its coming",
        "ok keep it, when its arriving",
        "خلاص خله، متى بيوصل",
        "5alas 5alah, mata bywsal?",
    ):
        asked = await send(client, "cancel my order from today", token=token)
        turn = await send(client, message, asked.conversation_id, token=token)
        shown = order_numbers(turn, "order_status") + order_numbers(turn, "order")
        assert shown == [TODAYS], (message, kinds(turn))
        assert not any("points" in text.lower() for text in texts(turn)), (message, texts(turn))

"""A request or a question taken back in the same message, over a real socket in English,
Gulf Arabic and Arabizi: "please cancel the order i placed. never mind", "فيه مقاس ٣؟ خلاص
انسى": acknowledged, and nothing started (no cancelling, no cards); never "didn't get that".
A grievance told first is still heard."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send


async def test_what_was_asked_then_let_go_is_acknowledged_only(client: Any) -> None:
    for message, left_out in (
        ("please cancel the order i placed. never mind", "leave that out"),
        ("do you sell size 3 diapers? nvm", "leave that out"),
        ("ابي الغي الطلب، لا خلاص ماعليه", "خليناه"),
        ("فيه مقاس ٣؟ خلاص انسى", "خليناه"),
        ("abi al8i il order, la khalas insa", "خليناه"),
        ("fi size 3? blash", "خليناه"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert left_out in turn.end["content"], (message, turn.end["content"])


async def test_a_grievance_then_let_go_is_still_heard(client: Any) -> None:
    turn = await send(client, "the eggs arrived cracked. forget it", guest=uuid.uuid4().hex)
    assert "leave that out" not in turn.end["content"], turn.end["content"]

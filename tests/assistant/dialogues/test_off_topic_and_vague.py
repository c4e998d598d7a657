"""Off-topic and vague messages get a decline or a clarifying question with chips and never
product cards because of a content word in them, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_off_topic_messages_about_groceries_are_declined(client: Any) -> None:
    for message, guest in (
        ("write me a poem about the sea", GUEST_A),
        ("help me with my homework about fruit", GUEST_A),
        ("tell me a joke about bananas", GUEST_A),
        ("اكتب لي قصيدة عن البحر", GUEST_B),
        ("قول لي نكتة عن الموز", GUEST_B),
        ("nukta 3n el moz", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert "cart_action" not in kinds(turn)


async def test_vague_wishes_get_a_question_with_chips(client: Any) -> None:
    for message, guest in (
        ("I want something nice", GUEST_A),
        ("surprise me", GUEST_A),
        ("ابي شي حلو", GUEST_B),
        ("abi shay 7elw", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert one(turn, "actions")["suggestions"], message
        assert turn.end["content"].endswith(("?", "؟")), (message, turn.end["content"])

"""A bare yes right after the answer to cancelling an order, over a real socket: that answer
always offers a person to do it (the assistant cancels nothing itself), so "yes", "ايه",
"ee" hand the conversation to the team; a "no" hands nothing over."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ASKED = (
    ("cancel my home order", ("yes", "yes please", "ok do it")),
    ("ابي الغي الطلب اللي للبيت", ("ايه", "اي", "ايوه", "اي سوها")),
    ("cancel el order ely 7ag el bait", ("ee", "aywa", "ee please")),
)


async def test_a_yes_after_cancelling_hands_over_to_a_person(client: Any) -> None:
    for account in ("demo-3", "demo-2"):  # free to cancel, and already being prepared
        token = customer_token(account)
        for asked, yeses in ASKED:
            for yes in yeses:
                answer = await send(client, asked, token=token)
                assert "order_status" in kinds(answer), (asked, kinds(answer))
                turn = await send(client, yes, answer.conversation_id, token=token)
                assert "handoff" in kinds(turn), (asked, yes, kinds(turn))
                assert "cart_action" not in kinds(turn), (asked, yes)


async def test_a_no_after_cancelling_hands_nothing_over(client: Any) -> None:
    token = customer_token("demo-3")
    for asked, no in (
        ("cancel my home order", "no thanks"),
        ("ابي الغي الطلب اللي للبيت", "لا خلاص"),
        ("cancel el order ely 7ag el bait", "la"),
    ):
        answer = await send(client, asked, token=token)
        turn = await send(client, no, answer.conversation_id, token=token)
        assert "handoff" not in kinds(turn), (asked, no, kinds(turn))

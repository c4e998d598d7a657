"""How to reach our team, asked right after a reply that handed an order's matter to them,
over a real socket in English, Gulf Arabic and Arabizi: "them" is that team, so the question
hands the conversation to a person, never a decline as talk about other people, however much
it says of the order beside it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ASKED = (
    ("cancel my home order", "even while they pack it? how can i get hold of them"),
    ("ابي الغي الطلب اللي للبيت", "طيب وين اقدر اتواصل معهم"),
    ("cancel el order ely 7ag el bait", "ok bs kaif atwasal wiyahom"),
)


async def test_the_team_asked_after_cancelling_is_a_person(client: Any) -> None:
    token = customer_token("demo-2")  # its home order is already being prepared
    for asked, reach in ASKED:
        answer = await send(client, asked, token=token)
        assert "order_status" in kinds(answer), (asked, kinds(answer))
        turn = await send(client, reach, answer.conversation_id, token=token)
        assert "handoff" in kinds(turn), (reach, kinds(turn))

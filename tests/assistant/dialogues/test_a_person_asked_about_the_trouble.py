"""A person asked for in so many words, with the trouble named beside ("ok i want to talk to
someone about the double charge", "ابي اكلم موظف عن المبلغ اللي انسحب مرتين", "abi akalim
a7ad 3an il flous ili in5a9mat marten"), over a real socket: handed to support, never the
complaint's apology and offer again. A person only told of ("the driver was rude") stays the
complaint."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_a_person_asked_about_the_charge_is_handed_over(client: Any) -> None:
    token = customer_token("demo-2")
    for said in (
        [
            "i think i paid twice for this morning's order, two knet charges",
            "what's the capital of peru",
            "ok i want to talk to someone about the double charge",
        ],
        ["انخصم مني مرتين حق طلب اليوم", "ابي اكلم موظف عن المبلغ اللي انسحب مرتين"],
        ["in5a9am mni marten 7ag il order", "abi akalim a7ad 3an il flous ili in5a9mat marten"],
        ["can i speak with a real person about being charged twice"],
    ):
        turn = (await conversation(client, said, token=token))[-1]
        assert "handoff" in kinds(turn), (said[-1], kinds(turn))
        assert "faq" not in kinds(turn), (said[-1], kinds(turn))


async def test_a_person_told_of_stays_the_complaint(client: Any) -> None:
    turn = await send(
        client, "the driver was rude and the milk was spilled", token=customer_token("demo-1")
    )
    assert "handoff" not in kinds(turn) or "faq" in kinds(turn), kinds(turn)

"""Another trade's repair asked with its news beside it ("it broke", "guests are coming"),
over a real socket in English, Gulf Arabic and Arabizi, right after a food was asked for a
nut allergy: declined with no card, the need and the occasion no goods asked of us; goods of
ours asked beside the repair stay answered."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_repair_and_its_news_after_a_nut_question_is_declined(client: Any) -> None:
    for need, repair, guest in (
        (
            "does the date maamoul have nuts? my nephew is allergic",
            "do you know someone who can repair a dishwasher? ours died and guests are coming",
            GUEST_A,
        ),
        (
            "المعمول فيه مكسرات؟ ولد اختي عنده حساسيه",
            "تعرف احد يصلح غسالة صحون؟ خربانه و العزيمه باجر",
            GUEST_B,
        ),
        (
            "il ma3mool feeh mkasarat? 3indi 7asasiya",
            "t3arfoon a7ad y9alli7 ghassalat 9o7oon? 5arbana w il 3azeema bachir",
            GUEST_B,
        ),
    ):
        asked = await send(client, need, guest=guest)
        turn = await send(client, repair, asked.conversation_id, guest=guest)
        assert_declined(turn, repair, arabic=guest == GUEST_B)


async def test_our_goods_asked_beside_a_repair_stay_answered(client: Any) -> None:
    message = "my dishwasher broke, know anyone who can fix it? and do you have fairy liquid"
    turn = await send(client, message, guest=GUEST_A)
    assert "products" in kinds(turn), kinds(turn)

"""A doctor sought near an area, told beside a relative's health, over a real socket in
English, Gulf Arabic and Arabizi: "is there a good diabetes doctor near fahaheel, my dad is
diabetic" is another trade's errand, declined politely, never "none of our goods fits" of
the sugar named; goods asked for the same need stay ours."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_doctor_sought_beside_a_kins_health_is_declined(client: Any) -> None:
    for message, guest in (
        ("any decent sugar doctor around jahra? my mum has diabetes", GUEST_A),
        ("تعرفون دكتور سكر زين قريب من الجهرا؟ امي عندها سكر", GUEST_B),
        ("t3rfoon doctor sukkar zain 9oob il jahra? ummi 3indaha sukkar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert_declined(turn, message, arabic=guest == GUEST_B)


async def test_goods_for_the_same_need_stay_ours(client: Any) -> None:
    turn = await send(client, "my mum has diabetes, any sugar free jam?", guest=GUEST_A)
    assert "actions" in kinds(turn) and turn.end["content"], kinds(turn)
    assert "shopping here" not in turn.end["content"], turn.end["content"]

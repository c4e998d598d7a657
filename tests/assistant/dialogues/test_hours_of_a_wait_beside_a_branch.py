"""Hours said of a wait beside one of our branches ("how many hours does delivery from the
jahra branch take", "طلبت من فرع السالميه قبل ٣ ساعات"), over a real socket in English, Gulf
Arabic and Arabizi: a question of delivery or an order, never the branch's opening hours;
the branch's hours asked stay its card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_hours_of_a_wait_are_not_the_branchs_hours(client: Any) -> None:
    for message, guest in (
        ("will the fintas branch delivery be 2 hours or more", GUEST_A),
        ("ordered from the salmiya branch 3 hours ago, any news", GUEST_A),
        ("كم ساعات ياخذ التوصيل من فرع الجهرا؟", GUEST_B),
        ("kam sa3at yakhith il tawseel min far3 il jahra", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "locations" not in kinds(turn), (message, kinds(turn))


async def test_a_branchs_hours_asked_stay_its_card(client: Any) -> None:
    for message, guest in (
        ("what are the jahra branch hours", GUEST_A),
        ("اوقات دوام فرع الجهرا", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "locations" in kinds(turn), (message, kinds(turn))

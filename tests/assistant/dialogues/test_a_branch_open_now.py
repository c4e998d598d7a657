"""Whether a branch is open now, asked with it, over a real socket: yes or no by its hours
against the time in Kuwait, said before its card; asked of no time, the card alone."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hub.assistant.brain.skills.open_now import open_at
from hub.storefront.seed.branches import BRANCHES
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

OPEN = ("Yes, it's open now", "مفتوح الحين")
CLOSED = ("closed right now", "مسكر الحين")
_BY_ID = {branch["_id"]: branch for branch in BRANCHES}


def test_hours_are_read_against_the_time_in_kuwait() -> None:
    jabriya, salmiya = _BY_ID["branch-jabriya"], _BY_ID["branch-salmiya"]
    # 20:30 UTC is 23:30 in Kuwait (open until midnight); 22:00 UTC is 1:00 am (closed)
    assert open_at(jabriya, datetime(2026, 11, 29, 20, 30, tzinfo=UTC)) is True
    assert open_at(jabriya, datetime(2026, 11, 29, 22, 0, tzinfo=UTC)) is False
    assert open_at(jabriya, datetime(2026, 11, 29, 4, 0, tzinfo=UTC)) is True  # 7:00 am
    assert open_at(jabriya, datetime(2026, 11, 29, 3, 59, tzinfo=UTC)) is False
    assert open_at(salmiya, datetime(2026, 11, 29, 22, 0, tzinfo=UTC)) is True  # 24 hours


async def test_open_now_asked_of_a_branch_is_answered_yes_or_no(client: Any) -> None:
    for message, guest, branch in (
        ("is the hawalli branch open now", GUEST_A, "branch-hawalli"),
        ("is salmiya branch still open", GUEST_A, "branch-salmiya"),
        ("is your jabriya branch open right now?", GUEST_A, "branch-jabriya"),
        ("فرع حولي فاتح الحين؟", GUEST_B, "branch-hawalli"),
        ("فرع الجابرية مفتوح الحين؟", GUEST_B, "branch-jabriya"),
        ("wain a8rab far3 lil jabriya w hal hw maftoo7 il7ain", GUEST_B, "branch-jabriya"),
        ("far3 7awalli fat7een il7ain?", GUEST_B, "branch-hawalli"),
    ):
        expected = OPEN if open_at(_BY_ID[branch], datetime.now(UTC)) else CLOSED
        turn = await send(client, message, guest=guest)
        assert "locations" in kinds(turn), message
        assert any(words in turn.end["content"] for words in expected), (message, turn.end)


async def test_a_branch_asked_of_no_time_gets_its_card_alone(client: Any) -> None:
    for message in ("where is the jabriya branch", "when does the jabriya branch open"):
        turn = await send(client, message, guest=GUEST_A)
        reply = turn.end["content"]
        assert not any(words in reply for words in (*OPEN, *CLOSED)), (message, reply)

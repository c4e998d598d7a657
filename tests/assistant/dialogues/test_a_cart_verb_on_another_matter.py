"""A cart's verbs and the store's words said of another matter, over a real socket: "cancel my
gym membership", "remove the wallpaper in the kids bedroom", "شيل رقمي القديم من الواتساب",
"my starbucks rewards stars": nothing of ours is taken off and no other business's points
are ours. Each gets the short decline, no card; the store's own points and people, asked in
the same words, keep theirs."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ANOTHER_MATTER = (
    # a cart verb, and nothing of ours to take off or change
    ("cancel my gym membership please", GUEST_A),
    ("remove the wallpaper in the kids bedroom", GUEST_A),
    ("remove my old visa card from the careem app", GUEST_A),
    ("شيل رقمي القديم من الواتساب", GUEST_B),
    ("shil el card el gadeem min careem", GUEST_B),
    # another business's points or codes
    ("my starbucks rewards stars, how many", GUEST_A),
    ("how many miles with the airline do i have", GUEST_A),
    ("كم نقاطي بستاربكس", GUEST_B),
    ("kam nuqa6i b starbucks", GUEST_B),
)

OURS = (
    ("how many points do i have", GUEST_A, "points"),
    ("كم نقاطي", GUEST_B, "points"),
    ("talk to a human please", GUEST_A, "handoff"),
    ("abi akallim mow6af", GUEST_B, "handoff"),
)


async def test_another_matters_requests_are_declined_with_no_card(client: Any) -> None:
    for message, guest in ANOTHER_MATTER:
        turn = await send(client, message, guest=guest)
        assert_declined(turn, message, arabic=guest == GUEST_B)


async def test_the_stores_own_points_and_people_stay_ours(client: Any) -> None:
    for message, guest, what in OURS:
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        reply = turn.end["content"]
        if what == "handoff":
            assert "handoff" in kinds(turn), (message, kinds(turn))
        else:
            # a guest is asked to sign in for the store's points, not told we only help shop
            assert "sign in" in reply or "سجل" in reply or "تسجيل" in reply, (message, reply)
        assert "shopping" not in reply and "التسوق" not in reply, (message, reply)

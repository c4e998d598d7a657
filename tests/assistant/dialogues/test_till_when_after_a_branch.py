"""How late a branch stays open, asked alone right after it was shown, over a real socket in
English, Gulf Arabic and Arabizi: "until what time?" after "is the salmiya branch open now"
is that branch's card again, its hours on it, never a sign-in asked for an order's time nor
a cooking time nor the FAQ."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ASKED = (
    ("is the salmiya branch open now", "until what time?", GUEST_A),
    ("فرع السالمية فاتح الحين؟", "لين متى؟", GUEST_B),
    ("far3 el salmiya maftoo7 el 7een?", "w lain mita", GUEST_B),
)


async def test_the_branchs_hours_answer_it(client: Any) -> None:
    for branch, till, guest in ASKED:
        first = await send(client, branch, guest=guest)
        [shown] = [b["label"] for b in one(first, "locations")["items"]]
        turn = await send(client, till, first.conversation_id, guest=guest)
        assert "locations" in kinds(turn), (till, kinds(turn))
        labels = [b["label"] for b in one(turn, "locations")["items"]]
        assert labels == [shown], (till, labels)

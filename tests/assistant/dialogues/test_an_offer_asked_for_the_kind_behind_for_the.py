"""An offer asked for a kind written behind "لل" (for the), over a real socket: "عندكم خصم
للحوم؟" is the meat offer, not the cleaning one a search for "حوم" finds, and "فيه عرض للحم؟"
is that offer too, not every offer running; English and Arabizi ask the same."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.handlers.assistant_support import send

_MEAT = "offer-bbq"


def _offers(turn: Any) -> list[str]:
    return [offer["_id"] for offer in one(turn, "offers")["offers"]]


async def test_an_offer_asked_for_the_kind_is_the_offer_on_that_kind(client: Any) -> None:
    for ask in (
        "عندكم خصم للحوم هالاسبوع؟",
        "فيه عرض للحم؟",
        "any promo code on meat this week?",
        "fi 5a9m lel la7am?",
    ):
        turn = await send(client, ask, guest=uuid.uuid4().hex)
        assert _offers(turn) == [_MEAT], ask

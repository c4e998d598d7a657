"""An offer asked for a kind written behind "لل" (for the), over a real socket: "عندكم خصم
للحوم؟" is the meat offer, not the cleaning one a search for "حوم" finds, and "فيه عرض للحم؟"
is that offer too, not every offer running; English and Arabizi ask the same. Of the offers
whose words hold what is asked, the one holding the most of it is shown alone."""

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


async def test_the_offer_holding_most_of_what_is_asked_is_shown_alone(client: Any) -> None:
    """ "baby milk and wipes" are both the baby offer's; the dairy offer holds only "milk",
    and "shay" (something) read as "شاي" only comes near the BBQ offer's "الشوي"."""
    for ask, offer in (
        ("got a promo for baby milk and wipes", "offer-baby-care"),
        ("في خصم على حليب الاطفال والحفاضات؟", "offer-baby-care"),
        ("3indkom 5a9m 7ag il tamr, fi shay ghabga?", "offer-ghabga"),
    ):
        turn = await send(client, ask, guest=uuid.uuid4().hex)
        assert _offers(turn) == [offer], ask

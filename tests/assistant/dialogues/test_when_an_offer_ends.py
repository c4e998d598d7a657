"""Until when an offer runs, asked of the offer by what it is on, over a real socket in
English, Gulf Arabic and Arabizi: the offer's card with its last day said in words on the
shopper's (Kuwait's) calendar. The demo's offers end a number of days from the day the store
opened (`endsInDays`): the dairy flash sale after 1, the meat offer after 3, baby care after
14."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from hub.storefront.delivery import KUWAIT
from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
DAYS_AR = ("الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد")
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")

ASKED = {
    "en": (
        ("when does the dairy offer end", "offer-dairy-flash", 1),
        ("until when is the pampers discount", "offer-baby-care", 14),
        ("how long is the offer on chicken", "offer-bbq", 3),
        ("till when is the baby offer", "offer-baby-care", 14),
        ("how long will the bbq deal run", "offer-bbq", 3),
    ),
    "ar": (
        ("متى يخلص عرض الالبان", "offer-dairy-flash", 1),
        ("الخصم على الدجاج لين متى", "offer-bbq", 3),
        ("عرض الحفاضات لمتى؟", "offer-baby-care", 14),
        ("متى ينتهي خصم اللحم", "offer-bbq", 3),
    ),
    "arabizi": (
        ("mta yekhlas il 3ar6 3al laban", "offer-dairy-flash", 1),
        ("lain mta il 3ar6 3al 7afathat", "offer-baby-care", 14),
        ("il 5a9m 3al la7am mata y5las", "offer-bbq", 3),
    ),
}


def _last_day(days: int, arabic: bool) -> str:
    day = (datetime.now(KUWAIT) + timedelta(days=days)).astimezone(KUWAIT)
    if arabic:
        return f"{DAYS_AR[day.weekday()]} {str(day.day).translate(ARABIC_DIGITS)}"
    return f"{DAYS[day.weekday()]} {day.day}"


@pytest.mark.parametrize("script", sorted(ASKED))
async def test_the_offer_asked_after_is_shown_with_its_last_day(client: Any, script: str) -> None:
    for message, offer, days in ASKED[script]:
        turn = await send(client, message, guest=GUEST_A)
        assert "cart_action" not in kinds(turn), message
        shown = [card["_id"] for card in one(turn, "offers")["offers"]]
        assert offer in shown, (message, shown)
        said = " ".join(texts(turn))
        assert _last_day(days, script != "en") in said, (message, said)


async def test_the_offers_asked_for_plainly_say_no_last_day(client: Any) -> None:
    for message in ("what offers do you have", "شو العروض", "fi 3roo6?"):
        turn = await send(client, message, guest=GUEST_A)
        assert len(one(turn, "offers")["offers"]) > 3, message
        assert not texts(turn), message


async def test_goods_no_offer_covers_are_said_to_have_none(client: Any) -> None:
    """ "any offers on pepsi": Pepsi is ours and no running offer covers its aisle; the reply
    says so and shows what is running, never an offer on another aisle as if it were Pepsi's."""
    for message, arabic in (
        ("any offers on pepsi", False),
        ("في خصم على البيبسي؟", True),
        ("fi 3ar6 3al pepsi?", True),
    ):
        turn = await send(client, message, guest=GUEST_A)
        said = turn.end["content"]
        assert ("ما عليه عرض" in said) if arabic else ("no offer on that" in said), said
        assert len(one(turn, "offers")["offers"]) > 3, message
    for message, offer in (
        ("any baby coupon", "offer-baby-care"),
        ("any laban deals", "offer-dairy-flash"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert [card["_id"] for card in one(turn, "offers")["offers"]] == [offer], message

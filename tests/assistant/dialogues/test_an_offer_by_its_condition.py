"""Offers asked by what they ask of a basket or by their own code, over a real socket: "a
code for big orders" is the code taken off a large basket (its condition said in words), and
"when does BABY15 end" is that code's last day, with nothing proposed, in English, Gulf
Arabic and Arabizi. Offers asked plainly, a code applied and a big pack of goods stay what
they were."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from hub.storefront.delivery import KUWAIT
from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
DAYS_AR = ("الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد")
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _shown(turn: Turn) -> list[str]:
    return [card["_id"] for card in one(turn, "offers")["offers"]]


def _last_day(days: int, arabic: bool) -> str:
    """The demo's offers end `endsInDays` after the store opened, on Kuwait's calendar."""
    day = (datetime.now(KUWAIT) + timedelta(days=days)).astimezone(KUWAIT)
    if arabic:
        return f"{DAYS_AR[day.weekday()]} {str(day.day).translate(ARABIC_DIGITS)}"
    return f"{DAYS[day.weekday()]} {day.day}"


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("any code for big orders?", GUEST_A),
        ("is there a discount code if i spend a lot", GUEST_A),
        ("do you have a promo for large baskets", GUEST_A),
        ("any coupon for bulk shopping", GUEST_A),
        ("i'm stocking up, any code?", GUEST_A),
        ("عندكم كود للطلبات الكبيره", GUEST_B),
        ("في كود للطلبيات الكبيرة؟", GUEST_B),
        ("فيه خصم للسله الكبيره", GUEST_B),
        ("كود للطلبات الكثيرة", GUEST_B),
        ("fi code lel 6alabat el kbeera?", GUEST_B),
        ("3indkom code 7ag el 6alabat el chbeera", GUEST_B),
    ],
)
async def test_a_code_for_big_orders_is_the_one_a_large_basket_earns(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert _shown(turn) == ["offer-big-basket"], (message, kinds(turn))
    assert any("SAVE3" in text for text in texts(turn)), (message, texts(turn))
    assert "cart_action" not in kinds(turn), message
    assert is_arabic(turn.end["content"]) == (guest == GUEST_B), turn.end["content"]


@pytest.mark.parametrize(
    ("message", "guest", "offer", "days"),
    [
        ("when does BABY15 end", GUEST_A, "offer-baby-care", 14),
        ("when does SAVE3 end", GUEST_A, "offer-big-basket", 20),
        ("till when is bbq10 valid", GUEST_A, "offer-bbq", 3),
        ("when does the code FRESH10 expire", GUEST_A, "offer-fresh-produce", 7),
        ("how long does CLEAN1 last", GUEST_A, "offer-clean-home", 21),
        ("متى ينتهي كود BABY15", GUEST_B, "offer-baby-care", 14),
        ("لين متى كود SAVE3", GUEST_B, "offer-big-basket", 20),
        ("متى يخلص كود GHABGA20", GUEST_B, "offer-ghabga", 10),
        ("كود bbq10 متى ينتهي؟", GUEST_B, "offer-bbq", 3),
        ("mita yintihi code BABY15", GUEST_B, "offer-baby-care", 14),
    ],
)
async def test_when_a_code_ends_is_its_last_day_and_nothing_proposed(
    client: Any, message: str, guest: str, offer: str, days: int
) -> None:
    turn = await send(client, message, guest=guest)
    assert _shown(turn) == [offer], (message, kinds(turn))
    assert "cart_action" not in kinds(turn) and not turn.of("proposal"), message
    said = texts(turn)
    assert len(said) == 1 and _last_day(days, guest == GUEST_B) in said[0], (message, said)


@pytest.mark.parametrize(
    ("message", "guest"),
    [("remove the big order code", GUEST_A), ("شيل كود الطلبات الكبيره", GUEST_B)],
)
async def test_a_code_taken_off_is_not_an_offer_asked(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert not any("SAVE3 takes" in text or "يخصم ٣" in text for text in texts(turn)), message
    assert turn.end["content"] not in ("Here are our current offers.", "هذه عروضنا الحالية.")


@pytest.mark.parametrize(
    ("message", "guest", "kind"),
    [
        ("apply BABY15", GUEST_A, "offers"),
        ("استخدم كود SAVE3", GUEST_B, "offers"),
        ("is there a big pack of rice", GUEST_A, "products"),
        ("عندكم ارز كيس كبير", GUEST_B, "products"),
    ],
)
async def test_a_code_applied_or_a_big_pack_stays_what_it_was(
    client: Any, message: str, guest: str, kind: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert kind in kinds(turn), (message, kinds(turn))
    assert not any("SAVE3 takes" in text or "يخصم ٣" in text for text in texts(turn)), message

"""Every notification type reads well in both languages, with its data and without."""

from __future__ import annotations

import re

import pytest

from hub.notifications.templates import TEMPLATES, format_amount, render
from hub.notifications.types import NOTIFICATION_TYPES

FULL_DATA = {
    "orderId": "o-1",
    "orderNumber": "A-10234",
    "amount": 12_500,
    "points": 150,
    "expiresOn": "2026-12-31",
    "couponCode": "FRESH10",
    "offerName": "Weekend fruit",
    "ticketNumber": "T-000123",
    "message": "Fresh dates are back in stock.",
}
ARABIC = re.compile(r"[\u0600-\u06FF]")


def test_the_spec_types_are_all_known():
    assert len(NOTIFICATION_TYPES) == len(set(NOTIFICATION_TYPES)) == 25
    assert set(TEMPLATES) == set(NOTIFICATION_TYPES)
    families = {t.split(".")[0] for t in NOTIFICATION_TYPES}
    assert families == {
        "order", "points", "wallet", "coupon", "offer", "review", "subscription",
        "account", "campaign", "support",
    }  # fmt: skip


@pytest.mark.parametrize("notification_type", NOTIFICATION_TYPES)
@pytest.mark.parametrize("data", [FULL_DATA, {}], ids=["with-data", "without-data"])
def test_every_type_renders_in_both_languages(notification_type, data):
    title, body = render(notification_type, data)
    for text in (title, body):
        assert set(text) == {"en", "ar"}
        assert text["en"].strip() and text["ar"].strip()
        assert "{" not in text["en"] + text["ar"] and "}" not in text["en"] + text["ar"]
        assert ARABIC.search(text["ar"]) or text["ar"] == FULL_DATA["message"]
        assert not ARABIC.search(text["en"])


@pytest.mark.parametrize(
    ("notification_type", "expected"),
    [
        ("order.out_for_delivery", "A-10234"),
        ("order.placed", "A-10234"),
        ("order.refunded", "12.500"),
        ("wallet.credited", "12.500"),
        ("points.expiring", "2026-12-31"),
        ("coupon.received", "FRESH10"),
        ("support.ticket_created", "T-000123"),
        ("campaign.message", "Fresh dates"),
    ],
)
def test_bodies_name_what_the_data_gives(notification_type, expected):
    _, body = render(notification_type, FULL_DATA)
    assert expected in body["en"] and expected in body["ar"]


def test_the_out_for_delivery_wording():
    title, body = render("order.out_for_delivery", {"orderNumber": "K-9"})
    assert title == {"en": "On the way", "ar": "طلبك في الطريق"}
    assert body == {"en": "Order K-9 is out for delivery.", "ar": "طلبك رقم K-9 خرج للتوصيل."}


def test_missing_or_unprintable_values_fall_back_to_a_general_wording():
    _, body = render("order.delivered", {"orderNumber": {"nested": True}})
    assert body["en"] == "Your order has been delivered. Enjoy!"
    _, partial = render("order.refunded", {"orderNumber": "A-1"})
    assert partial["en"] == "We refunded your order."


def test_amounts_are_dinars_with_three_decimals():
    assert format_amount(1250, "en") == "1.250 KWD"
    assert format_amount(500, "ar") == "0.500 د.ك"

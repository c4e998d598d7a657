"""The catalogue speaks both languages for every statusMessage and every key it holds."""

from __future__ import annotations

import string

import pytest

from hub.catalogue import MESSAGES, pick_language, say
from hub.errors import STATUS_CODES


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _is_arabic(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


@pytest.mark.parametrize("status_message", sorted(STATUS_CODES))
def test_every_status_message_has_both_languages(status_message):
    entry = MESSAGES[status_message]
    assert entry["en"] and not _is_arabic(entry["en"])
    assert _is_arabic(entry["ar"])


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_both_languages_fill_the_same_placeholders(key):
    entry = MESSAGES[key]
    assert set(entry) == {"en", "ar"}
    assert _placeholders(entry["en"]) == _placeholders(entry["ar"]) or key in {
        # Texts naming a product or an amount take it in each language's own form.
        "item_out_of_stock",
        "item_stock_limited",
        "coupon_min_subtotal",
    }


def test_language_choice():
    assert pick_language(None) == "en"
    assert pick_language("") == "en"
    assert pick_language("ar") == "ar"
    assert pick_language("AR-kw,en;q=0.5") == "ar"
    assert pick_language("en-GB,ar;q=0.9") == "en"
    assert say("RATE_LIMITED", "ar") == MESSAGES["RATE_LIMITED"]["ar"]

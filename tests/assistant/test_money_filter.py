"""The money filter on its own: whatever way a model's stream is cut into chunks, no amount
gets through and everything else does, unchanged."""

from __future__ import annotations

import random
import re

import pytest

from hub.assistant.llm.money import _AMOUNT, MoneyFilter, _may_hold_amount, strip_money

MONEY = re.compile(
    r"[0-9\u0660-\u0669][0-9\u0660-\u0669.,\u066b]*\s*(?:KWD|KD|fils|dinars?|د\.ك|دينار|فلس)"
    r"|(?:KWD|KD|\$)\s*[0-9]",
    re.I,
)

SENTENCES = [
    "Fresh milk is 1.500 KWD and laban is KD 0.750.",
    "Eggs cost 750 fils, bread 2 dinars, and water $1.",
    "الحليب ٠٫٤٥٠ د.ك واللبن 400 فلس فقط.",
    "Add 2 liters of milk and 3 kg of potatoes.",
    "Your order #1042 ships in 45 minutes.",
]


def streamed(text: str, cuts: list[int]) -> str:
    money = MoneyFilter()
    pieces = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]
    return "".join(money.feed(piece) for piece in pieces) + money.flush()


@pytest.mark.parametrize("text", SENTENCES)
def test_every_two_chunk_split_gives_the_same_clean_text(text: str):
    whole = streamed(text, [])
    assert not MONEY.search(whole), whole
    for cut in range(1, len(text)):
        assert streamed(text, [cut]) == whole, cut


@pytest.mark.parametrize("text", SENTENCES)
def test_a_character_at_a_time_gives_the_same_clean_text(text: str):
    assert streamed(text, list(range(1, len(text)))) == streamed(text, [])


def test_what_is_not_money_passes_unchanged():
    for text in SENTENCES[3:]:
        assert streamed(text, [len(text) // 2]) == text
    assert strip_money("Caesar 2 salads and 5 kids") == "Caesar 2 salads and 5 kids"


def test_amounts_are_cut_and_counted():
    money = MoneyFilter()
    shown = money.feed("Milk 1.500 KWD, eggs 750 fils. ") + money.flush()
    assert shown == "Milk, eggs. "
    assert money.removed == 2


# Spellings the case-blind pattern takes for a currency that a plain lower() would not:
# dotted and dotless capital i, the long s, the Kelvin sign.
ODD_CASES = ["Milk 5 FİLS.", "Milk 5 fıls.", "Milk 5 FILſ.", "Milk 5 \u212aWD.", "Milk KD 5."]


@pytest.mark.parametrize("text", ODD_CASES)
def test_amounts_spelled_in_any_case_are_cut(text: str):
    assert strip_money(text) == "Milk."
    assert streamed(text, [len(text) // 2]) == "Milk."


def test_the_quick_look_never_passes_over_an_amount():
    """Pieces with digits but no currency skip the full pattern; no piece the full pattern
    finds an amount in may skip it, however its letters are cased or its script mixed."""
    pieces = [*"12٣۴.,٫٬ \u00a0\nkKwWdDsSiIlLaAeErRuUhHnNfF$€£()x", "\u212a", "\u017f", "\u0130"]
    pieces += ["\u0131", "ß", *"دكينارفلسوهم", "kwd", "fils", "dinar", "usd", "د.ك", "فلس", "ريال"]
    rnd = random.Random(20261126)
    amounts = 0
    for _ in range(100_000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 12)))
        if _AMOUNT.search(text):
            amounts += 1
            assert _may_hold_amount(text), text
    assert amounts > 1000  # the corpus does hold amounts, in many spellings

"""Budgets as shoppers say them, down to the half dinar."""

from __future__ import annotations

import pytest

from hub.assistant.brain.budgets import take_budget


@pytest.mark.parametrize(
    ("text", "fils", "rest"),
    [
        ("زيت طبخ بحدود دينار ونص", 1500, "زيت طبخ"),
        ("rice under 2 kd and a half", 2500, "rice"),
        ("جبن تحت دينارين وربع", 2250, "جبن"),
        ("milk under 2 kd", 2000, "milk"),
        ("saffron under 750 fils", 750, "saffron"),
    ],
)
def test_a_budget_and_the_words_left(text: str, fils: int, rest: str) -> None:
    assert take_budget(text) == (fils, rest)

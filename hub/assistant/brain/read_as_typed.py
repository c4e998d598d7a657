"""Requests read in the message as typed as well as read: another business named, goods of
another trade, a way of preparing a food.

The normaliser reads "ps5" or "a8li" as Arabizi past recognition, so the turn asks these of
the typed words after the understanding, apart from it.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain import other_goods, ways
from hub.assistant.brain.domain import (
    names_another_business,
)
from hub.assistant.brain.understood import (
    CHANGES_THE_CART,
    COOKING_METHOD,
    NOT_SOLD,
    Understanding,
)

# Kitchen questions a way of preparing does not make a question of how to prepare it: "how
# long to boil eggs" is a cooking time
OTHER_KITCHEN_QUESTIONS = frozenset({"cooking_time", "storage", "substitution"})


def as_typed(understood: Understanding, typed_and_read: str) -> Understanding:
    """Requests read in the message as typed as well as read ("ps5", "airpods", "a8li" are
    no Arabizi the normaliser reads right), so after it, by the turn; an attempt to talk the
    assistant round stays one. "ابي عطر هديه", "do you sell ps5": goods of another trade
    asked for as goods, which the gate rightly finds another matter's, are answered by
    saying we do not sell them. "السمبوسه اقليها ولا بالفرن احسن", "do i have to soak
    chickpeas": how to prepare a food, a kitchen question however like a comparison of
    products it reads."""
    if understood.injection:
        return understood
    if not understood.elsewhere and names_another_business(typed_and_read.lower()):
        # "kam nuqa6i b starbucks": a business named in Latin letters, which the Arabizi
        # reading spells past recognition
        understood = replace(understood, elsewhere=True)
    if other_goods.kind_asked_for(typed_and_read) is not None:
        return replace(understood, intent=NOT_SOLD)
    if (
        ways.asks_a_way(typed_and_read)
        and not understood.what_to_buy  # "what do i need to grill for 10": the goods
        and understood.intent not in CHANGES_THE_CART
        and understood.intent not in OTHER_KITCHEN_QUESTIONS
    ):
        return replace(understood, intent=COOKING_METHOD)
    return understood

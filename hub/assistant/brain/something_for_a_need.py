"""Something unnamed asked for by a need alone: "add something sweet with no sugar for my
dad", "زيد شي حلو بدون سكر حق امي", "7ot shay bdoon sukkar 7ag ubooy".

The cart's verb reads it as an add, and "sweet" ("حلو") or "sugar" searched alone find
sugar, chocolate or sweet potatoes. No product is named: only goods that meet the need may be
shown, or the shopper told honestly that we carry none. A meal of the day it is for makes it a
dish wished ("a quick veggie dinner, something under 30 mins", "شي نباتي للعشا"): ideas from
the recipes, unless the meal's goods are asked ("breakfast stuff with no sugar").
"""

from __future__ import annotations

from hub.assistant.brain.needs import PREFERENCES, need_of
from hub.assistant.brain.pattern_grams import Gated

# A thing unnamed: "something", "anything", "شي", "اي شي", "shay" (Arabizi read "شي")
SOMETHING = Gated(
    r"\b(?:something|anything|smth|sth|stuff)\b"
    r"|(?<!\w)(?:شي|شيء|شى|اي شي|أي شي|حاجه|اشياء)(?!\w)"
)

# A meal of the day the thing is for, not followed by words of its goods ("breakfast stuff")
A_MEAL = Gated(
    r"\b(?:breakfast|brunch|lunch|dinner|supper|iftar|suhoor|meal)\b"
    r"(?! (?:stuff|things|items|goods|groceries|essentials|supplies|shopping)\b)"
    r"|(?<!\w)(?:لل|ل|حق ال|ال)?(?:عشا|عشاء|غدا|غداء|ريوق|سحور)(?!\w)"
)


def something_for_a_need(text: str) -> bool:
    """Whether the message asks for something unnamed ("something sweet") that must meet a need
    no product may break: a diet or an allergen, not a preference."""
    need = need_of(text)
    if not (need.avoid or need.flags - PREFERENCES):
        return False
    return SOMETHING.search(text) is not None and A_MEAL.search(text) is None

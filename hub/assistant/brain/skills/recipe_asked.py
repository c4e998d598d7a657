"""A dish's recipe asked by the word "recipe" and the dish's name: "a mandi recipe?",
"عندكم وصفة مندي؟", "3indkum wasfat kabsa?" (read "عندكم وصفات كبسا").

With the shopper's reasons beside it ("friends over tomorrow", "عازمة ربعي") the model may
read the message as delivery times, a muddle to clarify with no options, or another matter
to decline; and "wasfat" read as "recipes" makes it ideas, where the dish asked is passed
over in silence. The word "recipe" and a dish named are the recipe asked: the store's, or
said plainly that it has none, with the recipes it has to pick from.
"""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import dish_kin
from hub.assistant.brain.skills.recipes import dish_words_said
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import CLARIFY, OUT_OF_DOMAIN

# The word for a recipe: "recipe", "وصفة", "وصفات" (Arabizi "wasfa", "wasfat" read so)
_RECIPE_WORD = Gated(r"\brecipes?\b|(?<!\w)(?:ال)?وصف(?:ه|ة|ات|تك|تكم)(?!\w)")
# ...ideas for a meal or dishes made with a food, not one dish: "recipes with chicken",
# "وصفات بالدجاج", "وصفات فيها رز"
_MADE_WITH = Gated(
    r"\b(?:with|using|from|without|that|which|for a|for an)\b"
    r"|(?<!\w)(?:بال\S+|مع|فيها|فيه|بدون|من)(?!\w)"
)
# What the model makes of such a message when its reasons lead it astray
_MISREAD = frozenset(
    {"search", "general", "unknown", "delivery_slots", "meal_ideas", CLARIFY, OUT_OF_DOMAIN}
)
# ...and what the reasons after the question may lead it to: "my in-laws are coming friday"
# read as an order on its way
_MISREAD_BY_REASONS = frozenset({"order_status", "delivery_info", "complaint", "slot_select"})
_QUESTION_MARK = Gated(r"[?؟]")
_SURE_OF_IDEAS = 0.9


def asks_a_dishs_recipe(turn: Turn, intent: str, confidence: float) -> bool:
    """The message asks the recipe of one dish by name, whatever it was read as; ideas the
    model is sure of stay ideas ("abi wasfa sari3a", a quick one, its adjective read as
    Arabizi's guess at a word)."""
    said = turn.message.for_model.lower()
    mark = _QUESTION_MARK.search(said)
    by_reasons = mark is not None and intent in _MISREAD_BY_REASONS
    if not (intent in _MISREAD or by_reasons) or turn.utterance.has("ADD"):
        return False
    asked = said[: mark.start()] if mark is not None else said
    found = _RECIPE_WORD.search(asked)
    dishes = dish_words_said(turn) or dish_kin.typed(turn.typed_and_read)
    if found is None or not dishes or need_of(said):
        return False  # "vegan recipes", "وصفات نباتية": ideas kept to a need
    if intent == "meal_ideas":
        if confidence >= _SURE_OF_IDEAS:
            return False
        # ideas wished ("easy dinner recipes", "recipes with chicken") stay ideas: only the
        # word right beside "recipe" naming a dish makes it one dish's
        beside = asked[max(0, found.start() - 20) : found.end() + 20]
        return _MADE_WITH.search(beside) is None and len(dishes) == 1
    return True

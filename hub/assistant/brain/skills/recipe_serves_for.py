"""How many the recipe in view serves, asked with the count wanted: "how many does it feed?
i need it for 12", "وصفتكم تكفي جم نفر؟ ابيها تكفي ١٠", "il wasfa tkafi cham wa7ed? abeeha
tkafi 9".

Both halves are about the recipe: what it serves as written is said, and it is shown for the
count wanted (adding its ingredients then scales them so). The count alone would rescale it,
the question alone be answered with its figure; read whole, the words are neither and may
read as another request altogether.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.recipe_questions import recipe_shown
from hub.assistant.brain.turn import RECIPE, SERVINGS, Turn
from hub.storefront.cards import number_text

# How many it serves: "how many people", "how many does it feed", "serves how many", "لكم
# شخص", "تكفي جم نفر", "جم واحد تكفي"; Arabizi "tkafi cham wa7ed", "kam nafar"
_HOW_MANY_IT_SERVES = Gated(
    r"\bhow many (?:people|persons|guests|servings|portions|ppl)\b"
    r"|\bhow many (?:does|will|would|can) (?:it|this|that|the recipe|your recipe) (?:serve|feed)\b"
    r"|\b(?:serves?|feeds?) how many\b|\bfor how many\b"
    r"|(?<!\w)(?:ل|ل ?ـ|حق)?(?:كم|جم|چم) (?:شخص|نفر|فرد|حصه|واحد|نفس|اشخاص|انفار|شخاص)(?!\w)"
    r"|(?<!\w)(?:تكفي|يكفي|تكفى|يكفى) (?:كم|جم|چم)(?!\w)"
    r"|\b(?:kam|cham|jam|chem) (?:nafar|shakh9|shakhs|wa7ed|wa7id|ashkha9|ashkhas|person|fard)\b"
    r"|\b(?:tkafi|ykafi|tkfi|ykfi|tekfi|yekfi) (?:kam|cham|jam|chem)\b"
)
# A count said: "12", "١٠" (read "10"); not a weight or a pack ("2 kg", "٣ كيلو")
_COUNT = Pattern(
    r"(?<![\d.:])(\d{1,3})(?![\d.:])(?!\s*(?:kg|g|gm|ml|l|كيلو|كغ|جرام|غرام|لتر|مل)\b)",
    re.IGNORECASE,
)
_MOST = 200


def count_wanted(turn: Turn) -> int | None:
    """The count of people the message wants the recipe for, beside asking what it serves."""
    said = turn.message.for_model.lower()
    typed = turn.input.text.lower()
    if not any(_HOW_MANY_IT_SERVES.search(text) for text in (said, typed)):
        return None
    counts = {int(found) for found in _COUNT.findall(said)}
    if len(counts) != 1:
        return None
    [count] = counts
    return count if 1 < count <= _MOST else None


async def recipe_serves_for(turn: Turn) -> None:
    """What the recipe serves as written, and its card for the count wanted."""
    chosen = await recipe_shown(turn)
    if chosen is None:
        return
    own = max(1, int(chosen.get("servings") or 1))
    wanted = count_wanted(turn) or own
    turn.say("recipe_serves_then_for")
    turn.text_block(figures("serves", turn.language, count=number_text(own)))
    turn.block({"kind": "recipe", "recipeId": chosen["_id"], "servings": wanted})
    turn.memory[RECIPE] = chosen["_id"]
    turn.memory[SERVINGS] = wanted
    turn.chips("add_recipe", "cart")

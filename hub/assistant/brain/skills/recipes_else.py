"""Another of the store's recipes asked right after recipes were talked of, often with a
guest's diet: "ok anything else then, one of the guests is vegan", "عادي أي شي ثاني، بس واحد
منهم نباتي", "3ady ay shay thany, bs wa7ed minhom vegan" (read "عادي ا شي ثاني ...").

Read alone, "anything else" with a diet is a search for goods of no kind, which finds
nothing and says so: a false "nothing fits". After a recipe, a dish none of ours or the
ideas, it is the ideas again, kept to the need said (`recipe_diets`): the recipes whose every
ingredient keeps it.
"""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.recipes import RECIPE_TURNS
from hub.assistant.brain.turn import INTENT, Turn

# Something else wished: "anything else", "something different", "another one", "أي شي
# ثاني", "شي غير", "غيرها", Arabizi "ay shay thany" (read "ا شي ثاني")
_ELSE = Gated(
    r"\b(?:anything|something|smth|sth) (?:else|different|other)\b|\banother (?:one|recipe|dish"
    r"|idea)\b|\bother (?:recipes|dishes|ideas|ones)\b|\bwhat else\b"
    r"|(?<!\w)(?:شي|شيء|وصفه|طبخه|فكره) (?:ثاني|ثانيه|غير|غيره|غيرها|ثانيين)(?!\w)"
    r"|(?<!\w)(?:غيرها|غيره|وصفات ثانيه|شي غير)(?!\w)"
)
# After these, "anything else" is another of the store's recipes
_AFTER = (*RECIPE_TURNS, "meal_ideas", "dish_without", "recipe_let_go")


def asks_another(turn: Turn) -> bool:
    """Right after recipe talk, another recipe wished, kept to a diet said with it."""
    if turn.memory.get(INTENT) not in _AFTER:
        return False
    if turn.utterance.has("ADD"):
        return False  # "one of them is vegan" counts a guest, not goods
    said = turn.message.for_model.lower()
    return _ELSE.search(said) is not None and bool(need_of(said))

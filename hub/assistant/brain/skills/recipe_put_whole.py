"""All of the recipe in view put in the cart, beside a question of what it needs: "shino
ya7taj? 7ot kil shay bil cart" (what does it need? put everything in the cart), "what goes in
it? just add everything for 15", "شنو يبيله؟ حط كل شي بالسله".

The question alone shows the recipe again, and a message that asks it was read so, the put
left undone. Its ingredients proposed answer both: the recipe's goods, every one of them.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.recipes import RECIPE_TURNS
from hub.assistant.brain.turn import INTENT, RECIPE, Turn

# Everything put in: "put everything in", "add it all", "حط كل شي", "ضيف كلها" (Arabizi "7ot
# kil shay" read "حط كل شي")
_ALL_OF_IT = Gated(
    r"\b(?:add|put|throw|get|chuck)\b(?: \w+){0,2} (?:everything|all of it|it all|all"
    r" (?:the )?(?:ingredients|stuff|things))\b"
    r"|\b(?:everything|all of it|all the ingredients)\b(?: \w+){0,2} (?:in|into|to) (?:my |the )?"
    r"(?:cart|basket)\b"
    r"|(?<!\w)(?:حط|حطه|حطها|حطلي|ضيف|ضيفها|ضيفلي|اضف|زيد|عطني|عطوني|دز)(?: \S+){0,1}"
    r" (?:كل شي|كل شيء|كل شي|كلها|كله|الكل|كل المكونات|كل الاغراض|كل اغراضها|جميع المكونات)(?!\w)"
)
# ...but nothing of it left out or changed: "everything but the rice" is its own reading
_BUT = Gated(
    r"\b(?:but|except|without|minus|instead|not the|no)\b(?! (?:\d+|\w+ \d+)\b)"
    r"|(?<!\w)(?:الا|إلا|بدون|غير|ماعدا|بدال|بدل|مو (?:ال|حق))(?!\w)"
)


def puts_it_all(turn: Turn) -> bool:
    """The recipe in view, and a verb of putting all of it in, nothing of it left out."""
    recipe = turn.memory.get(RECIPE)
    if not isinstance(recipe, str) or turn.memory.get(INTENT) not in RECIPE_TURNS:
        return False
    said = turn.message.for_model.lower()
    return _ALL_OF_IT.search(said) is not None and _BUT.search(said) is None

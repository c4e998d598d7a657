"""Ideas for a gift asked: "give me gift ideas for my husband", "any present ideas for a 5
year old", "عطني افكار هدايا لامي", "36ni afkar hadiya l zoji" (read "عطني افكر هذا").

"ideas" and "give me ... ideas" are the words of meal ideas, so the intent model is sure the
message asks for recipes and the store's recipes were shown for a birthday present. A gift
is chosen from any trade; the recipes answer nothing of it.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_A_GIFT = Bilingual(
    r"\b(?:gifts?|presents?|hadiya|hadiyah|hadaya|hdiya|hadya)\b",
    r"(?<!\w)(?:ال)?(?:هديه|هدية|هدايا|هديا)(?!\w)",
)
# ...but a dish, a meal or cooking named: "ideas for a dessert to gift", "حلا هديه"
_COOKED = Bilingual(
    r"\b(?:cook\w*|bake\w*|recipes?|dish\w*|meals?|dinner|lunch|breakfast|dessert|cake|sweets"
    r"|chocolates?|basket|hamper)\b",
    r"(?<!\w)(?:اطبخ|طبخ|وصفه|وصفات|اكله|عشا|غدا|فطور|حلا|حلويات|كيك|شوكولاته|سله)(?!\w)",
)


def gift_ideas(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks ideas for a gift, no dish."""
    return _A_GIFT.search(text) is not None and _COOKED.search(text) is None

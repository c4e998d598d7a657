"""Ideas of a meal asked by name, for whomever and whatever befell them: "meal ideas for my mom
who just had surgery", "افكار اكل لامي توها مسويه عمليه", "afkar akil l umi taha msawya
3amaliya".

The intent model reads meal ideas in them; the gate reads the surgery, the trip or the
guest's news, and the whole was declined. A message that opens by asking ideas of a meal (of
food, of cooking, of a meal of the day) asks the store's recipes, whatever follows.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

_IDEAS_OF_A_MEAL = Gated(
    r"^\W*(?:any\s+|some\s+|give me\s+|need\s+)?(?:meal|food|dinner|lunch|breakfast|cooking"
    r"|recipe)\s+ideas?\b"
    r"|^\W*(?:any\s+|some\s+)?ideas?\s+(?:for|of)\s+(?:a\s+|the\s+)?(?:meals?|food|dinner|lunch"
    r"|breakfast|cooking)\b"
    # "افكار اكل", and Arabizi's "afkar akil" as the normaliser reads it ("افكر اكل")
    r"|^\W*(?:ابي\s+|عطني\s+|بغيت\s+)?(?:افكار|افكر|فكره|فكرة|فكرت)\s+(?:ال)?(?:اكل|اكلات|طبخ|طبخات"
    r"|عشا|غدا|فطور|ريوق|وجبات|وجبه|وجبة)(?!\w)"
)


def asked(text: str) -> bool:
    """Whether the (normalised) message opens by asking ideas of a meal."""
    return bool(_IDEAS_OF_A_MEAL.search(text))

"""A dish of our recipes the shopper says they will make, beside an occasion and a count:
"3indi 3azeema il lail 7ag 15 wa7da w abi asawi lgaimat" (read "ابي اسوي لقيمات"), "having 12
over tomorrow and i want to make luqaimat", "عندي عزيمه بكره ١٢ شخص وابي اسوي لقيمات".

The occasion reads as goods to shop for, and the dish's one-word name as a product's word
("لقيمات" in the sugar's keywords), so its sugar was shown or the message left vague. A verb
of making and the whole name of one of our recipes is that recipe, for the count said.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import CLARIFY, OUT_OF_DOMAIN

# A wish to make it: "I want to make", "i'd like to bake", "I'll cook", "ابي اسوي", "ودي اطبخ",
# "بسوي" (Arabizi "abi asawi", "ba6ba5" read "ابي اسوي", "بطبخ"); a question of how it may be
# made ("is it ok to make hummus without tahini") is no wish
_MAKING = Gated(
    r"\b(?:want|wanna|would like|'d like|like|going|gonna|planning|plan|need|hoping) to"
    r" (?:make|cook|bake|prepare)\b|\bi(?:'ll| will| am|'m) (?:make|cook|bake|making|cooking"
    r"|baking)\b"
    r"|(?<!\w)(?:ابي|ابغى|ابغي|نبي|نبغى|ودي|ناوي|ناويه|بغيت|اريد) (?:ا|ن)(?:سوي|طبخ|خبز|حضر)(?!\w)"
    r"|(?<!\w)(?:بسوي|بنسوي|بطبخ|بنطبخ|راح اسوي|رح اسوي)(?!\w)"
)
_LEFT_OUT = Gated(
    r"\b(?:without|instead|except|swap|replace)\b|(?<!\w)(?:بدون|بلا|بدال|بدل|غير|الا)(?!\w)"
)
# The readings an occasion or a one-word dish's name is given instead; never a cart change
# of goods named, a recipe's goods already offered, or a question of its own
_READ_AS = frozenset({"search", "meal_ideas", CLARIFY, OUT_OF_DOMAIN, "unknown", "general"})


async def asked(turn: Turn, intent: str) -> bool:
    said = turn.message.for_model.lower()
    if intent not in _READ_AS or not _MAKING.search(said) or _LEFT_OUT.search(said):
        return False
    return await recipe_named_whole(turn, one_word=True) is not None

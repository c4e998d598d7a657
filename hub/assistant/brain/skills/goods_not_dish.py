"""Goods asked for by a word a dish's name shares: "3a6ni pasta", "عطني باستا", "give me
pasta" want pasta from the shelf, not the Pasta Bechamel recipe the model may read.

A request to be given or to have goods, or whether the store has them, with no word of a
recipe, of cooking or of making, naming goods the store sells and not a recipe's whole name
(or a dish's name of two words or more that a product's name holds whole: a dish sold made),
is a request for those goods.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import names_a_product
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.turn import Turn

# Making or cooking it: "abi asawee pasta", "ابي اطبخ باستا", "i want to make pasta"
_MAKING = Gated(
    r"\b(?:make|making|cook|cooking|prepare|bake)\b"
    r"|(?<!\w)(?:اسوي|نسوي|سوي|يسوي|اطبخ|نطبخ|اطبخه|اعمل|نعمل|احضر|اجهز)(?!\w)"
)


async def wants_the_goods(turn: Turn) -> bool:
    """The message, read as a recipe, asks to be given goods the store sells."""
    u = turn.utterance
    if not u.has("TAKE", "WANT", "ADD", "SEARCH") or u.has("RECIPE", "HOW", "INGREDIENTS"):
        return False
    if _MAKING.search(turn.message.for_model.lower()) or not u.topic or len(u.topic) > 3:
        return False
    if await recipe_named_whole(turn, one_word=True) is not None:
        # "give me chicken machboos", "3a6ni harees": the dish named whole; but the dish in
        # the words of a product sold made ("3indkum 7ummu9 bil tahina", "ابي حمص بالطحينة":
        # the tin of Hummus Tahina) is those goods
        return len(u.topic) > 1 and await names_a_product(turn, fewest=2)
    return await names_a_product(turn)

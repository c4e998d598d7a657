"""Goods named with their stock asked ("is the tide powder still sold out?", "مسحوق تايد
للحين خلصان؟"), which a model may read as a store rule asked: the goods are shown with
their stock as a search shows them, before any rule of the store is looked up.

Only goods the store holds by every word named (less the words of stock and habit) are
shown: "what if an item is out of stock?" names none and stays the store's rule.
"""

from __future__ import annotations

from hub.assistant.brain.skills import catalogue
from hub.assistant.brain.skills.common import search_kind, unmet_words
from hub.assistant.brain.stock_asked import STOCK_ASKING_WORDS
from hub.assistant.brain.turn import Turn

# Words that ask whether goods are there: "in stock", "sold out", "available", "موجود"
_STOCK_STATES = frozenset(
    {"stock", "available", "sold", "out", "موجود", "موجوده", "متوفر", "متوفره", "خلصان",
     "خلصانه", "خلسن", "mawjood", "mawjooda", "metwafer"}
)  # fmt: skip


async def shown_if_named(turn: Turn) -> bool:
    """The goods the message names shown with their stock, when it asks whether they are
    there and every word left names one product the store holds."""
    u = turn.utterance
    tokens = set(u.tokens)
    if not tokens & (_STOCK_STATES | STOCK_ASKING_WORDS) or u.has("ORDER", "DELIVER"):
        return False
    goods = [word for word in u.topic if word not in STOCK_ASKING_WORDS | _STOCK_STATES]
    if not goods:
        return False
    hits = await search_kind(turn, " ".join(goods))
    if not any(not unmet_words(goods, [hit]) for hit in hits):
        return False
    await catalogue.search_products(turn)
    return True

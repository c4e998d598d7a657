"""A stand-in asked for goods of the store that are sold out: "the tide is out?? what's the
alternative", "التايد خالص؟ شنو البديل", "shlon il tide 5ala9?? shnu il badeel".

Read as a cook's swap, the goods are no food of the swaps the store knows, and "I don't know a
good substitute" is said while the store has others of the kind in stock. Goods named that
are sold out have their alternatives shown, as when they are in view.
"""

from __future__ import annotations

from hub.assistant.brain.skills import catalogue
from hub.assistant.brain.skills.common import confident_hits, quiet_search
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.skills.lines import any_in_stock
from hub.assistant.brain.turn import Turn
from hub.record import Record


async def sold_out_named(turn: Turn, food: list[str]) -> Record | None:
    """The goods of the store the words name that are sold out; None when they name none,
    or the goods are there to buy."""
    words = telling_words(food) or food
    if not words:
        return None
    hits = confident_hits(words, await quiet_search(turn, " ".join(words)))[:3]
    for word in words if len(words) > 1 else []:
        # "il tide 5ala9" (read "خلاص", as the Khalas dates): each word's goods
        hits += confident_hits([word], await quiet_search(turn, word))[:3]
    return next((hit for hit in hits if not any_in_stock(hit)), None)


async def shown(turn: Turn, food: list[str]) -> bool:
    """Whether the words name goods of the store that are sold out, now shown their
    alternatives; False when they name none, or the goods are there to buy."""
    sold_out = await sold_out_named(turn, food)
    if sold_out is None:
        return False
    turn.set_focus(sold_out["_id"])
    await catalogue.similar(turn)
    return True

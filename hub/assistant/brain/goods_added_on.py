"""Goods named with a count or a pack and no verb, once the conversation has put goods in the
cart or offered to: "and 2 kilo basmati", "w 7aleeb nido el 3ilba el kbeera 2", "وبيض ٣٠
حبه", "عيل لبن الروابي ٢".

Read alone, such a message is a search for the goods. Said after an add, it carries the add
on: the shopper is listing what to buy, one message at a time, and the count or the pack is
what they want of it. A question or a word of looking ("do you have", "show me") still asks
to see the goods; a word of the cart's other changes (remove, swap) is no add. Nor is what
points at goods already in talk rather than naming them ("one of them is vegan", "swap it for
the brown 30"), "only" said of goods a cart line holds ("ابي حليب واحد بس": that line's new
count), or a pick of the list shown by a word of it ("el kuwaiti 2" after the coffees: the
one picked from the list, not other goods of the whole store).
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import latin_words
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import cart_denials, line_swaps, shown_refs
from hub.assistant.brain.skills.common import quiet_products, unmet_words
from hub.assistant.brain.turn import ADDING, Turn
from hub.assistant.brain.utterance import Utterance

# "اللي فيه ٢٤" ("the one holding 24"), as "ام ٢٤" is read: the pack, no "is there" asked
_HOLDING = Pattern(r"(?<!\w)(?:اللي|الي)\s+(?:فيه|فيها)\s+(?=\d)")

# "sukkari 2 kilo then", "عيل بيض ٣٠ حبه", "اجل ٢ كيلو رز": a pick of what was shown
_THEN = Pattern(r"\bthen\b|(?<!\w)(?:عيل|عيال|اجل)(?!\w)", re.IGNORECASE)
# What the model may make of goods named with a count and no verb: a search, a card, a
# loose request, an aisle
_MISREAD = frozenset({"search", "product_detail", "general", "clarify", "browse"})
# Words that make it another request than an add: looking, the cart's other changes, the
# store's own matters, a dish
_NO_ADD = (
    "SEARCH",
    "REMOVE",
    "CHANGE",
    "NEGATION",
    "CART",
    "DELIVER",
    "ORDER",
    "OFFERS",
    "POINTS",
    "COUPON",
    "RECIPE",
    "INFO",
    "QUESTION",
)


async def adds_on(turn: Turn, intent: str) -> bool:
    """Goods with a count or a pack of them, nothing asked, after an add in this talk (or
    after goods shown to buy, or "then" said of those shown)."""
    if intent not in _MISREAD:
        return False
    # put in before, or goods shown for a wish to buy, or a pick of the shown said "then"
    settles = bool(turn.shown()) and bool(_THEN.search(turn.message.text))
    if not (turn.memory.get(ADDING) or turn.shown_as_wanted() or settles):
        return False
    u = turn.utterance
    if not u.topic or u.asks or turn.budget is not None:
        return False
    if not (u.has_quantity or u.size_asked is not None):
        return False
    # "one of them is vegan", "ابدلها بالبني ٣٠": goods in talk pointed at or swapped
    swapped = line_swaps.swaps(turn) or any(line_swaps.SWAP_WORD.fullmatch(w) for w in u.tokens)
    if u.refers_back or swapped:
        return False
    # "ام ٢٤ حبه" is read "اللي فيه ٢٤ حبه", whose "فيه" is no "is there" asked
    if u.has(*_NO_ADD) and Utterance(_HOLDING.sub("", u.raw)).has(*_NO_ADD):
        return False
    if await cart_denials.wants_only(turn):
        return False  # "abi 7aleeb wa7ed bs" of the milk in the cart: its line set to one
    # "الكويتي واحد", "el kuwaiti 2" of the coffees shown: that one picked from the list,
    # read with it, unless "then" settles on it
    return settles or not (
        await shown_refs.picks_from_the_shown(turn) or await _names_a_shown(turn)
    )


async def _names_a_shown(turn: Turn) -> bool:
    """Every word of the goods said is held by one product of the list shown: a pick of the
    list ("the kuwaiti" of the coffees), never other goods of the store ("Kuwaiti bread").
    The names an Arabizi message holds are weighed as typed too ("kuwaiti", which its Arabic
    reading may spell apart from the product's)."""
    read = [word for word in turn.utterance.topic if len(word) > 2]
    typed = [word for word in latin_words(turn.input.text) if len(word) > 2]
    said = [words for words in (read, typed) if words]
    shown = await quiet_products(turn, turn.shown()) if said else []
    return any(not unmet_words(words, [product]) for product in shown for words in said)

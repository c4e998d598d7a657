"""A short correction of the offer just made, with more goods beside it: "no make it one kilo
only, and add garlic", "لا خلها كيلو واحد بس، وزيد خيار", "la2 5aliha 2 bas, o zeed pepsi".

The new goods' name makes the message read as a change of those goods, and the count said
of the offer was dropped; but the count is the offer's (it names nothing else), and the
goods after "and add" go beside it: one offer, the corrected line and the new goods.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import offer_words
from hub.assistant.brain.skills.adding import add_to_cart
from hub.assistant.brain.skills.common import cart_lines, products_by_ids
from hub.assistant.brain.skills.held_lines import fetch_cart, offer_in_cart
from hub.assistant.brain.skills.lines import (
    pack_of,
    packs_of,
    stock_of,
    variant_of_size,
    whole_packs,
)
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# Where the new goods start: "..., and add garlic", "plus throw in a pepsi", "، وزيد خيار",
# "o zeed 6ama6" (read "و زيد طماط"), "w 7ut pepsi" (read "و حط ...")
_AND_ADD = Pattern(
    r"(?:[,،]\s*|\s)(?:and|plus|&)\s+(?:also\s+)?"
    r"(?:add|put|throw in|throw|get|give me|gimme|include|toss in)\b"
    r"|(?:[,،]\s*|\s|^)و ?(?:زيد|زيدلي|ضيف|ضيفلي|اضف|اضيف|حط|حطلي|عطني|زود|زودني|ابي|ابغي)(?!\w)",
    re.IGNORECASE,
)

# "مو ٢، ٣": denying words, no goods
_DENYING = frozenset({"مو", "مب", "موب", "مش", "مهب"})


def _split(text: str) -> tuple[str, str] | None:
    match = _AND_ADD.search(text)
    if match is None or match.start() == 0:
        return None
    return text[: match.start()], text[match.start() :]


def _line_at(
    product: Record, item: LineItem, quantity: Quantity, asked: Quantity | None
) -> LineItem | None:
    """The offered line at the count or weight said; None when no pack makes it up."""
    if quantity.unit is None and asked is not None and asked.unit == "g":
        # "la bas 1" after "2 kilo tomatoes": one kilo, as the amount was asked
        weight = Quantity(quantity.amount * 1000, "g")
        if packs_of(product, weight) is not None or variant_of_size(product, weight):
            quantity = weight
    variant_id: str | None = item.variantId
    if quantity.unit is None:
        units = int(quantity.amount)
    elif (own := whole_packs(quantity, pack_of(product, item.variantId))) is not None:
        units = own  # "one kilo" of the fish sold by the kilo: one of it
    elif (exact := variant_of_size(product, quantity)) is not None:
        variant_id, units = exact["_id"], 1
    elif (packed := packs_of(product, quantity)) is not None:
        variant_id, units = packed
    else:
        return None
    if units <= 0 or units > stock_of(product, variant_id):
        return None
    return LineItem(item.productId, variant_id, units)


def _parts(turn: Turn) -> tuple[Utterance, Utterance] | None:
    """(the correction, the goods added) of a message that sets the count of the one line
    just offered, naming nothing else, then names more goods after "and add"."""
    if turn.proposed_change != "add_to_cart" or len(turn.proposed) != 1:
        return None
    parts = _split(turn.message.text)
    if parts is None:
        return None
    first, rest = Utterance(parts[0]), Utterance(parts[1])
    named = [word for word in first.topic if word not in _DENYING | offer_words.TOO_MANY]
    if first.quantity is None or named or not rest.topic:
        return None
    return first, rest


async def says_it(turn: Turn) -> bool:
    """Whatever else it reads as (more of the offer, the new goods' facts), while the offer
    is still waiting: once confirmed, "make it 3 and add bread" is the cart's line and more."""
    if _parts(turn) is None:
        return False
    return not offer_in_cart(turn, cart_lines(await fetch_cart(turn)), turn.proposed)


async def corrected_with_more(turn: Turn) -> bool:
    """Whether the message corrects the offer and adds goods (`_parts`); if so the offer is
    made again with both."""
    if (parts := _parts(turn)) is None:
        return False
    first, rest = parts
    [item] = turn.proposed
    found = await products_by_ids(turn, [item.productId])
    if item.productId not in found:
        return False
    count = first.quantity or Quantity(1)  # always said (`_parts`)
    line = _line_at(found[item.productId], item, count, turn.asked_size())
    if line is None:
        return False
    whole, turn.utterance = turn.utterance, rest
    try:
        await add_to_cart(turn, keep=[line])
    finally:
        turn.utterance = whole
    if turn.proposed_now is None:  # the new goods asked about: the corrected line stays
        turn.propose(CartMutation("add_to_cart", (line,)), supersedes=True)
    return True

"""A cart line moved to another kind of its product by the kind's word: "make the shrimp
jumbo", "change the shrimp to the jumbo one", "الروبيان خله جامبو", "5al el hamour fillet".

The model reads such a message as a question of the product ("the jumbo one": its card) or
as a swap for another product, which adds the jumbo beside the medium. When the cart holds a
product the message names by a word of its own, and a word of the message names another of that product's kinds,
with a word of change ("make", "change", "خله", "بدل"), it is that line's change: the held
kind off, the named one on, in one update the shopper confirms (`update_cart_item`).
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import TALK_WORDS, cart_lines, products_by_ids, unmet_words
from hub.assistant.brain.skills.line_swaps import CHANGE as _CHANGE
from hub.assistant.brain.skills.line_swaps import names_another_kind, swap_pair, swaps
from hub.assistant.brain.skills.pack_swaps import other_kind
from hub.assistant.brain.turn import Turn
from hub.record import Record


def says_change(turn: Turn) -> bool:
    """A word of change that is no swap's: "make", "change", "خلها", "حولها", "5alhom"."""
    return bool(_CHANGE.search(turn.typed_and_read))


def counts_nothing(turn: Turn) -> bool:
    """No count or measure said, beside the "one" of "the jumbo one"."""
    count = turn.utterance.quantity
    return count is None or (count.unit is None and count.amount == 1)


async def counted_to_another_kind(
    turn: Turn, lines: list[Record]
) -> tuple[tuple[Record, Record], Record] | None:
    """The cart line told to be another kind of its goods with a count said ("change them to
    brown 30" of the white eggs), with the product it becomes; None otherwise."""
    if counts_nothing(turn) or not lines:
        return None
    pair = await swap_pair(turn, lines, made_so=True)
    return pair if pair is not None and names_another_kind(turn, pair[0][1]) else None


async def moves_a_line_to_a_kind(turn: Turn) -> bool:
    """Whether the message moves a line of the cart to another kind of its product."""
    if not counts_nothing(turn):
        return False  # "make the shrimp 2": a count, the count's change
    if not (_CHANGE.search(turn.typed_and_read) or swaps(turn)):
        return False
    # a kind's word may be a size's ("jumbo"), which telling words leave out
    named = [word for word in turn.utterance.topic if len(word) > 2 and word not in TALK_WORDS]
    if len(named) < 2:
        return False  # the product and its kind are both named
    lines = cart_lines(await turn.store.cart(turn.owner))
    if not lines:
        return False
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    moving = [
        line
        for line in lines
        if (product := found.get(str(line["productId"]))) is not None
        and len(unmet_words(named, [product], sound_alike=turn.message.arabizi)) < len(named)
        and other_kind(product, line.get("variantId"), named) is not None
    ]
    return len(moving) == 1

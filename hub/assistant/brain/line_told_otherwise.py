"""A line of the cart wanted as another kind, with no swap word: "no wait, I want the eggs
brown not white", "لا لحظة البيض ابيه بني مو ابيض", "il bai6 abeeh asmar mu abya9".

The wish reads as a search for what is wanted, and with the kind turned down beside it finds
nothing to ask about ("what are you looking for?"). The goods are the cart's, and the kind
wanted another product of their kind: the line is swapped for it, as "make the eggs brown"
does.

So it is when the line is told to be another kind with a count ("change them to brown 30",
"حولها للبني ٣٠", "5alhom bunni 30" of the white eggs): the count is of the kind wanted (or
the pieces of its pack), and the model may read the whole as that kind to add beside them.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import kind_swaps, line_swaps
from hub.assistant.brain.skills.common import cart_lines, unmet_words
from hub.assistant.brain.turn import Turn

# Wanted one way and not another: "i want ... not ...", "ابيه ... مو ..." ("abeeh" read
# "ابيه", "mu" read "مو")
_WANTED_NOT = Gated(
    r"\b(?:i want|i'd like|i wanted|want|wanted|i need|i meant|make it|should be)\b[^.?!]{0,40}"
    r"\bnot (?:the )?(\w+)"
    r"|(?<!\w)(?:ابي|ابيه|ابيها|ابيهم|ابغي|ابغاه|ابغاها|ابيه|بغيته|قصدي|اقصد)(?!\w)[^.?!؟]{0,40}"
    r"(?<!\w)(?:مو|مب|موب|مش|مهب)\s+(\S+)"
)
# Readings the wish is taken for
_MISREAD = frozenset(
    {"search", "product_detail", "similar", "general", "clarify", "unknown", "complaint"}
)


async def asked(turn: Turn, intent: str) -> bool:
    """Whether the message wants a line of the cart as another kind of its goods."""
    if intent not in _MISREAD or not kind_swaps.counts_nothing(turn):
        return False
    said = _WANTED_NOT.search(turn.message.for_model.lower())
    if said is None:
        return False
    lines = cart_lines(await turn.store.cart(turn.owner))
    pair = await line_swaps.swap_pair(turn, lines, made_so=True) if lines else None
    if pair is None:
        return False
    # the kind turned down is the one held: "brown not white" of the white eggs, never
    # "white not brown" of them
    refused = (said.group(1) or said.group(2) or "").removeprefix("ال")
    (_, held), _ = pair
    return bool(refused) and not unmet_words([refused], [held])


# ...and what the model may make of a line told to be another kind with a count
_COUNTED_MISREAD = _MISREAD | {"add_to_cart", "update_cart_item"}


async def changed_with_a_count(turn: Turn, intent: str) -> bool:
    """Whether the message tells a line of the cart to be another kind of its goods, with a
    count: a word of change, no verb of adding, and words the line's product lacks that
    another product of its kind holds."""
    u = turn.utterance
    if intent not in _COUNTED_MISREAD or kind_swaps.counts_nothing(turn) or u.asks:
        return False
    if u.has("ADD", "TAKE", "REMOVE", "NEGATION") or not kind_swaps.says_change(turn):
        return False
    lines = cart_lines(await turn.store.cart(turn.owner))
    return await kind_swaps.counted_to_another_kind(turn, lines) is not None

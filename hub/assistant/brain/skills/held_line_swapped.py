"""A swap of a line the cart holds, said beside a reason the gate weighs as another matter:
"change the pepsi to diet, my dad is diabetic", "swap the laban for the light one, i'm on a
diet". The cart's own line named in a swap's shape is the store's business whatever the
reason said with it, so it is read as the change, never declined as off-topic."""

from __future__ import annotations

import logging

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.besides_named import besides_words
from hub.assistant.brain.skills.common import cart_lines, quiet_products, unmet_words
from hub.assistant.brain.swaps import parts
from hub.assistant.brain.turn import Turn

log = logging.getLogger(__name__)

# the readings of a change of a cart line, and of goods wished for a reason said beside it
_SWAPPING = frozenset({"update_cart_item", "list_swap", "swap_offer", "search", "substitution"})
# ...and of a cook's stand-in asked with the swap told ("can i use the butter ghee instead of
# the vegetable one? swap it"): asked alone ("can i use ghee instead of oil?") it is the
# kitchen's question, whatever the cart holds
_SWAP_TOLD = Pattern(
    r"\b(?:swap|switch|change|replace)\s+(?:it|them|that)\b"
    r"|(?<!\w)(?:بدله|بدلها|بدلهم|غيره|غيرها|غيرهم)(?!\w)"
)


async def swaps_a_held_line(turn: Turn, intent: str) -> bool:
    """Whether the message swaps a line of the cart (named by its words) for other goods."""
    if intent not in _SWAPPING:
        return False
    utterance = turn.utterance
    if (
        intent == "substitution"
        and utterance.asks
        and not _SWAP_TOLD.search(turn.message.for_model.lower())
    ):
        return False
    if besides_words(turn):
        return False  # "في لبنة غير المراعي؟": "غير" asks what else there is, no change
    split = parts(utterance.tokens, utterance.topic)
    if split is None:
        return False
    taken, _ = split
    try:  # looked up to read the message: no tool shown, a failure is no swap
        lines = cart_lines(await turn.store.cart(turn.owner))
    except Exception:
        log.warning("quiet cart lookup failed", exc_info=True)
        return False
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    held = await quiet_products(turn, ids) if ids else []
    return any(not unmet_words(taken, [product], sound_alike=False) for product in held)

"""A pack's size, or a count of packs, wanted of goods named.

Read by its shape, since the words around a size mislead the model; apart because the needs
and the shape readings both defer to it.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.utterance import Utterance

# A span of time ("under 30 mins", "اقل من نص ساعه"): how long, never a pack or a count
_A_SPAN = Pattern(
    r"\d+\s*(?:min|mins|minutes|hour|hours|hrs)\b"
    r"|(?<!\w)(?:\d+\s*)?(?:دقيق\w*|دقايق|دقائق|دغيغ\w*|دغايغ|ساعه|ساعا|سعا|ساعتين)(?!\w)"
)


_FEW_PACKS = 10


def wants_a_size(utterance: Utterance) -> bool:
    """ "I want almarai laban 1 litre", "ابي بيض ٣٠ حبه": a want-verb with a size, pack or
    count and no verb of the cart; or a product and its measure and nothing else ("ارز
    تيلدا ٥ كيلو"), which names the pack to see."""
    quantity = utterance.quantity
    measured_alone = (
        quantity is not None
        and quantity.unit is not None
        and bool(utterance.topic)
        and not utterance.concepts()
        and len(utterance.segments()) == 1
    )
    return (
        quantity is not None
        and bool(utterance.topic)  # "ابي ال٣٠", "i want the 30 one": a pack of the goods in view
        and utterance.servings is None  # "for 10 people" counts guests, not packs
        and not _counts_a_span_only(utterance.raw.lower())  # "under 30 mins": no pack
        and (utterance.has("WANT") or measured_alone)
        and not utterance.has("ADD", "TAKE", "CART", "CHANGE")
        and not _packs_counted_apart(utterance)
        and not _several_counted(utterance)
    )


def _several_counted(utterance: Utterance) -> bool:
    """ "ok i want 2 kg oranges and 2 kdd laban": goods listed, each with its count, which is
    buying them; a size wished names one product's pack."""
    counted = [part for part in utterance.segments() if part.topic and part.quantity is not None]
    return len(counted) >= 2


def _packs_counted_apart(utterance: Utterance) -> bool:
    """ "abi farawla, 2 box", "i want strawberries, 3 packs": a few packs counted in a clause
    of their own after the goods, which buys that many; never a pack's size ("بيض، ٣٠")."""
    parts = utterance.segments()
    if len(parts) != 2 or not parts[0].topic or parts[1].topic or parts[1].ordinal:
        return False
    count = parts[1].quantity
    return count is not None and count.unit is None and 2 <= count.amount <= _FEW_PACKS


def _counts_a_span_only(said: str) -> bool:
    """Every number of the message counts a span of time ("something under 30 mins")."""
    return bool(_A_SPAN.search(said)) and not re.search(r"\d", _A_SPAN.sub(" ", said))

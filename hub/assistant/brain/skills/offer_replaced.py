"""The one product just offered swapped for another named whole: "add saffron" then "swap it
for turmeric", "بدله بالكركم", "badla b kurkum", "make it cardamom instead".

`offer_changes.sibling_named` reads a swap for the offered product's own kind or brand ("the almarai
one"); a product of another kind named after a verb of swapping "it" is no stand-in asked of
a cook either: the offer is replaced by it at the same count. Named loosely by several
products, they are shown to pick from; a wrong proposal is worse than a question.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import confident_hits, products_by_ids, search
from hub.assistant.brain.skills.lines import variant_named
from hub.assistant.brain.skills.offer_changes import replace_offer
from hub.assistant.brain.turn import Turn
from hub.record import Record

_IT = r"(?:it|that|this|that one|this one)"
# "swap it for turmeric", "change it to cardamom", "replace that with the dates"
_SWAP_IT_FOR = Gated(
    rf"\b(?:swap|switch|change|replace|exchange)\s+{_IT}\s+(?:for|with|to|into)\s+(?P<named>.+)"
    rf"|\bmake\s+{_IT}\s+(?P<made>.+?)\s+instead\b"
    r"|(?<!\w)(?:بدله|بدلها|بدلهم|غيره|غيرها|حوله|حولها|استبدله|استبدلها|خله|خلها)"
    r"\s+(?:ب|بال|الى|لل|ل)?\s?(?P<ar>\S.*)"
)
# After "خله"/"خلها" a swap needs its "instead": "خله هيل بداله"; bare, it is a count or a kind
_KEEP_AS = Pattern(r"^(?:خله|خلها)\s")
_INSTEAD = Gated(r"(?<!\w)(?:بداله|بدالها|بدله|بدلها|عوضه|عوضها|مكانه|مكانها)(?!\w)")
_TRAILING = Pattern(
    r"\s*(?:instead|please|pls|plz|بداله|بدالها|عوضه|عوضها|مكانه|مكانها|لو سمحت|اذا ممكن)\s*$"
)
_LEADING = Pattern(r"^(?:the|some|a|an|ال)\s+")


def _named(said: str) -> str | None:
    found = _SWAP_IT_FOR.search(said)
    if found is None:
        return None
    kept_as = found.group("ar") is not None and _KEEP_AS.match(found.group(0))
    if kept_as and not _INSTEAD.search(found.group("ar")):
        return None
    named = found.group("named") or found.group("made") or found.group("ar") or ""
    named = re.sub(r"[?؟!.،,]+", " ", named).strip()
    while (trimmed := _LEADING.sub("", _TRAILING.sub("", named)).strip()) != named:
        named = trimmed
    return named or None


async def replacement(turn: Turn) -> list[Record]:
    """The products the swap names, when the message swaps the one line just offered for
    goods named whole; [] when it does not."""
    if turn.proposed_change != "add_to_cart" or len(turn.proposed) != 1:
        return []
    said = turn.message.for_model.lower()
    named = _named(said)
    if named is None or any(ch.isdigit() for ch in named) or len(named.split()) > 4:
        return []  # "change it to 3": a count, corrected elsewhere
    words = named.split()
    offered = turn.proposed[0].productId
    current = (await products_by_ids(turn, [offered])).get(offered)
    if current is not None and variant_named(current, words) is not None:
        return []  # "change it to thighs" of the chicken breasts: its own thighs
    hits = confident_hits(words, await search(turn, named))
    return [hit for hit in hits if hit["_id"] != offered]


async def offer_replaced(turn: Turn) -> None:
    hits = await replacement(turn)
    if len(hits) == 1:
        await replace_offer(turn, hits[0])
        return
    # several goods answer to the words: which one is asked, nothing proposed
    turn.say("which_one_of_these")
    turn.block({"kind": "products", "productIds": [hit["_id"] for hit in hits]})
    turn.remember_shown([hit["_id"] for hit in hits])
    turn.chips("cart")

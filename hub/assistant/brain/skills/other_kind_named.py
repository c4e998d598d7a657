"""A cart line matched by some of a mention's words while another of its words names goods
of another kind: "لا خلاص شيل القهوه" (no, forget it, take the coffee out) of a cart holding
Khalas dates is the coffee, which the cart does not hold, never the dates its "خلاص" shares.

Taking out a line the shopper did not mean is worse than saying the goods named are not in
the cart, so a line is only the one named when no word left over names something else.
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import confident_hits, quiet_search, unmet_words
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import Turn
from hub.record import Record


async def names_another_kind(turn: Turn, topic: list[str], line: Record) -> bool:
    """Whether a telling word of `topic` the line's product does not hold names goods of
    the store's that are not that product: the mention is of those goods instead."""
    left = unmet_words(telling_words(topic), [line], sound_alike=False)
    for word in left:
        hits = confident_hits([word], await quiet_search(turn, word))
        if any(str(hit["_id"]) != str(line["_id"]) for hit in hits):
            return True
    return False

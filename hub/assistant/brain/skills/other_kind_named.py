"""A cart line matched only by a word said in passing while another word names goods of
another kind: "لا خلاص شيل القهوه" (no, forget it, take the coffee out) of a cart holding
Khalas dates is the coffee, which the cart does not hold, never the dates its "خلاص" shares.

Taking out a line the shopper did not mean is worse than saying the goods named are not in
the cart, so a line named by "khalas" alone is not the one named when another word of the
mention names something else ("khalas dates" still names the dates, "the gel, and the fairy"
still the Fairy line).
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import confident_hits, holds_as_spelt, quiet_search
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import Turn
from hub.record import Record

# "enough", "forget it": said before a request, and the name of the Khalas dates too
_SAID_IN_PASSING = frozenset({"خلاص", "khalas", "5alas", "5ala9", "5ala6", "khalaas"})


async def names_another_kind(turn: Turn, topic: list[str], line: Record) -> bool:
    """Whether the line's product holds only words of `topic` said in passing, and another
    word of it names goods of the store's that are not that product."""
    telling = telling_words(topic)
    met = [word for word in telling if holds_as_spelt(line, word)]
    if not met or any(word.lower() not in _SAID_IN_PASSING for word in met):
        return False
    for word in telling:
        if word in met:
            continue
        hits = confident_hits([word], await quiet_search(turn, word))
        if any(str(hit["_id"]) != str(line["_id"]) for hit in hits):
            return True
    return False

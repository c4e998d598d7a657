"""A pack and how many of it said together in a correction: "make it almarai 2 L x2", "خله
المراعي ٢ لتر ثنتين", "5aleh almarai 2 litre × 3", "two of the 2 litre".

The reading gives a message one quantity; said with both a size and a count it is the size
(English "2 L x2") or the count (Arabic "٢ لتر ثنتين"), and a correction read by either alone
either forgets how many were asked or which pack. A size and a count side by side say both:
that many of that pack."""

from __future__ import annotations

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.offer_words import denied_counts
from hub.assistant.brain.turn import Turn


def size_and_count(turn: Turn) -> tuple[Quantity, int] | None:
    """(the pack's size, how many of it) when the message says both, else None."""
    parts = turn.utterance.segments()
    if len(parts) == 1:
        [part] = parts
        size, count = part.size, part.quantity
    elif len(parts) == 2:
        # "almarai 2 L, 2 of them": the size with the goods, then the count as its own part
        sized, counted = parts
        if counted.topic or counted.ordinal is not None or counted.size is not None:
            return None
        size, count = sized.quantity, counted.quantity
        if sized.size is not None and (size is None or size.amount == 1):
            size = sized.size  # "the 2 L one, two of them": that "one" is the pack's
    else:
        return None
    if size is None or size.unit is None or count is None or count.unit is not None:
        return None
    if count.amount != int(count.amount) or not 0 < count.amount <= 50:
        return None
    if count.amount in denied_counts(turn.message.text):
        return None  # "ابي ٣ كيلو بدال ٢": the count taken back, not how many of the pack
    return size, int(count.amount)

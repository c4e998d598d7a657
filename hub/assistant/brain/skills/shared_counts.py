"""One count of goods shared out among their kinds: "4 lays, 2 salted and 2 masala",
"٣ فيمتو: واحد كبير وثنين علب", "5 doritos: 3 nacho cheese w 2 sweet chili".

The goods are named once with the whole count, then each kind after them with its share of
it. Read part by part, "2 salted" or "2 ملح" is table salt and the goods named first are one
more line; said this way each share is a variety of the goods named first (a flavour after a
brand is that brand's flavour). The shares must add up to the whole and the goods with each
kind's words must be one product the store sells, so a list of other goods that happens to
add up ("4 lays, 2 pepsi and 2 7up") keeps its lines.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.skills.common import quiet_search, unmet_words
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment

# The named goods and a kind or two of them: "lays", then "sweet chili"
_KIND_WORDS = 3


async def shared_out(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """The shares as lines of the goods named first, where the message shares one count out
    among kinds of them; otherwise the segments as they were."""
    if len(segments) < 3:
        return segments
    whole, *said = segments
    shares: list[Segment] = []
    for part in said:
        if part.quantity is None and shares and part.topic and not part.refers_back:
            # "3 salt and vinegar": a kind whose name has "and" in it, its count said before
            shares[-1] = replace(shares[-1], topic=[*shares[-1].topic, *part.topic])
        else:
            shares.append(part)
    if (
        whole.quantity is None
        or whole.quantity.unit is not None
        or not whole.topic
        or len(whole.topic) > 2
    ):
        return segments
    if len(shares) < 2:
        return segments
    counts = [share.quantity for share in shares]
    if any(
        count is None or count.unit is not None or not share.topic or len(share.topic) > _KIND_WORDS
        for count, share in zip(counts, shares, strict=True)
    ):
        return segments
    if sum(count.amount for count in counts if count is not None) != whole.quantity.amount:
        return segments
    arabizi = turn.message.arabizi
    lines: list[Segment] = []
    for share in shares:
        words = [*whole.topic, *share.topic]
        if len(words) > _KIND_WORDS + 2:
            return segments
        hits = await quiet_search(turn, " ".join(words))
        if not hits or unmet_words(words, hits[:1], sound_alike=arabizi):
            return segments
        lines.append(replace(share, topic=words))
    return lines

"""Goods named by the age mark on their name: "2 nido 1+", "نيدو ١+ علبتين", "nido 3 plus".

A growing-up milk is told from its brother by the age it is made from ("Nido 1+" beside
"Nido 3+" and the plain Nido powder), and that mark is what the shopper says of it. The mark's
figure reads as a count, and "nido" alone fits the product last shown, so "give me nido 1+"
after the Nido powder was shown took the powder, and "nido 3 plus" asked for three; the mark
names which one, and counts none.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.child_goods import age_marks, made_from
from hub.assistant.brain.skills.common import search
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.text import to_ascii_digits

_FIGURE = Pattern(r"(?<![\d.])\d+(?![\d.])")


async def marked_named(turn: Turn, segment: Segment) -> tuple[Record, Segment] | None:
    """The one product of the goods the segment names whose age mark the message says, with
    the segment's count unless the mark's figure is all it was read from; None when no mark
    is said or it does not single one out."""
    if not segment.topic:
        return None
    said = f"{turn.message.for_model} {turn.input.text}"
    marks = age_marks(said) | ({turn.utterance.age_mark} - {None})
    if not marks:
        return None
    hits = await search(turn, " ".join(segment.topic))
    marked = [hit for hit in hits if made_from(hit) in marks]
    if len(marked) != 1:
        return None
    count = segment.quantity
    figures = [int(n) for n in _FIGURE.findall(to_ascii_digits(turn.input.text))]
    if (
        count is not None
        and count.unit is None
        and count.amount == made_from(marked[0])
        and figures.count(int(count.amount)) <= 1
    ):
        segment = replace(segment, quantity=None)  # "nido 3 plus": the 3 is its name's
    return marked[0], segment

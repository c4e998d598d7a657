"""A part of a list that describes the goods named just before it: "chocolate milk, the small
ones that come in a pack", "حليب بالشوكولاته، الصغار اللي يجون بكرتون".

Split at the comma, the description reads as one more item ("small come"), which no product
is, and is said not sold beside the goods it describes. It opens with a size and a relative
("the small ones that...", "الصغار اللي..."): the size is the goods' own, the rest no item.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.skills.common import SIZE_WORDS
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.text import words

_RELATIVE = frozenset(words("that which اللي الي إللي illi elli"))
_NEAR = 2  # "small ones that": the relative within two words of the size


def _describes(tokens: list[str], part: Segment) -> bool:
    if not part.topic or part.topic[0] not in SIZE_WORDS or part.topic[0] not in tokens:
        return False
    at = tokens.index(part.topic[0])
    return any(token in _RELATIVE for token in tokens[at + 1 : at + 1 + _NEAR])


def folded(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """The segments with each description folded into the goods before it, as their size."""
    tokens = turn.utterance.tokens
    kept: list[Segment] = []
    for part in segments:
        if kept and kept[-1].topic and _describes(tokens, part):
            kept[-1] = replace(kept[-1], topic=[*kept[-1].topic, part.topic[0]])
            continue
        kept.append(part)
    return kept

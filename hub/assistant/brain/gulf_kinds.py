"""Gulf words for a kind that a record may hold only loosely: "روب" is set yoghurt (زبادي),
which a drinking laban lists among its words too. The goods whose names are of the kind
come first and alone; the others only when none is.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.record import Record

# The Gulf word, and the words of the kind's own names
_NAMED_AS = {"روب": ("yoghurt", "yogurt", "زبادي")}


def of_the_gulf_kind(query: list[str], hits: list[Record]) -> list[Record]:
    """The hits named as the kind a Gulf word of the query says ("ارخص روب": the yoghurts,
    not the laban), when any is; else the hits as they were."""
    kinds = [
        names for word in query if (names := _NAMED_AS.get(word.removeprefix("ال"))) is not None
    ]
    if not kinds:
        return hits
    named = [
        hit
        for hit in hits
        if all(
            any(name in text.lower() for text in matching.name_texts(hit) for name in names)
            for names in kinds
        )
    ]
    return named or hits


def as_named(words: list[str]) -> list[str]:
    """The words with a Gulf word for a kind said as the kind's names say it ("روب قليل
    الدسم" is a low-fat زبادي), for weighing which hits are of the kind asked."""
    return [
        names[-1] if (names := _NAMED_AS.get(word.removeprefix("ال"))) else word for word in words
    ]

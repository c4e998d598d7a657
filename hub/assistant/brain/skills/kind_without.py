"""Goods asked for without a kind of them, in one part of an add: "a chips that's not spicy",
"شيبس مو حار", "chips bs mu 7ar".

The word ruled out ("spicy") is still a word of the part, so the part's goods were found by
it: the spicy chips, the one product whose keywords hold it, were proposed. The goods of
the kind named that hold none of the words ruled out are taken instead, the first the search
ranks ("the normal galaxy, not the hazelnut" is the first galaxy that is no hazelnut one);
when every one of them holds a word ruled out, the part goes on as it was (and is
said of as it would be). A need said ("milk without lactose", "no sugar") is no kind ruled
out: the goods free of it hold its word.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.needs import NEED_WORDS
from hub.assistant.brain.skills.common import confident_hits, search, unmet_words
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record

# Words of the plain one of a kind, which name no product of it
_PLAIN = frozenset(
    ("normal", "regular", "plain", "original", "classic", "usual", "عادي", "العادي", "3adi")
)


async def without_the_kind(
    turn: Turn, segment: Segment, left_out: set[str]
) -> tuple[Record, Segment] | None:
    """The first product of the goods the part names that holds no word ruled out, with the
    part's words without them; None when the part rules none out beside what it names."""
    ruled_out = [word for word in segment.topic if word in left_out]
    # "the normal one, not the hazelnut": the plain one is any that is not
    kind = [word for word in segment.topic if word not in left_out and word not in _PLAIN]
    if not ruled_out or not kind or any(_a_need(word) for word in ruled_out):
        return None
    hits = confident_hits(kind, await search(turn, " ".join(kind)))
    fitting = [
        hit
        for hit in hits
        if not unmet_words(kind, [hit])
        and all(unmet_words([word], [hit], sound_alike=False) for word in ruled_out)
        and int(hit.get("stock") or 0) > 0
    ]
    if not fitting:
        return None
    return fitting[0], replace(segment, topic=kind)


def _a_need(word: str) -> bool:
    """Whether the word ruled out says a need ("no sugar", "بدون لاكتوز"): the goods wanted
    are free of it, and those named so ("Sugar Free", "Lactose Free") hold the word."""
    return any(
        form in NEED_WORDS for form in (word, word.removeprefix("ال"), word.removeprefix("بال"))
    )

"""Another kind of the product just talked about: "and the meat ones too", "واللحم بعد",
"w il la7am kaman", "the vanilla one too" right after the cheese samboosa or the chocolate
ice cream.

The kind said alone ("meat", "الفانيلا") names a whole aisle or a sugar: looked up in the
store it found lamb and beef, or vanilla sugar. Said as one more of what was just offered,
changed or shown ("too", "بعد", "the ... ones"), it is that product's brother: the product of
the same brand whose name differs from it only by that kind ("Al Kabeer Meat Samboosa" beside
"Al Kabeer Cheese Samboosa"). Nothing else is guessed: a word no brother's name holds, or one
several hold, goes its own way.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import products_by_ids, quiet_search, search
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.text import words

# "too", "ones", "بعد", "كمان", "kaman": one more of the kind talked about
_ANOTHER = frozenset(words("too also ones aswell بعد كمان برضو kaman kman ba3d bad"))
_MOST_KIND_WORDS = 2  # the words a kind differs by: "meat", "cheese", "chocolate"


def _said_as_another(turn: Turn) -> bool:
    raw = set(words(turn.input.text.lower()))
    return bool((set(turn.utterance.tokens) | raw) & _ANOTHER)


def _name_words(product: Record) -> set[str]:
    return {word for text in matching.name_texts(product) for word in matching.stems(text)}


def _kind_words(product: Record, other: Record) -> tuple[list[str], list[str]]:
    """The words of `product`'s names that `other`'s do not hold, and the other way round."""
    own, theirs = _name_words(product), _name_words(other)
    return sorted(own - theirs), sorted(theirs - own)


def _fits(topic: list[str], kind: list[str]) -> bool:
    return all(any(matching.same_word(token, word) for word in kind) for token in topic)


async def brother_named(turn: Turn, segment: Segment) -> Record | None:
    """The one product of the brand of the product just offered (else in focus) whose name
    differs from it by the kind the segment names; None when there is no such one."""
    topic = [word for word in segment.topic if word not in _ANOTHER]
    if not topic or len(topic) > _MOST_KIND_WORDS or not _said_as_another(turn):
        return None
    base_ids = [line.productId for line in turn.proposed] or [turn.focus() or ""]
    found = await products_by_ids(turn, [pid for pid in base_ids if pid])
    brothers: dict[str, Record] = {}
    for base in found.values():
        brothers.update(await _brothers(turn, base, topic, set(found)))
    return next(iter(brothers.values())) if len(brothers) == 1 else None


async def kind_brother(turn: Turn, base: Record, topic: list[str]) -> Record | None:
    """The one product of `base`'s brand whose name differs from it by the kind named, looked
    up quietly: most goods of a list have none, and show no look-up of one."""
    brothers = await _brothers(turn, base, topic, {str(base["_id"])}, quiet=True)
    return next(iter(brothers.values())) if len(brothers) == 1 else None


async def _brothers(
    turn: Turn, base: Record, topic: list[str], besides: set[str], *, quiet: bool = False
) -> dict[str, Record]:
    brothers: dict[str, Record] = {}
    if not base.get("brandId") or _fits(topic, sorted(_name_words(base))):
        return brothers  # "the cheese ones too" of the cheese samboosa: that one itself
    name = matching.name_texts(base)[0] if matching.name_texts(base) else ""
    looked_up = quiet_search if quiet else search
    for hit in await looked_up(turn, " ".join([*topic, name])):
        if hit["_id"] in besides or hit.get("brandId") != base.get("brandId"):
            continue
        kind, base_kind = _kind_words(hit, base)
        if not kind or len(kind) > _MOST_KIND_WORDS or len(base_kind) > _MOST_KIND_WORDS:
            continue
        if base_kind and _fits(topic, kind):
            brothers[hit["_id"]] = hit
    return brothers

"""Goods named with how they are kept: "frozen chips", "شيبس مجمد", "canned beans".

The word says the aisle the goods are kept in ("Frozen Food" holds "frozen"), not a word of
their own names: "frozen chips" is the fries kept frozen (whose keywords say "chips"), not
nothing because no product is named "frozen chips", nor the crisps of the snacks aisle.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import AISLE_WORDS, confident_hits, search, unmet_words
from hub.assistant.brain.turn import Turn
from hub.record import Record

# How goods are kept, as the aisles that keep them are named
_KEPT_AS = frozenset(
    {"frozen", "freezer", "canned", "tinned", "مجمد", "مجمده", "مجمدات", "فريزر", "معلب", "معلبه"}
)


def _kept(word: str) -> bool:
    return any(matching.same_word(word, said) for said in _KEPT_AS)


async def kept_as_said(turn: Turn) -> list[Record]:
    """The goods the other words name, of the aisle the word of keeping names; [] when the
    message has no such word or a product's own name holds every word."""
    topic = turn.utterance.topic
    kept = [word for word in topic if _kept(word)]
    rest = [word for word in topic if not _kept(word)]
    if len(kept) != 1 or not rest:
        return []
    try:
        aisles = await turn.store.categories()
    except Exception:  # the words are then searched as any others
        return []
    said = [next(k for k in _KEPT_AS if matching.same_word(kept[0], k))]
    aisle = matching.best_by_name(said, aisles, fields=AISLE_WORDS)
    if aisle is None:
        return []
    hits = confident_hits(rest, await search(turn, " ".join(rest)))
    if any(not unmet_words(topic, [hit]) for hit in hits):
        return []  # "frozen chicken": the products named so are found as named
    return [hit for hit in hits if hit.get("categoryId") == aisle["_id"]]

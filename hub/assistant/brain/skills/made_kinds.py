"""Which kinds of a food the store sells made and which to be cooked, and the words that say
a food is wanted ready to eat ("ready", "جاهز", "jahiz" read جاهز, "مطبوخ").

One word names both the food and its raw kind ("حمص" is hummus and chickpeas, "foul" the
cooked beans and the dry ones). No product's name says it is ready, so the word of being
ready is a word no card holds; said, the kinds kept made (in the store's tins and jars, its
freezer) come before those sold to be cooked (dried, of the grains and pulses).
"""

from __future__ import annotations

import functools

from hub.assistant.brain import matching
from hub.assistant.brain.turn import Turn
from hub.record import Record

# Ready to eat, said of the food: "ready", "ready-made", "pre-made", "جاهز", "jahiz" (read
# جاهز), "مطبوخ"
_READY = frozenset(
    {"ready", "readymade", "premade", "precooked", "prepared", "cooked", "جاهز", "جاهزه",
     "جاهزين", "مطبوخ", "مطبوخه", "مستوي"}
)  # fmt: skip
# Words that only finish the saying of it: "ready made", "ready to eat", "already prepared"
_SAYING_IT = frozenset({"made", "eat", "already", "pre", "to", "خالص", "على", "طول"})
# The aisles that keep food made (named so in the store's own aisle words)
_MADE_AISLES = ("canned", "frozen", "jars", "ready", "deli", "معلبات", "مجمدات", "مجمد")
# ...of which those whose goods are sold cooked (the freezer keeps raw goods too)
_COOKED_AISLES = ("canned", "jars", "ready", "deli", "معلبات")
# The aisles and the name words of food sold to be cooked
_TO_COOK_AISLES = ("pulses", "grains", "baking", "بقوليات", "حبوب")
_TO_COOK_WORDS = frozenset({"dried", "dry", "raw", "uncooked", "ناشف", "مجفف", "نيء"})
_AISLE_WORDS = ("name", "keywords")  # an aisle's own words, as shoppers call it


@functools.lru_cache(maxsize=1 << 12)
def _ready(word: str) -> bool:
    """Kept by the word: a search's every word is asked against the dozen words of being
    ready, once a turn or more."""
    return any(matching.same_word_as_spelt(word, said) for said in _READY)


def ready_said(topic: list[str]) -> list[str] | None:
    """The words naming the food when a word of being ready is among them; None otherwise."""
    if not any(_ready(word) for word in topic):
        return None
    rest = [word for word in topic if not _ready(word) and word not in _SAYING_IT]
    return rest or None


def _aisles_of(aisles: list[Record], words: tuple[str, ...]) -> set[str]:
    """The ids of the aisles the words name by the store's own words for them."""
    found = set()
    for word in words:
        aisle = matching.best_by_name([word], aisles, fields=_AISLE_WORDS)
        if aisle is not None:
            found.add(str(aisle["_id"]))
    return found


def _to_cook(product: Record) -> bool:
    names = product.get("name") or {}
    texts = names.values() if isinstance(names, dict) else [str(names)]
    said = {word.lower() for text in texts for word in str(text).split()}
    return bool(said & _TO_COOK_WORDS)


async def made_first(turn: Turn, hits: list[Record]) -> tuple[list[Record], bool]:
    """`hits`, the kinds kept made first and those sold to be cooked last (the search's order
    kept among equals), and whether the first is one kept made."""
    if not hits:
        return hits, False
    try:
        aisles = await turn.store.categories()
    except Exception:  # the kinds then stay in the search's order, none said to be made
        return hits, False
    made = _aisles_of(aisles, _MADE_AISLES)
    to_cook = _aisles_of(aisles, _TO_COOK_AISLES)

    def rank(hit: Record) -> int:
        aisle = str(hit.get("categoryId"))
        if aisle in made:
            return 0
        return 2 if aisle in to_cook or _to_cook(hit) else 1

    ordered = sorted(hits, key=rank)
    return ordered, rank(ordered[0]) == 0


async def made_ones(turn: Turn, hits: list[Record]) -> set[str]:
    """The ids of `hits` sold cooked (of the aisles that keep food made, and sold under no
    word of being dry or raw): the freezer's are shown first but its raw chicken, fish and
    vegetables are no "cooked chicken", so taken as asked only of the tins, jars and deli."""
    try:
        aisles = await turn.store.categories()
    except Exception:  # none said to be made, as `made_first` falls back to
        return set()
    made = _aisles_of(aisles, _COOKED_AISLES)
    return {
        str(hit["_id"]) for hit in hits if str(hit.get("categoryId")) in made and not _to_cook(hit)
    }

"""The plain one of a brand asked for: "add plain galaxy", "the regular big nido", "حط جالكسي
ساده", "7ot nido 3adi kbeer". Of one brand's goods the other words name, the one with no
flavour, variety or age of its own (Galaxy's smooth milk bar, not its hazelnut one; Nido's
full cream powder, not its growing-up milks), in the pack the words name.

With no goods named, the plain one is of the goods just shown: "حط ١٠ من السادة العادي"
after the Galaxy bars, "2 of the plain ones" after the Lay's (the salted, not the cheese).

A kind of several brands ("regular milk"), or a brand with several plain ones ("normal
pepsi": cans or the bottle), is asked of as before. "Plain" is a word of some products'
names too ("plain yoghurt"): when the words with it name such a product, it is that
product's, and this reading stands aside.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import (
    SIZE_WORDS,
    confident_hits,
    quiet_products,
    quiet_search,
    search,
    unmet_words,
)
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record

_PLAIN = frozenset(
    {"plain", "regular", "normal", "original", "classic", "usual", "ordinary", "عادي",
     "العادي", "عاديه", "العاديه", "ساده", "الساده", "سادة", "السادة"}
)  # fmt: skip
# Words that make a product a kind of its brand's line: a flavour, a fat, an age ("1+")
_VARIETY = frozenset(
    {"hazelnut", "caramel", "strawberry", "chocolate", "vanilla", "mango", "lemon", "mint",
     "orange", "cheese", "vinegar", "masala", "chile", "chili", "spicy", "hot", "low", "light",
     "lite", "skimmed", "diet", "zero", "growing", "kids", "baby", "organic", "brown",
     "flavoured", "flavored", "sweetened", "sugar", "free", "honey", "nuts", "almond"}
)  # fmt: skip
_AGED = Pattern(r"\d\s*\+")


async def asked(turn: Turn) -> bool:
    """Whether a one-part message asks for the plain one of a brand, weighed without a search
    shown: a message read as another matter's ("القطو ياكل تونه عادي؟", "is it ok" of a
    cat's food) stays that matter's, its words looked up by no tool."""
    return await plain_first(turn, quiet=True) is not None


async def plain_first(turn: Turn, *, quiet: bool = False) -> list[Record] | None:
    """Of the goods a one-part question asks after ("النيدو العادي الكبير ماكو؟", "do you
    have the plain galaxy?"), the plain one first, then the brand's others; None when no
    plain one is asked for."""
    segments = [segment for segment in turn.utterance.segments() if segment.topic]
    if len(segments) != 1:
        return None
    found = await _plain_and_kin(turn, segments[0], quiet=quiet)
    if found is None:
        return None
    plain, fitting = found
    return [plain, *(hit for hit in fitting if hit is not plain)]


async def plain_named(turn: Turn, segment: Segment) -> tuple[Record, Segment] | None:
    """The plain product the part asks for and the part without its word of plainness;
    None when no such word is said, or the words name a product holding it."""
    found = await _plain_and_kin(turn, segment)
    if found is None:
        return None
    rest = [word for word in segment.topic if word not in _PLAIN]
    return found[0], replace(segment, topic=rest)


async def _plain_and_kin(
    turn: Turn, segment: Segment, *, quiet: bool = False
) -> tuple[Record, list[Record]] | None:
    look = quiet_search if quiet else search
    said = [word for word in segment.topic if word in _PLAIN]
    if not said and len(turn.utterance.segments()) == 1:
        said = [word for word in turn.utterance.tokens if word in _PLAIN]
    rest = [word for word in segment.topic if word not in _PLAIN]
    goods = [word for word in rest if word not in SIZE_WORDS]
    if said and not rest and turn.shown():
        return await _plain_of_the_shown(turn)
    if not said or not goods:
        return None
    whole = [*goods, *said]
    if any(not unmet_words(whole, [hit]) for hit in await look(turn, " ".join(whole))):
        return None  # "plain yoghurt": a product's own name
    hits = confident_hits(goods, await look(turn, " ".join(goods)))
    fitting = [hit for hit in hits if not unmet_words(goods, [hit])]
    brands = {hit.get("brandId") or hit.get("brand") for hit in fitting}
    if len(fitting) < 2 or len(brands) != 1:
        return None  # one product named, or a kind of several brands ("regular milk")
    common = set.intersection(*(_words(hit) for hit in fitting))
    plain = [hit for hit in fitting if not _a_variety(hit, common)]
    if len(plain) != 1:
        return None  # none of them plain, or several ("normal pepsi": cans or bottle?)
    return plain[0], fitting


async def _plain_of_the_shown(turn: Turn) -> tuple[Record, list[Record]] | None:
    """Of the goods just shown, the one plain among them ("the plain one" after the Galaxy
    bars); None when none is, or several are."""
    shown = await quiet_products(turn, turn.shown())
    if len(shown) < 2:
        return None
    common = set.intersection(*(_words(hit) for hit in shown))
    plain = [hit for hit in shown if not _a_variety(hit, common)]
    if len(plain) != 1:
        return None
    return plain[0], shown


def _a_variety(product: Record, common: set[str]) -> bool:
    """An age, or a flavour or variety in its English name that not every product of the
    kind holds ("chocolate" of every Galaxy bar is none)."""
    name = str((product.get("name") or {}).get("en") or "")
    if _AGED.search(name):
        return True
    return bool(_words(product) & _VARIETY - common)


def _words(product: Record) -> set[str]:
    name = str((product.get("name") or {}).get("en") or "")
    return {word.lower() for word in re.findall(r"[A-Za-z]+", name)}


def is_plain(word: str) -> bool:
    return word in _PLAIN

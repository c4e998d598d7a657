"""Which is cheaper, asked right after one kind of goods was asked for and another named
now: "عندكم تمر خلاص؟" then "اي واحد ارخص؟ وبكم السكري", "do you have khalas dates?" then
"which one's cheaper? and the sukkari, how much". The two talked of are weighed, the
cheaper named with both prices; never cheaper goods than the one named now, which the
shopper did not ask for.

Both sides named ("khalas or sukkari") are the comparison's own, unless one is "it" ("ايهم
ارخص هو ولا السكري"); "anything cheaper?" names
no goods and asks for others.
"""

from __future__ import annotations

import re

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import TALK_WORDS, confident_hits, search, unmet_words
from hub.assistant.brain.skills.lines import stock_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import stem

# "which", "ايهم", "اي واحد", Arabizi "ay" (read "ا") and "ayhom"
_WHICH = frozenset({"which", "ايهم", "ايهما", "اي", "ا"})
_CHEAPER = frozenset({"cheaper", "ارخص", "ارخس", "الارخص"})
# both sides named: "khalas or sukkari", "الخلاص ولا السكري"
_SIDES = frozenset({"or", "vs", "versus", "than", "ولا", "او", "والا", "wala"})
# ...or "between" the two: "the difference between the gel and the pods, which is cheaper",
# "شنو الفرق بين الجل والكبسولات", "il far8 bain il gel wil pods"
_BETWEEN = frozenset({"between", "بين", "bain", "bein", "ben", "been"})
# ...unless one side is "it", the goods asked for before: "ايهم ارخص هو ولا السكري"
_IT = frozenset({"it", "this", "هو", "هي", "هذا", "هذي"})
# what asks the price, and the glue of the question: no goods
_ASKING = frozenset(
    {"how", "much", "price", "prices", "cost", "costs", "one", "ones", "is", "the", "and",
     "بكم", "وبكم", "كم", "سعر", "وسعر", "سعره", "سعرها", "واحد", "وحده", "و"} | _IT
)  # fmt: skip
_MOST_WORDS = 3
_SHORTEST = 2  # "of", "al": no word of a kind


async def two_talked_of(turn: Turn) -> list[Record] | None:
    """The goods asked for before and those named now, cheaper first; None when the message
    is not "which is cheaper" of one product named beside those asked for before."""
    tokens = set(turn.utterance.tokens)
    if not tokens & _WHICH or not tokens & _CHEAPER or (tokens & _SIDES and not tokens & _IT):
        return None
    if tokens & _BETWEEN:
        return None  # both sides named, neither the goods asked for before
    named = _goods_words(turn.utterance.topic)
    asked = _goods_words(turn.asked_words())
    if not named or not asked or len(named) > _MOST_WORDS or set(named) <= set(asked):
        return None
    shown = turn.shown()
    found_now = confident_hits(named, await search(turn, " ".join(named)))
    now = _first(found_now, shown)
    before = _first(confident_hits(asked, await search(turn, " ".join(asked))), shown)
    if now is None or before is None or now["_id"] == before["_id"]:
        return None
    if now.get("categoryId") != before.get("categoryId"):
        return None  # "which is cheaper" of the rice after the dates: no two to weigh
    kind_of_its_own = len([hit for hit in found_now if not unmet_words(named, [hit])]) > 1
    if kind_of_its_own and not _of_one_kind(named, asked, now, before):
        # "w labna, ay wa7da ar5a9" after the eggs of its aisle: a kind of several goods
        # named now, not the eggs' kind; the cheapest of it is asked, no two to weigh
        return None
    return [before, now]


def _of_one_kind(named: list[str], asked: list[str], now: Record, before: Record) -> bool:
    """The goods named now hold a word asked before ("sukkari" after "تمر خلاص": dates), or
    the other way round, or their names share a word beside their brands' ("Khalas Dates",
    "Sukkari Dates"); eggs and a labneh share none."""
    held = len(unmet_words(asked, [now])) < len(asked)
    return (
        held
        or len(unmet_words(named, [before])) < len(named)
        or bool(_name_words(now) & _name_words(before))
    )


def _name_words(product: Record) -> set[str]:
    maker = product.get("brand")  # a search hit carries its brand's names
    brand = {
        word.lower()
        for text in (matching.name_texts(maker) if isinstance(maker, dict) else [])
        for word in text.split()
    }
    return {
        stem(word)
        for text in matching.name_texts(product)
        for word in re.findall(r"\w+", text.lower())
        if len(word) > _SHORTEST and word not in brand
    }


def _goods_words(words: list[str]) -> list[str]:
    return [
        word
        for word in words
        if word not in _WHICH
        and word not in _CHEAPER
        and word not in _ASKING
        and word not in TALK_WORDS
        and not word.isdigit()
    ]


def _first(hits: list[Record], shown: list[str]) -> Record | None:
    """The one the list on screen holds, else the first in stock, else the first."""
    in_view = [hit for hit in hits if hit["_id"] in shown]
    stocked = [hit for hit in hits if stock_of(hit, None) > 0]
    return next(iter(in_view or stocked or hits), None)

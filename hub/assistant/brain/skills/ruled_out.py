"""A pick of the goods just shown, said after ruling one of them out: "not the white, the
brown one", "مو الابيض، البني", "la2 mu hatha, abi il KDD", "bdal il mal7 abi il chile limon".

Read whole, the message names two products and a negation, and no reading weighs them
apart: a pick of the list finds no product holding both "white" and "brown", a search finds
none either, and the shopper hears that nothing fits though both are on the screen. The
ruled-out part only says what the pick is not; the pick is the rest, read as if said alone,
so it is resolved against the list like any other pick of it (and proposed when the list
was asked for to buy). Only a ruling-out that points into the list is set aside: a
demonstrative ("this", "هذا", "hatha"), or words a product shown holds. Otherwise the words
are another request's ("not today, add milk" is no pick of the shown). The pick too must be
a product shown, a colour by any of its names (the bread's "أسمر" is the shopper's "البني"):
read afresh, "البني" alone finds brown eggs never shown; "not this, another" asks for the
like of it, "oat milk instead of almarai" for goods the list lacks, and a question ("is the
gel fine instead of powder") whether one will do. Those are read whole, as if no pick.
"""

from __future__ import annotations

import re

from hub.assistant.brain.colours import colour_of, said_as
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import quiet_products, quiet_search, unmet_words
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record

# What may come before the ruling-out: "no,", "la2", "sorry", "ok"
_LEAD = r"(?:(?:no|nope|nah|sorry|ok|okay|bas|bs|la2|la|laa|lah|لا|لأ|بس|سوري|اوكي)\s*[,،]?\s+)*"
# The ruling-out itself: "not", "mu", "مو", "instead of", "bdal"
_NOT = (
    r"(?:not|no not|instead of|rather than|mu|mo|mob|mub|mb|mesh|msh|mish|bdal|badal|badil"
    r"|bidal|مو|مب|موب|مش|بدل|بدال|عوض)"
)
# A want said where no comma parts the two: "bdal il mal7 abi il chile limon"
_WANT = (
    r"(?:i want|i'?ll take|give me|get me|i need|abi|abgha|abee|ab8a|a6ni|3a6ni|ابي|ابغى|ابى"
    r"|عطني|اعطني|بغيت)"
)
_SHAPE = Pattern(
    rf"^\s*{_LEAD}{_NOT}\s+(?P<out>[^,،.!?؟\n]{{1,40}}?)"
    rf"(?:\s*[,،.!?؟\n]+\s*|\s+(?={_WANT}\b))(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# ...or said after the pick: "il chile limon bdal il mal7", "kdd instead of almarai, 2", "the
# brown, not the white", "البني مو الابيض", "el bni mu el abya6"
_INSTEAD = (
    r"(?:instead of|rather than|bdal|badal|badil|bidal|بدل|بدال|عوض"
    r"|[,،]?\s*(?:not|mu|mo|mob|mub|mesh|msh|mish|مو|مب|موب|مش))"
)
_AFTER = Pattern(
    rf"^\s*{_LEAD}(?P<rest>\S.*?)\s*{_INSTEAD}\s+(?P<out>[^,،.!?؟\n]{{1,40}}?)\s*"
    rf"(?:[,،]\s*(?P<more>\S.*))?$",
    re.IGNORECASE | re.DOTALL,
)
_ASKS = Pattern(
    r"[?؟]|^\s*(?:is|are|would|will|does|do|can|could|should|هل)\b"
    r"|(?<!\w)(?:ينفع|يمشي|يصلح|تمشي|تنفع|ymshi|yemshi|ynfa3|tnfa3|yenfa3)(?!\w)",
    re.IGNORECASE,
)
# A ruling-out of what is pointed at, whatever it is: "not this", "mu hatha", "مو هذا"
_POINTED = frozenset(
    {"this", "that", "these", "those", "one", "ones", "it", "them", "hatha", "hathi", "hathy",
     "hadha", "hada", "hathol", "hathola", "هذا", "هذي", "هذه", "هذول", "ذا", "ذي"}
)  # fmt: skip
# The requests whose reply shows goods to point at
_SHOWED_GOODS = frozenset(
    {"search", "general", "browse", "wish", "cheaper", "similar", "compare", "healthier",
     "product_detail", "substitution", "goods_for_a_placed_order", "brand_products", "add_to_cart"}
)  # fmt: skip
_MOST_WORDS = 4  # what a ruling-out of one card takes: "the white one", "il abya9"
# The want before the pick ("i want the brown", "ابي البني"): the pick is the words after it
_WANT_FIRST = Pattern(rf"^{_WANT}\s+(?=\S)", re.IGNORECASE)
_MOST_PICKED = 3  # "the brown one", "il chile limon": a pick, not a request of its own


def _split(text: str) -> tuple[str, str] | None:
    found = _SHAPE.match(text)
    if found is None:
        return _split_after(text)
    out, rest = found.group("out").strip(), found.group("rest").strip()
    if not rest or len(out.split()) > _MOST_WORDS:
        return None
    bare = _WANT_FIRST.sub("", rest)
    return out, bare if len(bare.split()) <= _MOST_PICKED else rest


def _split_after(text: str) -> tuple[str, str] | None:
    """(ruled out, pick and what follows it) of "kdd instead of almarai, 2"; none of a
    question ("is the gel fine instead of powder": whether it will do, `shown_stand_in`)."""
    if _ASKS.search(text):
        return None
    found = _AFTER.match(text)
    if found is None:
        return None
    out, rest = found.group("out").strip(), found.group("rest").strip()
    if len(out.split()) > _MOST_WORDS or len(rest.split()) > _MOST_PICKED + 1:
        return None
    more = found.group("more")
    return out, f"{rest}, {more.strip()}" if more else rest


_NEXT_PART = Pattern(r"\s*(?:[,،;]|\.(?!\d))\s*|\s+(?:and|w|wa|و)\s+", re.IGNORECASE)


def _as_shown(turn: Turn, said: str, products: list[Record]) -> str | None:
    """`said` as a product shown holds every telling word of it, a colour in the name the
    product gives it ("البني" of a "خبز أسمر" said "اسمر"); none when no product shown
    does. A pick is of the list: read afresh, "البني" alone would find brown eggs."""
    text = normalise(said).text
    # of "il chile limon, w bala diet pepsi" the pick is the first part; the rest is its own
    head = _NEXT_PART.split(text, maxsplit=1)[0]
    topic = [w for w in Utterance(head).topic if w.lower() not in _POINTED]
    words = unmet_words(topic, [])  # the words that may tell a product: no talk, no size
    if not words:
        return None
    arabizi = turn.message.arabizi
    for product in products:
        held = {
            word: next(
                (
                    form
                    for form in said_as(word)
                    if not unmet_words([form], [product], sound_alike=arabizi)
                ),
                None,
            )
            for word in words
        }
        if all(held.values()):
            for word, form in held.items():
                if form != word:
                    text = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", str(form), text)
            return text
    return None


async def the_pick(turn: Turn) -> str | None:
    """The rest of the message, when it opens by ruling out a product of the list just shown
    (or the one pointed at) and goes on to say which it wants instead."""
    shown = turn.shown()
    if not shown:
        return None
    parts = _split(turn.input.text)
    if parts is None:
        # "brown", "اسمر", "asmar" alone after the rice: a colour said names none of the
        # goods, it picks from those shown, as "the brown one" does
        alone = normalise(turn.input.text).text
        if not _only_a_colour(alone) or turn.memory.get(INTENT) not in _SHOWED_GOODS:
            return None
        products = await quiet_products(turn, shown)
        held = _as_shown(turn, alone, products)
        return _pointed(held) if held is not None else None
    out, rest = parts
    said = {word.lower() for word in out.split()}
    products = await quiet_products(turn, shown)
    if said & _POINTED and said <= _POINTED | {"the", "il", "el", "al", "ال"}:
        # "this" is of the cards the last reply showed, not of an order or a slot since
        if turn.memory.get(INTENT) not in _SHOWED_GOODS:
            return None
        # "not this one, i want nido": goods of their own, named; "not this one, another"
        # names none and asks for the like of it, read whole
        return _as_shown(turn, rest, products) or await _named_elsewhere(turn, rest)
    if _as_shown(turn, out, products) is None and not _only_a_colour(out):
        # "not the white" after rice, none of it white: a colour set against the one picked
        # says what the pick is, whatever the list holds
        return None
    # the pick too is a product shown: "oat milk instead of almarai" asks for goods the list
    # lacks; read whole, as before
    held = _as_shown(turn, rest, products)
    return _pointed(held) if held is not None else None


def _pointed(pick: str) -> str:
    """A colour picked with no word pointing at it ("brown not white", "asmar") pointed at,
    so it is read as a pick of the list, not a search: "the brown one", "الاسمر"."""
    if not _only_a_colour(pick) or set(pick.lower().split()) & (_POINTED | _ARTICLES):
        return pick
    words = pick.split()
    if pick.isascii():
        return f"the {pick} one"
    return " ".join(word if word.startswith("ال") else "ال" + word for word in words)


_ARTICLES = frozenset({"the", "il", "el", "al", "ال"})


def _only_a_colour(said: str) -> bool:
    """Whether `said` is a colour and pointing words only ("the white", "il abya9")."""
    text = normalise(said).text.split()
    said_words = [w for w in text if w.lower() not in _POINTED | _ARTICLES]
    return bool(said_words) and all(colour_of(word) for word in said_words)


async def _named_elsewhere(turn: Turn, said: str) -> str | None:
    """`said`, when a product of the store holds every telling word of it."""
    text = normalise(said).text
    words = unmet_words(Utterance(text).topic, [])
    if not words:
        return None
    found = await quiet_search(turn, " ".join(words))
    arabizi = turn.message.arabizi
    return said if any(not unmet_words(words, [p], sound_alike=arabizi) for p in found) else None


def holding(turn: Turn, said: str, products: list[Record]) -> list[Record]:
    """The products that hold every telling word of `said`, a colour by any of its names."""
    return [product for product in products if _as_shown(turn, said, [product]) is not None]


def showed_goods(turn: Turn) -> bool:
    """Whether the last reply showed goods to point at (not an order or a slot since)."""
    return bool(turn.shown()) and turn.memory.get(INTENT) in _SHOWED_GOODS

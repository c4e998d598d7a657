"""A pick of the goods just shown, said after ruling one of them out: "not the white, the
brown one", "مو الابيض، البني", "la2 mu hatha, abi il KDD", "bdal il mal7 abi il chile limon".

Read whole, the message names two products and a negation, and no reading weighs them
apart: a pick of the list finds no product holding both "white" and "brown", a search finds
none either, and the shopper hears that nothing fits though both are on the screen. The
ruled-out part only says what the pick is not; the pick is the rest, read as if said alone,
so it is resolved against the list like any other pick of it (and proposed when the list
was asked for to buy). Only a ruling-out that points into the list is set aside: a
demonstrative ("this", "هذا", "hatha"), or words a product shown holds. Otherwise the words
are another request's ("not today, add milk" is no pick of the shown). Said the other way
round ("kdd instead of almarai, 2"), the pick too must be a product shown: "oat milk instead
of almarai" asks for goods the list lacks, and a question ("is the gel fine instead of
powder") asks whether one will do.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.skills.common import quiet_products, unmet_words
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
_SHAPE = re.compile(
    rf"^\s*{_LEAD}{_NOT}\s+(?P<out>[^,،.!?؟\n]{{1,40}}?)"
    rf"(?:\s*[,،.!?؟\n]+\s*|\s+(?={_WANT}\b))(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# ...or said after the pick: "il chile limon bdal il mal7", "kdd instead of almarai, 2"
_INSTEAD = r"(?:instead of|rather than|bdal|badal|badil|bidal|بدل|بدال|عوض)"
_AFTER = re.compile(
    rf"^\s*(?P<rest>\S.*?)\s+{_INSTEAD}\s+(?P<out>[^,،.!?؟\n]{{1,40}}?)\s*"
    rf"(?:[,،]\s*(?P<more>\S.*))?$",
    re.IGNORECASE | re.DOTALL,
)
_ASKS = re.compile(
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
_WANT_FIRST = re.compile(rf"^{_WANT}\s+(?=\S)", re.IGNORECASE)
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


def _shown_holds(turn: Turn, said: str, products: list[Record]) -> bool:
    """Whether a product shown holds every telling word of `said`, and there is one."""
    topic = [w for w in Utterance(normalise(said).text).topic if w.lower() not in _POINTED]
    words = unmet_words(topic, [])  # the words that may tell a product: no talk, no size
    arabizi = turn.message.arabizi
    return bool(words) and any(not unmet_words(words, [p], sound_alike=arabizi) for p in products)


async def the_pick(turn: Turn) -> str | None:
    """The rest of the message, when it opens by ruling out a product of the list just shown
    (or the one pointed at) and goes on to say which it wants instead."""
    shown = turn.shown()
    if not shown:
        return None
    parts = _split(turn.input.text)
    if parts is None:
        return None
    out, rest = parts
    said = {word.lower() for word in out.split()}
    if said & _POINTED and said <= _POINTED | {"the", "il", "el", "al", "ال"}:
        # "this" is of the cards the last reply showed, not of an order or a slot since
        return rest if turn.memory.get(INTENT) in _SHOWED_GOODS else None
    products = await quiet_products(turn, shown)
    if not _shown_holds(turn, out, products):
        return None
    if _SHAPE.match(turn.input.text) is None and not _shown_holds(turn, rest, products):
        return None  # "oat milk instead of almarai": another product, the cart's to find
    return rest

"""Goods settled on after talk of others: "fine the pants size 5 then, he's nearly 13kg
anyway" (the jumbo pack sold out), "خلاص البانتس مقاس ٥ عيل", "5ala9 el pants size 5 3ayal".

Read whole, the goods are only shown, or the news beside them (a child's weight) reads as a
size to look up. "Fine ... then" settles on the goods: they are wanted, and are proposed at
one pack unless a count is said; the news after them asks nothing. A first message is read
whole, as it has no talk to settle. A kind of the product in talk settled on alone ("5alas
5allah jumbo") is that product at that kind, when the cart holds none of it.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import cart_lines, quiet_products
from hub.assistant.brain.skills.grounding import ADDING_VERB, names_goods_we_sell, writing_of
from hub.assistant.brain.skills.lines import variant_asked
from hub.assistant.brain.skills.sizes import variant_words
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.utterance import Utterance

# A word that settles: "fine", "ok", "خلاص", "zain"
_SETTLING = r"(?:fine|ok|okay|alright|خلاص|طيب|زين|اوكي|5ala9|5alas|khalas|zain|tayeb)[,،]?\s+"
# The first clause: a sigh at most ("ugh ok the gel then"), a word that settles, the goods, and
# "then" closing it, or a condition after it ("ok 2 lentils then if thats all u got")
_SETTLED = Pattern(
    r"^\s*(?:(?:ugh+|hmm+|uh+|oh+|um+|well|aw+|uff+|اوف|امم+|اف)[,،]?\s+)?"
    + _SETTLING
    + r"(?P<goods>[^,،.!?؟\n]+?)\s+(?:then|عيل|اجل|3ayal|3eil|ajal)"
    r"\s*(?:[,،.!\n]|$|(?=(?:if|since|as|coz|cause|because|لو|اذا|ان|عشان)\s))",
    re.IGNORECASE,
)


# Words that point at goods shown, whose pick is read as one
_POINTING = frozenset({"one", "ones", "that", "this", "those", "واحد", "وحده", "اللي", "wa7ed"})


async def the_request(turn: Turn) -> str | None:
    """The goods settled on, asked to be put in; None when the message settles on none."""
    if INTENT not in turn.memory:
        return None
    found = _SETTLED.match(turn.input.text)
    if found is None:
        return None
    goods = found.group("goods")
    said = Utterance(normalise(goods).text)
    if not said.topic or said.asks or said.has("REMOVE", "NEGATION", "CART", "ORDER"):
        return None
    if said.refers_back or _POINTING & set(said.tokens) or turn.offers_shown:
        return None  # "ok the fruits one then" of the offers shown: a pick, read as one
    if not await names_goods_we_sell(turn, said.topic):
        return None
    rest = Utterance(normalise(turn.input.text[found.end() :]).text)
    if rest.topic and await names_goods_we_sell(turn, rest.topic):
        return None  # "alright the gel then, plus 2 fairy lemon": a list, read whole
    writing = writing_of(turn, goods)
    return f"{ADDING_VERB[writing]} {goods}"


# A kind of the product in talk settled on, alone: "5alas 5allah jumbo", "ok make it jumbo",
# "خلاص خله جامبو" after the jumbo and the medium shrimp were weighed
_SETTLED_KIND = Pattern(
    r"^\s*" + _SETTLING + r"(?:(?:make it|just|5allah|5alah|5aleh|5alih|خله|خليه|خلها|خليها)\s+)?"
    r"(?:the\s+|el\s+)?(?P<kind>[^,،.!?؟\n]+?)\s*[.!]*$",
    re.IGNORECASE,
)
# Readings that leave a product in talk whose kinds may be weighed
_OF_A_PRODUCT = frozenset({"product_detail", "compare", "price", "search"})


async def the_kind_settled(turn: Turn) -> str | None:
    """The product in talk at the kind settled on, asked to be put in, when the message
    names nothing but one of its kinds and the cart does not hold it; None otherwise."""
    focus = turn.focus()
    if focus is None or turn.memory.get(INTENT) not in _OF_A_PRODUCT:
        return None
    found = _SETTLED_KIND.match(turn.input.text)
    if found is None:
        return None
    said = Utterance(normalise(found.group("kind")).text)
    if said.asks or said.has("REMOVE", "NEGATION", "CART", "ORDER") or len(said.tokens) > 3:
        return None
    # looked up to read the message, not shown as tools
    product = next(iter(await quiet_products(turn, [focus])), None)
    if product is None or variant_asked(product, variant_words(said)) is None:
        return None
    if any(
        str(line.get("productId")) == focus
        for line in cart_lines(await turn.store.cart(turn.owner))
    ):
        return None  # a line of it in the cart: "make it jumbo" changes that line
    writing = writing_of(turn, found.group("kind"))
    name = product.get("name")
    named = name.get("ar" if writing == "ar" else "en") if isinstance(name, dict) else name
    return f"{ADDING_VERB[writing]} {found.group('kind')} {named}"

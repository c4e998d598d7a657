"""A product said to cost too much, and something cheaper asked for: "الرز تيلدا غالي شوي..
فيه ارخص؟", "the zubaidi is pricey, something cheaper for frying", "el tilda ghali, fee
ar5a9?".

What is named is the anchor, not the kind to list: the answer is other products of its kind
(rice for a Tilda rice, fish for a zubaidi) below its price, cheapest first, and never the
named products themselves, so "Tilda is dear" is never answered with a dearer Tilda. The
anchor is the named product the conversation holds (shown or in the cart), else the cheapest
of those named.
"""

from __future__ import annotations

from hub.assistant.brain.dear_like_named import not_dear_like_named
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import (
    SEARCH_LIMIT,
    cart_lines,
    confident_hits,
    keywords_in,
    named_by_brand,
    of_aisles,
    search,
    search_kind,
    unmet_words,
)
from hub.assistant.brain.skills.lines import stock_of
from hub.assistant.brain.turn import Turn
from hub.errors import HubError
from hub.record import Record

# Costing too much, in English, Gulf Arabic and Arabizi (read into Arabic script)
_DEAR = Gated(
    r"\b(?:expensive|pricey|pricy|costly|overpriced|too much|a bit much|ghali|ghaly|6ali)\b"
    r"|(?<!\w)(?:غالي|غاليه|غاليين|غالين|غالي شوي|سعره عالي|سعرها عالي)(?!\w)"
)
_KIND_SEARCH = 24


def said_dear(turn: Turn) -> bool:
    # "not pricey like the zubaidi" may be read in plainer words ("cheap like the zubaidi")
    # that no longer say the zubaidi is dear: as typed, it does
    return _DEAR.search(turn.message.text.lower()) is not None or not_dear_like_named(
        turn.input.text
    )


def _price(product: Record) -> int:
    return int(product.get("price") or 0)


async def cheaper_than_the_dear(turn: Turn, topic: list[str]) -> bool:
    """Answers "X is dear, anything cheaper"; False when the message says nothing costs too
    much or names no product the store sells."""
    if not said_dear(turn):
        return False
    named = await _named(turn, topic)
    if not named:
        return False
    held = await _held(turn, named)
    # "el 3asal ghali": dear of what can be bought, not of a jar out of stock
    anchor = held or min([p for p in named if stock_of(p) > 0] or named, key=_price)
    # a brand named is what costs too much: "tilda is dear" wants no other Tilda
    brand_named = named_by_brand(anchor, topic)
    # "غالي! شي ارخص من السمك" after the zubaidi: the words name its kind, and the rest of
    # that kind is the answer, not left out as named
    excluded = named if held is None or brand_named else [held]
    others = [
        p
        for p in await _of_its_kind(turn, anchor, excluded)
        if not (brand_named and p.get("brandId") == anchor.get("brandId"))
    ]
    cheaper = [
        p["_id"]
        for p in sorted(others, key=_price)
        if _price(p) < _price(anchor) and stock_of(p) > 0
    ]
    if cheaper:
        show_products(turn, cheaper[:SEARCH_LIMIT], "cheaper")
        return True
    turn.say("none_cheaper")
    turn.block({"kind": "product_detail", "productId": anchor["_id"]})
    turn.remember_shown([str(anchor["_id"])])  # "anything cheaper?" next is of it
    turn.chips("offers", "aisles")
    return True


async def _named(turn: Turn, topic: list[str]) -> list[Record]:
    """The products the words name, word by word while some product holds them all: "rice
    tilda" the Tilda rices, "zubaidi for frying" the zubaidi and not the frying oil."""
    named: list[Record] = []
    held: list[str] = []
    for word in topic:
        hits = confident_hits([*held, word], await search(turn, " ".join([*held, word])))
        hits = [p for p in hits if not unmet_words([*held, word], [p])]
        if hits:
            named, held = hits, [*held, word]
    return named


async def _held(turn: Turn, named: list[Record]) -> Record | None:
    """The named product this conversation showed or the cart holds: the one meant."""
    ids = {str(p["_id"]) for p in named}
    for pid in [turn.focus() or "", *turn.shown()]:
        if pid in ids:
            return next(p for p in named if p["_id"] == pid)
    try:
        cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    except HubError:
        return None
    held = [str(line.get("productId")) for line in cart_lines(cart)]
    return next((p for p in named if p["_id"] in held), None)


async def _of_its_kind(turn: Turn, anchor: Record, named: list[Record]) -> list[Record]:
    """Products of the anchor's aisle holding one of its keywords ("rice" of a Tilda rice,
    "fish" of a zubaidi), the narrowest keyword that finds any beyond the named ones."""
    ids = {p["_id"] for p in named}
    keywords = keywords_in(anchor, turn.language)
    # the narrowest first: "basmati rice" before "rice"
    for keyword in sorted(keywords, key=lambda keyword: " " not in keyword):
        hits = of_aisles(await search_kind(turn, keyword, limit=_KIND_SEARCH), [anchor])
        others = [p for p in hits if p["_id"] not in ids and not unmet_words(keyword.split(), [p])]
        if others:
            return others
    return []

"""Goods named for an order already placed, kept for the cart: "add nido 1+ to my order"
answered that the order takes no more, then "put it in my cart then", "the sugar in my cart
for next time", "خلاص حطهم بالسلة", "7ithom bil cart".

The cards shown for a new order are a list, and "it" of a list asks which one; but the
shopper named the goods, their pack and their count a turn before, and "it/them/the X" next
means those, as they were named (the 2 kg sugar, two packs of oats), not the list's first
card nor a new search for the word.
"""

from __future__ import annotations

import re
from typing import Any

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import (
    confident_hits,
    products_by_ids,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.skills.lines import (
    choose_line,
    of_age_mark,
    stock_of,
    variant_by_extent,
    variant_of_size,
)
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.storefront.port import LineItem

# {"shown": [the cards' ids], "lines": [[product, variant, count]]}; good while those cards
# are still the ones in view
_KEPT = "placedOrderGoods"

# The cart named as where the goods go now: "in my cart", "بالسلة", "bil cart", "3al basket"
_TO_THE_CART = Pattern(
    r"\b(?:cart|basket|trolley)\b|(?<!\w)(?:ب|لل|في|ع|على|عل)? ?(?:ال)?(?:سله|سلة|كارت|سلتي|كارتي)(?!\w)",
    re.IGNORECASE,
)

# The cart named as where goods come from: "remove it from my cart", "شيله من السلة"
_FROM_THE_CART = Pattern(
    r"\b(?:from|out of|outta|off)\s+(?:(?:my|the|ur|your)\s+)?(?:cart|basket|trolley)\b"
    r"|(?<!\w)(?:من|min|mn)\s?(?:ال\s?)?(?:سله|سلة|كارت|سلتي|كارتي|cart)(?!\w)",
    re.IGNORECASE,
)

# Verbs of putting read as goods beside "it" ("stick it in my cart", "throw them in the
# basket"): no goods of their own when said of the goods kept
_PUTTING = frozenset({"stick", "throw", "chuck", "toss", "pop", "drop", "shove", "slap", "bung"})

# Words beside "put it in the cart" that say when or why, never which goods: "if you can't",
# "I'll order it later", "for next time", "اذا ما يمديكم", "بطلبه بعدين", "a6lbah ba3dain"
_TALK = frozenset(
    {
        "if", "cant", "can", "ill", "will", "later", "next", "time", "checkout", "then",
        "instead", "anyway", "اذا", "لو", "ما", "ماتقدرون", "تقدرون", "ماتقدر", "تقدر",
        "يمديكم", "مايمديكم", "يمدي", "بعدين", "بعدن", "بعد", "عقب", "عقبين", "عوقوب",
        "الجاي", "الجايه", "جاي", "المره", "مره", "خلاص", "طيب", "عيل", "الحين", "اوكي",
    }
)  # fmt: skip
# "بطلبه", "اطلبهم", "a6lbah" (read "طلبيه"): ordering it later, the goods' own words aside
_ORDERING_IT = Pattern(r"^(?:ب|ا|ن|ت|سا)?طلب(?:يه|ه|ها|هم|هن|ي)?$")


def _goods_words(topic: list[str]) -> list[str]:
    """The words of a part that may name goods, without those saying when or why."""
    return [
        word
        for word in topic
        if not any(w in _TALK or _ORDERING_IT.match(w) for w in {word, word.removeprefix("و")})
    ]


def remember(turn: Turn, parts: list[Segment], named: list[str], hits: list[Record]) -> None:
    """The best card of each thing the message named for the placed order, in the pack and
    count it was named with ("2 packs of the 1kg oats", "the 2kg sugar")."""
    wanted = set(named)
    lines: list[list[Any]] = []
    size = turn.utterance.size_asked
    for part in parts:
        said = [word for word in part.topic if word in wanted]
        if not said:
            continue
        fitting = confident_hits(said, hits)
        mark = turn.utterance.age_mark  # "nido 3+": the one of that age
        fitting = [hit for hit in fitting if of_age_mark(hit, mark)] or fitting
        best = next((hit for hit in fitting if not unmet_words(said, [hit])), None)
        best = best or next(iter(fitting), None)
        if best is None or any(line[0] == best["_id"] for line in lines):
            continue
        variant, units = choose_line(best, part.quantity, said, part.size or size)
        if stock_of(best, variant) >= units:
            lines.append([best["_id"], variant, units])
    if lines:
        turn.memory[_KEPT] = {"shown": turn.shown(), "lines": lines}
    else:
        turn.memory.pop(_KEPT, None)


def _kept(turn: Turn) -> list[LineItem]:
    value = turn.memory.get(_KEPT)
    if not isinstance(value, dict) or value.get("shown") != turn.shown():
        return []
    return [
        LineItem(str(pid), None if variant is None else str(variant), int(units))
        for pid, variant, units in value.get("lines") or []
    ]


def puts_them_in_the_cart(turn: Turn) -> bool:
    """The message sends goods to the cart right after goods were named for a placed order:
    what it points at are those goods, however else it may read (an order again, the cart
    shown)."""
    text = turn.typed_and_read
    if not _kept(turn) or not _TO_THE_CART.search(text) or _FROM_THE_CART.search(text):
        return False
    u = turn.utterance
    if u.has("ADD") or _PUTTING & set(u.tokens):
        return True
    # no verb of putting: "the sugar in my cart then" sends goods; "what's in my cart",
    # "show my cart", "empty my cart" are the cart's own matters
    if u.asks or u.has("SHOW", "CLEAR", "REMOVE"):
        return False
    return any(s.refers_back or s.topic for s in u.segments())


async def taken(turn: Turn, segments: list[Segment]) -> tuple[list[LineItem], list[Segment]] | None:
    """(the kept goods the message points at, the rest of its parts): a bare "it/them" is
    every kept line, "the sugar" the kept line its words name, a count said with either
    the count of that line; None when it points at none of them."""
    kept = _kept(turn)
    if not kept:
        return None
    found = await products_by_ids(turn, [line.productId for line in kept])
    lines: list[LineItem] = []
    rest: list[Segment] = []
    talk = False  # a part said only when or why
    for segment in segments:
        topic = _goods_words(segment.topic)
        if segment.refers_back and set(topic) <= _PUTTING:
            segment = Segment(segment.quantity, segment.ordinal, [], True, segment.size)
        elif topic != segment.topic:
            if not topic and segment.quantity is None and segment.ordinal is None:
                talk = True  # "بطلبه بعدين", "I'll order it later": no goods of its own
                continue
            segment = Segment(
                segment.quantity, segment.ordinal, topic, segment.refers_back, segment.size
            )
        if segment.ordinal is not None:
            rest.append(segment)
            continue
        if segment.topic:
            meant = [
                line
                for line in kept
                if line.productId in found
                and confident_hits(segment.topic, [found[line.productId]])
                and not unmet_words(segment.topic, [found[line.productId]])
            ]
        else:
            meant = kept if segment.refers_back else []
        if not meant:
            rest.append(segment)
            continue
        count = segment.quantity
        for line in meant:
            units = line.quantity
            if count is not None and count.unit is None and len(meant) == 1:
                units = max(1, int(count.amount))
            variant = _pack_said(found.get(line.productId), segment) or line.variantId
            if count is not None and count.unit is not None and len(meant) == 1:
                # "سكر ٢ كيلو": the 2 kg pack, or as many packs as make the amount
                variant, units = choose_line(
                    found[line.productId], count, segment.topic, segment.size
                )
            if all(held.productId != line.productId for held in lines):
                lines.append(LineItem(line.productId, variant, units))
    if not lines and any(segment.refers_back for segment in segments):
        # "حطه بالسلة مع ٢ بيبسي": the "it" of the verb and other goods read as one part
        lines = list(kept)
        rest = [Segment(s.quantity, s.ordinal, s.topic, False, s.size) for s in segments]
    if not lines and not rest and talk:
        # "حطوه بالسلة للطلب الجاي": nothing named but when, so the goods kept
        lines = list(kept)
    if not lines:
        return None
    # "حطه بالكارت وبطلبه عقب", "7i6ah bil cart w ba6lubah ba3dain": words naming no goods
    # beside the kept ones are talk, not goods to look for
    return lines, [s for s in rest if s.ordinal is not None or await _names_goods(turn, s.topic)]


async def _names_goods(turn: Turn, words: list[str]) -> bool:
    """Whether some product's name holds one of the words."""
    for word in words:
        if any(not unmet_words([word], [hit]) for hit in await quiet_search(turn, word)):
            return True
    return False


def _pack_said(product: Record | None, segment: Segment) -> str | None:
    """The pack the goods are named in now ("2 of the big almarai laban", "اللبن ٢ لتر"),
    in place of the one kept from the turn before; None to keep that one."""
    if product is None:
        return None
    said = variant_of_size(product, segment.size) if segment.size is not None else None
    said = said or variant_by_extent(product, segment.topic)
    return None if said is None else str(said["_id"])

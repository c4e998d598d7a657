"""Goods of those just shown or offered, named again with how many or how much: "okay
oranges, a kilo" after the mandarins and the oranges, "almarai 2 litre, 3 of them" after the
milks, "خلها ٥ ابراج" after the water. The shopper has chosen; the count or the amount is the
order of it, never thanks, a new search or a question of which brand.

Only the goods already in view are read here: the words must name one of them, and nothing
may be asked, taken out or refused, so "3 kilo tamat" opening a conversation, "ok thanks"
and "how much are 2 oranges" keep their own readings.
"""

from __future__ import annotations

from hub.assistant.brain.skills.choosing import sold_in
from hub.assistant.brain.skills.common import quiet_products, quiet_search, unmet_words
from hub.assistant.brain.skills.pack_kinds import piece_sized
from hub.assistant.brain.swaps import takes_off
from hub.assistant.brain.turn import Turn
from hub.record import Record

# What may stand beside the goods and their count: an answer, a request to add or to make
# it so many, a pointing word ("3 of them")
_BESIDE = frozenset({"ACK", "YES", "ADD", "TAKE", "WANT", "CHANGE", "REF"})
_LONGEST = 8
# An amount with no count is an order only when said as settling on the goods: "okay
# oranges, a kilo", "zain burtugal 2 kilo" ("ابي الكبير ٢ لتر" asks for that pack's card)
_SETTLING = ("ACK", "YES")


async def orders_shown_goods(turn: Turn) -> bool:
    """ "5 abraaj", "burtugal kilo", "المراعي ٢ لتر، ٣ حبات" right after those goods were
    shown or offered: that many (or that much) of them is asked for."""
    named = await _counted_in_view(turn)
    if named is None:
        return False
    u = turn.utterance
    size = u.size_asked
    if size is not None and (sized := [p for p in named if sold_in(p, size)]):
        # "almarai 2 litre, 3" after the Almarai milks and laban asked as milk: the milk
        # sold in 2 L; a brand alone, with no pack, still names them all
        asked = turn.asked_words()
        named = [p for p in sized if asked and not unmet_words(asked, [p])] or sized
    if len(named) > 1 and size is None and (pack := turn.asked_size()) is not None:
        # "3 mn il abraaj" after waters asked "6 x 1.5 litir": the Abraaj in that pack, not
        # its gallon beside it
        packed = [p for p in named if sold_in(p, pack) or piece_sized(p, pack) is not False]
        named = packed if len(packed) == 1 else named
    asked = turn.asked_words()
    if len(named) > 1 and asked and not set(u.topic) <= set(asked):
        # "abi il asmar, 2 packs" after "5ubz 3arabi?": the brown Arabic bread the list was
        # asked for, not the brown toast shown beside it; a word of the asking said again
        # ("٢ المراعي" after "حليب المراعي") tells none of the list apart
        of_the_list = [p for p in named if not unmet_words(asked, [p])]
        named = of_the_list if len(of_the_list) == 1 else named
    return len(named) == 1


async def counts_goods_in_view(turn: Turn) -> bool:
    """ "5amsa min abraaj", "خمسه من ابراج" right after the waters: a count of goods in view,
    or of the aisle in view by another brand, however another matter's its words sound alone
    ("ابراج" are towers, and star signs); which of them, when several fit, is the cart's to
    ask."""
    named = await _counted_in_view(turn)
    return bool(named) or (named is not None and await _of_the_aisle_in_view(turn))


async def counts_another_brand(turn: Turn) -> bool:
    """ "5amsa min abraaj" after waters of other brands only: goods of the aisle in view,
    by a brand none of the cards shown is of."""
    named = await _counted_in_view(turn)
    return named is not None and not named and await _of_the_aisle_in_view(turn)


async def _of_the_aisle_in_view(turn: Turn) -> bool:
    """Whether every word asked is a product's of an aisle the cards shown are in."""
    shown = await quiet_products(turn, turn.shown())
    aisles = {product.get("categoryId") for product in shown}
    u = turn.utterance
    hits = await quiet_search(turn, " ".join(u.topic))
    return any(hit.get("categoryId") in aisles and not unmet_words(u.topic, [hit]) for hit in hits)


async def _counted_in_view(turn: Turn) -> list[Record] | None:
    """The goods in view the message counts by name; None when it is no such count."""
    u = turn.utterance
    if u.quantity is None or not u.topic or u.asks or u.servings is not None:
        return None
    if len(u.tokens) > _LONGEST or not set(u.concepts()) <= _BESIDE or takes_off(u.tokens):
        return None  # "take one of the breads off": "take" of a removal orders nothing
    counted = any(s.quantity is not None and s.quantity.unit is None for s in u.segments())
    if not counted and not u.has(*_SETTLING):
        return None  # "almarai 2 litre" alone asks for that pack's card; "ok ..., a kilo" takes it
    in_view = list(dict.fromkeys([*turn.shown(), *(line.productId for line in turn.proposed)]))
    if not in_view:
        return None
    products = await quiet_products(turn, in_view)
    # one of them: a name several fit ("٢ المراعي" after four Almarai milks) is asked about
    return [p for p in products if not unmet_words(u.topic, [p])]

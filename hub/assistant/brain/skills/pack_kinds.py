"""Packs told apart by the shopper's words for them: "the small bottles carton", "abi mai
kartoon 9ghar" (read "ابي مياه كرتون صغير"), "big bottles", "el galon" (read "الجالون"),
"كراتين ماي صغار", "the 1.5 L".

One good is sold in packs that differ by how many pieces they hold and how big each piece
is: water in cartons of 24 small bottles, shrink packs of six 1.5 L bottles and single
gallons. A shopper names the pack by those, not by the product's name: a carton (or box) is
a pack of several pieces, a small one holds small pieces (half a litre or less), a big
bottle a litre or more but no gallon, a gallon three litres and more, and a measure said
is one piece's size as well as the whole pack's ("the 1.5 L" is the pack of 1.5 L bottles).
The wish is read from the message, else from what the list on screen was asked by ("5alha 5
abraaj" after "kartoon 9ghar": Abraaj's carton of small bottles), and picks among products
and their variants alike.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.lines import english, variant_pack
from hub.record import Record
from hub.text import words

_CARTON = frozenset(
    {"carton", "cartons", "box", "boxes", "case", "crate", "kartoon", "karton", "kartonat",
     "كرتون", "كرتونه", "كراتين", "صندوق", "صناديق"}
)  # fmt: skip
_SMALL = frozenset(
    {"small", "smaller", "smallest", "mini", "minis", "little", "9ghar", "9gheer", "9ghayer",
     "sghar", "sagheer", "saghir", "صغير", "صغيره", "صغار", "اصغر", "صغيرين"}
)  # fmt: skip
_BIG = frozenset(
    {"big", "bigger", "biggest", "large", "larger", "family", "kbar", "kbeer", "kabeer",
     "كبير", "كبيره", "كبار", "اكبر", "عائلي", "عائليه", "عايلي", "عايليه"}
)  # fmt: skip
_GALLON = frozenset({"gallon", "gallons", "galon", "jalon", "galoon", "جالون", "جالونات", "غالون"})
_BOTTLE = frozenset({"bottle", "bottles", "btl", "قنينه", "قناني", "بطل", "بطال", "غرشه"})
_ARTICLES = ("بال", "ال", "و")

_SMALL_PIECE = 500.0  # ml or g: a small bottle or pack holds no more
_BIG_PIECE = 1000.0  # ...a big bottle at least a litre
_GALLON_PIECE = 3000.0  # ...and a gallon three litres and more
_PACK = Pattern(r"(?:(\d+)\s*[x×]\s*)?(\d+(?:\.\d+)?)\s*(ml|l|g|kg)\b", re.IGNORECASE)
_IN_BASE = {"ml": 1.0, "l": 1000.0, "g": 1.0, "kg": 1000.0}


@dataclass(frozen=True, slots=True)
class Wish:
    """The pack the words point at: several pieces, small or big ones, a gallon."""

    carton: bool = False
    small: bool = False
    big: bool = False
    gallon: bool = False
    bottles: bool = False

    def __bool__(self) -> bool:
        return self.carton or self.small or self.big or self.gallon


def _bare(word: str) -> str:
    for article in _ARTICLES:
        if word.startswith(article) and len(word) > len(article) + 2:
            return word[len(article) :]
    return word


def wish_of(said: Iterable[str]) -> Wish:
    """The pack the words name, if any ("small carton", "الجالون", "big bottles")."""
    bare = {_bare(word) for word in said}
    small, big = bool(bare & _SMALL), bool(bare & _BIG)
    if small and big:
        small = big = False
    return Wish(
        carton=bool(bare & _CARTON),
        small=small,
        big=big,
        gallon=bool(bare & _GALLON),
        bottles=bool(bare & _BOTTLE),
    )


def wish_said(typed_and_read: str) -> Wish:
    return wish_of(words(typed_and_read))


Pack = tuple[int, float, bool]  # pieces, one piece's ml or g, whether it is poured (ml)


def _pieces(record: Record, label_field: str) -> Pack | None:
    """(pieces, one piece's ml or g, poured) of a pack's label ("24 x 330 ml": 24, 330, True)."""
    found = _PACK.search(english(record.get(label_field)))
    if found is None:
        return None
    count, unit = int(found.group(1) or 1), found.group(3).lower()
    return count, float(found.group(2)) * _IN_BASE[unit], unit in ("ml", "l")


def _fits(pack: Pack | None, wish: Wish) -> bool:
    """A gallon is of what is poured only: the 3 kg bag of dates is their big pack."""
    if pack is None:
        return False
    count, piece, poured = pack
    gallon = poured and piece >= _GALLON_PIECE
    if wish.carton and count < 2:
        return False
    if wish.gallon and not gallon:
        return False
    if wish.small and piece > _SMALL_PIECE:
        return False
    if wish.big and (piece < _BIG_PIECE or (gallon and not wish.gallon)):
        return False
    return not (wish.bottles and not wish.gallon and gallon)


def pack_wished(product: Record, wish: Wish) -> str | bool | None:
    """The variant of `product` that is the pack wished (its id), None for the product as
    listed, False when no pack of it is. Of several variants that fit, a big one is the
    biggest and a small one the smallest ("the big rice": its 5 kg bag, not the 2 kg)."""
    variants = product.get("variants") or []
    if not variants:
        return None if _fits(_pieces(product, "unit"), wish) else False
    fitting = [
        (pack[1], str(variant["_id"]))
        for variant in variants
        if (pack := _pieces(variant, "name")) is not None and _fits(pack, wish)
    ]
    if not fitting:
        return _of_its_extent(product, variants, wish)
    if wish.big:
        return max(fitting)[1]
    if wish.small:
        return min(fitting)[1]
    return fitting[0][1]


def _of_its_extent(product: Record, variants: list[Record], wish: Wish) -> str | bool:
    """ "the big one" of goods whose packs are counted in pieces (cheese squares of 12 and
    24): big and small are said of one product's packs against each other, the biggest or
    the smallest of them; False for any other wish, for packs of one size alike, and for
    goods whose own name says big or small ("Large White Eggs": "large eggs" names them)."""
    if wish.carton or wish.gallon or not (wish.big or wish.small):
        return False
    named = {_bare(word) for text in _names(product) for word in words(text.lower())}
    if named & (_BIG | _SMALL):
        return False
    sized = [(variant_pack(v), str(v["_id"])) for v in variants]
    measured = [(amount, unit, vid) for (amount, unit), vid in sized if amount]
    if len(measured) < 2 or len(measured) != len(sized) or len({u for _, u, _ in measured}) != 1:
        return False
    ordered = sorted(measured)
    end, next_to_it = (ordered[-1], ordered[-2]) if wish.big else (ordered[0], ordered[1])
    return end[2] if end[0] != next_to_it[0] else False


def _names(product: Record) -> list[str]:
    name = product.get("name")
    return [str(text) for text in name.values()] if isinstance(name, dict) else [str(name or "")]


def variant_fits(product: Record, variant_id: str | None, wish: Wish) -> bool:
    """Whether the line's pack (its variant, else the product as listed) is of the kind."""
    variant = next((v for v in product.get("variants") or [] if v.get("_id") == variant_id), None)
    pack = _pieces(variant, "name") if variant is not None else _pieces(product, "unit")
    return _fits(pack, wish)


def is_pack_word(word: str) -> bool:
    """A word of the pack, not of the goods: "carton", "الصغير", "galon", "bottles"."""
    return _bare(word) in _CARTON | _SMALL | _BIG | _GALLON | _BOTTLE


def piece_sized(product: Record, size: Quantity) -> str | bool | None:
    """The pack of `product` whose pieces are `size` ("the 1.5 L" of "6 x 1.5 L"): its variant
    id, None for the product as listed, False when none is or several are."""
    if size.unit not in ("ml", "g"):
        return False

    def sized(pack: Pack | None) -> bool:
        return pack is not None and pack[0] > 1 and abs(pack[1] - size.amount) < 1e-6

    variants = product.get("variants") or []
    if not variants:
        return None if sized(_pieces(product, "unit")) else False
    fitting = [str(v["_id"]) for v in variants if sized(_pieces(v, "name"))]
    return fitting[0] if len(fitting) == 1 else False

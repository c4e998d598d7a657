"""Which line of a product a request means: its variant (named, sized, numbered or the
default) and how many units make up the quantity asked, and what of it is in stock.

Shared by the skills that show a product and those that propose it, so that what is shown
for "almarai milk 2 litre" is what "add 2" then proposes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from hub.assistant.brain import matching
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity, pack_size
from hub.record import Record


def stock_of(product: Record, variant_id: str | None = None) -> int:
    variants = product.get("variants") or []
    if variants:
        chosen = next((v for v in variants if v.get("_id") == variant_id), variants[0])
        return int(chosen.get("stock") or 0)
    return int(product.get("stock") or 0)


def in_stock(product: Record) -> bool:
    return int(product.get("stock") or 0) > 0


def english(text: Any) -> str:
    if isinstance(text, dict):
        return str(text.get("en") or "")
    return str(text or "")


def choose_line(
    product: Record,
    quantity: Quantity | None,
    asked: Sequence[str] = (),
    size: Quantity | None = None,
) -> tuple[str | None, int]:
    """(variantId, units) for `quantity` of `product`.

    A variant the shopper's words name ("hamour fillet", "chicken thighs") is the one meant,
    in stock or not (`stock_of` then says it is out, never a silent swap). A measure or a
    count that is exactly one variant's pack ("2 L milk", "3 kg tomatoes", "30 eggs" when a
    tray of 30 is sold) picks that variant, one of it, never several smaller packs;
    otherwise the default variant, or the first one in stock when it is not.
    """
    variants = product.get("variants") or []
    # "add the big khalas": the pack a word of extent names, as a word of a variant would,
    # unless a size or a box of so many says the pack ("karton mai 9gheer 24")
    by_extent = size is None and (not says_a_box(asked) or box_sized(asked))
    named = variant_named(product, asked) or (
        variant_by_extent(product, asked) if by_extent else None
    )
    preferred = named["_id"] if named is not None else None
    packed = packs_of(product, size, preferred) if size is not None else None
    if (
        packed is not None
        and size is not None
        and (not variants or variant_of_size(product, size) is None)
    ):
        # "2 kg tomatoes" of a 1 kg pack: two of the pack, the amount asked
        return packed
    if not variants:
        return None, units_for(product, None, quantity)
    sized = variant_of_size(product, size) if size is not None else None
    if sized is not None:  # "2 almarai milk 2 litre": two of the 2 L
        if named is not None and variant_pack(named) == variant_pack(sized):
            sized = named  # "the jumbo, 1 kg" beside the medium of the same kilo
        count = quantity.amount if quantity is not None and quantity.unit is None else 1
        if size is not None and size.unit == "pc" and abs(count - size.amount) < 1e-6:
            count = 1  # "ضيف الـ٣٠ حبه": the tray of 30 is its pieces, not thirty trays
        return sized["_id"], max(1, int(count))
    if named is not None:
        counted = int(quantity.amount) if quantity is not None and quantity.unit is None else 0
        packs = [p for p in multipacks_of(product, counted) if p is not product]
        if packs and variant_named(product, asked) is None:
            # "ma2 rawdatain el 9a3'eer 24": small bottles, and 24 the count of a pack of them
            return packs[0]["_id"], 1
        return named["_id"], units_for(product, named["_id"], quantity)
    if quantity is not None and quantity.amount > 1:
        wanted = quantity.unit or "pc"
        boxed = quantity.unit is None and says_a_box(asked)
        boxes = multipacks_of(product, int(quantity.amount)) if boxed else []
        if boxes and boxes[0] is not product:  # "karton mai 24": the 24-pack, once
            return boxes[0]["_id"], 1
        for candidate in variants:
            amount, unit = variant_pack(candidate)
            if unit == wanted and amount and abs(amount - quantity.amount) < 1e-6:
                return candidate["_id"], 1
    variant = next((v for v in variants if stock_of(product, v["_id"]) > 0), variants[0])
    return variant["_id"], units_for(product, variant["_id"], quantity)


_MOST_PACKS = 10


def packs_of(
    product: Record, size: Quantity | None, prefer: str | None = None
) -> tuple[str | None, int] | None:
    """(variant, count) of the smallest pack that a whole number (2 to 10) of makes up
    `size`: "2 kg" of a 1 kg pack, "1 kg" of a 500 g one; of the variant `prefer` when it
    is sold by weight ("2 kilo ro2byan jumbo": the jumbo's kilo packs). None when none does.
    Weights only: meat, produce and rice are bought by the kilo, while "milk 5 litre" asks
    for a bottle that size."""
    if size is None or size.unit != "g":
        return None
    ids = [v["_id"] for v in product.get("variants") or []] or [None]
    packs = [(pack_of(product, variant_id), variant_id) for variant_id in ids]
    sized = [(amount, vid) for (amount, unit), vid in packs if amount and unit == "g"]
    if not sized:
        return None
    preferred = [(amount, vid) for amount, vid in sized if vid == prefer]
    amount, variant_id = (preferred or [min(sized, key=lambda entry: entry[0])])[0]
    whole = whole_packs(size, (amount, "g"))
    return (variant_id, whole) if whole is not None and 2 <= whole <= _MOST_PACKS else None


def pack_of(product: Record, variant_id: str | None) -> tuple[float | None, str | None]:
    """The pack a line is sold in: its variant's size, else the product's unit ("1 kg")."""
    variants = product.get("variants") or []
    variant = next((v for v in variants if v.get("_id") == variant_id), None)
    return variant_pack(variant) if variant else pack_size(english(product.get("unit")))


def whole_packs(size: Quantity, pack: tuple[float | None, str | None]) -> int | None:
    """How many of `pack` make up `size`, when a whole number (one or more) does."""
    amount, unit = pack
    if not amount or unit != size.unit:
        return None
    count = size.amount / amount
    whole = round(count)
    return whole if whole >= 1 and abs(count - whole) < 1e-6 else None


def any_in_stock(product: Record) -> bool:
    """Whether some variant (or the product, when it has none) can be bought."""
    variants = product.get("variants") or []
    if variants:
        return any(stock_of(product, v.get("_id")) > 0 for v in variants)
    return stock_of(product) > 0


def variant_asked(
    product: Record,
    asked: Sequence[str] = (),
    size: Quantity | None = None,
    number: int | None = None,
) -> Record | None:
    """The variant of `product` a request names, if it names one: by its size number
    ("pampers size 4"), its measure ("almarai milk 2 litre") or its own words ("jumbo
    shrimp"). None when it names none, so that a card shows the product as it is sold by
    default rather than a variant picked for the shopper."""
    if not product.get("variants"):
        return None
    if number is not None:
        record = of_numbered_size(product, number)
        return record if record is not None and record is not product else None
    named = variant_named(product, asked)
    if size is not None:
        sized = variant_of_size(product, size)
        if named is not None and sized is not None and variant_pack(named) == variant_pack(sized):
            return named  # "a kilo of hamour fillet": the fillet, sold by the kilo as the whole
        return sized
    return named or variant_by_extent(product, asked)


# "the big one", "الكبير", "el sagheer": the largest or smallest pack a product is sold in
_BIGGEST = frozenset(
    ["big", "bigger", "biggest", "large", "larger", "largest", "كبير", "كبيره", "اكبر", "kabeer",
     "kbeer"]
)  # fmt: skip
_SMALLEST = frozenset(
    ["small", "smaller", "smallest", "صغير", "صغيره", "اصغر", "sagheer", "saghir", "9gheer",
     "9ghayer"]
)  # fmt: skip


_EXTENTS = _BIGGEST | _SMALLEST


def extent_words(asked: Sequence[str]) -> list[str]:
    """The words of `asked` that say the biggest or the smallest pack ("big", "الكبير")."""
    return [token for token in asked if _bare(token) in _BIGGEST | _SMALLEST]


def _bare(token: str) -> str:
    """Without the article, or "with the" ("بالكبير": for the big one)."""
    return token.removeprefix("بال").removeprefix("ال")


def variant_by_extent(product: Record, asked: Sequence[str]) -> Record | None:
    words = {_bare(token) for token in asked}
    biggest, smallest = bool(words & _BIGGEST), bool(words & _SMALLEST)
    if biggest == smallest:
        return None
    sized: list[tuple[str | None, float, Record]] = []
    for variant in product.get("variants") or []:
        amount, unit = variant_pack(variant)
        if amount:
            sized.append((unit, amount, variant))
    if len(sized) < 2 or len({unit for unit, _, _ in sized}) != 1:
        return None
    ordered = sorted(sized, key=lambda entry: entry[1])
    return (ordered[-1] if biggest else ordered[0])[2]


def variant_pack(variant: Record) -> tuple[float | None, str | None]:
    """The pack a variant is, by its name ("2 L", "5 kg"): (amount, unit), or (None, None)."""
    return pack_size(english(variant.get("name")))


def variant_of_size(product: Record, size: Quantity) -> Record | None:
    variants: list[Record] = product.get("variants") or []
    for variant in variants:
        amount, unit = variant_pack(variant)
        if amount and unit == (size.unit or "pc") and abs(amount - size.amount) < 1e-6:
            return variant
    if (size.unit or "pc") == "pc" and float(size.amount).is_integer():
        # "rawdatain il 24 7aba", "the 24 pack": the water sold as "24 x 330 ml"
        packs = [pack for pack in multipacks_of(product, int(size.amount)) if pack in variants]
        if len(packs) == 1:
            return packs[0]
    return None


def of_age_mark(product: Record, mark: int | None) -> bool:
    """Whether the product's name carries the age mark asked ("Nido 1+" for "nido 1+")."""
    if mark is None:
        return False
    return re.search(rf"(?<!\d){mark}\+", english(product.get("name"))) is not None


def of_numbered_size(product: Record, number: int) -> Record | None:
    """The product itself or its variant sold as "Size <number>" ("Pampers Pants Size 5",
    the "Size 2 (3-8 kg)" of Premium Care), if any: the record that holds the size."""
    label = re.compile(rf"\bsize {number}\b", re.IGNORECASE)
    variants: list[Record] = product.get("variants") or []
    for variant in variants:
        if label.search(english(variant.get("name"))):
            return variant
    return product if label.search(english(product.get("name"))) else None


def variant_named(product: Record, asked: Sequence[str]) -> Record | None:
    """The variant that holds most of the shopper's words beyond the product's own name
    ("fillet" of Hamour, "thighs" of a chicken), when exactly one does."""
    own = {word for text in matching.name_texts(product) for word in matching.stems(text)}
    telling = [
        token
        for token in asked
        if len(token) > 2 and not any(matching.same_word(token, word) for word in own)
    ]
    if not telling:
        return None
    scored = []
    for variant in product.get("variants") or []:
        held = {word for text in matching.name_texts(variant) for word in matching.stems(text)}
        hits = sum(1 for token in telling if any(matching.same_word(token, w) for w in held))
        scored.append((hits, variant))
    best = max((hits for hits, _ in scored), default=0)
    chosen = [variant for hits, variant in scored if hits == best]
    return chosen[0] if best and len(chosen) == 1 else None


def units_for(product: Record, variant_id: str | None, quantity: Quantity | None) -> int:
    """Catalogue units of this product (or variant) that make up `quantity`."""
    if quantity is None:
        return 1
    variants = product.get("variants") or []
    variant = next((v for v in variants if v.get("_id") == variant_id), None)
    label = english(variant.get("name")) if variant else ""
    pack_amount, pack_unit = pack_size(label) if label else (None, None)
    if pack_amount is None:
        label = english(product.get("unit"))
        pack_amount, pack_unit = pack_size(label)
    pieces = _MULTIPACK.match(label)
    if quantity.unit is None and pieces is not None:
        # "6 water" of a "6 x 1.5 L" pack: one pack of six bottles, not six packs
        per_pack = int(pieces.group(1))
        if per_pack > 1 and quantity.amount >= per_pack and quantity.amount % per_pack == 0:
            return int(quantity.amount // per_pack)
    return quantity.units_of(pack_amount, pack_unit)


_MULTIPACK = Pattern(r"\s*(\d+)\s*x\s*\d", re.IGNORECASE)


# a box of several pieces, said with their count: "karton mai 24", "water carton 24"
_BOX_WORDS = frozenset(
    {"carton", "cartons", "box", "case", "كرتون", "كرتونه", "كراتين", "صندوق", "kartoon", "karton"}
)


def says_a_box(words: Sequence[str]) -> bool:
    return any(word.removeprefix("ال").removeprefix("و") in _BOX_WORDS for word in words)


def box_sized(words: Sequence[str]) -> bool:
    """A word of extent said of the box itself, right beside it ("the big carton",
    "الكرتونه الكبيره", "el karton el kbeer"): the pack by its extent, unlike the goods'
    own ("karton mai 9gheer": a carton of the small bottles)."""
    bare = [_bare(word.removeprefix("و")) for word in words]
    return any(
        bare[n] in _BOX_WORDS and bool({bare[n + 1], bare[n - 1] if n else ""} & _EXTENTS)
        for n in range(len(bare) - 1)
    ) or (len(bare) > 1 and bare[-1] in _BOX_WORDS and bare[-2] in _EXTENTS)


# the count of pieces a pack's name starts with: "24 x 330 ml"
_PACK_OF = Pattern(r"(?<![\d.])(\d+)\s*[x×]\s*\d")


def multipacks_of(product: Record, count: int) -> list[Record]:
    """The variants of the product (or the product itself) sold as packs of `count` pieces
    ("24 x 330 ml" for 24), so a count said that is a pack's own is that pack."""
    if count < 2:
        return []
    held = [product, *(product.get("variants") or [])]
    return [
        record
        for record in held
        if any(
            int(found) == count
            for text in (english(record.get("name")), english(record.get("unit")))
            for found in _PACK_OF.findall(text)
        )
    ]

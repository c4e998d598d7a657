"""Products shown in the size or kind asked: "tilda rice 5kg", "pampers size 4", "ابي
الكبير ٢ لتر". Each card shows the variant named; a size that is out or not sold is said, with
the nearest sizes there are; kilos of what is sold by the kilo are that many packs."""

from __future__ import annotations

from collections.abc import Sequence

from hub.assistant.brain.lexicon import STOP_WORDS
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import of_aisles, of_every_word
from hub.assistant.brain.skills.lines import (
    in_stock,
    of_numbered_size,
    pack_of,
    packs_of,
    stock_of,
    variant_asked,
    variant_named,
    variant_of_size,
    variant_pack,
)
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record


def variant_words(utterance: Utterance) -> list[str]:
    """The words that may name a variant: the topic, and request words a variant's name may
    hold too ("whole" of a whole hamour is also "the whole cart")."""
    extra = [t for t in utterance.tokens if t not in utterance.topic and t not in STOP_WORDS]
    return [*utterance.topic, *extra]


def variants_asked(
    turn: Turn, hits: list[Record], size: Quantity | None, number: int | None
) -> dict[str, str]:
    """The variant each hit's card shows: the size or kind the message names, if any."""
    chosen = {}
    for hit in hits:
        variant = variant_asked(hit, variant_words(turn.utterance), size, number)
        if variant is not None:
            chosen[hit["_id"]] = variant["_id"]
    return chosen


def show_numbered_size(
    turn: Turn, hits: list[Record], number: int, variants: dict[str, str]
) -> None:
    """ "pampers size 4": the products sold in that size first; said when it is out of stock
    (beside the sizes there are) or not sold at all."""
    sized = [(hit, of_numbered_size(hit, number)) for hit in hits]
    exact = [hit for hit, record in sized if record is not None]
    if not exact:
        show_products(turn, [hit["_id"] for hit in hits], "size_missing", variants)
        return
    # the rest of the aisle of what was named: "بيبي دراي" also finds Pepsi ("بيبسي")
    rest = [hit for hit in of_aisles(hits, exact) if hit not in exact]
    if any(int(record.get("stock") or 0) > 0 for _, record in sized if record is not None):
        show_products(turn, [hit["_id"] for hit in exact + rest], variants=variants)
    elif any(in_stock(hit) for hit in exact):
        show_products(turn, [hit["_id"] for hit in exact + rest], "size_out_of_stock", variants)
    else:  # no size of it left: said, and what there is instead
        stocked = [hit for hit in rest if in_stock(hit)]
        phrase = "all_sizes_out" if stocked else "asked_out_now"
        show_products(turn, [hit["_id"] for hit in exact + stocked], phrase, variants)


_FEWEST_GRAMS = 50  # a bare number this large may be a pack's grams or millilitres


def size_asked_of(
    quantity: Quantity | None, hits: list[Record], tokens: Sequence[str] = ()
) -> Quantity | None:
    """The size a request names: a measure ("1 litre"), or a count where the products are
    sold in packs of pieces ("eggs 30 pieces", "بيض ٣٠ حبه": the tray of 30)."""
    if quantity is None or quantity.unit in ("g", "ml"):
        return quantity
    # "3asal el shifa 500": a bare number a pack of it weighs or holds is that pack, never
    # five hundred jars; "تايد بودره ٢.٥": a part of a unit is the pack's kilos or litres
    pack = _pack_of_amount(hits, quantity.amount) if quantity.amount >= _FEWEST_GRAMS else None
    if pack is None and not float(quantity.amount).is_integer():
        pack = _pack_of_amount(hits, quantity.amount * 1000)
    if pack is not None:
        return pack
    # a pack of that many pieces (the tray of 30 eggs), not a count of packs ("٢ خبز عربي":
    # two bags of bread sold by six) nor of single pieces ("5 romaine lettuces")
    pieces = {size for hit in hits for size in sizes_of(hit, "pc") if size > 1}
    said = quantity.amount in pieces or bool(_PIECE_WORDS & set(tokens))  # "eggs 60 pieces"
    if quantity.amount > 1 and pieces and said:
        return Quantity(quantity.amount, "pc")
    return None


def _pack_of_amount(hits: list[Record], amount: float) -> Quantity | None:
    """The pack, in grams or millilitres, of `amount` that one of the hits is sold in."""
    for unit in ("g", "ml"):
        if any(size == amount for hit in hits for size in sizes_of(hit, unit)):
            return Quantity(amount, unit)
    return None


_PIECE_WORDS = frozenset({"pieces", "piece", "pcs", "pc", "حبه", "حبات", "حبة", "habba", "7aba"})


def size_in_stock(product: Record, size: Quantity) -> bool:
    """Whether the variant (or product) of exactly `size` has stock."""
    variant = variant_of_size(product, size)
    return stock_of(product, variant["_id"] if variant else None) > 0


def sizes_of(product: Record, unit: str) -> list[float]:
    variants = product.get("variants") or []
    found = [variant_pack(v) for v in variants] or [pack_of(product, None)]
    return [amount for amount, found_unit in found if amount and found_unit == unit]


def show_size(
    turn: Turn,
    hits: list[Record],
    size: Quantity,
    variants: dict[str, str],
    found_phrase: str = "products_found",
) -> None:
    """ "almarai laban 2 litre": the products sold in that size; when none is, say so and
    show the nearest sizes first; when it is out, the cards show the nearest size in stock."""

    def distance(product: Record) -> float:
        gaps = [abs(amount - size.amount) for amount in sizes_of(product, str(size.unit))]
        return min(gaps, default=float("inf"))

    # Only the aisle of what was named: "تايد بودره ٢.٥" is no icing sugar of the same size
    hits = of_aisles(hits, of_every_word(turn.utterance.topic, hits) or hits)

    exact = [hit for hit in hits if distance(hit) < 1e-6]
    if exact:
        if not any(size_in_stock(hit, size) for hit in exact):
            # "سمن اصيل ٢ لتر" when the 2 L is out: say so, and show the sizes there are;
            # "nido 1.8 kg" when no size of it is left: say that, and show what there is
            others = [hit for hit in sorted(hits, key=distance) if hit not in exact]
            stocked = [hit for hit in others if in_stock(hit)]
            phrase = "size_out_of_stock"
            if not any(in_stock(hit) for hit in exact):
                phrase = "all_sizes_out" if stocked else "asked_out_now"
                others = stocked
            instead = {**variants}
            for hit in exact:  # "سمن اصيل ٢ لتر": the 1 L there is, on the card
                in_stock_size = nearest_in_stock(hit, size)
                if in_stock_size is not None:
                    instead[hit["_id"]] = in_stock_size["_id"]
            show_products(turn, [hit["_id"] for hit in exact + others], phrase, instead)
            return
        show_products(turn, [hit["_id"] for hit in exact], found_phrase, variants)
        return
    # "2 kg tomatoes", "abi 2 kilo la7am": a whole number of the kilo packs it is sold in is
    # an amount to buy, not a size missing
    packs = [hit for hit in hits if packs_of(hit, size) is not None]
    if packs and in_stock(packs[0]):
        asked = variant_words(turn.utterance)
        for hit in packs:  # "2 kilo ro2byan jumbo": the jumbo's kilo pack on the card
            named = variant_named(hit, asked)
            if named is not None:
                variants = {**variants, hit["_id"]: named["_id"]}
        show_products(turn, [hit["_id"] for hit in packs], "sold_in_packs", variants)
        return
    if packs:  # "2 kg mandarins" when they are out: said, beside what there is
        stocked = [hit for hit in hits if hit not in packs and in_stock(hit)]
        phrase = "asked_out_of_stock" if stocked else "asked_out_of_stock_alone"
        show_products(turn, [hit["_id"] for hit in packs[:1] + stocked], phrase, variants)
        return
    nearest = sorted(hits, key=distance)
    show_products(turn, [hit["_id"] for hit in nearest], "size_missing", variants)


def nearest_in_stock(product: Record, size: Quantity) -> Record | None:
    """The variant in stock nearest to `size`, if the product has one."""
    stocked = []
    for variant in product.get("variants") or []:
        amount, unit = variant_pack(variant)
        if amount and unit == size.unit and stock_of(product, variant["_id"]) > 0:
            stocked.append((abs(amount - size.amount), variant))
    return min(stocked, key=lambda entry: entry[0])[1] if stocked else None

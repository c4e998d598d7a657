"""Which pack is better value, asked of the packs of one kind: "quaker oats, which size is
better value", "which is better value, the 1kg or 500g oats", "أيهم أوفر الرز ٥ كيلو ولا ٢
كيلو", "ayhom awfar el kees el kbeer wala el 9gheer" (read "...اوفر...").

A price comparison sets the packs' prices side by side, which says nothing of value: the
answer is each pack's price per kilo, litre or piece, from the size its label says, the
best first. The packs are those of the kind the message names, else those just shown.
"""

from __future__ import annotations

import re

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import (
    MEASURE_WORDS,
    SIZE_WORDS,
    confident_hits,
    quiet_products,
    search,
)
from hub.assistant.brain.skills.lines import pack_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text

_VALUE = Bilingual(
    r"\b(?:better|best|more|good|great) value\b|\bvalue for money\b|\bmore economical\b"
    r"|\bcheaper (?:per|by the|a) (?:kg|kilo|kilogram|litre|liter|gram|piece|unit)\b"
    r"|\bworks? out cheaper\b|\bawfar\b",
    r"(?<!\w)(?:اوفر|الاوفر|اوفرهم|ارخص بالكيلو|ارخص باللتر)(?!\w)",
)
# Words of the question, not of the kind weighed
_ASKING = frozenset(
    [
        "which",
        "size",
        "better",
        "best",
        "more",
        "good",
        "great",
        "value",
        "money",
        "economical",
        "cheaper",
        "per",
        "works",
        "work",
        "out",
        "is",
        "are",
        "one",
        "ones",
        "or",
        "vs",
        "versus",
        "pack",
        "packs",
        "bag",
        "bags",
        "box",
        "kilo",
        "kg",
        "litre",
        "liter",
        "gram",
        "اوفر",
        "الاوفر",
        "ايهم",
        "اي",
        "وحده",
        "ولا",
        "او",
        "كيس",
        "الكيس",
        "علبه",
        "العلبه",
        "حجم",
        "الحجم",
    ]
)
_BASES = {"g": ("kg", "كيلو", 1000.0), "ml": ("L", "لتر", 1000.0), "pc": ("piece", "حبة", 1.0)}
_MOST = 4  # packs set side by side


def asks_value(turn: Turn) -> bool:
    return bool(_VALUE.search(turn.typed_and_read))


def _packs_of(product: Record) -> list[tuple[Record, Record | None]]:
    """Each pack a product is sold in: its options ("6 x 1.5 L", "24 x 330 ml"), else itself."""
    variants: list[Record] = product.get("variants") or []
    return [(product, variant) for variant in variants] or [(product, None)]


def _per_unit(product: Record, variant: Record | None) -> tuple[float, str] | None:
    amount, unit = pack_of(product, variant["_id"] if variant else None)
    price = int((variant or product).get("price") or 0)
    if not amount or unit not in _BASES or price <= 0:
        return None
    return price * _BASES[unit][2] / amount, unit


async def _packs(turn: Turn) -> list[Record]:
    kind = [
        word
        for word in turn.utterance.topic
        if word not in _ASKING
        and word not in SIZE_WORDS
        and word not in MEASURE_WORDS
        and not re.fullmatch(r"\d+(?:\.\d+)?", word)
    ]
    if kind:
        hits = confident_hits(kind, await search(turn, " ".join(kind)))
        # "the shrimp, jumbo or medium, which is better value": one product's own packs
        if sum(len(_packs_of(hit)) for hit in hits) >= 2:
            return hits
    focus = turn.focus()
    in_view = turn.shown() or ([focus] if focus else [])
    return await quiet_products(turn, [str(pid) for pid in in_view]) if in_view else []


async def better_value(turn: Turn) -> None:
    weighed: list[tuple[tuple[Record, Record | None], float, str]] = []
    for product in await _packs(turn):
        for pack in _packs_of(product):
            found = _per_unit(*pack)
            if found is not None:
                weighed.append((pack, *found))
    if len(weighed) < 2:
        turn.say("value_unknown")
        turn.chips("aisles", "offers")
        return
    units = [unit for _, _, unit in weighed]
    common = max(set(units), key=units.count)  # kilos with kilos, litres with litres
    ranked = sorted(
        ((pack, per) for pack, per, unit in weighed if unit == common), key=lambda x: x[1]
    )
    ranked = ranked[:_MOST]
    english, arabic, _ = _BASES[common]
    for (product, variant), per in ranked:
        name = product.get("name") or {}
        unit_label = (variant or {}).get("name") or product.get("unit") or {}
        turn.text_block(
            figures(
                "value_per_unit",
                turn.language,
                name={"en": str(name.get("en", "")), "ar": str(name.get("ar", ""))},
                pack={"en": str(unit_label.get("en", "")), "ar": str(unit_label.get("ar", ""))},
                price=kwd_text(int((variant or product).get("price") or 0)),
                per=kwd_text(round(per)),
                unit={"en": english, "ar": arabic},
            )
        )
    shown = list(dict.fromkeys(str(product["_id"]) for (product, _), _ in ranked))
    show_products(turn, shown, "value_best_first")

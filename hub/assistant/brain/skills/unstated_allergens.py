"""The goods of the kind asked whose allergens the store does not state, said beside what
keeps an allergen away ("nut free snacks": three of the chips say "see the pack").

A parent asking for snacks safe for a nut allergy should hear that those chips were left out
for want of a label, not be left to think the store has only what was shown, nor be shown
them as safe: they are named, with the pack to check, never offered as free of it.
"""

from __future__ import annotations

from hub.assistant.brain.needs import Need
from hub.assistant.brain.skills.common import names_of
from hub.assistant.brain.turn import Turn
from hub.record import Record

_NAMED = 4  # more than this many are counted, not named

_SAID = {
    "en": "Not shown as their allergens are not stated (check the pack): {names}.",
    "ar": "ما عرضت هذي لأن مسببات الحساسية فيها غير مذكورة (شيك على العبوة): {names}.",
}
_COUNTED = {
    "en": " and {count} more",
    "ar": " و{count} غيرها",
}


def unstated(pool: list[Record], need: Need, meets_otherwise: list[str]) -> list[Record]:
    """Those of the pool that would keep the need but for allergens not stated: only when
    an allergen is kept away, since a diet's flag is read from the label's flags alone."""
    if not need.avoid:
        return []
    shown = set(meets_otherwise)
    found: list[Record] = []
    for product in pool:
        attributes = product.get("attributes")
        if product["_id"] in shown or not isinstance(attributes, dict):
            continue
        if "allergens" in attributes and attributes["allergens"] is None:
            dietary = set(attributes.get("dietary") or ())
            if need.flags - {"low_sugar"} <= dietary:
                found.append(product)
    return list({str(p["_id"]): p for p in found}.values())


def say_unstated(turn: Turn, products: list[Record]) -> None:
    """Names the goods left out for a label that does not say, a few of them by name."""
    if not products:
        return
    language = turn.language
    joiner = ", " if language == "en" else "، "
    names = joiner.join(names_of(p)[language] for p in products[:_NAMED])
    if len(products) > _NAMED:
        names += _COUNTED[language].format(count=len(products) - _NAMED)
    turn.text_block(_SAID[language].format(names=names))

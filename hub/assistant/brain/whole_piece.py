"""A whole piece asked of goods sold by weight: "a whole watermelon, not a kilo", "ابي وحده
كامله مو كيلو", "wa7da kamla". The words say how it is wanted, not which goods, so the goods
are looked up without them; their card tells how they are sold and at what price.
"""

from __future__ import annotations

from hub.assistant.brain.replies import figures
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text

WHOLE_WORDS = frozenset(
    {"whole", "entire", "full", "piece", "كامل", "كامله", "كاملة", "حبه", "بالحبه", "كاملين",
     "kamla", "kamlah", "kamil", "kaamla", "كمله", "كملا", "كاملا"}
)  # fmt: skip


def say_sold_by_the_kilo(turn: Turn, hits: list[Record]) -> None:
    """ "a whole one, not a kilo" of goods sold only by the kilo: said so, with the price of
    a kilo, under their card."""
    if not hits or not WHOLE_WORDS & set(turn.utterance.tokens):
        return
    product = hits[0]
    unit = product.get("unit")
    if product.get("variants") or not isinstance(unit, dict) or unit.get("en") != "1 kg":
        return
    name = product.get("name")
    names = name if isinstance(name, dict) else {"en": str(name), "ar": str(name)}
    price = kwd_text(int(product.get("price") or 0))
    turn.text_block(figures("sold_by_the_kilo", turn.language, name=names, price=price))

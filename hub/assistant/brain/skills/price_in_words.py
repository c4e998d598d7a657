"""The price asked of one product, said in words beside its card: "السكري بكم؟", "how much
is the sukkari", "il khlas b kam?", "cham si3ra".

"Here are the details" over a card answers a price question only in figures the shopper has
to look for; with "I want just one kilo" beside it, the pack asked is the one priced. The
name, the pack and the price are said, the pack asked first.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text

# "how much", "price", "cost", "بكم", "كم سعر", "سعره", "b kam" (read "ب كم"), "cham si3ra"
_PRICE = Pattern(
    r"\bhow much\b|\bprice[sd]?\b|\bcosts?\b|\bhow much'?s\b"
    r"|(?<!\w)(?:بكم|ب\s+كم|بجم|ب\s+جم|سعر|سعره|سعرها|السعر|بكام|كم\s+(?:ال)?سعر)(?!\w)"
)
_SAID = {"en": "{name}, {pack}: {price}.", "ar": "{name}، {pack}: {price}."}
_SAID_BARE = {"en": "{name}: {price}.", "ar": "{name}: {price}."}


def asked(turn: Turn) -> bool:
    """Whether the message asks a price."""
    return _PRICE.search(turn.message.for_model.lower()) is not None


def _text(value: object, language: str) -> str:
    if isinstance(value, dict):
        return str(value.get(language) or value.get("en") or "")
    return str(value or "")


def tell(turn: Turn, product: Record, variant_id: str | None) -> None:
    """The product's price in words: the pack asked, else the one its card shows."""
    variants: list[Record] = product.get("variants") or []
    pack = next((v for v in variants if v.get("_id") == variant_id), None)
    if pack is None and variants:
        pack = variants[0]  # the card's own pack
    priced = pack if pack is not None and isinstance(pack.get("price"), int | float) else product
    price = priced.get("price")
    if not isinstance(price, int | float):
        return
    name = _text(product.get("name"), turn.language)
    label = _text((pack or {}).get("name") or product.get("unit"), turn.language)
    figures = {"name": name, "pack": label, "price": kwd_text(int(price))[turn.language]}
    turn.text_block((_SAID if label else _SAID_BARE)[turn.language].format(**figures))

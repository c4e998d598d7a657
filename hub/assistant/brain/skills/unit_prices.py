"""What one piece of a multipack costs, when the shopper asks it of the product on its card:
"the big box of the chicken one, how much is that per pack", "الحبه بكم", "kil wa7da b kam".

The card shows the pack's price only; the figure asked is the pack's price over the count
its name says ("40 x 75 g", "200 bags"), said for the pack asked first and then for its other
packs, so the shopper sees which pack is cheaper by the piece.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.replies import figures
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text

# "per pack", "each", "apiece", "الحبه بكم", "كم سعر الحبه", "كل وحده ب كم" (Arabizi read)
_PER_PIECE = Pattern(
    r"\bper[\s-]+(?:pack|packet|piece|pc|bag|can|bottle|unit|item|sachet|roll|one)s?\b"
    r"|\beach\b|\bapiece\b"
    r"|(?<!\w)(?:لل|ال)(?:حبه|وحده|باكيت|بكت|علبه|قطعه|كيس)\s*(?:ب\s*كم|بكم|كم|ب\s*جم|بجم)(?!\w)"
    r"|(?<!\w)(?:سعر|كم|بكم|تطلع)\s+(?:كل\s+)?(?:ال)?(?:حبه|وحده|باكيت|بكت|علبه|قطعه|كيس)(?!\w)"
    r"|(?<!\w)كل\s+(?:حبه|وحده|باكيت|علبه|قطعه|كيس)\s*(?:ب\s*كم|بكم|كم|ب\s*جم|بجم)(?!\w)",
    re.IGNORECASE,
)
# the count of pieces a pack's name says: "40 x 75 g", "200 bags", "30 pcs"
_COUNT = Pattern(
    r"(?<![\d.])(\d+)\s*(?:[x×]\s*\d|(?:pcs|pieces|bags|sachets|rolls|cans|bottles)\b)",
    re.IGNORECASE,
)


def asks_per_piece(turn: Turn) -> bool:
    return bool(_PER_PIECE.search(turn.message.text) or _PER_PIECE.search(turn.typed_and_read))


def _count(label: str) -> int | None:
    match = _COUNT.search(label)
    return int(match.group(1)) if match and int(match.group(1)) > 1 else None


def _line(turn: Turn, pack: Record, label_key: str) -> str | None:
    """One pack's price by the piece: a variant is labelled by its name, a product without
    variants by its unit."""
    label, price = pack.get(label_key), pack.get("price")
    said = label if isinstance(label, dict) else {"en": str(label or "")}
    count = _count(str(said.get("en") or ""))
    if count is None or not isinstance(price, int | float):
        return None
    return figures(
        "per_piece",
        turn.language,
        pack={"en": str(said.get("en") or ""), "ar": str(said.get("ar") or said.get("en") or "")},
        price=kwd_text(int(price)),
        each=kwd_text(round(price / count)),
    )


def say_per_piece(turn: Turn, product: Record, variant_id: str | None) -> None:
    """The price of one piece of each pack of `product` that has a count, the pack asked
    (`variant_id`) first; nothing when no pack says how many it holds."""
    variants: list[Record] = product.get("variants") or []
    if variants:
        asked = [v for v in variants if v.get("_id") == variant_id] or variants[:1]
        packs = [*asked, *(v for v in variants if v not in asked)]
        lines = [line for pack in packs if (line := _line(turn, pack, "name")) is not None]
    else:
        lines = [line for line in (_line(turn, product, "unit"),) if line is not None]
    if lines:
        turn.text_block("\n".join(lines))

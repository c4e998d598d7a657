"""The last offer asked for again after a mis-tap: "oops pressed the wrong button, add it
again", "اسف ضغطت الزر الغلط، ضيفه مره ثانيه", "sorry ghala6t, 7o6ah mara thanya".

Cancel on a proposal sends nothing to the hub, so the offer is still the conversation's
last; the words of the slip ("button", "cancel", "wrong") name no goods, and the offer comes
back as it was (a recipe's goods with their recipe), never with a product called "button"."""

from __future__ import annotations

from typing import Any

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.turn import Turn
from hub.storefront.port import CartMutation, LineItem

# The slip told: "wrong button", "hit cancel", "by mistake", "ضغطت الغلط", "بالغلط", "غلطت"
_SLIPPED = Bilingual(
    r"\bwrong (?:button|one|thing|tap)\b|\b(?:pressed|hit|tapped|clicked|pushed|pressing|"
    r"hitting|tapping) (?:on )?(?:the )?(?:wrong|cancel|x)\b|\bby (?:mistake|accident)\b"
    r"|\baccidentally\b|\bmis-?tap",
    r"(?<!\w)(?:ضغطت|دسيت|دست|كبست)\s+(?:على\s+)?(?:ال)?(?:زر\s+)?(?:الغلط|غلط|كنسل|cancel|"
    r"الغاء|الالغاء)(?!\w)|(?<!\w)(?:ب\s?ال\s?غلط|بالخطا|غلطت|الزر الغلط)(?!\w)",
)
# ...and the offer asked back: "again", "once more", "مره ثانيه", "من جديد", "رجعها"
_AGAIN = Bilingual(
    r"\bagain\b|\bonce more\b|\bre-?add\b|\bback\b",
    r"(?<!\w)(?:مره|مرة) (?:ثانيه|ثانية|ثانيا|اخرى|ثانيه)(?!\w)|(?<!\w)من جديد(?!\w)"
    r"|(?<!\w)(?:رجعه|رجعها|رجعهم|ارجعه|ارجعها)(?!\w)",
)
_KINDS = {"add_to_cart": "propose_add", "add_recipe_to_cart": "propose_recipe"}


def asks_it(turn: Turn) -> bool:
    """Whether the message tells of a slip on the last offer and asks for it again."""
    pending = turn.pending or {}
    if pending.get("type") not in _KINDS or not pending.get("items"):
        return False
    said = turn.typed_and_read
    return bool(_SLIPPED.search(said) and _AGAIN.search(said))


def offer_it(turn: Turn) -> None:
    """The last offer again, as it was, in place of the one still pending."""
    pending: dict[str, Any] = turn.pending or {}
    items = tuple(
        LineItem(str(pid), None if variant is None else str(variant), int(units))
        for pid, variant, units in pending.get("items") or []
    )
    kind = str(pending.get("type"))
    turn.say(_KINDS[kind])
    turn.propose(CartMutation(kind, items, dict(pending.get("params") or {})), supersedes=True)  # type: ignore[arg-type]
    turn.chips("cart", "slots")

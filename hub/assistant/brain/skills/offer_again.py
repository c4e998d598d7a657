"""The last offer asked for again after a mis-tap: "oops pressed the wrong button, add it
again", "اسف ضغطت الزر الغلط، ضيفه مره ثانيه", "sorry ghala6t, 7o6ah mara thanya".

Cancel on a proposal sends nothing to the hub, so the offer is still the conversation's
last; the words of the slip ("button", "cancel", "wrong") name no goods, and the offer comes
back as it was (a recipe's goods with their recipe), never with a product called "button"."""

from __future__ import annotations

from typing import Any

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_products,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.storefront.port import CartMutation, LineItem

# The slip told: "wrong button", "hit cancel", "by mistake", "ضغطت الغلط", "بالغلط", "غلطت"
_SLIPPED = Bilingual(
    r"\bwrong (?:button|one|thing|tap)\b|\b(?:pressed|hit|tapped|clicked|pushed|pressing|"
    r"hitting|tapping) (?:on )?(?:the )?(?:wrong|cancel|x)\b|\bby (?:mistake|accident)\b"
    r"|\baccidentally\b|\bmis-?tap",
    r"(?<!\w)(?:ضغطت|دسيت|دست|كبست)\s+(?:على\s+)?(?:ال)?(?:زر\s+)?(?:الغلط|غلط|كنسل|cancel|"
    r"الغاء|الالغاء)(?!\w)|(?<!\w)(?:ب\s?ال\s?غلط|بالخطا|غلطت|الزر الغلط)(?!\w)",
)
# ...and the offer asked back: "again", "once more", "put it back", "مره ثانيه", "من جديد",
# "رجعها"; "back" only after a verb that puts goods in ("take it back", "go back to the
# nadec one" ask for no offer again)
_AGAIN = Bilingual(
    r"\bagain\b|\bonce more\b|\bre-?add\b"
    r"|\b(?:add|put|bring|get|give|send|stick|throw)\b(?:\s+\w+){0,3}?\s+back\b",
    r"(?<!\w)(?:مره|مرة) (?:ثانيه|ثانية|ثانيا|اخرى|ثانيه)(?!\w)|(?<!\w)من جديد(?!\w)"
    r"|(?<!\w)(?:رجعه|رجعها|رجعهم|ارجعه|ارجعها)(?!\w)",
)
# The request itself told as the slip: "i asked for that by mistake", "ordered it by
# accident", "طلبته بالغلط", "ضفته غلط": the goods were the mistake, never the tap on Cancel
_ASKED_WRONGLY = Bilingual(
    r"\b(?:asked|ordered|added|requested|chose|picked|wanted|typed)\b(?:\s+\w+){0,4}?\s+"
    r"(?:by (?:mistake|accident)|wrongly|in error)\b",
    r"(?<!\w)(?:طلبت|ضفت|اضفت|حطيت|اخترت|كتبت)\w*\s+(?:\w+\s+){0,3}?(?:ب\s?ال\s?غلط|غلط|بالخطا)"
    r"(?!\w)",
)
_KINDS = {"add_to_cart": "propose_add", "add_recipe_to_cart": "propose_recipe"}


def asks_it(turn: Turn) -> bool:
    """Whether the message tells of a slip on the last offer and asks for it again."""
    pending = turn.pending or {}
    if pending.get("type") not in _KINDS or not pending.get("items"):
        return False
    said = turn.typed_and_read
    if _ASKED_WRONGLY.search(said):
        return False
    return bool(_SLIPPED.search(said) and _AGAIN.search(said))


async def asked(turn: Turn) -> bool:
    """`asks_it`, and no goods named beside the slip that the offer does not hold: "i
    removed the milk by mistake, add it back" while bread is offered asks for the milk."""
    return asks_it(turn) and not await _names_other_goods(turn)


async def _names_other_goods(turn: Turn) -> bool:
    said = turn.typed_and_read
    for pattern in (_SLIPPED, _AGAIN):  # the slip's own words ("wrong button") name none
        while (match := pattern.search(said)) is not None:
            said = f"{said[: match.start()]} {said[match.end() :]}"
    words = Utterance(said).topic
    if not words:
        return False
    ids = [str(line[0]) for line in (turn.pending or {}).get("items") or []]
    offered = await quiet_products(turn, ids)
    for word in unmet_words(words, offered, sound_alike=False):
        if confident_hits([word], await quiet_search(turn, word)):
            return True
    return False


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

"""A kind of the goods just shown, said not to be wanted: "i don't want the brown one",
"ما ابي البني", "ma abi il bni". Read alone, the words name no product to act on, and the
cart was answered as if asked for ("your cart is empty"). The shopper has set some cards
aside and is choosing among the rest: those are shown again, without the ones ruled out.
Only a kind some cards hold and others lack is read so; a word no card holds ("i don't want
sugar") is another request's, and a pending proposal's correction is read before this.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import ruled_out
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import quiet_products
from hub.assistant.brain.turn import Turn

_DENIAL = Pattern(
    r"^\s*(?:(?:no|nah|la2?|laa|لا)\s*[,،]?\s+)?"
    r"(?:i\s+)?(?:don'?t|do\s+not|dont)\s+(?:want|like|need)\s+(?:the\s+)?(?P<en>.+?)"
    r"|(?:ما|مو|م)\s*(?:ابي|ابغى|ابغي|ابى|بغيت|اريد|احب)\s+(?P<ar>.+?)"
    r"|(?:ma|mo|mu)\s*(?:abi|abee|abgha|ab8a|abghi|ab6i|a7eb|a7ib)\s+(?P<az>.+?)",
    re.IGNORECASE,
)
_CLOSE = Pattern(r"^(?P<kind>.+?)(?:\s+(?:one|ones|wa7ed|wa7da|واحد))?\s*[.!]*\s*$", re.IGNORECASE)
_MOST_WORDS = 3


async def _others(turn: Turn) -> list[str]:
    """The ids of the cards just shown that do not hold the kind ruled out, when some do."""
    if not ruled_out.showed_goods(turn):
        return []
    found = _DENIAL.fullmatch(turn.input.text.strip())
    if found is None:
        return []
    said = found.group("en") or found.group("ar") or found.group("az") or ""
    kind = _CLOSE.match(said)
    if kind is None or len(kind.group("kind").split()) > _MOST_WORDS:
        return []
    products = await quiet_products(turn, turn.shown())
    held = {p["_id"] for p in ruled_out.holding(turn, kind.group("kind"), products)}
    others = [p["_id"] for p in products if p["_id"] not in held]
    return others if held and others else []


async def rules_out_a_shown_kind(turn: Turn) -> bool:
    """Whether the message sets a kind of the cards just shown aside."""
    return bool(await _others(turn))


async def kind_ruled_out(turn: Turn) -> None:
    show_products(turn, await _others(turn))

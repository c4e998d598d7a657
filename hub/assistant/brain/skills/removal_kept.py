"""A removal offered, then "no, leave it", "لا بعدين خله، امي تحبه", "la 5alah, ummi t7ibah":
the goods stay in the cart, and the removal is taken back.

Right after "tap confirm to take it out", "leave it" is no change of the cart to ask about
(which line, what count?) nor another matter: it keeps the line as it is, whatever reason is
told beside it ("my mum likes it")."""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.assistant.events import Withdrawn

# "leave it", "keep it", "never mind", "خله", "خليه", "خلها", "لا تشيله", "5alah", "5aleeh"
_KEEP = Bilingual(
    r"\b(?:leave|keep)\s+(?:it|them|that|those)\b|\bnever\s?mind\b|\bdon'?t\s+(?:remove|take)\b",
    r"(?<!\w)(?:خله|خليه|خلها|خليها|خلهم|خليهم|خلوه|خلوها|خلوهم|خلاه|خلاها)(?!\w)"
    r"|(?<!\w)لا\s+(?:تشيله|تشيلها|تشيلهم|تحذفه|تحذفها|تشيلونه)(?!\w)",
)
# Arabizi "5alah", "5alih", "5aleeh", "5alha", "5alhom" (read into Arabic as above mostly)
_KEEP_LATIN = Bilingual(r"\b(?:5all?ee?h|5all?ah|5all?iha|5alha|5alhom|5allih)\b")


def keeps_it(turn: Turn) -> bool:
    """Whether the message, right after a removal was offered, keeps the goods: "leave it",
    with no count or other goods asked for."""
    if turn.proposed_change != "remove_cart_item":
        return False
    u = turn.utterance
    if u.has_quantity or u.has("ADD") or u.ordinal is not None or u.asks:
        return False
    said = turn.typed_and_read
    if not (_KEEP.search(said) or _KEEP_LATIN.search(said)):
        return False
    # "never mind, take out the milk instead", "خله، شيل الحليب": another line asked off
    return not Utterance(_without_keeping(said)).has("REMOVE")


def _without_keeping(said: str) -> str:
    """The message less its words of keeping ("don't remove it" is no removal asked)."""
    for pattern in (_KEEP, _KEEP_LATIN):
        while (match := pattern.search(said)) is not None:
            said = f"{said[: match.start()]} {said[match.end() :]}"
    return said


def take_back(turn: Turn) -> None:
    """The removal let go: the goods stay where they are."""
    turn.emit(Withdrawn())
    turn.say("removal_withdrawn")
    turn.chips("cart", "offers")

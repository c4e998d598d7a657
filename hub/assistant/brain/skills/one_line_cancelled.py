"""One good of an order placed cancelled, not the order: "for today's order i'd like to cancel
just the milk", "الطلب حق اليوم، ابي الغي الحليب بس", "il order elli yay il yom, abi alghee
il 7aleeb bas" (read "ابي الغي الحليب بس").

The verb is the order's cancelling, so it read as the whole order called off; the goods it
names and the "only" beside them make it a change of that order's lines, which
`open_orders` answers as one.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills.common import names_an_item
from hub.assistant.brain.turn import Turn

_ONLY = Bilingual(
    r"\bcancel\w*\b(?: \S+){0,2}? (?:just|only) (?:the |my |one |that )?(?!order\b|it\b)\w+"
    r"|\bcancel\w*\b(?: \S+){0,3}? only\b|\bnot (?:the )?(?:whole|entire|full) order\b"
    r"|\b(?:rest|everything else) (?:of (?:the|my) order )?(?:can |should )?(?:stay|come|still)\b",
    r"(?<!\w)(?:الغي|الغاء|الغوا|تلغون|تلغي|كنسل|اكنسل|تكنسلون|شيلوا|شيل)(?!\w)(?: \S+){1,3}?"
    r" (?:بس|فقط|بروحه|بروحها)(?!\w)"
    r"|(?<!\w)(?:مو|مب|مش|ما ابي) (?:ال ?)?(?:طلب|اوردر|order) (?:كله|كامل)(?!\w)"
    r"|(?<!\w)(?:مو|مب|مش) كل (?:ال ?)?(?:طلب|اوردر|order)(?!\w)",
)


async def cancels_a_line(turn: Turn) -> bool:
    """Cancelling asked of one good of the order, named, and not of the whole order."""
    return _ONLY.search(turn.typed_and_read) is not None and await names_an_item(turn)

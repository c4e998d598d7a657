"""How many points the shopper has and how they are used, asked in one breath: "how many
points have i got, and how do i spend them?", "كم نقطة عندي؟ وشلون استعملها", "kam no8a6
3indi w kaif asta3milha".

The rule of using points is the store's (the FAQ), but the count is on the signed-in
shopper's account: the rule alone answers half. Both are given, the balance first. Asking
how is no wish to spend them now, so nothing is proposed (`points_to_use` proposes them when
the shopper says they want them used).
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills import savings
from hub.assistant.brain.skills.faq import rule_card
from hub.assistant.brain.turn import Turn
from hub.text import words

_POINTS = Bilingual(
    r"\b(?:points?|pts|loyalty)\b",
    r"(?<!\w)(?:ب|في|بال|و|وال|ال)?(?:نقاط\S*|نقطه|نقطة|نقط|بوينت\S*)(?!\w)",
)
# The shopper's own count: "how many ... i", "my balance", "كم ... عندي", "نقاطي"
_HOW_MANY_MINE = Bilingual(
    r"\bhow many\b.{0,30}\b(?:i|my|me)\b|\bwhat(?:'s| is) my (?:points|balance)\b"
    r"|\bmy (?:points )?balance\b",
    r"(?<!\w)و?(?:كم|جم|شقد|شكثر|شصد|قديش)\s+(?:\S+\s+){0,2}?(?:عندي|لي|باقي|رصيدي|ظل|بقى)(?!\w)"
    r"|(?<!\w)(?:رصيدي|نقاطي)(?!\w)",
)
# How they are used, asked: "how do i use them", "how does it work", "شلون استخدمها"
_HOW_USED = Bilingual(
    r"\bhow (?:do|can|could|should|would|to)(?: i| we| you)? (?:use|redeem|spend|apply|cash)\b"
    r"|\bhow (?:do|does) (?:it|they|this|that) work\b",
    r"(?<!\w)و?(?:شلون|كيف|ويش|وش)\s+(?:ا|ن|ت)?(?:ستخدم|ستعمل|صرف|بدل|ستبدل|ستفيد|طبق)\S*"
    r"|(?<!\w)و?(?:شلون|كيف)\s+(?:تشتغل|يشتغل|تمشي|يمشي)(?!\w)",
)

_HOW_POINTS_WORK = words("how do loyalty points work redeem points")


def asked(turn: Turn) -> bool:
    said = turn.typed_and_read
    return all(p.search(said) is not None for p in (_POINTS, _HOW_MANY_MINE, _HOW_USED))


async def points_balance(turn: Turn) -> None:
    """The balance, and beside it the store's rule for using points when that is asked."""
    if not asked(turn) or turn.customer_id is None:
        await savings.points_balance(turn)
        return
    turn.hold_chips()
    try:
        await savings.points_balance(turn)
        await rule_card(turn, _HOW_POINTS_WORK)
    finally:
        turn.release_chips()

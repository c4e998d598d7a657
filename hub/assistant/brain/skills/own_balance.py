"""The shopper's own wallet or points asked: "what do i have in the wallet + points now", "كم
عندي بالوالت والبوينتس؟", "sh9ad 3indi nigat" (read "شصد عندي نقاط").

How the wallet or points work is the store's rule (the FAQ); how much a signed-in shopper
holds is on their account, so a question about their own amount is the balance, whatever
the loanwords ("والت", "بوينتس") make of it for the model.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.turn import Turn

# The wallet or the points named, in English, Arabic, or the loanwords written in Arabic
_HELD = Bilingual(
    r"\b(?:wallet|points|point balance|loyalty)\b",
    r"(?<!\w)(?:ب|في|فال|بال|و|وال|ال|لل)?(?:محفظ\S*|والت|نقاط\S*|نقطه|نقط|بوينت\S*)(?!\w)",
)
# How much of it is theirs: "how much/many", "what do i have", "كم عندي", "شقد باقي", "رصيدي"
_HOW_MUCH_MINE = Bilingual(
    r"\bhow (?:much|many)\b.{0,30}\b(?:i|my|me)\b|\bwhat(?:'s| is)? (?:do |have )?i(?: have| got|"
    r" 've got)?\b.{0,25}\b(?:in|on|of)\b|\bmy (?:balance|wallet|points)\b"
    r"|\b(?:balance|left)\b.{0,20}\bmy\b"
    # ...or what is in it, "mine" unsaid: "what's in the wallet now", "المحفظه فيها كم"
    r"|\bwhat(?:'s| is| do i have)? in (?:the |my )?(?:wallet|points)\b"
    r"|\bhow (?:much|many)\b.{0,15}\b(?:in|on) (?:the |my )?(?:wallet|points)\b",
    r"(?<!\w)(?:كم|شقد|شكثر|شصد|قديش) (?:\S+ )?(?:عندي|لي|باقي|رصيدي|ظل|بقى)(?!\w)"
    r"|(?<!\w)(?:رصيدي|محفظتي|نقاطي)(?!\w)"
    r"|(?<!\w)(?:فيها|فيه) (?:كم|شقد|شكثر|شصد|قديش)(?!\w)"
    r"|(?<!\w)(?:كم|شقد|شكثر|شصد|قديش) (?:فيها|فيه)(?!\w)",
)
# ...not how they work or are used: the rule is the FAQ's
# (paying with it, "use my wallet to pay", "ابي ادفع من محفظتي", is how it is spent: the FAQ's)
_HOW_IT_WORKS = Bilingual(
    r"\bhow (?:do|does|can|to)\b|\bwork\w*\b|\bexpire\w*\b|\btop ?up\b|\bearn\w*\b"
    r"|\b(?:use|using|pay|paying|redeem\w*|spend|spending)\b",
    r"(?<!\w)(?:شلون|كيف|طريقه|طريقة|يشتغل|تشتغل|اشحن|شحن|تنتهي|اكسب"
    r"|استخدم|استعمل|ادفع|تدفع|ندفع|الدفع|اصرف|ابدل|استبدل)(?!\w)",
)


def asks_own_balance(turn: Turn) -> bool:
    said = turn.message.for_model
    return (
        _HELD.search(said) is not None
        and _HOW_MUCH_MINE.search(said) is not None
        and _HOW_IT_WORKS.search(said) is None
    )

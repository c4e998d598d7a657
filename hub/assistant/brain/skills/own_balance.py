"""The shopper's own wallet or points asked: "what do i have in the wallet + points now", "كم
عندي بالوالت والبوينتس؟", "sh9ad 3indi nigat" (read "شصد عندي نقاط").

How the wallet or points work is the store's rule (the FAQ); how much a signed-in shopper
holds is on their account, so a question about their own amount is the balance, whatever
the loanwords ("والت", "بوينتس") make of it for the model.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.understood import POINTS_BALANCE

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
    if _HELD.search(said) is None or _HOW_IT_WORKS.search(said) is not None:
        return False
    return _HOW_MUCH_MINE.search(said) is not None or _after_a_balance(turn, said)


# "and the wallet?", "w il points?", "والمحفظه؟" in so few words, right after a balance
_FOLLOW_UP_WORDS = 4


def _after_a_balance(turn: Turn, said: str) -> bool:
    """The other of the two asked in a word right after one's balance: how much of it."""
    return turn.memory.get(INTENT) == POINTS_BALANCE and len(said.split()) <= _FOLLOW_UP_WORDS


# The wallet's money taken out of the store: "can i move the wallet money to my bank acc",
# "اقدر احول فلوس المحفظه لحسابي؟", "agdar as7ab il wallet cash?": the wallet's rule, which
# the bank named leans to another matter
_TAKEN_OUT = Bilingual(
    r"\b(?:move|transfer|withdraw|cash out|take out|get)\b.{0,25}\bwallet\b"
    r"|\bwallet\b.{0,30}\b(?:to (?:my )?(?:bank|account|acc|card)|withdraw\w*|cash out|as cash"
    r"|in cash)\b",
    r"(?<!\w)(?:احول|اسحب|انقل|اطلع|تحول|تسحب|يتحول|ينسحب)\S*\s+(?:\S+\s+){0,2}?(?:ال)?(?:محفظ|والت)\S*"
    r"|(?<!\w)(?:ال)?(?:محفظ|والت)\S*\s+(?:\S+\s+){0,3}?(?:للبنك|لحسابي|البنك|كاش)(?!\w)",
)


def asks_to_take_it_out(turn: Turn) -> bool:
    """Whether the wallet's money is asked out of the store, to a bank or as cash."""
    return _TAKEN_OUT.search(turn.message.for_model) is not None

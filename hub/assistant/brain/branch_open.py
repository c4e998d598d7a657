"""Whether one of our branches is open, or its hours, asked whatever is said beside it.

Read by its own words over the intent model's pick, since a shopper about to walk in asks it
inside talk of other things; another trade's branch and an opened pack are kept out.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# "is the salmiya branch open rn? ill just walk", "الفرع مال الجابرية مفتوح الحين؟ ابطر اروح
# بنفسي": whether one of our branches is open, whatever is said beside it
_A_BRANCH = Gated(r"\bbranch(?:es)?\b|(?<!\w)(?:ال|بال|وال)?فرع(?:كم)?(?!\w)|\bfar3\b")
_OPEN_OR_SHUT_WORDS = (
    r"\b(?:open|opens|closes|closing)\b"
    r"|(?<!\w)(?:مفتوح|مفتوحين|فاتح|فاتحين|يفتح|تفتحون|مسكر|مسكرين|يسكر|تسكرون|يقفل|تقفلون)(?!\w)"
)
_OPEN_OR_SHUT = Gated(
    _OPEN_OR_SHUT_WORDS
    # ...or its hours: "whats ur jahra branch hours", "اوقات دوام فرع الجهرا"
    + r"|\b(?:hours|timings?|working hours|opening hours)\b"
    # (Arabizi "dawama", "awqat" read "دوما", "اقت")
    r"|(?<!\w)(?:ال)?(?:دوام\w*|دوما|اوقات\w*|اقت|مواعيد\w*|ساعات)(?!\w)"
)
_OPENS_OR_SHUTS = Gated(_OPEN_OR_SHUT_WORDS)
# ...but hours counted are a wait, not the branch's hours: "كم ساعات ياخذ التوصيل من فرع
# الجهرا", "kam sa3at" (read "كم ساعات"), "ordered from the branch 3 hours ago"
_HOURS_OF_A_WAIT = Gated(
    r"\b(?:how many|\d+|a few|few|couple of|several|two|three|four|five|six)\s+(?:more\s+)?"
    r"hours?\b|\bhours?\s+(?:ago|late|already)\b"
    r"|(?<!\w)(?:كم|من|قبل|بعد|عدة|\d+|[٠-٩]+)\s+(?:ال)?(?:ساعات|ساعه|ساعة)(?!\w)"
)


# ...never a branch of a bank, a pharmacy or a restaurant
_SOMEONE_ELSES_BRANCH = Gated(
    r"\b(?:bank|atm|pharmacy|clinic|hospital|post office|salon|gym|restaurant|cafe|hotel"
    r"|mall|embassy|ministry|exchange)\b"
    r"|(?<!\w)(?:ال)?(?:بنك|صيدليه|عياده|مستشفي|مستوصف|بريد|صالون|نادي|مطعم|كافيه|فندق|مول"
    r"|سفاره|وزاره|صرافه)(?!\w)"
)


# ...and what was open or shut is told, not asked: "the milk from your branch was already
# open", "كيس الخبز من فرع حولي كان مفتوح"
_WAS_OPEN = Gated(
    r"\b(?:was|were|already|came)\s+(?:\w+\s+)?(?:open|opened|closed)\b"
    r"|(?<!\w)(?:كان|كانت|وصل|وصلني)\s+(?:\S+\s+)?(?:مفتوح|مفتوحه|مسكر|مسكره)(?!\w)"
)


def asks_if_a_branch_is_open(said: str) -> bool:
    return (
        bool(_A_BRANCH.search(said))
        and bool(_OPEN_OR_SHUT.search(said))
        and not (_HOURS_OF_A_WAIT.search(said) and not _OPENS_OR_SHUTS.search(said))
        and not _SOMEONE_ELSES_BRANCH.search(said)
        and not _WAS_OPEN.search(said)
    )

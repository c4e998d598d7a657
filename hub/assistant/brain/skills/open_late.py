"""Whether a branch is open at an hour asked, late at night most often: "ba3d 12 bil leil
msakreen?" right after the Jahra branch, "are you closed after midnight?", "بعد ١٢ بالليل
مسكرين؟", "is the jahra branch open at 2 am".

The branch card shows its hours, but the shopper asks of one hour: the answer reads each
branch's hours against it (`open_now.open_at_minute`) and says which are open then and which
closed, the branches just shown, or every branch when none was. Hours in no form read here
say nothing, and the card answers alone.
"""

from __future__ import annotations

import re

from hub.assistant.brain import replies
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.open_now import open_at_minute
from hub.assistant.brain.turn import BRANCHES, INTENT, Turn
from hub.record import Record
from hub.text import words

# Open or closed asked: English, Gulf Arabic, and Arabizi as read ("msakreen" -> "مسكرين",
# "maftoo7" -> "مفتوح")
_OPEN_OR_CLOSED = Pattern(
    r"\b(?:open|opened|closed|close|closes|closing|shut)\b"
    r"|(?<!\w)(?:مسكر|مسكرين|مسكره|تسكرون|يسكر|تسكر|مقفل|مقفلين|مفتوح|مفتوحين|مفتوحه|فاتح"
    r"|فاتحين|فاتحه|يفتح|تفتحون|تفتح|شغال|شغالين)(?!\w)"
)
# The hour: "after 12 at night", "past midnight", "at 2 am", "بعد ١٢ بالليل", "بعد نص الليل",
# "الساعه ٢ الفجر"
_HOUR = Gated(
    r"\b(?:after|past|at|around|by|till|until)\s+(?:(midnight)|(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)"
    r"|(?<!\w)(?:بعد|الساعه|ساعه|على|لين|الى)\s+(?:(نص الليل|منتصف الليل)|(\d{1,2})(?::(\d{2}))?)"
)
_NIGHT = Gated(
    r"\b(?:night|pm|tonight)\b|(?<!\w)(?:بالليل|بال ليل|الليل|ليل|المسا|بالمسا|المساء)(?!\w)"
)
_MORNING = Gated(r"\bam\b|(?<!\w)(?:الفجر|الصبح|فجر|صباحا)(?!\w)")
# The words of an hour asked, which name no other place: "still open after midnight",
# "بعد ١٢ بالليل", "3am" (read "عم")
_HOUR_WORDS = frozenset(
    words(
        "after past still late tonight night midnight morning am pm hour time open closed"
        " ليل الليل بالليل ليله نص منتصف الفجر فجر الصبح الساعه ساعه الحين للحين بعد عم"
    )
)
_LATE_HOURS = 6  # an hour said alone below this is after midnight ("at 2": 2 am)
_NOON = 12


def hour_asked(text: str) -> int | None:
    """The minute of the day asked of ("after 12 at night": just past midnight); None when
    the message asks no hour of a branch's being open."""
    if not _OPEN_OR_CLOSED.search(text):
        return None
    found = _HOUR.search(text)
    if found is None:
        return None
    midnight = found.group(1) or found.group(5)
    if midnight:
        return 1
    hour = int(found.group(2) or found.group(6))
    minute = int(found.group(3) or found.group(7) or 0)
    if hour > 24 or minute > 59:
        return None
    night = bool(found.group(4) == "pm" or _NIGHT.search(text))
    morning = bool(found.group(4) == "am" or _MORNING.search(text))
    if hour == _NOON:
        hour = 12 if morning and not night else 0  # "12 at night" is midnight
    elif night and hour >= _LATE_HOURS:
        hour += 12
    after = text[found.start() : found.start() + 5].lower() in ("after", "past ", "بعد ")
    return (hour * 60 + minute + (1 if after else 0)) % (24 * 60)


def _hour_of(turn: Turn) -> int | None:
    """The hour asked, as read or as typed ("3am", which the reading of Arabizi takes for
    a word of its own)."""
    read = hour_asked(turn.message.for_model)
    return read if read is not None else hour_asked(turn.input.text.lower())


def asks_an_hour(turn: Turn) -> bool:
    return _hour_of(turn) is not None


@while_read
def asks_after_the_branches(turn: Turn) -> bool:
    """An hour asked right after branches were shown, naming nothing else: of those
    branches ("the pharmacy next to it, open after midnight?" asks of another place)."""
    shown = turn.memory.get(BRANCHES)
    after_branches = turn.memory.get(INTENT) in ("locations", "hours") and bool(shown)
    if not after_branches or not asks_an_hour(turn):
        return False
    rest = [
        w for w in turn.utterance.topic if w not in _HOUR_WORDS and not _OPEN_OR_CLOSED.match(w)
    ]
    return not rest


async def answer_asked(turn: Turn) -> None:
    """The hour asked right after branches were shown; their cards again when their hours
    cannot be read."""
    if not await answer(turn):
        shown = turn.memory.get(BRANCHES)
        turn.say("branch_named")
        turn.block({"kind": "locations", "branchIds": list(shown or [])})
        turn.chips("slots", "delivery_info")


async def answer(turn: Turn, named: list[Record] | None = None) -> bool:
    """Which branches are open at the hour asked and which closed: those `named`, else those
    just shown, else every branch; False when no hour is asked or no hours can be read."""
    minute = _hour_of(turn)
    if minute is None:
        return False
    branches = await turn.call("branches", turn.store.branches)
    shown = turn.memory.get(BRANCHES) if named is None else [b["_id"] for b in named]
    asked = [b for b in branches if isinstance(shown, list) and b["_id"] in shown] or branches
    states = [(branch, open_at_minute(branch, minute)) for branch in asked]
    if all(state is None for _, state in states):
        return False
    open_then = [branch for branch, state in states if state]
    closed_then = [branch for branch, state in states if state is False]
    if closed_then:
        turn.text_block(_line(turn, "branches_closed_then", closed_then))
    if open_then:
        turn.text_block(_line(turn, "branches_open_then", open_then))
    # the ones that are open then, when some are: where the shopper can go
    others = [b for b in branches if open_at_minute(b, minute) and b not in open_then]
    if closed_then and not open_then and others:
        turn.text_block(_line(turn, "other_branches_open_then", others))
    turn.say("branch_hours_at")
    turn.block({"kind": "locations", "branchIds": [b["_id"] for b in open_then or others or asked]})
    turn.memory[BRANCHES] = [b["_id"] for b in asked]
    turn.chips("slots", "delivery_info")
    return True


def _line(turn: Turn, key: str, branches: list[Record]) -> str:
    names = {
        "en": ", ".join(_name(branch, "en") for branch in branches),
        "ar": "، ".join(_name(branch, "ar") for branch in branches),
    }
    return replies.figures(key, turn.language, branches=names)


def _name(branch: Record, language: str) -> str:
    """ "Fresh Jahra (Daily 7:00 am – 12:00 midnight)": the branch with its hours."""
    return f"{_said(branch.get('name'), language)} ({_said(branch.get('hours'), language)})"


def _said(value: object, language: str) -> str:
    return str(value.get(language) or value.get("en")) if isinstance(value, dict) else str(value)


# How late it stays open, asked alone right after a branch: "till when", "until what time?",
# "how late", "لين متى؟", "الى اي ساعه", Arabizi "lain mita" (read "لين متي")
_TILL_WHEN = Pattern(
    r"^(?:(?:and|so|ok|okay|w)\s+)?(?:(?:till|til|until|untill|upto|up to)\s+(?:when|what\s+time"
    r"|what\s+hour)|how\s+late)(?:\s+(?:is\s+it|are\s+they|do\s+they|it|they|open|close|tonight"
    r"|today))*\s*\??(?:\s|$)"
    r"|(?<!\w)(?:و)?(?:لين|الين|لي|لحد|الى|إلى|للين)\s+(?:متى|متي|امتى|اي ساعه|أي ساعة|الساعه كم"
    r"|كم)(?:\s+(?:مفتوح|مفتوحين|فاتحين|يسكر|يسكرون|الدوام))?\s*\?*\s*$",
    re.IGNORECASE,
)


def asks_till_when(turn: Turn) -> bool:
    """ "till when?" right after a branch was shown: how late that branch is open, on its
    card, never an order's or a delivery's time."""
    if turn.memory.get(INTENT) not in ("locations", "hours") or not turn.memory.get(BRANCHES):
        return False
    return _TILL_WHEN.search(turn.typed_and_read) is not None

"""When a delivery is asked for, read from the message: the weekday ("saturday", "الاحد",
"yom il khamees"), the part of the day ("evening", "العصر", "il 3a9r"), one hour ("at 9 in the
morning", "٩ الصبح"), the first window ("earliest", "اقرب موعد", "awal maw3ed") or now.

The reading of the message knows some of these in Arabic; Arabizi spells them in Latin
letters it may read as other words ("il 3a9r" as juice), so the typed words are read too.
"""

from __future__ import annotations

import datetime
import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Either, Gated
from hub.assistant.brain.replies import WEEKDAY_NAMES
from hub.assistant.brain.skills import slot_picks
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record
from hub.text import words

# The first window asked: "earliest", "soonest", "asap", "اقرب موعد", "اول موعد", "اسرع وقت";
# Arabizi "a8rab maw3ed", "awal wa8t" (read "اقرب موعد", "اول وقت")
_EARLIEST = Gated(
    r"\b(?:earliest|soonest|asap|as soon as (?:possible|you can)|first (?:slot|window|delivery)"
    r"|next (?:slot|window|delivery)|how soon)\b"
    r"|(?<!\w)(?:اقرب|اول|اسرع|أقرب|أول|أسرع) (?:موعد|وقت|مواعيد|شي|فتره)(?!\w)"
    r"|(?<!\w)(?:باسرع|بأسرع|اسرع) وقت(?!\w)"
)
# Now, or how long, asked of a delivery: answered by the first window only while none runs
_NOW = Gated(
    r"\b(?:now|right now|how long|how much time|how fast)\b"
    r"|(?<!\w)(?:الحين|الحينه|هالحين|الحزه|الان|كم ياخذ|كم تاخذ|كم يطول|شكثر)(?!\w)"
)
# The parts of a day, typed or read: Arabizi "il 3a9r" is read as juice ("العصير"), so its
# Latin spelling is looked for too
_MORNING = Gated(
    r"\b(?:morning|mornings|sob7|9ob7|subh|soba7|9aba7|sabah|9ba7)\b"
    r"|(?<!\w)(?:ال)?(?:صبح|صباح|الضحى)(?!\w)"
)
_AFTERNOON = Gated(
    r"\b(?:afternoon|noon|3a9r|3asr|3a9er|3aser|asr|dhuhr|5o6r|thuhr)\b"
    r"|(?<!\w)(?:ال)?(?:ظهر|عصر)(?!\w)"
)
_EVENING = Gated(
    r"\b(?:evening|night|tonight|masa|mesa|lail|leil|layl|maghrib)\b"
    r"|(?<!\w)(?:ال)?(?:مسا|مساء|ليل|بالليل|المغرب)(?!\w)"
)
_PARTS = ((_MORNING, range(6, 12)), (_AFTERNOON, range(12, 17)), (_EVENING, range(17, 24)))
# Weekdays in the Latin spellings Arabizi gives them (Monday 0), and as they are read, which
# the reading's own weekdays may not hold
_WEEKDAYS = (  # gated: most messages hold no piece of any
    (0, Gated(r"\b(?:monday|ithnain|ithnen|ethnain|el ?ithnain|itnain)\b")),
    (1, Gated(r"\b(?:tuesday|thulatha|thalatha|thalath|ethalatha|tholatha)\b")),
    (2, Gated(r"\b(?:wednesday|arba3a|arb3a|arba3)\b|(?<!\w)(?:يوم )?الاربع[هةا](?!\w)")),
    (3, Gated(r"\b(?:thursday|khamees|5amees|khamis|5amis|5ames|khames)\b")),
    (4, Gated(r"\b(?:friday|jim3a|jum3a|jem3a|jum3ah|jim3ah|jm3a)\b|(?<!\w)الجمعا(?!\w)")),
    (5, Gated(r"\b(?:sabt|saturday)\b")),
    (6, Gated(r"\bsunday\b|\b(?:yom|youm|yoom|el|il) ?(?:a7ad|ahad|7ad)\b")),
)
_A_WEEKDAY = Either(*(pattern for _, pattern in _WEEKDAYS))
# The day after tomorrow, and tomorrow in the Latin spellings the reading may not hold
_AFTER_TOMORROW = Gated(
    r"\bday after tomorrow\b|\bba3d (?:bacher|bachir|baacher|bukra|bokra)\b"
    r"|(?<!\w)بعد (?:باجر|بكره|بكرا|باكر|غد)(?!\w)"
)
_TOMORROW = Gated(r"\b(?:tmrw|tmr|tmrrw|tomorow|tomoro|2mrw|2moro|bukra|bokra|bacher|bachir)\b")
# An hour said with its part of the day and no "at": "٩ الصبح", "9 in the morning"
_HOUR_OF_A_PART = Pattern(
    r"(?<![\d.:])(\d{1,2})(?::00)?\s*(?:in the |el |il )?(?:morning|evening|afternoon|night"
    r"|الصبح|الصباح|العصر|الظهر|المسا|المساء|بالليل|الليل|sob7|masa|3a9r)",
    re.IGNORECASE,
)
_A_DIGIT = Pattern(r"\d")
_SUNDAY_NUMBER = 6
_SMALL_HOURS = 4  # "12 at night" to "4 at night": after midnight
_LATE = 8  # hours before 8 said with no part of the day mean the afternoon or evening
_CLOCK = Pattern(r"\d{1,2}(?::\d\d)?(?:am|pm)?", re.IGNORECASE)
# The words of the time asked, which name no area ("اقرب موعد" is no area's name)
_TIME_WORDS = frozenset(
    words(
        "earliest soonest first next slot slots window windows delivery time morning afternoon"
        " evening night tonight today tomorrow اقرب اول اسرع أقرب أول أسرع موعد مواعيد وقت الصبح"
        " الصباح العصر الظهر المسا المساء الليل بالليل اليوم باجر بكره بكرا الحين now fast"
        " long soon take takes after before بعد قبل ba3d gabl qabl midnight by noon midday"
        " lunch lunchtime dinner غدا الغدا الغداء عشا العشا العشاء ظهر الاظهر am pm"
    )
)


# Sunday said as a day: "احد" alone is "someone" ("ممكن احد يساعدني")
_SUNDAY = Gated(r"\bsun(?:day)?\b|(?<!\w)(?:الاحد|يوم احد|الأحد)(?!\w)")


def weekday(turn: Turn) -> int | None:
    weekday = turn.utterance.weekday
    if weekday is not None and (weekday != _SUNDAY_NUMBER or _SUNDAY.search(turn.typed_and_read)):
        return weekday
    said = turn.typed_and_read
    if not _A_WEEKDAY.may_match(said):
        return None
    return next((day for day, pattern in _WEEKDAYS if pattern.search(said)), None)


def day(turn: Turn) -> str | None:
    """ "today", "tomorrow" or "after_tomorrow", when said."""
    if _AFTER_TOMORROW.search(turn.typed_and_read):
        return "after_tomorrow"
    if turn.utterance.day is not None:
        return turn.utterance.day
    return "tomorrow" if _TOMORROW.search(turn.typed_and_read) else None


def part(turn: Turn) -> range | None:
    said = turn.typed_and_read
    return next((hours for part, hours in _PARTS if part.search(said)), None)


def hour(turn: Turn) -> int | None:
    """The one hour asked, on the 24-hour clock ("at 9 in the morning", "٩ الصبح")."""
    at = slot_picks.hour_asked(turn)
    if at is not None:
        return at
    found = _hour_of_a_part(turn.message.for_model) or _hour_of_a_part(turn.input.text)
    if slot_picks.span_asked(turn) is not None:
        return None
    if found is None:
        return 0 if slot_picks.at_midnight(turn) else None
    said, of_the_day = int(found.group(1)), part(turn)
    if (on_the_clock := slot_picks.on_the_clock(said, turn)) in range(_SMALL_HOURS + 1):
        return on_the_clock  # "12 at night", "١ بالليل": after midnight
    afternoon = of_the_day is not None and of_the_day.start >= 12
    if said < 12 and (afternoon or (said < _LATE and of_the_day is None)):
        said += 12
    return said if 0 <= said < 24 else None


def _hour_of_a_part(text: str) -> re.Match[str] | None:
    """An hour said with its part of the day; most messages hold no digit, which it needs."""
    return _HOUR_OF_A_PART.search(text) if _A_DIGIT.search(text) else None


def asks_now(turn: Turn) -> bool:
    """ "now", "how long": asked of a delivery, the first window while none runs."""
    return _NOW.search(turn.typed_and_read) is not None


def a_time_word(word: str) -> bool:
    """A word of the time asked (a weekday, a part of the day, an hour, "earliest"), which
    names nothing else: no area, no errand."""
    return (
        word in _TIME_WORDS
        or _CLOCK.fullmatch(word) is not None
        or weekday_named(word) is not None
        or any(part.search(word) for part, _ in _PARTS)
    )


def earliest(turn: Turn) -> bool:
    return _EARLIEST.search(turn.typed_and_read) is not None


def names_a_time(turn: Turn) -> bool:
    return (
        weekday(turn) is not None
        or day(turn) is not None
        or part(turn) is not None
        or slot_picks.span_asked(turn) is not None
        or hour(turn) is not None
        or earliest(turn)
    )


def weekday_named(word: str) -> int | None:
    if (read := Utterance(word).weekday) is not None:
        return read
    return next((day for day, pattern in _WEEKDAYS if pattern.search(word)), None)


def day_said(turn: Turn, day: Record, opened: list[Record]) -> dict[str, str]:
    if opened and day["date"] == opened[0]["date"]:
        return {"en": "today", "ar": "اليوم"}
    if len(opened) > 1 and day["date"] == opened[1]["date"]:
        return {"en": "tomorrow", "ar": "باجر"}
    number = weekday_of(day)
    name = WEEKDAY_NAMES[number] if number is not None else (str(day["date"]), str(day["date"]))
    return {"en": name[0], "ar": name[1]}


def weekday_of(day: Record) -> int | None:
    try:
        return datetime.date.fromisoformat(str(day.get("date"))).weekday()
    except ValueError:
        return None

"""A delivery window picked from those just shown, by its hours or the part of the day:
"٩-١١", "the 6 to 8 one", "من ٩ الى ١١", "bukra el sob7", "بكرة الصبح", "the evening one".

A window is booked when the order is placed, not in the cart, so a pick is answered with the
window that fits (its card, and that it is chosen at checkout); hours no window covers are
said, with the windows nearest them.
"""

from __future__ import annotations

import re

from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.replies import figures
from hub.assistant.brain.turn import INTENT, SLOT_DAYS, Turn
from hub.record import Record

_SLOT_DAYS = 7
# "9-11", "9 to 11", "من 9 الى 11", "9 لين 11", "6-8pm": a window by its first and last hour
_HOURS = Pattern(
    r"(?<![\d.:])(\d{1,2})(?::00)?\s*(am|pm|ص|م)?\s*"
    r"(?:-|–|to|till|until|and|ila|ela|lain|lein|الى|إلى|الي|الا|لين|للين|ل|لـ|و)\s*"
    r"(\d{1,2})(?::00)?\s*(am|pm|ص|م|الصبح|الصباح|المسا|المساء|بالليل|الليل)?(?![\d.:])",
    re.IGNORECASE,
)
# The parts of a day and the hours their windows start in
_MORNING = Pattern(r"\b(?:morning|am)\b|(?<!\w)(?:ال)?(?:صبح|صباح|الضحى)(?!\w)")
_AFTERNOON = Pattern(r"\bafternoon\b|(?<!\w)(?:الظهر|ظهر|العصر|عصر)(?!\w)")
_EVENING = Pattern(
    r"\b(?:evening|night|tonight|pm)\b|(?<!\w)(?:ال)?(?:مسا|مساء|ليل|بالليل|المغرب)(?!\w)"
)
_PARTS = ((_MORNING, range(6, 12)), (_AFTERNOON, range(12, 17)), (_EVENING, range(17, 24)))
# The small hours: "12 at night", "١ بالليل", "midnight", "نص الليل", "bil lail" are after the
# day's end, not noon nor the afternoon; "12 in the evening" is read so too
_NIGHT = Pattern(
    r"\b(?:night|midnight|lail|leil|layl|lyl)\b|(?<!\w)(?:ال|بال)?ليل(?!\w)",
    re.IGNORECASE,
)
_MIDNIGHT = Pattern(
    r"\bmidnight\b|\b(?:nus|nu9|nuss|no9) (?:el |il |al )?(?:lail|leil|layl)\b"
    r"|(?<!\w)(?:نص|منتصف|نصف) (?:ال)?ليل(?!\w)",
    re.IGNORECASE,
)
# Tonight, said with 12: "tonight at 12", "الليله الساعه ١٢", "el lela sa3a 12" is midnight
_TONIGHT = Pattern(
    r"\b(?:tonight|2night|tonite|el lela|il lela|el laila|il laila|ellela)\b"
    r"|(?<!\w)(?:الليله|الليلة)(?!\w)",
    re.IGNORECASE,
)
_SMALL_HOURS = 4  # "1 at night" to "4 at night" are the small hours; "9 at night" is 21
_LATE = 8  # "6 to 8", "٢-٤": hours before 8 mean the afternoon or evening


def _hour(text: str) -> int:
    return int(text.split(":")[0])


# "after 2 hours", "بعد ٣ ايام": a length of time, not an hour of the day
_NOT_A_LENGTH = (
    r"(?!\s*(?:hours?|hrs?|mins?|minutes?|days?|weeks?|months?|years?|sa3a|sa3at|sa3tain"
    r"|ayam|asabee3|esboo3|usboo3|ashhur|shuhoor|shahar|ساعه|ساعات|ساعتين|دقيقه|دقايق|دقائق"
    r"|يوم|ايام|اسبوع|اسابيع|اسبيع|شهر|شهور|اشهر|سنه|سنين|سنوات))"
)
# Hours from or up to one said: "after 8", "from 7pm on", "بعد ٨", "ba3d il 8", "قبل ٥"
_AFTER = Pattern(
    r"(?:\b(?:after|ba3d|ba3ad|b3d)|(?<!\w)بعد)\s+(?:the\s+|il\s+|el\s+|al\s+)?"
    r"(?:(?:ال)?ساعه\s+|sa3a\s+)?(\d{1,2})(?::00)?\s*(am|pm)?(?![\d.:])" + _NOT_A_LENGTH,
    re.IGNORECASE,
)
_BEFORE = Pattern(
    r"(?:\b(?:before|by|no later than|gabl|qabl|9abl)|(?<!\w)قبل)\s+(?:the\s+|il\s+|el\s+|al\s+)?"
    r"(?:(?:ال)?ساعه\s+|sa3a\s+)?(\d{1,2})(?::00)?\s*(am|pm)?(?![\d.:])" + _NOT_A_LENGTH,
    re.IGNORECASE,
)
_FIRST_OPENS = 9  # "after 8": no window opens before 9 in the morning, so 8 is the evening's
# ...or up to or from a time of the day named, not an hour: "before noon", "قبل الظهر", "gabl
# il dhohr" (read "قبل الاظهر"), "after lunch", "بعد الغدا", "ba3d il 3'ada", "before dinner"
_AFTER_WORD_EN = r"\b(?:after|ba3d|ba3ad|b3d)"
_BEFORE_WORD_EN = r"\b(?:before|by|gabl|qabl|9abl|gbl)"
_AFTER_WORD = rf"(?:{_AFTER_WORD_EN}|(?<!\w)بعد)"
_BEFORE_WORD = rf"(?:{_BEFORE_WORD_EN}|(?<!\w)قبل)"
_TIMES_OF_DAY = (  # the time named: the hour up to it, the hour from it
    (r"noon|midday|mid-day|dhohr|dhuhr|dhuhur|thuhr|thohr|zuhr|duhr|5o6r|(?:ال)?ا?ظهر", 12, 12),
    (r"lunch|lunchtime|ghada|ghadaa|3'ada|(?:ال)?غداء?", 12, 14),
    (r"dinner|3asha|asha|(?:ال)?عشاء?", 19, 21),
    # the prayers that mark the afternoon and the evening: "before maghrib", "قبل العصر"
    (r"asr|3asr|3a9r|(?:ال)?عصر", 15, 15),
    (r"maghrib|maghreb|magrib|maghrb|sunset|(?:ال)?مغرب", 17, 18),
)
_NAMED_TIME = r"\s+(?:the\s+|il\s+|el\s+|al\s+)?(?:{})(?!\w)"
# Each time of the day's two patterns compiled once: formatted and looked up in `re`'s cache
# at every call, they cost more than their searches
_UP_TO_OR_FROM = tuple(
    (
        Pattern(_BEFORE_WORD + _NAMED_TIME.format(name), re.IGNORECASE),
        Pattern(_AFTER_WORD + _NAMED_TIME.format(name), re.IGNORECASE),
        up_to,
        after,
    )
    for name, up_to, after in _TIMES_OF_DAY
)


# Every pattern of an open end starts with one of these words (`_AFTER`, `_BEFORE`, the
# times of the day's): a text holding none of them is not searched by each in turn
_AN_OPEN_END = Pattern(rf"{_AFTER_WORD}|{_BEFORE_WORD}|\bno later than", re.IGNORECASE)
# ...as a message all in ASCII meets it: the Arabic words, which it cannot hold, left out
_AN_OPEN_END_IN_ASCII = Pattern(
    rf"{_AFTER_WORD_EN}|{_BEFORE_WORD_EN}|\bno later than", re.IGNORECASE
)
# A window's hours and an hour named each need a digit, which most messages lack
_A_DIGIT = Pattern(r"\d")


def _up_to_or_from_a_time_of_day(text: str) -> tuple[int, int] | None:
    """ "before noon", "بعد الغدا": the hours up to or from the time of day named."""
    for before, after_it, up_to, after in _UP_TO_OR_FROM:
        if before.search(text):
            return 0, up_to
        if after_it.search(text):
            return after, 24
    return None


@while_read
def _open_ended(turn: Turn) -> tuple[int, int] | None:
    """The hours from one said to the day's end, or from its start up to one said (asked
    twice a turn, by the window's hours and by the one hour)."""
    for text in (turn.message.for_model, turn.input.text):
        if not (_AN_OPEN_END_IN_ASCII if text.isascii() else _AN_OPEN_END).search(text):
            continue
        if (named := _up_to_or_from_a_time_of_day(text)) is not None:
            return named
        for pattern, after in ((_AFTER, True), (_BEFORE, False)):
            found = pattern.search(text)
            if found is None:
                continue
            said = int(found.group(1))
            am = (found.group(2) or "").lower() == "am" or bool(_MORNING.search(text))
            hour = on_the_clock(said, turn, am=am)
            if hour is None:
                continue
            if after and not am and hour < _FIRST_OPENS:
                hour += 12
            return (hour, 24) if after else (0, hour)
    return None


def _span(turn: Turn) -> tuple[int, int] | None:
    """The hours a message names, on the 24-hour clock."""
    said = turn.message.for_model
    found = _HOURS.search(said) if _A_DIGIT.search(said) else None
    if found is None:
        return _open_ended(turn)
    first, last = int(found.group(1)), int(found.group(3))
    said = f"{found.group(2) or ''} {found.group(4) or ''}".lower()
    morning = bool(_MORNING.search(said)) or "ص" in said.split()
    if not morning and first < _LATE:
        first, last = first + 12, (last + 12 if last <= _LATE + 4 else last)
    elif not morning and last < first:
        last += 12  # "11-1": eleven to one
    if not (0 <= first < last <= 24):
        return None
    return first, last


# One hour named for the delivery: "at 8pm", "الساعه ٨ بالليل", "sa3a 8 bel lail" (read "سعا")
_AT_HOUR = Pattern(
    r"(?:\bat\s+|(?<!\w)(?:ال)?ساعه\s+|(?<!\w)سعا\s+)(\d{1,2})(?::00)?(?![\d.:])"
    r"|(?<![\d.:])(\d{1,2})(?::00)?\s*(?:am|pm)\b",
    re.IGNORECASE,
)


def _hour_asked(turn: Turn) -> int | None:
    """The one hour a message names, on the 24-hour clock (evening unless morning is said, as
    a window's hours are read)."""
    said = turn.message.for_model
    found = _AT_HOUR.search(said) if _A_DIGIT.search(said) else None
    if found is None or _HOURS.search(said) or _open_ended(turn) is not None:
        return None if found is not None or not at_midnight(turn) else 0
    hour = int(found.group(1) or found.group(2))
    am = bool(found.group(0).lower().rstrip().endswith("am"))
    return on_the_clock(hour, turn, am=am)


@while_read
def at_midnight(turn: Turn) -> bool:
    """ "midnight", "نص الليل", "nus il lail" said: hour 0."""
    return any(_MIDNIGHT.search(text) for text in (turn.message.for_model, turn.input.text))


def on_the_clock(hour: int, turn: Turn, *, am: bool = False) -> int | None:
    """An hour as said, on the 24-hour clock: evening unless morning is said, as a window's
    hours are read; at night, 12 and the hours up to 4 are the small hours after midnight."""
    said = turn.message.for_model
    typed = turn.input.text
    night = any(_NIGHT.search(text) for text in (said, typed)) or at_midnight(turn)
    tonight = any(_TONIGHT.search(text) for text in (said, typed))
    if hour == 12 and (am or night or tonight):
        return 0  # "12 am", "١٢ بالليل": midnight, not noon
    if night and hour <= _SMALL_HOURS and not am:
        return hour  # "٢ بالليل": two in the morning
    morning = am or bool(_MORNING.search(said))
    evening = bool(_EVENING.search(said))
    if hour < 12 and (evening or (not morning and hour < _LATE)):
        hour += 12
    return hour if 0 <= hour < 24 else None


@while_read
def span_asked(turn: Turn) -> tuple[int, int] | None:
    """The first and last hour a message names for a window, on the 24-hour clock."""
    return _span(turn)


@while_read
def hour_asked(turn: Turn) -> int | None:
    """The one hour a message names for a delivery, on the 24-hour clock."""
    return _hour_asked(turn)


def _starts(turn: Turn) -> range | None:
    said = turn.message.for_model
    return next((hours for part, hours in _PARTS if part.search(said)), None)


_MOST_WORDS = 8
_MOST_WORDS_OF_A_DELIVERY = 12


@while_read
def picks_a_slot(turn: Turn) -> bool:
    """Right after the delivery windows were shown, a message naming hours or a part of the
    day, and nothing else to do; or, at any point, one naming today or tomorrow and a
    window's hours ("لا خلها بكرا الصبح من ٩ لين ١١", "make it tomorrow 9 to 11")."""
    u = turn.utterance
    shown = turn.memory.get(INTENT) == "delivery_slots" and bool(turn.memory.get(SLOT_DAYS))
    at_an_hour = u.has("DELIVER") and _hour_asked(turn) is not None  # "deliver at 8pm"
    if (
        not shown
        and not at_an_hour
        and not (u.day in ("today", "tomorrow") and _span(turn) is not None)
    ):
        return False
    # "ok abi el tawseel bukra 5 ila 7 el masa lel bait": the delivery wanted, its day and
    # hours and the saved place it goes to take more words than a bare pick
    most = _MOST_WORDS_OF_A_DELIVERY if u.has("DELIVER", "PLACE") else _MOST_WORDS
    if len(u.tokens) > most or u.has("ADD", "REMOVE", "CART", "ORDER"):
        return False
    if _span(turn) is None and _starts(turn) is None and _hour_asked(turn) is None:
        return False
    # "the evening one", "بكرة الصبح", "الساعه ٩ الى ١١": hours, and nothing else named
    # beside them ("my bank is open 9 to 5" is no pick)
    return not [
        word
        for word in u.topic
        if not _a_time(word) and word not in _OF_HOURS and not _CLOCK.fullmatch(word)
    ]


_CLOCK = Pattern(r"\d{1,2}(?::00)?(?:am|pm)?", re.IGNORECASE)  # "8pm", "8"


# Words said with the hours: "الساعه ٩", "من ٥ لين ٧"
_OF_HOURS = frozenset(
    {
        "الساعه",
        "ساعه",
        "سعا",  # "sa3a" as the Arabizi reading spells it
        "at",
        "بال",
        "لين",
        "للين",
        "الا",
        "ila",
        "ela",
        "lain",
        "lein",
        "hour",
        "hours",
        "oclock",
        # the day the hours are on: "بكرا الصبح من ٩ لين ١١"
        "tomorrow",
        "tmrw",
        "today",
        "بكره",
        "بكرا",
        "باجر",
        "باكر",
        "اليوم",
    }
)


def _a_time(word: str) -> bool:
    return any(part.search(word) for part, _ in _PARTS)


async def pick_slot(turn: Turn) -> None:
    days = await turn.call("delivery_slots", turn.store.delivery_slots, _SLOT_DAYS)
    shown = [str(day) for day in turn.memory.get(SLOT_DAYS) or []]
    if turn.utterance.day == "tomorrow":
        shown = [str(day.get("date")) for day in days[1:2]] or shown
    elif turn.utterance.day == "today" or not shown:
        shown = [str(day.get("date")) for day in days[:1]] or shown
    open_days = [
        {"date": day.get("date"), "slots": [s for s in day.get("slots", []) if s.get("available")]}
        for day in days
        if str(day.get("date")) in shown
    ]
    if open_days and not any(day["slots"] for day in open_days):
        # "can you deliver at 8 tonight" once tonight's last window has gone: the same hours
        # on the next day that has them, said to be that day's
        later = [
            {
                "date": day.get("date"),
                "slots": [s for s in day.get("slots", []) if s.get("available")],
            }
            for day in days
            if str(day.get("date")) > max(shown)
        ]
        fitting = _fitting(turn, later) or _nearest(turn, later)
        if fitting and fitting[0]["slots"]:
            turn.say("slots_next_day")
            turn.block({"kind": "delivery_slots", "days": fitting[:1]})
            turn.memory[SLOT_DAYS] = [str(fitting[0]["date"])]
            turn.chips("cart", "delivery_info")
            return
    hour = _hour_asked(turn)
    if hour is not None and outside_hours(days, hour):
        around = [d for d in days if str(d.get("date")) >= min(shown, default="")]
        say_outside_hours(turn, days, nearest_to(_opened(around), hour))
        turn.chips("cart", "delivery_info")
        return
    fitting = _fitting(turn, open_days)
    if fitting:
        turn.say(said_of(fitting[0]["slots"], _span(turn)))
        turn.block({"kind": "delivery_slots", "days": fitting[:1]})
        turn.memory[SLOT_DAYS] = shown
        turn.chips("cart", "delivery_info")
        return
    turn.say("slot_not_open")
    turn.block({"kind": "delivery_slots", "days": _nearest(turn, open_days)})
    turn.memory[SLOT_DAYS] = shown
    turn.chips("cart", "express")


def _fitting(turn: Turn, days: list[Record]) -> list[Record]:
    """Each day with the window the hours name exactly, or the first of the part of the day."""
    span, starts, hour = _span(turn), _starts(turn), _hour_asked(turn)
    result = []
    for day in days:
        slots = day["slots"]
        if hour is not None:  # "at 8pm": the window that holds the hour
            slots = [s for s in slots if _hour(s["from"]) <= hour < _hour(s["to"])]
        elif span is not None:
            slots = [s for s in slots if overlaps(s, span)]
        elif starts is not None:
            slots = [s for s in slots if _hour(s["from"]) in starts]
        if slots:
            result.append({"date": day["date"], "slots": slots})
    return result


def said_of(slots: list[Record], span: tuple[int, int] | None) -> str:
    """The words for the windows found: hours between windows ("6 to 8" of 17-19 and 19-21)
    are said to be no one window's, so that none is taken for a "6 to 8" one."""
    between = span is not None and span[0] > 0 and span[1] < 24  # "after 8" has no end
    if between and not any((_hour(s["from"]), _hour(s["to"])) == span for s in slots):
        return "slots_cover_span"
    return "slot_picked" if len(slots) == 1 else "slots_picked"


def overlaps(slot: Record, span: tuple[int, int]) -> bool:
    """A window runs within the hours asked: "4 to 6" is met by 15-17 and 17-19 together,
    "after 8" by every window still running after 20:00; "by 6", "before maghrib" only by
    those done by then, as one still running may come after it."""
    if span[0] == 0:
        return _hour(slot["to"]) <= span[1]
    return _hour(slot["from"]) < span[1] and _hour(slot["to"]) > span[0]


def _nearest(turn: Turn, days: list[Record]) -> list[Record]:
    """The windows of the first open day that overlap the hours named or touch them."""
    span = _span(turn)
    hour = _hour_asked(turn)
    if span is None and hour is not None:
        span = (hour, hour + 1)
    for day in days:
        if not day["slots"]:
            continue
        if span is None:
            return [day]
        near = [
            s for s in day["slots"] if _hour(s["from"]) <= span[1] and _hour(s["to"]) >= span[0]
        ]
        return [{"date": day["date"], "slots": near or day["slots"]}]
    return days[:1]


def _opened(days: list[Record]) -> list[Record]:
    return [
        {"date": day.get("date"), "slots": [s for s in day.get("slots", []) if s.get("available")]}
        for day in days
    ]


def outside_hours(days: list[Record], hour: int) -> bool:
    """The hour falls before the day's first window or after its last: deliveries run only
    between them, so no window holds it nor ever will ("12 at night", "6 in the morning")."""
    slots = [s for day in days[:1] for s in day.get("slots", [])]
    if not slots:
        return False
    return hour < min(_hour(s["from"]) for s in slots) or hour >= max(_hour(s["to"]) for s in slots)


def nearest_to(opened: list[Record], hour: int) -> list[Record]:
    """The open windows nearest an hour outside the delivery hours, from the first of
    `opened` (the day asked) on: late at night, that day's last and the next morning's
    first; early in the morning, the first of the day."""
    with_slots = [d for d in opened if d["slots"]]
    if not with_slots:
        return opened[:1]
    late = hour >= 12 or hour <= _SMALL_HOURS
    first = with_slots[0]
    if not late:
        return [{"date": first["date"], "slots": first["slots"][:1]}]
    shown = []
    if opened and opened[0]["slots"]:
        shown.append({"date": opened[0]["date"], "slots": opened[0]["slots"][-1:]})
    after = [d for d in with_slots if str(d["date"]) > str(opened[0]["date"])]
    if after:
        shown.append({"date": after[0]["date"], "slots": after[0]["slots"][:1]})
    return shown or [{"date": first["date"], "slots": first["slots"][:1]}]


def say_outside_hours(turn: Turn, days: list[Record], shown: list[Record]) -> None:
    """An hour no delivery runs at, said so with the hours they do run and the nearest
    windows: a window "open" then would be untrue."""
    slots = [s for day in days[:1] for s in day.get("slots", [])]
    turn.say("slot_outside_hours")
    if slots:
        start, end = str(slots[0]["from"]), str(slots[-1]["to"])
        turn.text_block(
            figures(
                "delivery_hours",
                turn.language,
                start={"en": start, "ar": start},
                end={"en": end, "ar": end},
            )
        )
    turn.block({"kind": "delivery_slots", "days": shown})
    turn.memory[SLOT_DAYS] = [str(d["date"]) for d in shown]

"""A delivery window picked from those just shown, by its hours or the part of the day:
"٩-١١", "the 6 to 8 one", "من ٩ الى ١١", "bukra el sob7", "بكرة الصبح", "the evening one".

A window is booked when the order is placed, not in the cart, so a pick is answered with the
window that fits (its card, and that it is chosen at checkout); hours no window covers are
said, with the windows nearest them.
"""

from __future__ import annotations

import re

from hub.assistant.brain.once import while_read
from hub.assistant.brain.turn import INTENT, SLOT_DAYS, Turn
from hub.record import Record

_SLOT_DAYS = 7
# "9-11", "9 to 11", "من 9 الى 11", "9 لين 11", "6-8pm": a window by its first and last hour
_HOURS = re.compile(
    r"(?<![\d.:])(\d{1,2})(?::00)?\s*(am|pm|ص|م)?\s*"
    r"(?:-|–|to|till|until|and|ila|ela|lain|lein|الى|إلى|الي|الا|لين|للين|ل|لـ|و)\s*"
    r"(\d{1,2})(?::00)?\s*(am|pm|ص|م|الصبح|الصباح|المسا|المساء|بالليل|الليل)?(?![\d.:])",
    re.IGNORECASE,
)
# The parts of a day and the hours their windows start in
_MORNING = re.compile(r"\b(?:morning|am)\b|(?<!\w)(?:ال)?(?:صبح|صباح|الضحى)(?!\w)")
_AFTERNOON = re.compile(r"\bafternoon\b|(?<!\w)(?:الظهر|ظهر|العصر|عصر)(?!\w)")
_EVENING = re.compile(
    r"\b(?:evening|night|tonight|pm)\b|(?<!\w)(?:ال)?(?:مسا|مساء|ليل|بالليل|المغرب)(?!\w)"
)
_PARTS = ((_MORNING, range(6, 12)), (_AFTERNOON, range(12, 17)), (_EVENING, range(17, 24)))
_LATE = 8  # "6 to 8", "٢-٤": hours before 8 mean the afternoon or evening


def _hour(text: str) -> int:
    return int(text.split(":")[0])


def _span(turn: Turn) -> tuple[int, int] | None:
    """The hours a message names, on the 24-hour clock."""
    found = _HOURS.search(turn.message.for_model)
    if found is None:
        return None
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
_AT_HOUR = re.compile(
    r"(?:\bat\s+|(?<!\w)(?:ال)?ساعه\s+|(?<!\w)سعا\s+)(\d{1,2})(?::00)?(?![\d.:])"
    r"|(?<![\d.:])(\d{1,2})(?::00)?\s*(?:am|pm)\b",
    re.IGNORECASE,
)


def _hour_asked(turn: Turn) -> int | None:
    """The one hour a message names, on the 24-hour clock (evening unless morning is said, as
    a window's hours are read)."""
    said = turn.message.for_model
    found = _AT_HOUR.search(said)
    if found is None or _HOURS.search(said):
        return None
    hour = int(found.group(1) or found.group(2))
    morning = bool(_MORNING.search(said))
    evening = bool(_EVENING.search(said))
    if hour < 12 and (evening or (not morning and hour < _LATE)):
        hour += 12
    return hour if 0 <= hour < 24 else None


def span_asked(turn: Turn) -> tuple[int, int] | None:
    """The first and last hour a message names for a window, on the 24-hour clock."""
    return _span(turn)


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


_CLOCK = re.compile(r"\d{1,2}(?::00)?(?:am|pm)?", re.IGNORECASE)  # "8pm", "8"


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
    fitting = _fitting(turn, open_days)
    if fitting:
        turn.say("slot_picked" if len(fitting[0]["slots"]) == 1 else "slots_picked")
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
            slots = [s for s in slots if (_hour(s["from"]), _hour(s["to"])) == span]
        elif starts is not None:
            slots = [s for s in slots if _hour(s["from"]) in starts]
        if slots:
            result.append({"date": day["date"], "slots": slots if span is None else slots[:1]})
    return result


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

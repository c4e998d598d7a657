"""When a shopper says a past order was placed, and where it stands among their orders.

"from like 9 days ago", "two weeks ago", "last week's", "يوم الجمعه", "قبل ٣ اسابيع", "gabel
shahar", "the order before last", "الطلب اللي قبل الاخير": a span of ages in days (0 = today)
or a place counted back from the newest order. People round ("a couple of weeks ago" of an
order of twelve days), so each span is wider than the words; a span that fits no order is
said to fit none, never stretched onto the newest.

Read on the message as typed and as read in Arabic (`Turn.typed_and_read`), so Arabizi's
spellings ("asabee3", "ayam") that the normaliser reads loosely are matched as typed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated

_AR = r"(?<!\w)"
_END = r"(?!\w)"
_BACK = r"(?:قبل|من|gabel|gabl|gbl|qabl|9abl|min|mn)"
_COUNTS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "couple": 2, "few": 3,
    "واحد": 1, "ثنين": 2, "اثنين": 2, "ثلاث": 3, "ثلاثه": 3, "اربع": 4, "اربعه": 4,
    "خمس": 5, "خمسه": 5, "ست": 6, "سته": 6, "سبع": 7, "سبعه": 7, "ثمان": 8, "ثمانيه": 8,
    "تسع": 9, "تسعه": 9, "عشر": 10, "عشره": 10, "كم": 3,
    "wa7ed": 1, "ithnain": 2, "thnain": 2, "ethnain": 2, "thalath": 3, "thalatha": 3,
    "arba3": 4, "arba3a": 4, "5ams": 5, "khams": 5, "sit": 6, "sab3": 7, "thaman": 8,
    "tis3": 9, "3ashar": 10, "cham": 3, "kam": 3,
}  # fmt: skip
_COUNT = r"(\d+|" + "|".join(sorted(_COUNTS, key=len, reverse=True)) + r")"
_OF = r"(?:\s+of)?"
_DAYS = r"(?:days?|ايام|يوم|ayam|ayyam|aiyam|yom|youm|yoom)"
# "asabee3" is read "اسبيع"
_WEEKS = r"(?:weeks?|اسابيع|اسبوع|اسبيع|asabee3|asabi3|asabe3|usbu3|esbo3|osbo3|isbu3|usboo3)"
_MONTHS = r"(?:months?|شهور|اشهر|شهر|shhoor|shuhoor|ashhur|shahar|shahr)"
_UNIT_DAYS = ((_DAYS, 1), (_WEEKS, 7), (_MONTHS, 30))

# "9 days ago", "like two weeks back", "قبل ٣ اسابيع", "gabel 9 ayam"
_SPANS: tuple[tuple[Pattern, int], ...] = tuple(
    (
        Pattern(
            rf"\b{_COUNT}{_OF}\s+{unit}\s+(?:ago|back|before)\b"
            rf"|{_AR}{_BACK}\s+{_COUNT}\s+{unit}{_END}"
        ),
        days,
    )
    for unit, days in _UNIT_DAYS
)
# Two of a unit in one Arabic word: "اسبوعين", "شهرين", "يومين", "usbu3ain", "shahrain"
_PAIRS: tuple[tuple[Pattern, int], ...] = (
    (Pattern(rf"{_AR}(?:يومين|yomain|yomein|youmain){_END}"), 2),
    (Pattern(rf"{_AR}(?:اسبوعين|usbu3ain|esbo3ain|osbo3ain|isbu3ain|usbu3een){_END}"), 14),
    (Pattern(rf"{_AR}(?:شهرين|shahrain|shahrein|shahreen){_END}"), 60),
)
# Named spans, as (first age, last age): "yesterday", "last week", "الشهر اللي طاف"
# "el shahar elli 6af" is read "الشهر اللي طف"
_PAST = (
    r"(?:الماضي|اللي\s+طاف|اللي\s+فات|الي\s+طاف|الي\s+فات|اللي\s+طف|الي\s+طف|السابق|الفايت"
    r"|اللي\s+راح)"
)
_NAMED: tuple[tuple[Pattern, tuple[int, int]], ...] = tuple(
    (Pattern(pattern), ages)
    for pattern, ages in (
        (r"\bday before yesterday\b|(?<!\w)(?:اول\s+امس|awal\s+ams|awwal\s+ams)(?!\w)", (2, 2)),
        (r"\b(?:yesterday|ams|imbari7|elbari7a)\b|(?<!\w)(?:امس|البارحه|البارح)(?!\w)", (1, 1)),
        (r"\b(?:today|this morning)\b|(?<!\w)(?:اليوم|اليوم الصبح)(?!\w)", (0, 0)),
        (
            r"\b(?:a few|a couple of|couple of|couple|few) days (?:ago|back)\b|\bthe other day\b"
            r"|(?<!\w)(?:قبل|من)\s+(?:كم|كمن)\s+يوم(?!\w)",
            (2, 5),
        ),
        (r"\bthis week(?:'?s)?\b|(?<!\w)(?:هالاسبوع|هذا\s+الاسبوع)(?!\w)", (0, 6)),
        (
            rf"\b(?:last|past|previous) week(?:'?s)?\b|\ba week ago\b"
            rf"|{_AR}(?:ال)?اسبوع\s+{_PAST}{_END}|{_AR}{_BACK}\s+اسبوع{_END}",
            (6, 13),
        ),
        (
            rf"\b(?:last|past|previous) month(?:'?s)?\b|\ba month ago\b"
            rf"|{_AR}(?:ال)?شهر\s+{_PAST}{_END}|{_AR}{_BACK}\s+شهر{_END}(?!\s+\d)"
            # "shahar elly fat" keeps its English-looking "fat" as typed
            r"|\b(?:el |il |al )?shahr?ar? (?:elly|elli|illi|ili|eli|ele) (?:fat|6af|taf|ra7)\b"
            r"|\b(?:el |il |al )?shahr?ar? (?:el |il )?(?:madi|maadi|sabi8|saabi8)\b",
            (20, 62),
        ),
    )
)
_WEEKDAYS: tuple[tuple[int, Pattern], ...] = tuple(
    (number, Pattern(pattern))
    for number, pattern in (
        (0, r"\bmonday\b|(?<!\w)(?:ال)?(?:اثنين|الاتنين|ثنين)(?!\w)"),
        (1, r"\btuesday\b|(?<!\w)(?:ال)?(?:ثلاثاء|ثلاثا|ثلاثه|تلات|ثولثا|ثلثا)(?!\w)"),
        (2, r"\bwednesday\b|(?<!\w)(?:ال)?(?:اربعاء|اربعا|اربعه)(?!\w)"),
        (3, r"\bthursday\b|(?<!\w)(?:ال)?(?:خميس)(?!\w)"),
        (4, r"\bfriday\b|(?<!\w)(?:ال)?(?:جمعه|جمعا|جومعا|جمعة)(?!\w)"),
        (5, r"\bsaturday\b|(?<!\w)(?:ال)?(?:سبت)(?!\w)"),
        # "احد" alone is "someone" ("ابي احد يكلمني"): Sunday is "الاحد"
        (6, r"\bsunday\b|(?<!\w)الاحد(?!\w)"),
    )
)
# A weekday named with a count of days is the count's ("قبل ثلاث ايام" holds "ثلاث")
_WEEKDAY_AS_COUNT = Gated(
    rf"{_AR}(?:ال)?(?:ثلاث|ثلاثه|اربع|اربعه){_END}\s+(?:{_DAYS}|{_WEEKS}|{_MONTHS})"
)

# A day of the month: "the 20th", "on the 3rd of november", "nov 20", "20/11", "بتاريخ ٢٠",
# "يوم ٢٠" (a count of days comes before its word: "٢٠ يوم")
_MONTH_NAMES = (
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
)  # fmt: skip
_MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DAY_OF_MONTH = Pattern(
    rf"\bthe (\d{{1,2}})(?:st|nd|rd|th)\b(?:\s+of\s+{_MONTH}\b)?"
    rf"|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b"
    rf"|\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b"
    r"|\b(\d{1,2})/(\d{1,2})\b"
    r"|(?<!\w)(?:بتاريخ|تاريخ|يوم|اليوم|ب\s+تاريخ|ب\s+تريخ|بتريخ|تريخ)\s+(\d{1,2})(?:/(\d{1,2}))?(?!\w)"
)
# "١٦ نوفمبر", "16 november" read in Arabic letters, "يوم ٩ من شهر ١١": a day and its month
_ARABIC_MONTHS = (
    ("يناير",), ("فبراير",), ("مارس",), ("ابريل", "أبريل"), ("مايو",), ("يونيو",),
    ("يوليو",), ("اغسطس", "أغسطس"), ("سبتمبر",), ("اكتوبر", "أكتوبر"), ("نوفمبر",),
    ("ديسمبر",),
)  # fmt: skip
_ARABIC_MONTH_NUMBERS = {name: n for n, names in enumerate(_ARABIC_MONTHS, 1) for name in names}
_ARABIC_DAY_AND_MONTH = Pattern(
    r"(?<!\w)(?:(?:يوم|بتاريخ|تاريخ)\s+)?(\d{1,2})\s+(?:من\s+)?(?:شهر\s+)?("
    + "|".join(_ARABIC_MONTH_NUMBERS)
    + r"|\d{1,2})(?!\w)"
)

# A whole month: "what i bought in october", "my october order", "طلب شهر اكتوبر", "shahar
# 10" (read "شهر 10"); the names in full, as "may" and "march" are words of their own
_FULL_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_WHOLE_MONTH = Pattern(
    r"\b(?:in|from|of|during|back in)\s+(" + "|".join(_FULL_MONTHS) + r")\b"
    r"|\b(" + "|".join(m for m in _FULL_MONTHS if m not in ("may", "march")) + r")(?:'s)?\s+"
    r"(?:order|orders|shopping|groceries|delivery)\b"
    r"|(?<!\w)(?:ب|في\s+|حق\s+|مال\s+)?(?:شهر\s+)?(" + "|".join(_ARABIC_MONTH_NUMBERS) + r")(?!\w)"
    r"|(?<!\w)(?:ب|في\s+|حق\s+|مال\s+)?شهر\s+(\d{1,2})(?!\w)(?!\s*(?:يوم|ايام|اسبوع|شهور))",
    re.IGNORECASE,
)


def _whole_month(text: str) -> int | None:
    found = _WHOLE_MONTH.search(text)
    if found is None or _date(text) is not None:
        return None
    name = next(group for group in found.groups() if group is not None)
    if name.isdigit():
        return int(name) if 1 <= int(name) <= 12 else None
    return _ARABIC_MONTH_NUMBERS.get(name) or _FULL_MONTHS.index(name.lower()) + 1


# Counted back from the newest order: "the order before last", "my second to last order",
# "الطلب اللي قبل الاخير", "el 6alab ele gabel el a5eer" (read "الطلب الي قبل الاخير")
_BEFORE_LAST = Pattern(
    r"\b(?:before (?:the )?last|second[- ](?:to[- ])?last|second[- ]latest|penultimate"
    r"|one before (?:the )?(?:last|latest))\b"
    r"|(?<!\w)قبل\s+(?:ال)?(?:اخير|اخيره|اخر)(?!\w)"
)
_FIRST = Pattern(
    r"\b(?:my )?(?:very )?first order\b|\boldest\b"
    r"|(?<!\w)(?:اول\s+(?:طلب|طلبيه|order)|(?:الطلب|الطلبيه)\s+الاول|اقدم\s+طلب)(?!\w)"
)

# Each word that belongs to a date phrase, so it is not read as something the order held
DATE_WORDS = Pattern(
    "|".join(
        [p.pattern for p, _ in _SPANS]
        + [p.pattern for p, _ in _PAIRS]
        + [p.pattern for p, _ in _NAMED]
        + [p.pattern for _, p in _WEEKDAYS]
        + [_BEFORE_LAST.pattern, _FIRST.pattern, _ARABIC_DAY_AND_MONTH.pattern]
        + [_WHOLE_MONTH.pattern]
        + [_DAY_OF_MONTH.pattern]
    )
)


@dataclass(frozen=True)
class When:
    """`ages`: the span of days ago the order was placed in; `weekday`: the day of the week
    (0 = Monday) of the last seven days; `place`: counted back from the newest (0 = the
    newest, -1 = the oldest); `date`: a day of the month, and its month (1-12) if said;
    `month`: a whole month (1-12), the last one of that name."""

    ages: tuple[int, int] | None = None
    weekday: int | None = None
    place: int | None = None
    date: tuple[int, int | None] | None = None
    month: int | None = None


def _month(word: str | None) -> int | None:
    """A month by its number or the first three letters of its name."""
    if not word:
        return None
    if word.isdigit():
        return int(word)
    return _MONTH_NAMES.index(word[:3]) + 1 if word[:3] in _MONTH_NAMES else None


def _date(text: str) -> tuple[int, int | None] | None:
    arabic = _ARABIC_DAY_AND_MONTH.search(text)
    if arabic is not None and (arabic.group(2) in _ARABIC_MONTH_NUMBERS or "شهر" in arabic[0]):
        day, month = int(arabic.group(1)), arabic.group(2)
        number = _ARABIC_MONTH_NUMBERS.get(month) or int(month)
        return (day, number) if 1 <= day <= 31 and 1 <= number <= 12 else None
    match = _DAY_OF_MONTH.search(text)
    if match is None:
        return None
    g = match.groups()
    # (day, month) of each way of writing it: "the 20th of nov", "20 nov", "nov 20",
    # "20/11", "بتاريخ 20/11"
    day, month = next(
        (int(day), _month(month))
        for day, month in ((g[0], g[1]), (g[2], g[3]), (g[5], g[4]), (g[6], g[7]), (g[8], g[9]))
        if day
    )
    if not 1 <= day <= 31 or (month is not None and not 1 <= month <= 12):
        return None
    return day, month


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _COUNTS.get(word, 0)


def _ages(text: str) -> tuple[int, int] | None:
    for pattern, days in _SPANS:
        if (match := pattern.search(text)) is not None:
            count = _count(next(group for group in match.groups() if group))
            if count:
                middle = count * days
                slack = max(1, middle // 5) if days == 1 else max(3, middle // 4)
                return max(0, middle - slack), middle + slack
    for pattern, middle in _PAIRS:
        if pattern.search(text):
            slack = 1 if middle == 2 else max(3, middle // 4)
            return middle - slack, middle + slack
    return next((ages for pattern, ages in _NAMED if pattern.search(text)), None)


def when(text: str) -> When | None:
    """When `text` says an order was placed, or its place among the orders; None when it
    says neither."""
    place = 1 if _BEFORE_LAST.search(text) else -1 if _FIRST.search(text) else None
    ages = _ages(text)
    weekday = None
    if not _WEEKDAY_AS_COUNT.search(text):
        weekday = next((n for n, pattern in _WEEKDAYS if pattern.search(text)), None)
    date = _date(text)
    month = _whole_month(text)
    if ages is None and weekday is None and place is None and date is None and month is None:
        return None
    return When(ages, weekday, place, date, month)

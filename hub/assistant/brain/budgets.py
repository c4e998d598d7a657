"""Budgets as shoppers state them: "no more than 750 fils", "below 2 KD", "بحدود دينار",
"ارخص من ربع دينار". A budget is a price ceiling in fils; the words that state it are taken
out of the message, so "milk under 2 KD" searches for milk.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.people_counts import COUNT_WORDS
from hub.assistant.brain.text_once import of_a_text

FILS_PER_DINAR = 1000
# Words of feeding people, beside which a budget buys a meal's staples: "need to feed 4 ppl
# under 5 kd", "ابي اطبخ لـ ٤ اشخاص بأقل من ٥ دينار", "3indi 5 kd w abi a3ashi 4 nafar"
FEEDING_WORDS = frozenset(
    [
        "feed",
        "feeding",
        "meal",
        "meals",
        "cook",
        "cooking",
        "eat",
        "food",
        "اطبخ",
        "نطبخ",
        "اطبخلهم",
        "طبخه",
        "وجبه",
        "وجبات",
        "اطعم",
        "نطعم",
        "اكل",
        "اكله",
        "اعشي",
        "نعشي",
        "اعشيهم",
        "اغدي",
        "نغدي",
        "اغديهم",
    ]
)
_BARE_DINARS_BELOW = 20  # "under 2": dinars; "under 750": fils

_LIMIT = (
    r"(?:under|below|less than|no more than|not more than|max(?:imum)?|up to|within|at most"
    r"|cheaper than|for less than|for under|around|about"
    # "budget like 5 kd", "budget is about 4 kd", "budget roughly 6"
    r"|budget(?: is| of)?(?: like| about| around| roughly| approx(?:imately)?| max)?"
    r"|not over|not above|nothing over|not exceeding|(?:does ?n[o']?t|that does ?n[o']?t) exceed"
    # "it can't go over 5", "must not be above 3 kd": a ceiling however it is negated
    r"|(?:can'?t|cannot|can not|must not|mustn'?t|should ?n[o']?t|should not|do ?n[o']?t want to"
    r"|not to) (?:go|be|get|come) (?:over|above|past|beyond|more than)"
    r"|less then|max of"
    # "ما يزيد عن", "لا تزيد عن", "ما تتعدى", "مايتجاوز": no more than, however negated
    r"|(?:ما|لا|مو)\s?(?:ي|ت)?(?:زيد|تعدي|تجاوز|عدي|طلع)(?:\s(?:عن|علي|على|من))?"
    # "ما ابي اتعدى ٢ دينار", "ma abi a3adi 2 kd" (read "ما ابي اعدي"): not wished over it
    r"|(?:ما|لا)\s?(?:ابي|ابغي|اريد|نبي|نبغي)(?:ه|ها)?\s(?:ا|ن|ي|ت)?(?:تعدي|تجاوز|عدي)"
    r"(?:\s(?:ال|عن|علي|على))?"
    r"|اقل من|باقل من|ارخص من|تحت|بحدود|حدود|حوالي"
    r"|ميزانيتي|في حدود|اقصي شي"
    # "الميزانيه تقريبا ٥ دينار", "الميزانيه حوالي ٤"
    r"|(?:ال)?ميزاني(?:ه|تي)(?: تقريبا| حوالي| بحدود| في حدود)?"
    # Arabizi once normalised: "a8al mn" (اغل من), "b 1 dinar" (ب), "b7dood" (بحدود)
    r"|اغل من|اجل من)"
)
# (Arabizi "dnanir" is read "دننر")
_UNITS = r"kd|k\.d|kwd|dinars?|dnanir|fils|fls|دينارين|دينار|دنانير|دننر|فلس|فلوس|د\.ك"
# A sum in words before its unit: "ten kd", "بعشره دنانير", "khamsa dinar" (read "خمسا")
_COUNTED_SUMS = {
    **COUNT_WORDS,
    "two": 2,
    "اثنين": 2,
    **{word[:-1] + "ا": n for word, n in COUNT_WORDS.items() if word.endswith("ه")},
}
_SUM_WORD = "|".join(sorted(map(re.escape, _COUNTED_SUMS), key=len, reverse=True))
_A_SUM_IN_WORDS = rf"|(?P<count>{_SUM_WORD})\s+(?P<count_unit>{_UNITS})"
# "under 30 min", "باقل من ٣٠ دقيقه": a span of time, never a price
_TIME_UNITS = r"\s*(?:min|mins|minutes?|hours?|hrs?|دقيق\w*|دقايق|دقائق|ساع\w*)(?!\w)"
# "i must keep it under 2 kd", "need to stay below 3 kd": the words that lead to the ceiling,
# naming no goods, are taken out with it
_KEPT_UNDER = (
    r"(?:(?:(?:i|we)\s+)?(?:must|need to|have to|gotta|got to|want to|wanna|should|ll|will)\s+)?"
    r"(?:keep (?:it|the total|the bill|everything)|stay|be|remain)\s+"
)
_BUDGET = Pattern(
    # "تحت ال ١ دينار": the article before the amount as Gulf Arabic writes it; Arabizi's
    # "ta7t" is read "تحط" (you put), a ceiling only with its unit ("ta7t el 1 KD")
    rf"(?<!\w)(?:(?:{_KEPT_UNDER})?(?:still\s+|is it still\s+|am i still\s+)?(?:و)?{_LIMIT}\s+(?:ال\s?)?|تحط\s+(?=(?:ال\s?)?(?:\d+(?:\.\d+)?\s*(?:{_UNITS})|دينار|dinar)(?!\w))(?:ال\s?)?)"
    rf"(?:(?P<amount>\d+(?:\.\d+)?)(?!{_TIME_UNITS})\s*(?P<unit>{_UNITS})?"
    rf"|(?P<word>a|an|one|half|quarter|half a|ربع|نص|نصف|روبع|nos|nus|nuss|rub3)\s+(?P<word_unit>{_UNITS})"
    + _A_SUM_IN_WORDS
    + r"|(?P<dual>دينارين)|(?P<single>(?:ال\s?)?(?:دينار|dinar)))(?!\w)",
    re.IGNORECASE,
)
# "I have 5 KD", "عندي ٣ دنانير": money the shopper has is a budget only with its unit.
_HAVE = Pattern(
    # (Arabizi "mizaniyti" is read "مزنيتي")
    # ("my budget for the week is 12 kd", "ميزانيتي للشهر ٢٠ دينار": the span it is for
    # between)
    rf"(?<!\w)(?:i have|i've got|i got|got|i only have"
    rf"|my budget(?: for (?:the |a |this |next )?\w+)? is|عندي|معي|معاي"
    rf"|(?:ميزانيتي|مزنيتي)(?: (?:حق |مال )?(?:ل ال|لل|ل|ال)?(?:اسبوع|شهر|يوم))?)"
    rf"\s+(?:only\s+|بس\s+)?"
    rf"(?:(?P<amount>\d+(?:\.\d+)?)\s*(?P<unit>{_UNITS}){_A_SUM_IN_WORDS})(?!\w)",
    re.IGNORECASE,
)
# "5 kd max", "like 5 kd tops", "٥ دينار بالكثير": the ceiling said after its sum, with its
# unit (the words before it that only soften it go with it)
_AT_MOST = Pattern(
    rf"(?<!\w)(?:(?:got|have|i have|with)\s+)?(?:(?:like|about|around|roughly)\s+)?"
    rf"(?P<amount>\d+(?:\.\d+)?)\s*(?P<unit>{_UNITS})\s+"
    r"(?:max|maximum|tops|at most|at the most|the most|bil ?ka8eer|bil ?kitheer|بالكثير|ماكس"
    r"|كحد اقصى|كحد اقصي|اقصى شي|اقصي شي|بالاكثر)(?!\w)",
    re.IGNORECASE,
)
# "for 1 KD", "b 1 dinar" (ب): a price the shopper names is a budget only with its unit, so
# "a recipe for 4" stays a number of servings.
_PRICED = Pattern(
    rf"(?<!\w)(?:for|ب|بـ)\s*(?:(?P<amount>\d+(?:\.\d+)?)\s*(?P<unit>{_UNITS})"
    rf"|(?P<word>a|one|half|quarter|ربع|نص|نصف|روبع|nos|nus|nuss|rub3)\s+(?P<word_unit>{_UNITS})"
    + _A_SUM_IN_WORDS
    + r"|(?P<dual>دينارين)|(?P<single>دينار))(?!\w)",
    re.IGNORECASE,
)
# "دينار ونص", "2 KD and a half", "دينارين وربع": a part of a dinar more.
_AND_A_PART = Pattern(
    r"\s*(?:و\s?|and an?\s+|and\s+|w\s?)(?P<part>نص|نصف|نوص|ربع|half|quarter|nos|nus|nuss|nu9|rub3)"
    r"(?!\w)",
    re.IGNORECASE,
)
_WORDS = {
    "a": 1.0,
    "an": 1.0,
    "one": 1.0,
    "half": 0.5,
    "quarter": 0.25,
    "ربع": 0.25,
    "نص": 0.5,
    "نصف": 0.5,
    "روبع": 0.25,
    "rub3": 0.25,
    "nos": 0.5,
    "nus": 0.5,
    "nuss": 0.5,
    "nu9": 0.5,
    "نوص": 0.5,
}


# A child, in the words and the forms ("للاطفال", "لليهال") shoppers write them
_CHILDREN = (
    r"kids?|child(?:ren)?|bab(?:y|ies)|toddlers?|infants?|newborns?"
    r"|(?:ال|لل)?(?:اطفال|عيال|يهال|بيبي)|طفل|طفلي|رضع|رضيع|ياهل|بزران"
)
# "for babies under 1", "عيال تحت ٥ سنين", "under 3 years old": an age, not a price, when the
# number has no unit of money and a child or a span of life is named beside it.
_AN_AGE = Pattern(
    rf"(?<!\w)(?:{_CHILDREN}|months?|years?|yrs?|y/?o|old|ages?"
    r"|سنه|سنين|سنوات|سنتين|شهور|اشهر|شهر|عمر|عمره|عمرها)(?!\w)",
    re.IGNORECASE,
)
# ...and the bound itself after a child, which `Utterance` takes out of the words: "snacks for
# kids under 5", "حليب للاطفال تحت ٣" (with a unit of money, "under 1 kd", it is a budget)
AN_AGE_BOUND = Pattern(
    rf"(?<!\w)((?:{_CHILDREN})\s+)(?:under|below|over|above|تحت|فوق|اقل من|اكثر من)\s+\d{{1,2}}"
    rf"(?![\d.]|\s*(?:{_UNITS}))",
    re.IGNORECASE,
)
_AGE_REACH = 20  # characters either side of the ceiling's words where an age word may stand


def _an_age(text: str, match: re.Match[str]) -> bool:
    if match.groupdict().get("unit") or match.groupdict().get("word_unit"):
        return False
    around = text[max(0, match.start() - _AGE_REACH) : match.end() + _AGE_REACH]
    return bool(_AN_AGE.search(around))


# ...or the time of the day: "friends over tonight around 8", "الليله حوالي ٨", "around 8pm"
_A_TIME_BEFORE = Pattern(
    r"(?<!\w)(?:tonight|today|tomorrow|tmrw|this evening|at|by|from|until|till|الليله|الليلة"
    r"|اليوم|بكره|باجر|الساعه|ساعه|el lela|il lela|sa3a)\W*$",
    re.IGNORECASE,
)
_A_TIME_AFTER = Pattern(
    r"^\s*(?:pm|am|p\.m|a\.m|o'?clock|oclock|at night|in the evening|tonight|بالليل|الليل|المسا"
    r"|المساء|الصبح|مساء|بليل|bil lail|bel lail|il lela|el lela)(?!\w)",
    re.IGNORECASE,
)
_TIME_REACH = 20


def _a_time(text: str, match: re.Match[str]) -> bool:
    if match.groupdict().get("unit") or match.groupdict().get("word_unit"):
        return False
    before = text[max(0, match.start() - _TIME_REACH) : match.start()]
    return bool(_A_TIME_BEFORE.search(before) or _A_TIME_AFTER.match(text[match.end() :]))


# Every budget the patterns above read holds an amount's digits or a unit's word; in an ASCII
# message, one of these in its lower case (the patterns' IGNORECASE folds no other letter to
# ASCII). Most messages state none, and are not searched three times.
_A_DIGIT = Pattern(r"\d")
_UNIT_WORDS = ("kd", "k.d", "kwd", "dinar", "dnanir", "fils", "fls")


def _may_state_one(text: str) -> bool:
    if not text.isascii() or _A_DIGIT.search(text):
        return True
    plain = text.lower()
    return any(unit in plain for unit in _UNIT_WORDS)


@of_a_text
def take_budget(text: str) -> tuple[int | None, str]:
    """(ceiling in fils, the text without the words that stated it); (None, text) if none."""
    if not _may_state_one(text):
        return None, text
    match = (
        _BUDGET.search(text) or _HAVE.search(text) or _PRICED.search(text) or _AT_MOST.search(text)
    )
    if match is None or (
        match.re is _BUDGET.compiled
        and match.group("amount")
        and (_an_age(text, match) or _a_time(text, match))
    ):
        return None, text
    groups = match.groupdict()
    if groups.get("dual"):
        fils = 2 * FILS_PER_DINAR
    elif groups.get("single"):
        fils = FILS_PER_DINAR
    else:
        word = (groups.get("word") or "").lower()
        count = (groups.get("count") or "").lower()
        if word:
            amount = _WORDS[word.split()[0]]
        elif count:
            amount = float(_COUNTED_SUMS[count])
        else:
            amount = float(match.group("amount"))
        unit = (
            groups.get("unit") or groups.get("word_unit") or groups.get("count_unit") or ""
        ).lower()
        if unit == "دينارين":
            amount *= 2
            unit = "kd"
        in_fils = unit in ("fils", "fls", "فلس", "فلوس") or (
            not unit and amount >= _BARE_DINARS_BELOW
        )
        fils = round(amount if in_fils else amount * FILS_PER_DINAR)
    end = match.end()
    part = _AND_A_PART.match(text, end)
    if part is not None and fils % FILS_PER_DINAR == 0:
        fils += round(_WORDS[part.group("part").lower()] * FILS_PER_DINAR)
        end = part.end()
    rest = (text[: match.start()] + " " + text[end:]).strip()
    return (fils if fils > 0 else None), rest


# Goods for a span of time or a meal of the day, asked on a budget: "3indi 3 KD lil usbu3, shno
# ashtri?", "i have 5 kd for the week what should i get", "معاي ٥ دينار ابي اغراض الريوق": a
# basket to fill, however like another matter's money the gate reads a sum and a week ("the
# house's things" on a sum are the home's basket, `spending.shops_for_the_home`)
_FOR_A_SPAN = Gated(
    r"\b(?:week|weekly|month|monthly|breakfast|lunch|lunchbox(?:es)?|dinner)\b"
    r"|(?<!\w)(?:ال|لل|ل ال)?(?:اسبوع|شهر|ريوق|فطور|غدا|عشا|لانش)(?!\w)"
)
_WHAT_TO_BUY = Gated(
    r"\bwhat (?:should|shall|can|could|do) (?:i|we) (?:get|buy)\b|\bwhat to (?:get|buy)\b"
    r"|\b(?:need|want) (?:stuff|groceries)\b"
    r"|(?<!\w)(?:شو|وش|ش) (?:اشتري|نشتري|اجيب|نجيب|تنصحني|اقدر اشتري|نقدر نشتري)(?!\w)"
    r"|(?<!\w)(?:ابي|ابغي|احتاج|نبي) (?:اغراض|مقاضي)(?!\w)"
)


# ...or a week's or a month's groceries named beside the sum ("a week's groceries, budget 10
# kd", "ابي اغراض الاسبوع بعشره دنانير"), or the span alone ("i have 10 kd for the week",
# "عندي ٥ دنانير للاسبوع"): in a grocer's chat, money for a week is the week's shopping. A
# meal named beside the span ("breakfast stuff this week") is that meal's basket, as above.
_A_SPAN = Gated(r"\b(?:week|weekly|month|monthly)\b|(?<!\w)(?:ال|لل|ل ال|ل)?(?:اسبوع|شهر)(?!\w)")
_A_MEAL = Gated(
    r"\b(?:breakfast|lunch|lunchbox(?:es)?|dinner)\b"
    r"|(?<!\w)(?:ال|لل|ل ال|ل)?(?:ريوق|فطور|غدا|عشا|لانش)(?!\w)"
)
_GROCERIES = Gated(
    r"\b(?:groceries|grocery|shopping|essentials|basics|stuff|things|food)\b"
    r"|(?<!\w)(?:اغراض|اغراظ|مقاضي|حاجات|اكل|تسوق)(?!\w)"
)
_THE_SPAN_ALONE = Pattern(
    r"\W*(?:(?:for|the|a|whole|this|next|ل|لل|ال|هذا|كامل)\s*)*"
    r"(?:week|month|اسبوع|شهر)\W*",
)


def shops_on_a_budget(text: str) -> bool:
    """Whether the (normalised) message asks what to buy with a sum for a week, a month or a
    meal of the day."""
    budget, rest = take_budget(text)
    if budget is None:
        return False
    rest, said = rest.lower(), text.lower()
    if _WHAT_TO_BUY.search(rest) and _FOR_A_SPAN.search(rest):
        return True
    # (the span may be the budget's own words: "my budget for the week is 12 kd")
    if not _A_SPAN.search(said) or _A_MEAL.search(said):
        return False
    spoken = rest.strip(" ,.!?؟،")
    return not spoken or bool(
        _THE_SPAN_ALONE.fullmatch(rest) or _WHAT_TO_BUY.search(rest) or _GROCERIES.search(rest)
    )

"""Which past order a shopper describes: by what it held or by when it was placed.

"the cleaning order", "reorder the chicken and rice order from last week", "طلب الجمعه",
"el 6alab mal el usbu3 el madhi": the order is picked from the customer's own orders by its
lines (their products, keywords and aisles) and its date, never by the newest alone. A
description that fits none of them is said to fit none; it is never taken for another order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

from hub.assistant.brain.matching import keywords_of, name_texts, same_word, stems
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.turn import Turn
from hub.record import Record

# Ages in days (0 = today) each date phrase covers. "last week" is the week before this
# one counted back from today: six to thirteen days, so that an order of four days ago is
# "this week's" and the fortnight-old one is not last week's.
_YESTERDAY = re.compile(
    r"\b(?:yesterday|ams|imbari7|elbari7a)\b|(?<!\w)(?:امس|البارحه|البارح)(?!\w)"
)
_TODAY = re.compile(r"\b(?:today|this morning)\b|(?<!\w)(?:اليوم|اليوم الصبح)(?!\w)")
_LAST_WEEK = re.compile(
    r"\b(?:last|past|previous) week(?:'?s)?\b|\ba week ago\b"
    r"|(?<!\w)(?:ال)?(?:اسبوع|اسبوع)\s+(?:الماضي|اللي\s+طاف|اللي\s+فات|الي\s+طاف|الي\s+فات|السابق)(?!\w)"
    r"|(?<!\w)قبل\s+اسبوع(?!\w)"
)
_LAST_MONTH = re.compile(
    r"\b(?:last|past|previous) month(?:'?s)?\b|\ba month ago\b"
    r"|(?<!\w)(?:ال)?شهر\s+(?:الماضي|اللي\s+طاف|اللي\s+فات|الي\s+طاف|الي\s+فات|السابق)(?!\w)"
    r"|(?<!\w)قبل\s+شهر(?!\w)"
)
_DAYS_AGO = re.compile(r"\b(\d+) days? ago\b|(?<!\w)قبل\s+(\d+)\s+(?:ايام|يوم)(?!\w)")
_WEEKDAYS: tuple[tuple[int, re.Pattern[str]], ...] = tuple(
    (number, re.compile(pattern))
    for number, pattern in (
        (0, r"\bmonday\b|(?<!\w)(?:ال)?(?:اثنين|اثنين|الاتنين|ثنين)(?!\w)"),
        (1, r"\btuesday\b|(?<!\w)(?:ال)?(?:ثلاثاء|ثلاثا|ثلاثه|تلات|ثولثا|ثلثا)(?!\w)"),
        (2, r"\bwednesday\b|(?<!\w)(?:ال)?(?:اربعاء|اربعا|اربعه)(?!\w)"),
        (3, r"\bthursday\b|(?<!\w)(?:ال)?(?:خميس)(?!\w)"),
        (4, r"\bfriday\b|(?<!\w)(?:ال)?(?:جمعه|جمعا|جومعا|جمعة)(?!\w)"),
        (5, r"\bsaturday\b|(?<!\w)(?:ال)?(?:سبت)(?!\w)"),
        (6, r"\bsunday\b|(?<!\w)(?:ال)?(?:احد)(?!\w)"),
    )
)
# Words a description of an order says that are about the order, not its goods
_NOT_GOODS = frozenset(
    {
        "order", "orders", "reorder", "again", "week", "month", "day", "days", "ago",
        "stuff", "things", "items", "one", "usual", "previous", "old", "same",
        "طلب", "الطلب", "طلبي", "طلبيه", "عيد", "اعيد", "نفس", "اغراض", "حاجات", "اسبوع",
        "الاسبوع", "شهر", "الشهر", "ايام", "يوم", "القديم", "السابق", "مال", "حق", "مل",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Described:
    """What the message said of the order: `order` is the one that fits, None when the
    description fits none of the customer's orders."""

    order: Record | None


def _ages(turn: Turn) -> tuple[int, int] | None:
    text = turn.typed_and_read
    if _YESTERDAY.search(text):
        return 1, 1
    if _TODAY.search(text):
        return 0, 0
    if _LAST_WEEK.search(text):
        return 6, 13
    if _LAST_MONTH.search(text):
        return 20, 62
    if (match := _DAYS_AGO.search(text)) is not None:
        days = int(match.group(1) or match.group(2))
        return max(0, days - 1), days + 1
    return None


def _weekday(turn: Turn) -> int | None:
    return next((n for n, pattern in _WEEKDAYS if pattern.search(turn.typed_and_read)), None)


def _age(order: Record, today: datetime) -> int | None:
    try:
        placed = datetime.fromisoformat(str(order.get("placedAt")))
    except ValueError:
        return None
    if placed.tzinfo is None:
        placed = placed.replace(tzinfo=UTC)
    return (today.date() - placed.astimezone(UTC).date()).days


def _in_time(orders: list[Record], turn: Turn) -> list[Record] | None:
    """The orders placed when the message says; None when it names no time. Ages are
    counted from the wall clock: orders carry the moment they were placed, nothing else."""
    ages = _ages(turn)
    weekday = _weekday(turn)
    if ages is None and weekday is None:
        return None
    today = datetime.now(UTC)
    kept: list[Record] = []
    for order in orders:
        age = _age(order, today)
        if age is None:
            continue
        if ages is not None and not ages[0] <= age <= ages[1]:
            continue
        # "the order from friday": the last friday, within the week before today
        if weekday is not None and not (age <= 7 and (today.weekday() - age) % 7 == weekday):
            continue
        kept.append(order)
    return kept


def _goods_words(turn: Turn) -> list[str]:
    date_words = {
        word
        for pattern in (_YESTERDAY, _TODAY, _LAST_WEEK, _LAST_MONTH, *(p for _, p in _WEEKDAYS))
        for match in pattern.finditer(turn.message.text)
        for word in match.group(0).split()
    }
    return [
        word
        for word in turn.utterance.topic
        if word not in _NOT_GOODS and word not in date_words and not word.isdigit()
    ]


def _stems_of(product: Record, aisle: Record | None) -> set[str]:
    texts = [*name_texts(product), *keywords_of(product)]
    if aisle is not None:
        texts += [*name_texts(aisle), *keywords_of(aisle)]
    return {word for text in texts for word in stems(text)}


async def described(turn: Turn, orders: list[Record]) -> Described | None:
    """The order the message describes by its goods or its date; None when it describes
    none (the caller's own rule then picks: its number, "that order", the newest)."""
    timely = _in_time(orders, turn)
    wanted = _goods_words(turn)
    if timely is None and not wanted:
        return None
    candidates = orders if timely is None else timely
    if not wanted:
        return Described(candidates[0] if candidates else None)
    ids = list(dict.fromkeys(str(line["productId"]) for o in orders for line in o["items"]))
    found = await products_by_ids(turn, ids)
    aisles = {
        str(aisle["_id"]): aisle for aisle in await turn.call("categories", turn.store.categories)
    }
    line_stems = {
        pid: _stems_of(product, aisles.get(str(product.get("categoryId"))))
        for pid, product in found.items()
    }

    def hits(word: str, pid: str) -> bool:
        return any(same_word(word, form) for form in line_stems.get(pid, ()))

    best: tuple[int, float, Record] | None = None
    for order in candidates:
        pids = [str(line["productId"]) for line in order["items"]]
        said = sum(1 for word in wanted if any(hits(word, pid) for pid in pids))
        share = sum(1 for pid in pids if any(hits(word, pid) for word in wanted)) / max(
            1, len(pids)
        )
        if said and (best is None or (said, share) > (best[0], best[1])):
            best = (said, share, order)
    if best is not None:
        return Described(best[2])
    # Words that describe none of the lines: a named aisle ("the cleaning order" of a
    # customer who never ordered cleaning goods) fits no order; other words ("please",
    # "my usual") describe nothing, and only the date, if any, picks
    aisle_stems = {word for aisle in aisles.values() for word in _stems_of({}, aisle)}
    if any(same_word(word, form) for word in wanted for form in aisle_stems):
        return Described(None)
    if timely is None:
        return None
    return Described(candidates[0] if candidates else None)


# "3eed", "عيد", "اعيد", "order it again": ordering a past order again
_AGAIN = re.compile(
    r"\b(?:reorder|re-order|order (?:it |that )?again|buy (?:it |that )?again)\b"
    r"|(?<!\w)(?:عيد|اعيد|نعيد|عيدي|كرر|ابي اعيد)(?!\w)"
)
# A past order described, not a problem with it nor a wish to buy: "the order from friday",
# "el 6alab mal el usbu3 el madhi", "طلب يوم الجمعه", "3eed 6alab el dijaj wel 3eish"
_MISREAD = frozenset(
    {"complaint", "delivery_slots", "browse", "general", "search", "clarify", "unknown",
     "product_detail", "order", "order_status", "faq", "delivery_info"}
)  # fmt: skip


def request_about(turn: Turn, intent: str, problem: bool) -> str | None:
    """ "reorder" or "order" when the message describes one of the customer's past orders
    by its goods or its date and the model read it as something else; None otherwise."""
    u = turn.utterance
    if intent not in _MISREAD or problem or not u.has("ORDER"):
        return None
    again = bool(_AGAIN.search(turn.typed_and_read))
    dated = _ages(turn) is not None or _weekday(turn) is not None
    if again and (dated or _goods_words(turn)):
        return "reorder"
    if dated and intent not in ("order", "order_status"):
        return "order"
    return None

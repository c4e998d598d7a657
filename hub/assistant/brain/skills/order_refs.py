"""Which past order a shopper describes: by what it held, when it was placed, its place
among the orders, where it went or its state.

"the cleaning order", "reorder the chicken and rice order from last week", "طلب الجمعه",
"el 6alab mal el usbu3 el madhi", "the one with the diapers", "the order before last", "the
chalet order", "الطلب اللي رايح البيت", "el order ely 7ag ahli", "the one being prepared":
the orders that fit are picked from the customer's own orders by their lines (products,
keywords, aisles), their dates (`order_dates`), the saved address they went to (`places`)
and their status, never by the newest alone.
An order fits when it holds every thing named; a description may fit one order, several
(the caller asks which) or none (the caller says so); it is never taken for another order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from hub.assistant.brain.had_before import same_as_had_before, the_last_time
from hub.assistant.brain.matching import keywords_of, name_texts, same_word, stems
from hub.assistant.brain.once import while_read
from hub.assistant.brain.order_dates import DATE_WORDS, When, when
from hub.assistant.brain.own_trip import without_trip
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.places import Places, label_of, places_said
from hub.assistant.brain.skills import cancel_denied, goods_by_use, line_changes
from hub.assistant.brain.skills.common import products_by_ids, quiet_search, unmet_words
from hub.assistant.brain.told import without_bought_elsewhere
from hub.assistant.brain.turn import INTENT, ORDER, ORDER_CHOICE, Turn
from hub.record import Record
from hub.storefront.delivery import KUWAIT

# Words a description of an order says that are about the order, not its goods
_NOT_GOODS = frozenset(
    {
        "order", "orders", "reorder", "again", "week", "month", "day", "days", "ago", "back",
        "stuff", "things", "items", "one", "ones", "usual", "previous", "old", "same", "last",
        "groceries", "grocery", "shopping", "made", "placed", "got", "bought", "had", "like",
        "delivery", "purchase", "time", "status", "track", "repeat", "copy", "came", "come",
        "arrived", "arrive", "never", "still", "yet", "sent", "ordered", "show", "see", "late",
        "big", "bigger", "biggest", "small", "large", "huge", "little", "whole", "full", "entire",
        "good", "nice", "weekly", "monthly", "normal", "regular", "family", "bag", "bags",
        "basket", "cart", "list", "exact", "exactly", "everything", "all",
        # another order set against it: "add to it instead of a new one", "بدال طلب جديد"
        "new", "another", "instead", "rather", "جديد", "جديده", "بدال", "بدل",
        "طلب", "الطلب", "طلبي", "طلبيه", "الطلبيه", "طلبيتي", "طلبات", "طلبتا", "طلبته", "طلبت",
        "عيد", "اعيد", "اعد", "نفس", "اغراض", "الاغراض", "حاجات", "اسبوع", "الاسبوع", "شهر", "الشهر",
        "ايام", "يوم", "القديم", "السابق", "مال", "حق", "مل", "مقاضي", "المقاضي", "اللي", "الي",
        "فيه", "فيها", "كان", "اوردر", "الاوردر", "تسوق", "مشتريات", "كرر", "ام", "كبير",
        "الكبير", "كبيره", "الكبيره", "صغير", "الصغير", "صغيره", "الصغيره", "كامل", "كامله", "كل",
        "حلو", "زين", "الاسبوعي", "الاسبوعيه", "الشهري", "الشهريه", "العادي", "العاديه",
        # where it went, and what is asked of it: "the order going home", "why was it
        # cancelled", "الطلب اللي رايح البيت", "ابي الغيه"
        "going", "went", "goes", "why", "cancel", "cancelled", "canceled", "plans",
        "changed", "actually", "رايح", "رايحه", "راح", "راحت", "يروح", "تروح", "مرسل", "ليش",
        "لش", "الغي", "الغيه", "الغيها", "الغاء", "كنسل", "كنسله", "كنسلها", "اكنسل", "انلغي",
        "reason", "سبب", "السبب", "شصار", "عليه", "عليها", "عله",
        # what went wrong with what came, and sending it back: "the eggs that came 3 weeks
        # ago were broken, can I return them" ("مكسور" is no nut, "مكسرات")
        "broken", "cracked", "damaged", "spoiled", "rotten", "expired", "leaking", "return",
        "refund", "can", "مكسور", "مكسوره", "مكسر", "مكسره", "مكسرين", "خربان", "خربانه",
        "منتهي", "تالف", "ارجعه", "ارجعها", "ارجع", "نرجعه", "استرجع", "جاني", "جاتني",
        "وصلني", "اقدر",
        # why it is wanted by then, not what it held: "before 12, i want to cook lunch", "abi
        # a6ba5 il ghada" (read "ابي اطبخ الغدا")
        "cook", "cooking", "make", "lunch", "dinner", "want", "need", "before",
        "after", "noon", "tonight", "morning", "evening", "اطبخ", "نطبخ", "ابطبخ", "طبخ",
        "الطبخ", "اسوي", "الغدا", "الغداء", "غدا", "غداء", "العشا", "العشاء", "عشا", "قبل",
        "بعد", "الظهر", "ابي", "ابغي", "ودي",
        # "agdar a7ut ..." (read "احوت"): may I put, no goods
        "احوت", "احوط",
        # the hours it was due or placed at, and now: "كان المفروض يوصل بين ١١ و ١٢ والحين
        # الساعه وحده", "طلبته الساعه ١١ الصبح والوقت خلص" ("المفروض" is no "مفروم")
        "supposed", "due", "between", "oclock", "hour", "hours", "now", "should", "am", "pm",
        "المفروض", "مفروض", "يوصل", "توصل", "بين", "الساعه", "ساعه", "الصبح", "الصباح", "صباح",
        "العصر", "المغرب", "الليل", "الحين", "للحين", "لين", "الوقت", "وقت", "خلص", "وحده",
    }
)  # fmt: skip
_WORDS_READ = 4  # words of a message looked up as goods, at most
ON_ITS_WAY = frozenset({"placed", "confirmed", "preparing", "out_for_delivery"})
# How a past order's state is described: "the cancelled one", "الطلب الملغي", "the one on
# its way"
_STATES: tuple[tuple[Gated, frozenset[str]], ...] = tuple(
    (Gated(pattern), frozenset(statuses))
    for pattern, statuses in (
        # "got cancelled", "t-cancel", "تكنسل", "انلغى"
        # ...and "ili 9ar cancel" (read "الي صار cancel"): "that became cancelled"
        (r"\bcancell?ed\b|\b(?:el )?malgh?(?:i|y|iya|iyya|iye|iyeh)\b|\b(?:t|in)-?cancel(?:l?ed)?\b"
         r"|(?<!\w)(?:صار|صارت|9ar|9arat|sar)\s+cancel\b"
         r"|\btkansal\w*|\binkansal\w*|\binlagh?a\b|\bingha\b|ت-cancel"
         r"|(?<!\w)(?:الملغي|الملغيه|ملغي|ملغيه|ملغيا|الملغا|ملغا|انلغي|انلغا|انلغت|اتلغي|اتلغت|الغيته|تكنسل"
         r"|تكنسلت|انكنسل|انكنسلت|اتكنسل|اتكنسلت"
         r"|تلغي|تلغا|الغيتوه|الغيتوا|الغيتو|كنسلتوه|كنسلتوا|كنسلتو|كنسلتون"
         # "you (all) cancelled it": "leish lagheitoo" read "لغيتو" ("كنسلوه", "الغوه" are as
         # often "cancel it!")
         r"|لغيتوه|لغيتوا|لغيتو"
         # "اللي لغيته", "ely ilghaita" (read "الغيتا"), "ely kansalta": the one I cancelled
         r"|لغيته|لغيتها|لغيتا|الغيتها|الغيتا|كنسلته|كنسلتها|كنسلتا)(?!\w)"
         r"|\bkansal(?:taw|tu|too|toon|tooh|tuh)\b"
         # the reason for its cancelling: "سبب الغاء طلب اهلي", "reason for the cancellation"
         r"|(?<!\w)سبب\s+(?:ال)?(?:الغاء|كنسله|كنسل)|\breason for (?:the |its )?cancell?ation\b",
         {"cancelled"}),
        (r"(?<!get )(?<!be )(?<!and )\brefunded\b|(?<!\w)(?:المسترجع|مسترجع|رجعتوا\s+فلوسه)(?!\w)", {"refunded"}),
        (r"\bdelivered\b|(?<!\w)(?:اللي\s+وصل|الي\s+وصل|الواصل)(?!\w)", {"delivered"}),
        # "the one being prepared", "اللي يتجهز", "ely yitjahaz" (read "الي يتجهز"); "is it
        # being prepared" asks, and is the status's to answer
        (r"\b(?:one|order)\s+(?:that(?:'s| is)\s+|which is\s+)?(?:still\s+)?"
         r"(?:being prepared|preparing|in preparation|being packed)\b"
         r"|(?<!\w)(?:اللي|الي)\s+(?:للحين\s+)?(?:يتجهز|ينجهز|يجهزونه|قيد\s+التجهيز|تحت\s+التجهيز"
         r"|يتحضر|يحضرونه)(?!\w)",
         {"preparing"}),
        (r"\b(?:on (?:its|the) way|out for delivery|still coming|coming)\b"
         r"|(?<!\w)(?:بالطريق|في\s+الطريق|اللي\s+جاي|الي\s+جاي)(?!\w)",
         ON_ITS_WAY),
    )
)  # fmt: skip


@dataclass(frozen=True)
class Described:
    """What the message said of the order: `fits` are the customer's orders that fit every
    part of it, newest first (empty when none does)."""

    fits: list[Record]
    # The orders of the date or state said, when what it held fits none of them
    closest: list[Record] = field(default_factory=list)

    @property
    def order(self) -> Record | None:
        """The order meant, when the description fits exactly one."""
        return self.fits[0] if len(self.fits) == 1 else None


# Arriving, said with a time: "will it come today", "el mandoob yoo9al el yom" (the time it
# comes, not when it was placed) unless the placing is said too ("my order from today")
_ARRIVING = Gated(
    r"\b(?:come|comes|coming|arrive|arrives|arriving|reach|get here|be here)\b"
    r"|وصل|(?<!\w)(?:ب|راح\s+)?(?:يجي|تجي|يجيني|تجيني)(?!\w)"
)
_PLACED = Gated(
    r"\b(?:from|placed|ordered|made|bought|of)\b"
    r"|(?<!\w)(?:حق|مال|طلبته|طلبتها|طلبتا|طلبت|اللي\s+قبل|الي\s+قبل)(?!\w)"
)


def when_said(turn: Turn) -> When | None:
    """When the message says an order was placed, or its place among the orders; never when
    goods were bought at another shop ("الغيه، شريت نسكافيه امس من الجمعيه")."""
    said = without_bought_elsewhere(turn.typed_and_read)
    found = when(said)
    if found is None or found.place is not None:
        return found
    if _ARRIVING.search(said) and not _PLACED.search(said):
        return None
    return found


def places_of(turn: Turn) -> Places:
    """The saved places the message names: the one an order went to ("the chalet order")."""
    return places_said(turn.input.text.lower(), turn.message.text)


def order_places_of(turn: Turn) -> Places:
    """The saved places the message names an order by: never the one the shopper says they
    are going to themselves ("cancel it, we're going to the chalet")."""
    return places_said(without_trip(turn.input.text.lower()), without_trip(turn.message.text))


def said(turn: Turn) -> bool:
    """The message says when an order was placed, its place, where it went or its state:
    "my orders from last month" asks for those, not the whole list; or "the other one"."""
    return said_beside_its_coming(turn) or _states(turn) is not None


def said_beside_its_coming(turn: Turn) -> bool:
    """`said`, less a state of being on the way: "what time its coming" asks when the order
    in talk comes, and tells no other order by its state."""
    states = _states(turn)
    return (
        when_said(turn) is not None
        or (states is not None and not states <= ON_ITS_WAY)
        or bool(order_places_of(turn).wanted)
        or _names_the_other(turn)
    )


# Another order than the one in talk: "and the other one from today", "the other order",
# "والطلب الثاني حق اليوم", "el 6alab el thani" (read "الطلب الثاني")
_THE_OTHER = Gated(
    r"\b(?:the |my )?other (?:one|order)\b|\bthe second order\b"
    r"|(?<!\w)(?:و|ب)?(?:ال)?(?:طلب|طلبيه|اوردر|order) (?:ال)?(?:ثاني|ثانيه|اخر|الاخر|الثاني|الثانيه"
    r"|thani|thanya)(?!\w)"
)


# ...but not an order still to be made ("بسوي طلب ثاني", "i'll place another order"), nor
# beside the one in talk taken by its pronoun ("cancel it, i want the other one", "الغيه")
_MAKES_ANOTHER = Gated(
    r"\b(?:make|place|do|start|put in|open)\s+(?:a |an |the |my )?(?:other|another|new|second)"
    r"\s+(?:one|order)\b"
    r"|(?<!\w)(?:ا|ب|ن|ت)?سوي (?:ال)?(?:طلب|طلبيه|اوردر) (?:ال)?(?:ثاني|ثانيه|جديد|اخر)(?!\w)"
)
_CANCELS_IT = Gated(
    r"\bcancel (?:it|this|that)\b|(?<!\w)(?:ا|ب|ن|ت)?(?:لغ|الغ)(?:يه|يها|ه|ها)(?!\w)"
)


def _names_the_other(turn: Turn) -> bool:
    """ "The other one" asked after; a pronoun said before it ("cancel it, i'll do the other
    order") keeps the one in talk, one said after it ("the other one, can i cancel it?") is
    the other one."""
    text = turn.typed_and_read
    other = _THE_OTHER.search(text)
    if other is None or _MAKES_ANOTHER.search(text) is not None:
        return False
    it = _CANCELS_IT.search(text)
    return it is None or it.start() > other.start()


def _the_other(turn: Turn, orders: list[Record]) -> list[Record] | None:
    """The orders but the one in talk, when the message asks after the other one: those
    placed the same day as it when no day is said ("the other one" after today's chalet
    order is today's other order); None when it does not, or no order is in talk."""
    talked = str(turn.memory.get(ORDER) or "")
    if not _names_the_other(turn):
        return None
    shown = next((o for o in orders if str(o["_id"]) == talked), None)
    if shown is None:
        return None
    rest = [o for o in orders if o is not shown]
    day = _placed(shown)
    if when_said(turn) is not None or day is None:
        return rest
    same_day = [
        o for o in rest if (placed := _placed(o)) is not None and placed.date() == day.date()
    ]
    return same_day or rest


# The requests that show orders to choose from, and that a choice answers
CHOOSING_REQUESTS = frozenset({"order", "order_status", "reorder"})


def offered(turn: Turn, orders: list[Record]) -> list[Record]:
    """The orders the reply before offered to choose from ("which one do you mean?", or the
    list of recent orders), in the order shown; empty when it offered none."""
    choice = turn.memory.get(ORDER_CHOICE)
    if not isinstance(choice, dict) or turn.memory.get(INTENT) not in CHOOSING_REQUESTS:
        return []
    by_id = {str(o["_id"]): o for o in orders}
    return [by_id[str(i)] for i in choice.get("ids") or [] if str(i) in by_id]


def _placed(order: Record) -> datetime | None:
    try:
        placed = datetime.fromisoformat(str(order.get("placedAt")))
    except ValueError:
        return None
    return placed.replace(tzinfo=UTC) if placed.tzinfo is None else placed


# "today" itself, which tells orders placed today apart by the day they come
_TODAY = Gated(r"\b(?:today|tday|2day)\b|(?<!\w)(?:اليوم|ليوم)(?!\w)")


# orders asked of as more than one: "i have 2 orders today, right?", "عندي طلبين اليوم"
_SEVERAL = Gated(
    r"\b(?:orders|both|two|2)\b|\b(?:6|t)ala?bain\b|(?<!\w)(?:طلبين|طلبات\S*|الطلبات|الثنين|ثنينهم)(?!\w)"
)


def _due_today(order: Record) -> bool:
    """Whether the order's delivery window opens today, in Kuwait."""
    slot = order.get("deliverySlot")
    opens = _placed({"placedAt": slot.get("from")}) if isinstance(slot, dict) else None
    return opens is not None and opens.astimezone(KUWAIT).date() == datetime.now(KUWAIT).date()


def _in_time(orders: list[Record], said: When) -> list[Record]:
    """The orders placed when the message says. Ages are counted from the wall clock:
    orders carry the moment they were placed, nothing else."""
    if said.place is not None:
        position = said.place if said.place >= 0 else len(orders) + said.place
        return [orders[position]] if 0 <= position < len(orders) else []
    today = datetime.now(KUWAIT)  # the shopper's day: "today" at 1 am in Kuwait is not UTC's
    kept: list[Record] = []
    for order in orders:
        placed = _placed(order)
        if placed is None:
            continue
        age = (today.date() - placed.astimezone(KUWAIT).date()).days
        if said.date is not None:
            # "the order of the 20th": the day of the month in Kuwait, where it was placed
            local = placed.astimezone(KUWAIT)
            day, month = said.date
            if local.day != day or (month is not None and local.month != month):
                continue
        if said.ages is not None and not said.ages[0] <= age <= said.ages[1]:
            continue
        # "the order from friday": the last friday, within the week before today
        weekday = said.weekday
        if weekday is not None and not (age <= 7 and (today.weekday() - age) % 7 == weekday):
            continue
        # "what i bought in october": that month, the last one of its name (within a year)
        if said.month is not None and (placed.astimezone(KUWAIT).month != said.month or age > 366):
            continue
        kept.append(order)
    if said.date is not None and said.date[1] is None:
        # "the order of the 16th": the latest 16th the orders were placed on, not last
        # month's as well
        kept = [o for o in kept if _month_of(o) == max(map(_month_of, kept))]
    return kept


def _month_of(order: Record) -> tuple[int, int]:
    """The year and month the order was placed in, in Kuwait."""
    placed = _placed(order)
    local = placed.astimezone(KUWAIT) if placed is not None else datetime.min
    return local.year, local.month


def _nearest(orders: list[Record], said: When | None) -> list[Record]:
    """The orders placed nearest the span of days said ("two weeks ago" of orders of nine
    and twenty-one days), nearest first: what to choose from when none was placed then."""
    if said is None or said.ages is None:
        return []
    first, last = said.ages
    today = datetime.now(KUWAIT).date()

    def distance(order: Record) -> int:
        placed = _placed(order)
        if placed is None:
            return 1 << 16
        age = (today - placed.astimezone(KUWAIT).date()).days
        return max(first - age, age - last, 0)

    return sorted(orders, key=distance)


def _near_the_span(orders: list[Record], ages: tuple[int, int]) -> list[Record]:
    """The one of the orders nearest the span of days said, when it is within a quarter of
    the span's width of it (a week at least); none otherwise."""
    nearest = _nearest(orders, When(ages=ages))[:1]
    first, last = ages
    slack = max(_ROUNDED_DAYS, (last - first) // 4)
    today = datetime.now(KUWAIT).date()
    return [
        order
        for order in nearest
        if (placed := _placed(order)) is not None
        and first - slack <= (today - placed.astimezone(KUWAIT).date()).days <= last + slack
    ]


_ROUNDED_DAYS = 7


def past_state_said(turn: Turn) -> bool:
    """The message says an order's state that is past coming: cancelled, refunded, delivered."""
    states = _states(turn)
    return states is not None and not states <= ON_ITS_WAY


def states_said(turn: Turn) -> frozenset[str]:
    """The states the message names an order by ("the one being prepared"); none if none."""
    return _states(turn) or frozenset()


def _states(turn: Turn) -> frozenset[str] | None:
    said = turn.typed_and_read
    found = [statuses for pattern, statuses in _STATES if pattern.search(said)]
    return frozenset().union(*found) if found else None


def goods_words(turn: Turn) -> list[str]:
    """The words that may name what the order held: not its dates, state or order words."""
    said = turn.typed_and_read
    matches = [
        *DATE_WORDS.finditer(said),
        *(m for p, _ in _STATES for m in p.pattern.finditer(said)),
    ]
    told = {word for match in matches for word in match.group(0).split()}
    told |= places_of(turn).words
    if (swap := line_changes.swap_words(turn.utterance)) is not None:
        told |= set(swap[0])  # "sukkari instead of khalas": the sukkari is no order's goods
    words = [
        word
        for word in turn.utterance.topic
        if word not in _NOT_GOODS and word not in told and not any(ch.isdigit() for ch in word)
    ]
    # "the tide, the fairy and the bathroom stuff": beside goods named, a use names no goods
    # an order holds; alone ("my last cleaning stuff order") it is all that tells the order
    use = goods_by_use.use_words(turn)
    return [word for word in words if word not in use] or words


def _stems_of(product: Record, aisle: Record | None) -> set[str]:
    texts = [*name_texts(product), *keywords_of(product)]
    if aisle is not None:
        texts += [*name_texts(aisle), *keywords_of(aisle)]
    return {word for text in texts for word in stems(text)}


async def _names_goods(turn: Turn, word: str, aisles: dict[str, Record]) -> bool:
    """`word` names an aisle or a product of the store: goods the orders may not hold."""
    if any(same_word(word, form) for aisle in aisles.values() for form in _stems_of({}, aisle)):
        return True
    if len(word) < 3:
        return False
    # "البيض" is the store's "بيض": the article read off, as a shopper's word may carry it
    bare = word.removeprefix("ال") if len(word) > 4 else word
    for form in dict.fromkeys((word, bare)):
        if any(not unmet_words([form], [hit]) for hit in await quiet_search(turn, form)):
            return True
    return False


async def went_to(turn: Turn, places: Places) -> set[str]:
    """The ids of the customer's saved addresses that are the places said."""
    return await _went_to(turn, places)


async def _went_to(turn: Turn, places: Places) -> set[str]:
    """The ids of the customer's saved addresses that are the places said."""
    account = await turn.call("account", turn.store.account, turn.customer_id)
    addresses = list((account or {}).get("addresses") or [])
    return {str(a["_id"]) for a in addresses if label_of(a) in places.wanted}


async def described(turn: Turn, orders: list[Record]) -> Described | None:
    """The orders the message describes by their goods, date, place, where they went or
    state; None when it describes none (the caller's own rule then picks: its number, "that
    order", the newest)."""
    said_when = when_said(turn)
    states = _states(turn)
    wanted = goods_words(turn)
    places = order_places_of(turn)
    other = _the_other(turn, orders)
    if other is not None:
        orders = other  # "and the other one from today": never the order in talk
    if states == ON_ITS_WAY and said_when is None:
        states = None  # "when is the driver coming": the order on its way is the caller's pick
    if said_when is None and states is None and not wanted and not places.wanted:
        return None if other is None else Described(other, [])
    candidates = orders if said_when is None else _in_time(orders, said_when)
    if (
        said_when is not None
        and len(candidates) > 1
        and _TODAY.search(turn.typed_and_read)
        and not _SEVERAL.search(turn.typed_and_read)
    ):
        # "طلبي اللي للمنقف اليوم" of two placed today: the one coming today, not tomorrow's
        candidates = [o for o in candidates if _due_today(o)] or candidates
    if states is not None:
        candidates = [o for o in candidates if o.get("status") in states]
    if places.wanted:
        # "the chalet order": the orders that went to that saved address
        went_to = await _went_to(turn, places)
        candidates = [o for o in candidates if str(o.get("addressId")) in went_to]
    # a date, a state or a place said: the orders they leave are the ones to offer when
    # what the message names of their goods fits none of them
    told = said_when is not None or states is not None or bool(places.wanted) or bool(other)
    if not wanted:
        return Described(candidates, [] if candidates else _nearest(orders, said_when))
    ids = list(dict.fromkeys(str(line["productId"]) for o in orders for line in o["items"]))
    found = await products_by_ids(turn, ids)
    aisles = {
        str(aisle["_id"]): aisle for aisle in await turn.call("categories", turn.store.categories)
    }
    line_stems = {
        pid: _stems_of(product, aisles.get(str(product.get("categoryId"))))
        for pid, product in found.items()
    }

    def holds(order: Record, word: str) -> bool:
        return any(
            same_word(word, form)
            for line in order["items"]
            for form in line_stems.get(str(line["productId"]), ())
        )

    # The words that name goods: held by one of the customer's orders, or the store's
    # aisle or product words the orders may lack ("the cleaning order" of a customer who
    # never ordered cleaning goods fits none). Other words ("please", "my usual") describe
    # nothing.
    naming = [
        word
        for word in wanted
        if any(holds(order, word) for order in orders) or await _names_goods(turn, word, aisles)
    ]
    if not naming:
        if not told:
            return None
        return Described(candidates, [] if candidates else _nearest(orders, said_when))
    fits = [o for o in candidates if all(holds(o, word) for word in naming)]
    if not fits and said_when is not None and said_when.ages is not None:
        # "the lamb like my order last month" of a lamb ordered two weeks ago: people round
        # a span, so the order holding the goods nearest it, when near enough
        fits = _near_the_span(
            [o for o in orders if all(holds(o, word) for word in naming)], said_when.ages
        )
    if not fits:
        # "وين طلبي حق البامبرز؟ المفروض واصل من ساعه": a word beside the goods ("واصل",
        # arrived) names goods no order holds; the one order holding more of the goods
        # named than any other is the one described
        held = [(sum(holds(o, word) for word in naming), o) for o in candidates]
        most = max((count for count, _ in held), default=0)
        holding = [o for count, o in held if count == most]
        fits = holding if most and len(holding) == 1 else []
    return Described(fits, candidates if told and not fits else [])


# "when did i last buy saffron", "my latest order with the milk", "اخر مره طلبت زعفران", "a5er
# 6alab fih 7aleeb": of the orders that fit, the newest
_THE_LATEST = Gated(
    r"\b(?:last|latest|most recent|newest|akher|a5er|a5ir|akhir)\b"
    r"|(?<!\w)(?:اخر|الاخير|الاخيره|احدث)(?!\w)"
)
# ...unless the word is of a span: "last week", "الشهر الماضي" say when, which `said_when` reads
_A_SPAN_AFTER = Gated(r"\b(?:last|akher|a5er)\s+(?:week|month|year|time\s+i\s+was)\b")


def asks_the_latest(turn: Turn) -> bool:
    """Whether the message asks for the newest of the orders its description fits ("the
    same milk as last time", "زي قبل": the last time it was had)."""
    said = turn.typed_and_read
    latest = bool(_THE_LATEST.search(said)) and not _A_SPAN_AFTER.search(said)
    return latest or the_last_time(said)


async def picked_from_offer(turn: Turn) -> str | None:
    """The request that offered orders to choose from, when the message picks one of them:
    "the second one", "the one with the diapers", "اللي قبل ٣ اسابيع", "KW-100231"; None
    when it picks none, or asks for something else ("add milk")."""
    if not isinstance(turn.memory.get(ORDER_CHOICE), dict) or not turn.customer_id:
        return None
    if turn.memory.get(INTENT) not in CHOOSING_REQUESTS or turn.utterance.has("ADD", "TAKE"):
        return None
    orders = offered(turn, await turn.call("orders", turn.store.orders, turn.customer_id))
    if not orders:
        return None
    request = str(turn.memory[ORDER_CHOICE].get("request"))
    u = turn.utterance
    if u.ordinal is not None and 0 < abs(u.ordinal) <= len(orders):
        return request
    if u.order_number and any(o.get("orderNumber") == u.order_number for o in orders):
        return request
    said = await described(turn, orders)
    return request if said is not None and said.order is not None else None


# "3eed", "عيد", "اعيد", "order it again", "the same order": ordering a past order again
_AGAIN = Gated(
    r"\b(?:again|usual|same (?:as|order|stuff|things|groceries|items|basket)"
    r"|(?:like|as) last time)\b"
    r"|(?<!\w)(?:نفس|مثل\s+المره\s+(?:الماضيه|اللي\s+طافت)|مره\s+(?:ثانيه|ثانيا|اخري))(?!\w)"
)
# An order cancelled, wanted back: "ابي ارجع طلبية الشيبس اللي كنسلتها", "i want back the
# order i cancelled" (of an order not cancelled, "ارجع" returns goods for a refund)
_WANTED_BACK = Gated(
    r"\b(?:want|bring|get|put) (?:it |that |them )?back\b"
    r"|(?<!\w)(?:ارجع|ارجعه|ارجعها|رجعه|رجعها|ترجعون|ترجعونه|ترجعولي|رجعولي"
    # said to the store: "رجعوه نفسه", "ارجعوها"
    r"|رجعوه|رجعوها|ارجعوه|ارجعوها|رجعوهم|ارجعوهم)(?!\w)"
)
# ...and the words that say nothing else: "reorder", "عيد", "كرر", "karrir" (read "كرر")
# "the same order", "نفس الطلبيه"
_REORDER = Gated(
    r"\b(?:reorder|re-order|redo|repeat|same (?:order|basket))\b"
    # "عيد ميلاد" (a birthday), "عيد الفطر" (a feast) name a day, not a repeat
    r"|(?<!\w)(?:عيد(?!\s+(?:ميلاد|ملد|الميلاد|الفطر|الاضحي|الاضحى|الام|الحب|الوطني|سعيد|مبارك))"
    r"|اعيد|اعد|نعيد|عيدي|عيدو|عيدوا|اعيدو|اعيدوا|تعيدون|تعيدو|تعيدوا|كرر|نكرر"
    r"|نفس\s+(?:ال)?(?:طلب\w*|اغراض|order))(?!\w)"
    # the goods of a past time wanted as then: "like last month", "مثل الشهر اللي طاف"
    r"|\b(?:like|as|same as) (?:the )?(?:last|previous) (?:month|week|time)(?:'?s)?\b"
    r"|(?<!\w)(?:مثل|ممثل|نفس|زي|مثل\s+ما\s+طلبت)\s+(?:ال)?(?:شهر|اسبوع|مره)\s+"
    r"(?:(?:اللي|الي)\s+(?:طاف|طافت|طف|فات|فاتت|فت|راح|راحت)|الماضي|الماضيه|السابق|السابقه)(?!\w)"
)
# What the shopper got, with the day it came: "what i got on the 20th", "اللي طلبته يوم
# الجمعه", "elli 6alabta gabel usbu3" (a past order, though the word "order" is not said)
_WHAT_I_GOT = Gated(
    r"\bwhat (?:i|we) (?:got|bought|ordered|had)\b"
    r"|\bthe (?:stuff|things|items|groceries) (?:i|we) (?:got|bought|ordered)\b"
    r"|(?<!\w)(?:اللي|الي)\s+(?:طلبت\w*|طلبنا\w*|ا?شتريت\w*|ا?شترينا\w*|جبت\w*|جبنا\w*"
    r"|خذيت\w*|خثيت\w*)(?!\w)"
)
# The order as a thing: "the cleaning order", "my milk order", "the order with the diapers",
# "طلب التنظيف", "الطلبيه اللي فيها", "el 6alab ele fih" (read "الطلب الي فيه"); not the
# verb of "order some milk"
_THE_ORDER = Gated(
    r"\b(?:the|my|that|this|our|which)\s+(?:\w+\s+){0,3}?orders?\b"
    r"|\border\s+(?:with|that|which|from|of|i|we|before)\b"
    r"|(?<!\w)و?(?:ال)?(?:طلب|طلبيه|طلبي|طلبيتي|طلبات|طلبياتي|order)\s+"
    r"(?:ال\w+|اللي|الي|مال|حق|يوم|قبل)"
    r"|(?<!\w)و?(?:الطلب|الطلبيه|طلبي|طلبيتي|ال order)(?!\w)"
)
# A past order described, not a problem with it nor a wish to buy: "the order from friday",
# "el 6alab mal el usbu3 el madhi", "طلب يوم الجمعه", "3eed 6alab el dijaj wel 3eish"
_MISREAD = frozenset(
    {"complaint", "cancel_order", "delivery_slots", "browse", "general", "search", "clarify", "unknown",
     "product_detail", "order", "order_status", "faq", "delivery_info", "out_of_domain",
     "add_to_cart", "reorder", "recipe"}
)  # fmt: skip
# A wish to cancel, not the state of an order cancelled ("الطلب الملغي", "the cancelled one")
_CANCEL_ASKED = Gated(
    r"cancel(?!l?ed)|(?<!م)الغي|الغاء|كنسل|وقفو|وقف الطلب|ilghi|(?<!m)alghi|elghi|kansil|kansel"
    r"|(?<!\w)(?:تلغ(?:ي|ون|يه|يها|وه|ونه)|الغو(?:ا|ه|ها)?)(?!\w)|tilgh|tkansl|\bscrap\b"
)
# An order cancelled before, told: "الغيت الطلب امس", "i cancelled it", "lgheta"
_CANCELLED_SAID = Gated(
    r"(?<!\w)(?:ا|ان)?(?:لغيت|لغت|كنسلت)\S*|(?<!\w)انلغ\S*|\bcancell?ed\b"
    r"|\b(?:i|a)?lgh?(?:ai|ee|e)t\w*|\bkans[ae]?lt\w*"
)
# Where an order is, or when it comes: "where is it", "any update", "وين", "mita yoo9al"
# What the model may make of an order described by its goods alone: "the cleaning order",
# "show me the order with the strawberries", "اعرض الطلب اللي فيه حفاضات"
_GOODS_MISREAD = frozenset({"complaint", "product_detail"})
_STATUS_ASKED = Gated(
    r"\b(?:where|wheres|track|tracking|status|when|eta|update|updates|how long|how far)\b"
    r"|(?<!\w)(?:وين|اين|متى|متي|امتى|تتبع|حاله|حالة|شصار|وش صار|شنو صار|اخباره|اخبار)(?!\w)"
)


def asks_to_cancel(turn: Turn) -> bool:
    """The message asks to cancel an order ("cancel it", "abi al8ee"), not of one cancelled."""
    said = turn.typed_and_read
    if cancel_denied.denies_cancelling(said):
        said = cancel_denied.without_denials(said)  # "مابي الغيه، بس ضيفوا عليه حليب"
    return bool(_CANCEL_ASKED.search(said))


def asks_status(turn: Turn) -> bool:
    """The message asks where an order is or when it comes."""
    return bool(_STATUS_ASKED.search(turn.typed_and_read))


@while_read
def again(turn: Turn) -> bool:
    said = turn.typed_and_read
    # each phrasing of the two holds one of these words as it is written; most messages
    # hold none
    if any(word in said for word in _LAST_TIME_WORDS):
        said = _NOT_AS_BEFORE.sub(" ", said)
    if any(word in said for word in _SAME_WORDS):
        said = _ONTO_THE_SAME.sub(" ", said)
    return bool(_REORDER.search(said) or _AGAIN.search(said))


# Goods put with an order placed, not it ordered again: "can these go with that same order",
# "احط هالاغراض ويا نفس الطلب", "a7ut-ha wiya nafs il order" (read "ويا نفس ال order")
_ONTO_THE_SAME = Pattern(
    r"\b(?:with|in|into|on|onto|to) (?:that|the|this) same order\b"
    r"|(?<!\w)(?:ويا|وياه|مع|على|علي|في|ب|بال|ل|لل)\s?نفس\s+(?:ال\s?)?(?:طلب\w*|اوردر|order)(?!\w)"
)


# Unlike a time before: "fresh, not like last time", "مو مثل المره اللي طافت" wants goods
# better than they came, no order as it was
_LAST_TIME_WORDS = ("last", "previous", "مره")  # of `_NOT_AS_BEFORE`
_SAME_WORDS = ("same", "نفس")  # of `_ONTO_THE_SAME`
_NOT_AS_BEFORE = Pattern(
    r"\b(?:not|unlike|mu|mo|mob)\s+(?:like|as|mithil|mithl|zay)\s+(?:the\s+)?(?:last|previous)\s+"
    r"(?:time|order|one)\b"
    r"|(?<!\w)(?:مو|مب|مش|موب|غير)\s+(?:مثل|زي|شرات|نفس)\s+(?:ال)?مره\s+(?:اللي|الي)?\s*\S+"
)


async def _naming(turn: Turn) -> tuple[int, int]:
    """How many words of the message name goods or an aisle of the store (what an order
    held), and how many name nothing. Read quietly (no tool shown): the message is being
    read, not answered."""
    words = goods_words(turn)[:_WORDS_READ]
    if not words:
        return 0, 0
    try:
        aisles = {str(aisle["_id"]): aisle for aisle in await turn.store.categories()}
    except Exception:
        aisles = {}
    named = [await _names_goods(turn, word, aisles) for word in words]
    return sum(named), len(named) - sum(named)


# What the model may make of an order named by where it went: "وطلب الشاليه متى يوصل" (and
# when does the chalet order come) reads like delivering to the chalet
_PLACE_MISREAD = frozenset(
    {"select_address", "select_delivery_area", "delivery_info", "delivery_slots", "area_time"}
)


# What the model may make of a place alone right after an order: "and the other one, to home?"
_UNPLACED = frozenset({"unknown", "general", "clarify"})
_PLACE_READINGS = _PLACE_MISREAD | _UNPLACED


# What became of an order, asked: "did it arrive yet", "has it gone out", "what happened to
# it", "طلعت؟", "شصار عليه", "wsal?" (read "وصل")
_BECAME_OF = Gated(
    r"\b(?:arrive|arrived|come|came|yet|gone out|left|shipped|what happened|happening|news"
    r"|accepted)\b"
    r"|(?<!\w)(?:وصل|وصلت|طلع|طلعت|شصار|وش\s+صار|شنو\s+صار|صار\s+عليه|انقبل)(?!\w)"
)


def _asked_of_a_place_order(turn: Turn, intent: str) -> str | None:
    """ "order_status", "cancel_order" or "order" when the message asks where an order that
    went to a saved place is, or to cancel it, or names it alone, or only the place right
    after an order was shown ("and the one to home?"; "وطلب الشاليه متى يوصل",
    "did the order to the chalet arrive", "6alab bait ahli wain wa9al", "cancel the order
    going home", "the chalet order"), and the model read a delivery to that place; "send my
    order to the chalet" asks none of them, and stays a delivery."""
    if intent not in _PLACE_READINGS or not places_of(turn).wanted:
        return None
    said = turn.typed_and_read
    before = turn.memory.get(INTENT)
    if (
        before in ("order", "order_status")
        and not _MOVED.search(said)
        and not turn.utterance.has("DELIVER", "USE", "CHANGE", "ADDRESS")
    ):
        # "w el thani ele lel bait?" right after the chalet order: the order that went home
        return str(before)
    if intent in _UNPLACED or not turn.utterance.has("ORDER"):
        return None
    if _CANCEL_ASKED.search(said):
        return "cancel_order"
    if asks_status(turn) or _BECAME_OF.search(said):
        return "order_status"
    if _MOVED.search(said):
        return None  # "7awil el order 7ag el chalet": the order being made, sent there
    if _THE_ORDER.search(said) and not turn.utterance.has("DELIVER", "USE", "CHANGE", "ADDRESS"):
        return "order"  # "the chalet order", "طلب بيت اهلي": that order, shown
    return None


# The order moved to a place: "switch the order to the chalet", "حول الطلب للشاليه" (Arabizi
# "7awil" read "حول"), "انقل الطلب للبيت"
_MOVED = Gated(
    r"\b(?:switch|move|redirect|send|ship)\b"
    # "this order should go to my parents' house": the order being made, said to go there
    r"|\b(?:goes|should go|has to go|needs to go|must go) to\b"
    r"|(?<!\w)(?:حول|حولي|حولوا|حولو|حوله|حولها|انقل|انقلوا|نقل|دز|دزوا|ارسل|ارسلوا)(?!\w)"
)


# Why an order was cancelled: "why was it cancelled", "ليش انلغى طلب اهلي", "lesh t-cancel"
# (read "ليش"), "وليش انلغى" ("and why", its "و" joined); what its record says answers it,
# not the rule for cancelling
_WHY = Gated(
    r"\b(?:why|how come|reason|what happened)\b"
    r"|(?<!\w)و?(?:ليش|ليه|لماذا|السبب|سبب|ليشش)(?!\w)"
)


# ...or the cancelling asked of whoever did it, the verb in the past only by the "why" before
# it: "why u cancel my order", "laish 6albi ilgha" (read "الغا", he cancelled; "cancel it" is
# "الغه"); never why the shopper cannot cancel ("why can't i cancel it")
_WHY_THEY_CANCELLED = Gated(
    r"\bwhy (?:did |do |would )?(?:you|u|they|ya)(?: guys| all| people)? (?:cancel|kansal)\w*\b"
    r"|(?<!\w)(?:ليش|ليه|لماذا|ليشش) (?:\S+ )?(?:الغا|لغا|الغي|لغي)(?!\w)"
    r"|(?<!\w)(?:الغا|لغا|الغي|لغي) (?:ليش|ليه)(?!\w)"
)
_CANNOT = Gated(
    r"\b(?:can'?t|cannot|can not|could ?n'?t|unable|won'?t let|should)\b"
    r"|(?<!\w)(?:ما اقدر|ماقدر|ما قدرت|ما يمديني|مايمديني|ما اقدر|اقدر|يمديني|ما خلوني)(?!\w)"
)


def asks_why_cancelled(turn: Turn) -> bool:
    """The message asks why an order was cancelled."""
    said = turn.typed_and_read
    if not _WHY.search(said):
        return False
    if _states(turn) == frozenset({"cancelled"}):
        return True
    return bool(_WHY_THEY_CANCELLED.search(said)) and not _CANNOT.search(said)


def wants_a_cancelled_one_back(turn: Turn) -> bool:
    """A cancelled order told of and wanted again in one message: "تذكر الطلب اللي انلغى
    حق الشيبس والبيبسي؟ رجعه نفسه", "the one that got cancelled, redo it"."""
    said = turn.typed_and_read
    return _states(turn) == frozenset({"cancelled"}) and bool(
        _WANTED_BACK.search(said) or _REORDER.search(said)
    )


async def request_about(turn: Turn, intent: str, problem: bool) -> str | None:
    """ "reorder", "order" or "order_status" when the message describes one of the
    customer's past orders by its goods, date, place, where it went or its state and the
    model read it as something else; None otherwise ("what is the minimum order" describes
    none)."""
    if problem:
        return None
    if (
        intent in _MISREAD | _PLACE_MISREAD
        and asks_why_cancelled(turn)
        and not wants_a_cancelled_one_back(turn)
    ):
        # "why was the order to my parents cancelled", "ليش طلب بيت اهلي ملغي"; "the one that
        # got cancelled? bring it back the same" ("اللي انلغى؟ رجعه نفسه") wants it again
        return "cancel_order" if turn.utterance.has("ORDER") else None
    if (asked := _asked_of_a_place_order(turn, intent)) is not None:
        return asked
    if intent not in _MISREAD:
        return None
    said = _NOT_AS_BEFORE.sub(" ", turn.typed_and_read)
    cancelled_back = _states(turn) == frozenset({"cancelled"}) and bool(_WANTED_BACK.search(said))
    # "same rice and chicken as last time", "نفس الحليب اللي طلبته": goods of a past order
    had_before = same_as_had_before(said)
    again_asked = again(turn) or cancelled_back or had_before
    reordered = bool(_REORDER.search(said))
    the_order = (
        (bool(_THE_ORDER.search(said)) and turn.utterance.has("ORDER"))
        or (bool(_WHAT_I_GOT.search(said)) and when_said(turn) is not None)
        or had_before
    )
    if not the_order and not reordered:
        if intent == "reorder" and again_asked and not turn.utterance.has("ORDER"):
            # "buy milk again", "abi 7aleeb marra thanya": those goods, not a whole order
            return "add_to_cart" if await _naming(turn) != (0, 0) else None
        return None  # "the usual milk": goods, no past order
    if reordered and the_order and intent in ("order", "order_status"):
        return "reorder"  # "3eed el 6alab el a5eer": that order, ordered again
    # a date, a state or where it went: "the cancelled order", "the order to the chalet"
    dated = when_said(turn) is not None or _states(turn) is not None or bool(places_of(turn).wanted)
    named, unnamed = await _naming(turn)
    if not dated and not named:
        # "reorder", "my usual" alone stay the model's; "the cleaning order" names goods
        return None
    if intent in ("complaint", "cancel_order") and unnamed:
        # "the milk in my order smelled weird": words beside the order's goods and date, that
        # the model read as a complaint, say something of it
        return None
    if (
        again_asked
        and not cancelled_back
        and asks_to_cancel(turn)
        and not _CANCELLED_SAID.search(said)
        and not turn.utterance.has("COUPON", "CART")
    ):
        # "cancel the home one, we already got the same things": the same goods are why it is
        # cancelled, no order asked again
        return "cancel_order"
    if again_asked or (the_order and turn.utterance.has("ADD") and not asks_status(turn)):
        return "reorder"  # "add what i got on the 20th": that order's goods, to the cart
    if intent == "reorder" and dated:
        return "order"  # "the order before last": shown, not bought again unasked
    if intent == "cancel_order":
        # "الطلبيه الملغيه", "the cancelled order": a state, no request to cancel
        return "order" if not _CANCEL_ASKED.search(said) else None
    if intent in ("order", "order_status", "reorder"):
        return None
    if intent not in _GOODS_MISREAD and not dated:
        # "order the cleaning stuff", "whats the min order for ahmadi": goods asked for, or
        # a policy; only a date, a place or a state makes them a past order's
        return None
    return "order_status" if asks_status(turn) else "order"


async def a_product_none_holds(turn: Turn, orders: list[Record]) -> bool:
    """A goods word names a product of the store that no line of `orders` is: "the eggs" of
    orders of milk, however the milk's aisle ("dairy and eggs") is named."""
    ids = list(dict.fromkeys(str(line["productId"]) for o in orders for line in o["items"]))
    held = {
        form
        for product in (await products_by_ids(turn, ids)).values()
        for form in _stems_of(product, None)
    }
    for word in goods_words(turn):
        forms = dict.fromkeys((word, word.removeprefix("ال") if len(word) > 4 else word))
        if any(same_word(form, stem) for form in forms for stem in held):
            continue
        for form in forms:
            if len(form) > 2 and any(
                not unmet_words([form], [hit]) for hit in await quiet_search(turn, form)
            ):
                return True
    return False

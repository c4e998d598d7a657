"""The shopper's orders still to come (placed, confirmed, being prepared, on the way), and
what a message asks of one of them.

"where is my order", "il driver wainah", "how much longer", "tonight's order", "tomorrow's
chalet order", "the one still not confirmed", "وطلبية البيت وين وصلت", "باجر الساعه ٦ يوصل؟",
"add sugar to today's order", "shil il toast min il order", "cancel it, nobody is home": an
order still to come is asked after, or a change to it. Each is read here before the model's
reading of the words alone (a delivery slot, a product search, a complaint about what came,
"another matter"), and the order meant is picked among those still to come, by the day it is
booked for or was placed on, its state and the saved place it goes to; never a delivered one
in its stead. When exactly one fits, that is the order: no "which one?".
"""

from __future__ import annotations

from datetime import UTC, datetime

from hub.assistant.brain.domain import a_person_arrives
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.problems import says_late, states_a_problem
from hub.assistant.brain.skills import (
    code_of_this_order,
    confirmed_asked,
    driver_asked,
    express_on_placed,
    offer_on_placed,
    one_line_cancelled,
    order_checked,
    order_in_talk,
    order_joined,
    order_kept,
    order_refs,
    placed_line_counts,
    placed_order_words,
    refunds,
    running_out,
    still_to_come,
)
from hub.assistant.brain.skills.common import cart_lines, names_an_item
from hub.assistant.brain.skills.order_refs import goods_words
from hub.assistant.brain.turn import INTENT, ORDER, Turn
from hub.record import Record
from hub.storefront.delivery import KUWAIT

OPEN = frozenset({"placed", "confirmed", "preparing", "out_for_delivery"})
_NIGHT_ENDS = 5  # the hour (Kuwait) a night's small hours end

# The day an order is for: today's or tonight's, tomorrow's ("il lail" is read "الليل")
_TODAY = Gated(r"\b(?:today'?s?|this morning)\b|(?<!\w)(?:اليوم|اليوم\s+الصبح)(?!\w)")
_TONIGHT = Gated(
    r"\b(?:tonight'?s?|this (?:evening|afternoon))\b"
    r"|(?<!\w)(?:الليله|الليلة|الليل|هالليله|المسا|العصر)(?!\w)"
)
_TOMORROW = Gated(
    r"\b(?:tomorrow'?s?|tmrw'?s?|tmr|tomorow|tomoro|tommorow)\b"
    r"|(?<!\w)(?:باجر|باكر|بكره|بكرة|بكرا|باكر)(?!\w)"
)
# Its state: not confirmed yet ("mo confirmed" is read "مو كونفرمد"), or late
_NOT_CONFIRMED = Gated(
    r"\b(?:not|isn'?t|hasn'?t been|wasn'?t|never|still not|not yet) (?:been |yet )?"
    r"(?:confirmed|accepted)\b|\bunconfirmed\b"
    r"|(?<!\w)(?:مو|ما|مب|موب|مش|بعد\s+ما)\s+(?:كونفرمد|كنفرمد|confirmed|مؤكد|موكد|مءكد|ماكد"
    r"|متاكد|متأكد|تاكد|تأكد|تءكد|انقبل|اكدتوه|أكدتوه|اكدوه|تاكدت|اتاكد|اتأكد)(?!\w)"
)
_LATE = Gated(
    r"\b(?:late|delayed|overdue|still not here|not here yet|still nothing|nothing yet"
    r"|been forever|been ages|still waiting)\b"
    # how long past due: "it's been 2 hours", "an hour ago", "supposed to come at 1"
    r"|\b(?:been|over|more than|almost|nearly) (?:\d+|an?|one|two|three|half an) (?:hours?|hrs?)\b"
    r"|\b(?:an?|\d+|one|two|three) (?:hours?|hrs?) ago\b"
    r"|\b(?:should(?:'ve| have)|was supposed to|were supposed to|supposed to) (?:be |have )?"
    r"(?:come|arrived?|been here|be here|get here|got here)\b"
    r"|(?<!\w)(?:للحين|لحد\s+الحين|بعده|بعدها|بعدا)\s+ما\s+(?:وصل|جا|يا|وصلت|طلع)(?!\w)"
    r"|(?<!\w)(?:مت[اءأ]?خ{1,2}ر|متاخر|متءخر|تاخر|تأخر|تءخر|تاخرت|تأخرت|ما\s+وصل|ما\s+جا)(?!\w)"
    r"|(?<!\w)ت[اءأ]خ{1,2}ر(?:ت|تو|توا|تون)?(?!\w)"  # "t2a55ar" (read "تءخخر")
)
# The driver, and where an order is or when it comes ("wain", "mata yoosal" are read in
# Arabic)
_DRIVER = Gated(
    r"\b(?:driver|delivery (?:guy|man|boy)|courier|rider)\b"
    # "للمندوب", "والمندوب": to him, and him, as much as "المندوب"
    r"|(?<!\w)(?:ال|لل|وال|بال|ل)?(?:مندوب|سايق|سواق|دريفر|درايفر)(?!\w)"
)
# A question asked of it, not only its coming told ("my order didnt arrive" is a complaint)
_ASKS = Gated(
    r"\b(?:where|wheres|when|eta|track|tracking|status|update|how long|how much longer"
    r"|what'?s going on|what'?s happening|how'?s it going)\b"
    r"|(?<!\w)(?:وين|وينه|وينها|اين|متى|متي|امتى|شصار|وش\s+صار|شنو\s+صار|اخباره|حالته"
    r"|شالسالفه|شسالفه|شلون\s+(?:وضع|حال)\S*)(?!\w)"
)
_WHERE = Gated(
    r"\b(?:where|wheres|when|eta|track|tracking|status|update|how long|how much longer"
    r"|what'?s going on|what'?s happening|how'?s it going|arrive|arriving|come|coming"
    r"|get here|be here|get there|be there|make it|what'?s up with|any news (?:on|about))\b"
    r"|(?<!\w)شلون\s+(?:وضع|حال)\S*(?!\w)"
    # how they stand: "شنو وضعهم", "shnu wad3hum" (read "شو ودعهم"), "شخبارهم"
    r"|(?<!\w)(?:شو|شنو|وش|ايش|اشو)\s+(?:وضع|ودع|حال)(?:ه|ها|هم|هن|هما)?(?!\w)"
    r"|(?<!\w)(?:شخبار|شخبر)\S*(?!\w)|\bsha?khbar\w*"
    r"|(?<!\w)(?:وين|وينه|وينها|اين|متى|متي|امتى|شصار|وش\s+صار|شنو\s+صار|يوصل|توصل|بيوصل|يجي"
    r"|بيجي|وصل|وصلت|يوصلني|اخباره|حالته|شالسالفه|شسالفه)(?!\w)"
)
# How long still, asked of an order on its way: "how much longer", "realistically", "كم باقي"
_HOW_LONG = Gated(
    r"\bhow (?:much )?long(?:er)?\b|\bhow much more\b|\brealistic(?:ally)?\b|\beta\b"
    r"|\bany (?:idea|estimate)\b"
    r"|(?<!\w)(?:كم\s+باقي|كم\s+بيطول|كم\s+يبي\s+له|متى|متي|امتى|شكثر|قديش)(?!\w)"
)
# The driver called or reached: "can you call the driver", "the driver's number", "رقم
# المندوب", "t3tooni ra8m il driver" (read "تعتوني رقم ال driver")
_REACH_THE_DRIVER = Gated(
    r"\b(?:call|ring|phone|contact|text|message|reach|chase)\b(?: \S+){0,2}? "
    r"(?:the |ur |your |my )?(?:driver|courier|delivery guy)\b"
    r"|\bdriver'?s? (?:number|phone|contact|mobile)\b|\bnumber (?:of|for) the driver\b"
    # hurried: "tell the driver to hurry", "make the driver go faster", "yesta3jil il driver"
    r"|\b(?:tell|ask|get|make|have)\b(?: \S+){0,2}? (?:the |ur |your |my )?(?:driver|courier)\b"
    r"(?: \S+){0,3}? (?:hurry|rush|faster|quicker|speed|step on it)\b"
    r"|\b(?:hurry|rush|speed up|push)(?: up)? (?:the |ur |your |my )?(?:driver|courier)\b"
    r"|(?<!\w)(?:خل|خلي|قول\S*|قل|بلغ\S*)\s+(?:ال\s?)?(?:مندوب|سايق|سواق|دريفر|درايفر|driver)\s+"
    r"(?:\S+\s+)?(?:يستعجل|يسرع|يعجل|يفز|بسرعه|بسرعة)(?!\w)"
    r"|(?<!\w)(?:استعجلوا|استعجلو|عجلوا|عجلو|سرعوا|سرعو|ستعجلوا)\s+(?:على\s+|ع\s?)?(?:ال)?"
    r"(?:مندوب|سايق|سواق|دريفر|درايفر|driver)(?!\w)"
    r"|(?<!\w)(?:رقم|تلفون|اتصل\w*|تتصل\w*|كلم\w*|تكلم\w*|دق\w*)\s+(?:على\s+|ع\s?)?(?:ال\s?)?"
    r"(?:مندوب|سايق|سواق|دريفر|درايفر|driver)(?!\w)"
)
# A person asked for, not the bot: "a person", "mu bot", "احد اكلمه"
_A_PERSON = Gated(
    r"\b(?:a person|real person|someone|somebody|a human|an agent|not a bot|no bot|mu bot|mo bot)\b"
    r"|(?<!\w)(?:مو\s+bot|مو\s+بوت|احد\s+اكلمه|احد\s+اكلم|احد\s+يكلمني|موظف|انسان)(?!\w)"
)
# Goods onto, or out of, an order ("a7e6" is read "احط", "shil" "شيل", "tzeeda" "تزيدا"); a
# verb of putting, never a noun of what came ("زياده بيض": more eggs came than asked), nor
# what it did not hold ("didn't include the milk", "ma include el 7aleeb")
_PUT = Gated(
    r"\b(?:add|put|throw in)\b"
    r"|(?<!n't )(?<!not )(?<!nt )(?<!never )(?<!ma )(?<!mo )(?<!mu )(?<!ما )(?<!مو )\binclude\b"
    r"|(?<!\w)(?:اضيف|اضف|ضيف|اطيف|تضيف|تضيفون|حط|احط|تحط|تحطون|حطو|حطوا|زيد|ازيد|تزيد\w*|نزيد)"
    r"(?!\w)"
    # said to the store, or for me: "زيدوا", "ضيفولي", "حطولي", "zeedoli" (read "زيدولي")
    r"|(?<!\w)(?:زيدو|زيدوا|زيدي|زيدولي|زيدوني|زيدلي|ضيفو|ضيفوا|ضيفي|ضيفولي|ضيفلي|اضيفو|اضيفوا"
    r"|حطولي|حطلي|حطيلي|تزيدولي|تضيفولي|تحطولي)(?!\w)"
)
# "drop off" is the delivery's own; "طلع" and "نزل" take out only with what they take it from ("طلعوا الخبز من الطلب"): alone
# they say how an order turned out ("طلع غلط") or whether it went through ("نزل بالنظام")
_TAKE_OUT = Gated(
    r"\b(?:take|remove)\b(?: \S+){0,4}? (?:out|off|from)\b|\bdrop\b(?: \S+){0,4}? from\b"
    r"|\bremove\b"
    # the goods may ride on the verb: "شيله", "شيلها", "شيلوه"
    r"|(?<!\w)(?:شيل|شيلو|شيلوا|اشيل|تشيل|تشيلون|حذف|احذف)(?:ه|ها|هم|وه|وها|وهم)?(?!\w)"
    # ...or short, before the goods: "اشل النسكافيه", Arabizi "ashil el nescafe" (read "اشل ال")
    r"|(?<!\w)(?:اشل|نشل|تشل|تشلون)\s+ال"
    r"|(?<!\w)الغي\s+ال\S+\s+من(?!\w)"
    r"|(?<!\w)(?:طلع|طلعو|طلعوا|تطلعون|نزل|نزلو|نزلوا)(?:\s+\S+){1,4}?\s+(?:من|عن)(?!\w)"
    # Arabizi the reading leaves in Latin letters: "shel il shampoo mn il order"
    r"|\b(?:a|t|y)?sh(?:i|e|ee|ei)l(?:a|ah|o|oh|oo|ooh|ouh|ha|aha|oha|hum|aw|ow|u|uh)?\b"
    r"(?: \S+){0,6}? (?:mn|min|men|mnil|minil|from)\b"
)
# A change asked: the verb, never the coins ("the driver had no change")
_CHANGED = Gated(
    r"(?<!no )(?<!any )(?<!small )(?<!exact )(?<!enough )(?<!spare )(?<!loose )(?<!the )"
    r"\bchange\b(?! for\b)|\b(?:edit|modify|amend|too late|still time)\b"
    r"|(?<!\w)(?:اغير|تغير|تغيير|اعدل|تعدل|تعديل|فات\s+الوقت|متاخر\s+عليه)(?!\w)"
    r"|(?<!\w)(?:اتغير|تغيرون|غيروا|غيرو)(?!\w)"
)
# One of its goods swapped for another: "swap the white toast for brown", "ابدل التوست";
# alone, no change of an order ("what can i use to replace eggs in a cake")
_SWAPPED = Gated(
    r"\b(?:swap|replace|exchange)\b"
    r"|(?<!\w)(?<!شي )(?:ابدل|بدل|تبدل|تبدلون|بدلوا|بدلو|ابدله|بدله)(?!\w)"
)
# What is taken off is the order's money, not its goods ("take the delivery fee off my order")
_ITS_MONEY = Gated(
    r"\b(?:fees?|charges?|costs?|tax|vat|discount|coupon|promo|code|points|price)\b"
    r"|(?<!\w)(?:رسوم|الرسوم|التوصيل|الخصم|خصم|الكود|كود|الضريبه)(?!\w)"
)
# An order already placed, named as one: "my/the/today's order", "il order", "طلبي", "الطلب",
# "طلب اليوم"; never the verb or an order yet to be put in ("order 2 milk", "put in an
# order for tomatoes", "حط طلب حليب", "7ot order 7aleeb")
_A_PLACED_ORDER = Gated(
    r"\b(?:my|the|our|this|that|your|today'?s|tonight'?s|tomorrow'?s|tmrw'?s|yesterday'?s"
    r"|current|open|pending)(?: \S+)? (?:order|delivery|groceries)\b|\border (?:#|no\b|number)"
    r"|\b(?:il|el|al)\s+order\b"
    r"|(?<!\w)(?:ال ?order|ال ?اوردر|اوردري|طلبي|طلبيتي|طلبنا|طلبيتنا|الطلب|الطلبيه|الطلبية"
    r"|(?:طلب|طلبيه|طلبية|طلبيت)\s+ال\S+)(?!\w)"
)
# An order named after "and", which the word "طلب" alone does not show: "وطلب الشاليه"
_AND_THE_ORDER = Gated(r"(?<!\w)و(?:طلب|طلبيه|طلبية|طلبيت|طلبي|طلبيتي)(?:\s+ال\S+)?(?!\w)")
# The cart named: goods for it are no change of an order ("add the milk to my cart")
_CART = Gated(r"\b(?:cart|basket)\b|(?<!\w)(?:سله|سلتي|السله|بالسله|للسله|cart)(?!\w)")
# An order not placed yet: "if i order now", "when i order tomorrow"
_TO_BE_PLACED = Gated(
    r"\b(?:if|when|before) (?:i|we) (?:order|place)\b|\bnew order\b|\bnext order\b"
    r"|\b(?:want|wanna|going|like|need|planning) to (?:order|place)\b"
    r"|(?<!\w)(?:ابي|ابغي|ودي|بغيت)\s+(?:اطلب|اسوي\s+طلب)(?!\w)"
    r"|(?<!\w)(?:لو|اذا|إذا)\s+(?:طلبت|اطلب|بطلب)(?!\w)|(?<!\w)طلب\s+جديد(?!\w)"
    # "for future orders", "my next orders", "الطلبات الجايه"
    r"|\b(?:future|next|later|new|all|every) orders?\b"
    r"|(?<!\w)(?:الطلبات|طلباتي|طلباتنا)\s+(?:الجايه|الجاية|القادمه|القادمة|الياية|الجديده)(?!\w)"
)


def day_said(turn: Turn) -> int | None:
    """The day an order is said to be for, in days from today: 0 or 1."""
    said = turn.typed_and_read
    if _TOMORROW.search(said):
        return 1
    if _TODAY.search(said) or _TONIGHT.search(said):
        return 0
    return None


def _local_day(value: object) -> int | None:
    """Days from today (in Kuwait) of an ISO instant."""
    try:
        moment = datetime.fromisoformat(str(value))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    today = datetime.now(KUWAIT).date()
    return (moment.astimezone(KUWAIT).date() - today).days


def _window(order: Record) -> dict[str, object]:
    slot = order.get("deliverySlot")
    return slot if isinstance(slot, dict) else {}


def booked_day(order: Record) -> int | None:
    """The day an order's delivery window opens, in days from today."""
    return _local_day(_window(order).get("from"))


def _past_midnight(order: Record) -> bool:
    """A window opening in the small hours of tomorrow (22:00 to 00:00 runs into them, a
    window from 00:30 opens there): still tonight's, as a shopper counts a night."""
    opens = _window(order).get("from")
    if booked_day(order) != 1:
        return False
    try:
        moment = datetime.fromisoformat(str(opens))
    except ValueError:
        return False
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(KUWAIT).hour < _NIGHT_ENDS


def is_late(order: Record) -> bool:
    """An order still to come, past the end of its delivery window."""
    closes = _window(order).get("to")
    if order.get("status") not in OPEN or closes is None:
        return False
    try:
        end = datetime.fromisoformat(str(closes))
    except ValueError:
        return False
    return (end if end.tzinfo else end.replace(tzinfo=UTC)) < datetime.now(UTC)


async def _went_to(turn: Turn) -> set[str] | None:
    """The ids of the saved places the message names; None when it names none."""
    places = order_refs.order_places_of(turn)
    if not places.wanted:
        return None
    return await order_refs.went_to(turn, places)


async def sent_to_the_place_said(turn: Turn, orders: list[Record]) -> list[Record]:
    """The orders still to come bound for the saved place the message names, whatever day or
    time it says (a time a window is to be moved to names no order); none when it names no
    place."""
    went_to = await _went_to(turn)
    if went_to is None:
        return []
    return [o for o in orders if o.get("status") in OPEN and str(o.get("addressId")) in went_to]


async def meant(turn: Turn, orders: list[Record]) -> list[Record]:
    """The orders still to come that fit the day, state and place the message says, newest
    first: all of them when it says none."""
    fits = still = [o for o in orders if o.get("status") in OPEN]
    day = day_said(turn)
    if day is not None:
        # tomorrow's order is the one booked for tomorrow; tonight's the one booked for
        # today, else (today's) the one placed today
        tonight = bool(_TONIGHT.search(turn.typed_and_read))
        booked = [o for o in fits if booked_day(o) == day or (tonight and _past_midnight(o))]
        placed = [o for o in fits if day == 0 and _local_day(o.get("placedAt")) == 0]
        fits = (
            (booked or placed)
            if tonight or day == 1
            else [*booked, *(o for o in placed if o not in booked)]
        )
    said = turn.typed_and_read
    if _NOT_CONFIRMED.search(said):
        fits = [o for o in fits if o.get("status") == "placed"]
    elif _LATE.search(said) and any(is_late(o) for o in fits):
        fits = [o for o in fits if is_late(o)]
    went_to = await _went_to(turn)
    if went_to is not None:
        bound = [o for o in still if str(o.get("addressId")) in went_to]
        fits = [o for o in fits if o in bound]
        if not fits and len(bound) == 1:
            # "the chalet order for tonight" when its window opens at dawn: the one place
            # named tells the order better than a night counted loosely
            fits = bound
    return fits


def describes_one(turn: Turn) -> bool:
    """The message names an order still to come by its day or its state."""
    said = turn.typed_and_read
    return (
        day_said(turn) is not None
        or bool(_NOT_CONFIRMED.search(said))
        or bool(order_refs.order_places_of(turn).wanted)
    )


async def picked(turn: Turn, orders: list[Record]) -> Record | None:
    """The one order still to come the message names by day, state or place, when exactly
    one fits; None otherwise (the caller's own rules then pick)."""
    if not describes_one(turn) or order_refs.again(turn) or _goods_named_apart(turn):
        return None
    fits = await meant(turn, orders)
    if len(fits) > 1 and goods_words(turn):
        # "tonight's order, the halloumi and labneh one": of those, the one holding them
        said = await order_refs.described(turn, fits)
        fits = said.fits if said is not None and said.fits else fits
    return fits[0] if len(fits) == 1 else None


def _goods_named_apart(turn: Turn) -> bool:
    """A past date said beside (an order of "last week" is no order still to come)."""
    found = order_refs.when_said(turn)
    return found is not None and found.ages is not None and found.ages[0] > 0


def _is_talked(turn: Turn, order: Record) -> bool:
    return order.get("_id") == turn.memory.get(ORDER)


def _in_talk(turn: Turn) -> bool:
    """The reply before was about one order (its status, a cancel, a complaint)."""
    return turn.memory.get(INTENT) in order_in_talk.ABOUT_AN_ORDER and bool(turn.memory.get(ORDER))


@while_read
def of_an_order(turn: Turn) -> bool:
    """The message may be about an order still to come: it names an order, the driver, or a
    day with its coming, or follows up the order just talked about. Read before the gate may
    decline it ("can u tell me how much longer, like realistically")."""
    said = turn.typed_and_read
    if _TO_BE_PLACED.search(said) or _CART.search(said):
        return False
    # "if it doesn't come soon can i cancel it": an order, though no word names one
    cancels_late = order_refs.asks_to_cancel(turn) and bool(_LATE.search(said))
    named = _names_an_order(turn) or bool(_DRIVER.search(said)) or cancels_late
    named = named or code_of_this_order.asked(turn)  # "...يمشي على هالطلب؟"
    # "السباك بيوصل العصر": someone else's coming, not an order's
    dated = (
        day_said(turn) is not None
        and bool(_WHERE.search(said))
        and not a_person_arrives(turn.message.for_model.lower())
    )
    followed = _in_talk(turn) and bool(
        order_refs.asks_to_cancel(turn)
        or changes_it(turn)
        or _A_PERSON.search(said)
        or _HOW_LONG.search(said)
        or still_to_come.asks_when_it_comes(turn)  # "what time exactly will it get here"
        or _REACH_THE_DRIVER.search(said)
        or placed_order_words.hurries(turn)
        or placed_order_words.asks_the_drivers_number(turn)  # "give me his phone then"
        or _DRIVER.search(said)
        or _LATE.search(said)
        # "we're down to the last nappy", checked as late below; "we ran out of coffee, need
        # nescafe" wants goods
        or (running_out.runs_out(turn) and not _WANTS_GOODS.search(said))
        or express_on_placed.asks_it_sooner(turn)  # "can it come faster? express?"
        or (turn.memory.get(INTENT) == "cancel_order" and order_kept.keeps_it(turn))
    )
    return named or dated or followed


def follows_an_order(turn: Turn) -> bool:
    """A signed-in shopper's message about an order still to come that names no order word:
    the driver, a day with its coming ("باجر الساعه ٦ اكيد يوصل؟"), or how long still after
    an order's status; read as ours before the gate may decline it."""
    if not turn.customer_id or not of_an_order(turn):
        return False
    said = turn.typed_and_read
    if not turn.utterance.has("ORDER") and a_person_arrives(turn.message.for_model.lower()):
        return False
    return bool(_DRIVER.search(said)) or day_said(turn) is not None or _in_talk(turn)


# The replies of our delivery (windows, an area's times) a follow-up may correct
_DELIVERY_SHOWN = frozenset({"delivery_slots", "area_time", "delivery_info"})
# The readings that may stand for a question about an order still to come
# A line's count changed, read as the cart's
_CART_RECOUNT = frozenset({"update_cart_item", "remove_cart_item", "clarify"})
_MISREAD = frozenset(
    {"complaint", "order", "order_status", "delivery_slots", "delivery_info", "area_time",
     "clarify", "unknown", "general", "search", "out_of_domain", "select_address",
     "select_delivery_area", "similar", "product_detail", "help", "faq", "remove_cart_item",
     "update_cart_item", "add_to_cart", "cancel_order", "handoff", "meal_ideas", "reorder",
     "set_express", "pick_slot", "booked_slot", "what_next", "thanks", "substitution",
     "same_in_another_size"}
)  # fmt: skip


# Questions of what goods hold or how they compare, which a line's kind changed reads as
_GOODS_ASKED = frozenset({"nutrition", "compare", "dietary"})
# Readings about an order already, which only a person, a cancel or a change overrides
_ITS_OWN = frozenset({"cancel_order", "handoff", "reorder"})
# The store's own delivery asked, not an order's coming: "do you deliver tonight", "توصلون
# اليوم؟"
_THE_STORES_DELIVERY = Gated(
    r"\b(?:do|does|can|will|would) (?:you|u|ya|you guys|they) (?:still |even |also )?deliver\b"
    r"|\b(?:you|u) (?:guys )?deliver\b"
    r"|(?<!\w)(?:توصلون|توصلوا|يوصلون|تجيبون)(?!\w)"
)
# Goods wanted, or their coming asked of an order yet to be made: "i need eggs to come
# today", "can bread come tonight", "امي تبي حليب يوصل اليوم", "لو طلبته اليوم متى يوصل"
_WANTS_GOODS = Gated(
    r"\b(?:i|we|she|he|mom|mum|dad|wife|husband)?\s*(?:want|wants|wanted|need|needs|abi|abgha|a?bgha)\b"
    r"|\bif (?:i|we) (?:buy|order|get|got|ordered)\b"
    r"|\bcan (?!(?:you|u|it|my|our|the order)\b)\w+(?: \w+)? (?:come|arrive|be delivered|get here)\b"
    r"|\bwhen can they (?:come|arrive|get here)\b"
    r"|(?<!\w)(?:ابي|أبي|ابغى|أبغى|ابغي|تبي|يبي|نبي|تبغى|يبغى|نبغى|احتاج|تحتاج|يحتاج|نحتاج)(?!\w)"
    r"|(?<!\w)لو (?:طلبت|طلبته|طلبتها|طلبتهم|اطلب|شريت|اشتريت)\w*"
)
# Whether the order went through, asked: "did my order go through", "الطلب نزل بالنظام؟"
_WENT_THROUGH = Gated(
    r"\b(?:go|gone|went|get|got|gotten) through\b"
    r"|\b(?:was|is|has|did) (?:my |the )?order (?:been |get |got )?(?:placed|received|registered"
    r"|submitted|recorded)\b|\bdid (?:you|u) (?:get|receive) (?:my|the) order\b"
    r"|(?<!\w)(?:نزل|تسجل|انسجل|دخل)\s+(?:ب|في\s+|فى\s+|على\s+)?(?:ال)?(?:نظام|سستم|سيستم)(?!\w)"
    r"|(?<!\w)(?:وصلكم|استلمتوا|استلمتو)\s+(?:ال)?(?:طلب|طلبي)(?!\w)"
)
# The windows asked for plainly
_SLOTS_ASKED = Gated(
    r"\b(?:slots?|windows?|delivery times|time slots)\b|(?<!\w)(?:مواعيد|المواعيد|مواعيدكم)(?!\w)"
)


# Two hours a window runs between: "between 5 and 7", "بين ٥ و ٧", "bain 5 w 7" (read "بين")
_BETWEEN_HOURS = Gated(r"(?:\bbetween|(?<!\w)بين)\s+\d{1,2}\s+(?:and|to|و|-)\s*\d{1,2}\b")


def _of_a_past_order(turn: Turn) -> bool:
    """The message dates an order days back, names its state past coming, or asks the
    latest of those holding goods ("when did i last buy saffron")."""
    return (
        _goods_named_apart(turn)
        or order_refs.past_state_said(turn)
        or order_refs.asks_the_latest(turn)
    )


async def _open_orders(turn: Turn) -> list[Record]:
    """The customer's orders still to come, read quietly (the message is being read)."""
    if not turn.customer_id:
        return []
    try:
        orders = await turn.store.orders(turn.customer_id)
    except Exception:
        return []
    return [o for o in orders if o.get("status") in OPEN]


async def _goods_none_holds(turn: Turn, orders: list[Record]) -> bool:
    """The message names goods and no order still to come holds them: their coming is the
    store's stock, not an order's ("when will the strawberries arrive tonight")."""
    if not goods_words(turn):
        return False
    if await order_refs.a_product_none_holds(turn, orders):
        return True  # "متى يوصل البيض اليوم" of an order of milk: the eggs are no line of it
    if not await names_an_item(turn):
        return False
    said = await order_refs.described(turn, orders)
    return said is not None and not said.fits


def changes_it(turn: Turn) -> bool:
    """Goods put onto or taken out of an order, or a change of it asked."""
    said = turn.typed_and_read
    takes_out = bool(_TAKE_OUT.search(said)) and not _ITS_MONEY.search(said)
    return bool(_PUT.search(said) or takes_out or _CHANGED.search(said) or _SWAPPED.search(said))


def _names_an_order(turn: Turn) -> bool:
    said = turn.typed_and_read
    return (
        turn.utterance.has("ORDER")
        or bool(_AND_THE_ORDER.search(said))
        or order_joined.names_it(turn)
    )


def names_a_placed_order(turn: Turn) -> bool:
    """The message names an order as one already placed, not the verb or one yet to come."""
    said = turn.typed_and_read
    return (
        (turn.utterance.has("ORDER") and bool(_A_PLACED_ORDER.search(said)))
        or bool(_AND_THE_ORDER.search(said))
        or order_joined.names_it(turn)  # "الريش اللي بطلب الشاليه"
    )


def tells_a_problem(turn: Turn, intent: str) -> bool:
    """Something went wrong with what came ("it didn't include the milk", "طلع فيه حليب
    منتهي", "تأخرت"): a complaint, which no change of the order answers. Goods asked out of
    it ("طلعوا التفاح من الطلب") are a change, however the words alone were read."""
    if states_a_problem(turn.message):
        return True
    return intent == "complaint" and not _TAKE_OUT.search(turn.typed_and_read)


def the_drivers(turn: Turn, orders: list[Record]) -> Record | None:
    """The order the driver is asked of ("the driver's number", "wain il mandoob"): the one in
    talk while still to come, else the one out for delivery, else the newest still to come."""
    his = _in_talk(turn) and placed_order_words.asks_the_drivers_number(turn)
    if not (_DRIVER.search(turn.typed_and_read) or his):
        return None
    open_ones = [o for o in orders if o.get("status") in OPEN]
    talked = next((o for o in open_ones if o.get("_id") == turn.memory.get(ORDER)), None)
    out = [o for o in open_ones if o.get("status") == "out_for_delivery"]
    if talked is not None:
        return talked
    first = out or open_ones
    return first[0] if first else None


def adds_goods(turn: Turn) -> bool:
    """Goods put onto an order, not taken out of it."""
    said = turn.typed_and_read
    return bool(_PUT.search(said)) and not _TAKE_OUT.search(said)


def asks_not_confirmed(turn: Turn) -> bool:
    return bool(_NOT_CONFIRMED.search(turn.typed_and_read))


def reaches_the_driver(turn: Turn) -> bool:
    said = turn.typed_and_read
    return bool(
        _REACH_THE_DRIVER.search(said)
        or (_DRIVER.search(said) and placed_order_words.asks_his_number(turn))
        # "ok give me his phone then" after its status: none but the driver is "he"
        or (_in_talk(turn) and placed_order_words.asks_the_drivers_number(turn))
        or (_in_talk(turn) and placed_order_words.hurries(turn) and not _asks_goods(turn))
        or driver_asked.asks_to_be_called(turn, _in_talk(turn))  # "can he ring me when close"
        # "how far is the driver": no place of his is seen; "where's the driver, it's been two
        # hours" tells it late, answered as late
        or (driver_asked.asks_where_he_is(turn) and not says_late(turn.message))
    )  # "hurry them up" after its status; "add milk asap" wants goods


def _asks_goods(turn: Turn) -> bool:
    said = turn.typed_and_read
    return changes_it(turn) or bool(_WANTS_GOODS.search(said)) or bool(_CART.search(said))


def asks_how_long(turn: Turn) -> bool:
    return bool(_HOW_LONG.search(turn.typed_and_read))


def asks_a_person(turn: Turn) -> bool:
    return turn.utterance.has("HUMAN") or bool(_A_PERSON.search(turn.typed_and_read))


async def reading(turn: Turn, intent: str) -> str | None:
    """The request a message about an order still to come makes, whatever the model read:
    a person ("handoff"), a cancel, a change of the order ("placed_order_change"), or where
    it is and when it comes ("order_status"); None when it is about none."""
    # a code asked of an order named by its place, day or state is no code for the cart
    coded = intent == "apply_coupon" and describes_one(turn) and _names_an_order(turn)
    # "does BBQ10 work on this order" a turn after the chalet order's status: that order
    coded = coded or (intent == "apply_coupon" and code_of_this_order.asked(turn))
    # "is the home order confirmed or not" may be read as a comparison or a list, "can the
    # driver call me when he's close" as opening hours
    confirmed = confirmed_asked.asks_if_confirmed(turn) and _names_an_order(turn)
    # "just checking my chalet order is still on", "ابي اتاكد ان طلب الشاليه ماشي": its state,
    # however like a plan's or our windows' the words read (an order shown asked stays so)
    confirmed = confirmed or (
        intent != "order" and order_checked.checks_it(turn) and _names_an_order(turn)
    )
    called = driver_asked.asks_to_be_called(turn, _in_talk(turn))
    called = called or driver_asked.asks_where_he_is(turn)
    if (
        intent in _CART_RECOUNT
        and turn.customer_id
        and not _CART.search(turn.typed_and_read)
        and await placed_line_counts.holding_order(turn, await _open_orders(turn)) is not None
    ):
        return "placed_order_change"  # "والرقي خله ٢ بدال ٣": the chalet order's three, no cart's
    # "does the bbq offer work on my chalet order?": no offer goes on an order placed
    # ("...on my order" may be the cart's order to come: the order is named by place or day)
    coded = coded or (
        offer_on_placed.asks_it(turn) and describes_one(turn) and _names_an_order(turn)
    )
    if (
        _in_talk(turn)
        and express_on_placed.asks_it_sooner(turn)
        and express_on_placed.for_a_new_order(turn)
        and not order_refs.asks_to_cancel(turn)
        and await names_an_item(turn)
    ):
        # "can i place a new order for wipes with express" after an order's status: that new
        # order's express, with the goods, whatever the order talked of (`of_an_order`)
        return "express_for_new_goods"
    # "the baby needs those nappies tonight, how much longer" after its status: its coming,
    # though the need reads as goods wished for
    longer = (
        intent in still_to_come.NEEDS_TOLD and _in_talk(turn) and still_to_come.asks_longer(turn)
    )
    # "can i still change the low fat milk to full fat" of the order in talk: a change of
    # its line, though the fat reads as a question of what is in the goods
    recast = (
        intent in _GOODS_ASKED and _in_talk(turn) and bool(_CHANGED.search(turn.typed_and_read))
    )
    # "agdar abaddil il 7aleeb min low fat ila full fat?" of the order in talk, with nothing
    # in the cart to swap: the order's line, though it reads as the cart's swap
    recast = recast or (
        intent == "list_swap"
        and _in_talk(turn)
        and bool(_SWAPPED.search(turn.typed_and_read) or _CHANGED.search(turn.typed_and_read))
        and not cart_lines(await turn.store.cart(turn.owner))
    )
    if (
        intent not in _MISREAD and not (coded or confirmed or called or longer or recast)
    ) or not of_an_order(turn):
        return None
    said = turn.typed_and_read
    if refunds.asks_if_refunded(turn) and not refunds.cancels_for_it(turn):
        return None  # "the money of the order i sent back, did it reach the wallet?"
    if (
        turn.memory.get(INTENT) in _DELIVERY_SHOWN
        and not turn.utterance.has("ORDER")
        and not _DRIVER.search(said)
    ):
        # "no make it tomorrow 9 to 11" right after our windows or an area's times: a window
        # of the delivery talked about, even when an order of the shopper's comes that day
        return None
    # "it's late, we're on our last diaper" of the order in talk dates no past order
    still_late = _in_talk(turn) and bool(_LATE.search(said))
    if (order_refs.again(turn) and not _in_talk(turn)) or (
        _of_a_past_order(turn) and not still_late
    ):
        return None  # "order the zubaidi again", "my order from 9 days ago": no order to come
    orders = await _open_orders(turn)
    if not orders:
        return None
    talked = next((o for o in orders if _is_talked(turn, o)), None)
    in_talk = _in_talk(turn) and talked is not None
    if (
        in_talk
        and talked is not None
        and is_late(talked)
        and running_out.runs_out(turn)
        and not _WANTS_GOODS.search(said)
    ):
        return "order_status"  # "only one nappy left at home": the delay told, no count changed
    if in_talk and await placed_line_counts.recounts_its_line(turn, talked):
        return "placed_order_change"  # "don't cancel, make the halloumi 1 instead of 2"
    if (
        in_talk
        and turn.memory.get(INTENT) == "cancel_order"
        and order_kept.keeps_it(turn)
        # "can't i just take the nescafe out? leave the rest": a line off it, the rest kept
        and not changes_it(turn)
    ):
        return "keep_order"  # "no, let it come, mum's home" after how cancelling it works
    if describes_one(turn) and not turn.utterance.has("ORDER") and not await meant(turn, orders):
        return None  # "can it come tomorrow at 6" with no order booked then: a delivery asked
    if not (turn.utterance.has("ORDER") or _DRIVER.search(said) or in_talk) and (
        _THE_STORES_DELIVERY.search(said)
        or await _goods_none_holds(turn, orders)
        or (_WANTS_GOODS.search(said) and await names_an_item(turn))
    ):
        return None  # "when does the fresh fish arrive today", "i need bread to come tonight"
    if in_talk and express_on_placed.asks_it_sooner(turn) and not _DRIVER.search(said):
        if order_refs.asks_to_cancel(turn) or not express_on_placed.for_a_new_order(turn):
            return "placed_order_change"  # "is there a way it comes faster, express?": none now
        # "other diapers i can order now with express": a new order's, not this one's
        return "express_for_new_goods"
    if asks_a_person(turn) and (in_talk or _DRIVER.search(said)):
        return "handoff"  # "the driver's number or a person, not a bot"
    if order_refs.asks_to_cancel(turn) and await one_line_cancelled.cancels_a_line(turn):
        return "placed_order_change"  # "cancel just the milk from today's order": a line
    if order_refs.asks_to_cancel(turn):
        return "cancel_order"  # "abi al8ee, nobody is home"
    if (placed_order_words.names_a_code(turn) or coded) and (
        names_a_placed_order(turn) or coded or in_talk
    ):
        return "placed_order_change"  # "does BBQ10 work on my chalet order": no code is added
    # "add sugar to it", "take the toast out of tonight's order"; "add water" alone after
    # an order's status is goods for the cart
    named = (
        in_talk
        and bool(
            (order_in_talk.points_back(turn) and not _SWAPPED.search(said))
            or _CHANGED.search(said)
            or await placed_order_words.swaps_its_own(turn, talked)
            or describes_one(turn)
            or names_a_placed_order(turn)  # "shel il shampoo mn il order" after its status
            # "can't i just take the nescafe out?" while cancelling it is talked of: a line
            # of it instead of the whole
            or (
                turn.memory.get(INTENT) == "cancel_order"
                and bool(_TAKE_OUT.search(said))
                and not _ITS_MONEY.search(said)
            )
        )
    ) or (names_a_placed_order(turn) and not _in_talk(turn))
    if (
        changes_it(turn)
        and named
        and not tells_a_problem(turn, intent)
        and not turn.utterance.order_number
        and not order_in_talk.takes_its_goods(turn)
    ):
        return "placed_order_change"  # "take the toast out of tonight's order"
    if (_WENT_THROUGH.search(said) or confirmed) and not order_refs.asks_to_cancel(turn):
        return "order_status"  # "did my order go through": its state shows it was taken
    if reaches_the_driver(turn) and intent != "handoff":
        return "order_status"  # "can u ring the driver for me"
    if intent == "cancel_order" and not order_refs.asks_to_cancel(turn) and _ASKS.search(said):
        return "order_status"  # "i'd like to know where tonight's order is": no cancel said
    if intent in _ITS_OWN or _SLOTS_ASKED.search(said):
        return None  # "when are your delivery slots tomorrow": the windows, not an order
    if intent == "delivery_slots" and _BETWEEN_HOURS.search(said) and not _names_an_order(turn):
        return None  # "ymdi yiy il bait bain 5 w 7?": a window wished for the goods, no order's
    told_late = _LATE.search(said) or (running_out.runs_out(turn) and not _WANTS_GOODS.search(said))
    if in_talk and told_late and any(is_late(o) for o in orders if _is_talked(turn, o)):
        return "order_status"  # "it's LATE, we're on the last diaper": still late, said again
    if (
        intent == "complaint"
        and not reaches_the_driver(turn)
        and (not _ASKS.search(said) or await names_an_item(turn))
    ):
        return None  # "my order is late", "the bread didn't come, where is it": a complaint
    asked = bool(_WHERE.search(said) or _LATE.search(said) or _NOT_CONFIRMED.search(said))
    asked = asked or driver_asked.asks_what_he_does(turn)  # "what is the driver even doing"
    # "الساعه كم بالضبط بيوصلني" of the order in talk: its coming, at an hour
    asked = asked or (in_talk and still_to_come.asks_when_it_comes(turn))
    if asked or reaches_the_driver(turn) or (in_talk and asks_how_long(turn)):
        return "order_status"
    return None

"""A delivery asked for a day or a time: "bring it home on saturday evening", "وصلوه الدوام يوم
الاحد من ١ لين ٣", "abi el tawseel bacher il 3a9r", "what's the soonest it can get here".

The chat books no delivery window: a window is chosen at checkout. So the answer is the windows
of the day asked (narrowed to the hours or the part of the day said), with a plain word that
one is picked at checkout; a saved place or an area named with it is proposed beside them, as
it would be alone. "The earliest", or "now" and "how long" asked while no window is running
(at night), is the first open window, said with its day and hours: deliveries run in set
windows, so "about 45 minutes" would be untrue then.
"""

from __future__ import annotations

from hub.assistant.brain.domain import a_person_arrives, books_elsewhere, names_another_business
from hub.assistant.brain.express_asked import names_express
from hub.assistant.brain.keeping_asked import asks_how_it_keeps
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.once import while_read, while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.places import addresses_named, where_said
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import (
    account,
    area_set_already,
    booked_slot,
    carts_order_hours,
    delivery,
    in_time_asked,
    order_in_talk,
    paid_on_delivery,
    paying,
    slot_picks,
)
from hub.assistant.brain.skills import delivery_when as when
from hub.assistant.brain.skills.open_orders import names_a_placed_order
from hub.assistant.brain.skills.order_refs import places_of
from hub.assistant.brain.skills.what_is_sent import SOMEONE_OR_A_SERVICE, sends_what_we_do_not_sell
from hub.assistant.brain.turn import AREA, INTENT, SLOT_DAYS, Turn
from hub.record import Record
from hub.storefront.port import CartMutation
from hub.text import words

_SLOT_DAYS = 7
_DAYS_ON = {"today": 0, "tomorrow": 1, "after_tomorrow": 2}  # days from today
# Coming, said of the goods or of us, with no word of delivery: "can it come", "bring it",
# "get here", "يجي", "تجيبونه"; Arabizi "yeji", "tjeeboona" read so
_COMES = Gated(
    r"\b(?:come|comes|coming|arrive|arrives|arriving|get here|gets here|be here|reach me"
    r"|bring|bring it|drop (?:it|them) off|have it|get it|reach|reaches|gets? (?:it |them )?to)\b"
    r"|(?<!\w)(?:يجي|تجي|بيجي|بتجي|يجيني|تجيني|يجينا|تجينا|يوصلني|توصلني|تجيبونه|تجيبونها|تجيبون|جيبوه"
    r"|جيبوها|تيبونه|تيبون)(?!\w)"
)
# Our bringing said in Arabizi, which the reading may spell with "س" and miss: "youwasil",
# "ywasloon", "twasiloonha", "wasilha" (never "wasal", arrived)
_BRINGS_IN_ARABIZI = Gated(
    r"\b(?:yo?u|yi|ti|tu|y|t|n|a)?wa(?:s|ss|9)(?:i|e)?l(?:oon|on|un|ween|ha|oh|ooh|oo|o|ah|na|ona"
    r"|ni|ny|ooha|onha|oonha|oonah|oonoh|oonhom)?\b"
)
# ...and as the reading spells it: "youwasil" read "يووسل"
_BRINGING_AS_READ = Gated(r"^(?:ي|ت|ن|ا)?و{1,2}س{1,2}ي?ل")
# Receiving the goods ourselves at a time: "can i receive it at 9", "اقدر استلم", "astalim"
_RECEIVES = Gated(
    r"\b(?:receive|receiving|collect it|(?:a|ni|ti)stal(?:i|e)?m\w*|astlm\w*)\b"
    r"|(?<!\w)(?:استلم|استلمه|استلمها|نستلم|تستلم|يستلم|استلام)(?!\w)"
)
# A delivery window by its English name: "موعد" alone is as much a clinic's appointment
_SLOT_WORD = Gated(r"\b(?:slot|slots|window|windows)\b")
# A window's word: "موعد" (an appointment) is a delivery's only beside the first of them
_A_WINDOW = Gated(r"\b(?:slot|slots|window|windows)\b|(?<!\w)(?:موعد|مواعيد)(?!\w)")
# Who comes, in English, when it is ours: the goods ("it", "them", "my stuff") or we ("you")
_THE_GOODS_OR_US = Gated(
    r"\b(?:it|them|you|u|ya|stuff|groceries|things|order|delivery|this|these|that|those)\b"
)
# "Bring it to me" said as a delivery: "وصلوه", "وصلوها لي", Arabizi "wasloh" (read "وصلوا")
_SEND_IT = Gated(
    r"(?<!\w)(?:ودوا|ودوه|ودوها|ودوهم|وديه|وديها|وديهم|وده|ودها|ودهم|وصلوه|وصلوها|وصلوهم|وصلها|وصله"
    r"|وصلوا|وصلو|جيبوه|جيبوها)(?!\w)"
    # ...and in English, taking it there: "take it to my parents", "take them over to work"
    r"|\btake (?:it|them|the order|my order|everything|my stuff) (?:over )?to\b"
)
# A question of what comes already: "will it come today", "when will the milk arrive",
# "بيوصلني اليوم؟", "bywa9il el yom?" (read "بيوصل")
_WILL_IT_COME = Gated(
    r"\b(?:when|will|would) (?:it|they|my|the|this|that)\b|\b(?:is it|are they) (?:coming|arriving)\b"
    r"|(?<!\w)(?:بيوصل|بيوصلني|بيجي|بيجيني|بتوصل|بيوصلون|متى يوصل|متي يوصل|متى بيوصل|متي بيوصل)(?!\w)"
)
# The words of coming, which name nothing else asked
_COME_WORDS = frozenset(
    words(
        "come comes coming arrive arrives arriving get here be here reach reaches bring drop off"
        " have can could it them pls please يجي تجي بيجي يجيني تجيني يوصلني توصلني تجيبونه تجيبونها"
        " تجيبون جيبوه جيبوها تيبونه تيبون ممكن تقدرون يمديكم between from to till and بين"
        " at oclock الساعه ساعه سعا اقدر يقدر تقدر يمدي if when will لو اذا متى متي"
        " بن من لين الى groceries stuff things"
        # wanting it so: "id like it to come at 5", "ابيها تجي البيت بين ٥ و ٧", "abeeha tiy"
        " want need like id i'd would ابيه ابيها ابيهم نبيه نبيها نبيهم ابغاه ابغاها ابغاهم"
        " اغراض الاغراض اغراضي يجينا تجينا"
        # asked as not so, with a tag: "so this wont come tonight right", "ما بيوصل اليوم صح؟"
        " wont won't wo right صح"
    )
)
# "I want it", of the goods, said with a time alone: when they should come ("ابيه" reads as
# "ابي", so it is sought as typed)
_WANTED_IT = Gated(
    r"(?<!\w)(?:ابيه|ابيها|ابيهم|نبيه|نبيها|نبيهم|ابغاه|ابغاها|ابغاهم|abeeh|abeha|abeeha|abiha"
    r"|abih|abeehom|abeehum|nabeeh|nabeeha)(?!\w)|\bi (?:want|need) (?:it|them)\b"
)
# How badly it is wanted at that time, which asks nothing else: "ضروري", "at the latest"
_HOW_BADLY = frozenset(
    words(
        "ضروري ضرورى لازم بالكثير بالاكثر اقصد قصدي يعني urgent urgently latest max maximum most"
        " mean ya3ni a89id please pls"
    )
)
# The words of receiving, and of Arabizi bringing as read, which name nothing else asked
_RECEIVE_WORDS = frozenset(
    words(
        "receive receiving collect astalim astalem astlm nistalim استلم استلمه استلمها نستلم تستلم"
        " يستلم استلام عادي عادى 3ady 3adi ok okay اوكي"
    )
)
# "home delivery" is a kind of delivery, not the saved home asked for
_HOME_DELIVERY = Gated(r"\bhome deliver(?:y|ies)\b|(?<!\w)توصيل (?:لل|ل)?(?:منازل|بيوت)(?!\w)")
_WHERE = Gated(r"\b(?:where|wain|wein|wen)\b|(?<!\w)(?:وين|فين)(?!\w)")
# Whether we deliver somewhere, asked ("do you deliver to homes at night", "توصلون للبيت
# بالليل؟"): no saved place is asked for
_DO_YOU = Gated(r"\b(?:do|does) (?:you|u|ya|your)\b|(?<!\w)(?:توصلون|تطرشون|توصلوا)(?!\w)")
# A delivery told of as past: "came", "never arrived", "تأخر", "كان"
_PAST = Gated(
    r"\b(?:came|arrived|didn'?t|did not|never|wasn'?t|weren'?t)\b"
    r"|(?<!\w)(?:جا|جاني|جانا|كان|كانت|تأخر|تاخر|متأخر|متاخر|تأخرتوا|تاخرتوا)(?!\w)"
)
# Being at a place, not sending there: "i'll be home after 8", "i'm at the office till 5",
# "انا بالبيت", "بكون في الدوام", Arabizi "ana bel bait", "bakoon fel dawam"
_BEING_AT = Gated(
    r"(?:\b(?:be|am|i'?m|im|we'?re|are|is|stay|staying|still|back|get|gets|reach)\s+"
    r"(?:(?:only|just|already|usually|not|back)\s+)?(?:at\s+|in\s+)?(?:the\s+|my\s+|our\s+)?"
    r"|\b(?:at|in)\s+(?:the\s+|my\s+|our\s+)?"
    r"|\b(?:bel|bil|bl|fel|fil|fi|b|f)\s+(?:el\s+|il\s+|al\s+)?"
    r"|(?<!\w)(?:في|فـ|عند|بال|ب)\s+)$"
)
# The place said with the Arabic "at" on it: "بالبيت", "بالدوام", "بالشاليه", "ببيت اهلي"; the
# "ب" of "بيت" itself is no "at" ("ودوه بيت اهلي" sends it there)
_AT_PREFIX = Gated(r"^(?:و|ف)?(?:بال|ب(?!يت(?!\w)|يت اهل|يتي|يتنا))")
# Paying on delivery, asked with its day: "cash on delivery ok tomorrow?"
_PAID = Gated(r"\bcash on delivery\b|\bcod\b|(?<!\w)(?:الدفع|ادفع) عند الاستلام(?!\w)")
# Readings of an order already placed, after which "can it come at 9" asks of that order
_OF_AN_ORDER = frozenset({"order_status", "order", "cancel_order", "placed_order_change"})


@while_read
def asks(turn: Turn) -> bool:
    """The message asks for our delivery on a day or at a time, or the earliest one; never
    a window booked already, an order placed, express, nor another trade's visit."""
    if turn.utterance.has("INFO"):
        return False  # "what's the delivery fee on friday": the fee, on the area's card
    if asks_how_it_keeps(turn.message.for_model):
        return False  # "if the shrimp comes thursday will it keep till friday": the food's
    # the time first: most messages name none, and it is read once a turn where the two
    # readings of a delivery are read afresh
    return when.names_a_time(turn) and (_of_our_delivery(turn) or _hours_alone(turn))


@while_read_async
async def asks_now_at_night(turn: Turn) -> bool:
    """ "can you deliver now", "how long will it take" asked while no window runs: the store's
    windows are looked up quietly, as reading the message, not a tool shown."""
    if not when.asks_now(turn) or not _of_our_delivery(turn):
        return False
    return _no_window_runs(await turn.store.delivery_slots(_SLOT_DAYS))


def asks_it_now(turn: Turn) -> bool:
    """ "can it come now", "ممكن يوصل الطلب الحين؟": our delivery asked now, whether a window
    runs or not."""
    # a guest has no order placed: "can the order come now?" is of the cart
    return bool(when.asks_now(turn)) and _of_our_delivery(turn, the_cart=not turn.customer_id)


async def asked(turn: Turn) -> bool:
    """A day, a time or the first window asked of our delivery, carrying our goods; never
    whether the order in talk comes by a time ("yoosal gabl il maghrib?" after its status)."""
    if order_in_talk.asks_where_it_is(turn):
        return False
    return (
        asks(turn)
        or await asks_now_at_night(turn)
        or await _sent_there_and_paid(turn)
        or await _comes_to_an_area(turn)  # "can it get to salmiya at 5"
        or await _the_carts_order(turn)  # "وصلوا الطلب البيت الليله من ٧ الى ٩"
        or in_time_asked.asked(turn)  # "can the hummus stuff come by 6 or is it too late"
    ) and not await sends_what_we_do_not_sell(turn)


async def _the_carts_order(turn: Turn) -> bool:
    """ "The order" sent at hours while it is the cart about to be ordered."""
    return (
        when.names_a_time(turn)
        and await carts_order_hours.asked(turn)
        and _of_our_delivery(turn, the_cart=True)
    )


def _pays(turn: Turn) -> bool:
    return bool(paid_on_delivery.ways_said(turn)) or _PAID.search(turn.typed_and_read) is not None


@while_read_async
async def _sent_there_and_paid(turn: Turn) -> bool:
    """The delivery sent to a place at a time, with the way it is paid ("send it to salmiya
    tmrw after 6, paying cash", "ودوه البيت بكرا العصر وادفع كاش"): the place and the windows
    are asked as they are without it, and the way to pay beside them. A way to pay with a
    time alone ("cash on delivery tomorrow?") asks of paying."""
    if not _pays(turn) or not when.names_a_time(turn):
        return False
    said = turn.typed_and_read
    if not (turn.utterance.has("DELIVER") or _SEND_IT.search(said)):
        return False
    if not _of_our_delivery(turn, paid_there=True):
        return False
    if turn.customer_id and places_of(turn).wanted:
        return True
    return await delivery.names_an_area(turn)


def _of_our_delivery(
    turn: Turn,
    *,
    paid_there: bool = False,
    besides: frozenset[str] = frozenset(),
    the_cart: bool = False,
) -> bool:
    """The message speaks of our delivery of goods still to be ordered: a word of delivery,
    or of their coming with nothing else named. An order placed, a window booked, express, a
    visit, what came and how to pay share those words and are other requests."""
    u = turn.utterance
    said = turn.typed_and_read
    text = turn.message.for_model.lower()
    if _another_business_named(turn):
        return False  # "is the pharmacy open after 12 at night": another place's hours
    # "the soonest" may read as express; asked so, with no word of express, it is a window
    express = names_express(u) and (u.has("EXPRESS") or not when.earliest(turn))
    if booked_slot.told(turn) or express or (names_a_placed_order(turn) and not the_cart):
        return False
    # "put it in the 3 to 5 slot" puts no goods in the cart; "add milk" with a day does
    # ...nor does the first time asked to a place ("awal wa8t bacher lil dawam", "اول وقت
    # باجر للبيت"): our delivery's first window there
    window = (_SLOT_WORD.search(said) is not None and when.names_a_time(turn)) or (
        when.earliest(turn) and (_A_WINDOW.search(said) is not None or _sent_there(turn))
    )
    cart_verb = u.has("ADD", "REMOVE", "CART", "REORDER") and not window
    if cart_verb or books_elsewhere(text) or a_person_arrives(text):
        return False
    if states_a_problem(turn.message) or _PAST.search(said):
        return False  # "the delivery this morning came without the bread": what came
    if (paying.ways_named(turn) or _pays(turn)) and not paid_there:
        return False  # "cash on delivery tomorrow?": paying, not a window
    if SOMEONE_OR_A_SERVICE & set(u.tokens):
        return False  # "can you send a plumber tomorrow morning": no goods of ours
    if _WHERE.search(said) or (
        turn.customer_id
        and _WILL_IT_COME.search(said)
        and not when.earliest(turn)
        and not delivery.asks_before_ordering(turn)  # "law 6lbt il7een mata yoo9al"
    ):
        return False  # "where is today's delivery", "bywa9il el yom?": an order on its way
    delivered = (
        u.has("DELIVER")
        or _SEND_IT.search(said) is not None
        or window  # "in the 9 to 11 slot", "awal maw3ed"
    )
    if delivered:
        return True
    # Coming alone is ours only as a request of the goods' coming, nothing else named: "can
    # it come at 9"; "will it come today" asks of an order on its way, "can you come at 5 to
    # fix the sink" of another trade's visit
    if _BRINGS_IN_ARABIZI.search(turn.input.text.lower()) or _RECEIVES.search(said):
        others = _other_words(turn, _COME_WORDS | _RECEIVE_WORDS)
        return not [word for word in others if not _BRINGING_AS_READ.search(word)]
    if _WANTED_IT.search(turn.input.text.lower()):
        # "ابيه قبل الظهر ضروري", "abeeh ma bain 1 w 3": the goods wished at a time, nothing
        # else named but how badly
        return not _other_words(turn, _COME_WORDS | _HOW_BADLY)
    if _COMES.search(said) is None:
        return False
    english = turn.input.text.isascii() and not turn.message.arabizi
    if english and not _THE_GOODS_OR_US.search(said):
        return False  # "my parents are coming tomorrow": someone else's coming
    if u.has("ORDER") and not the_cart and not delivery.asks_before_ordering(turn):
        return False  # "can my order come at 9": the order placed
    if turn.memory.get(INTENT) in _OF_AN_ORDER:
        return False  # "can it come at 9" right after an order's status: that order's
    return not _other_words(turn, _COME_WORDS | besides)


@while_read_async
async def _comes_to_an_area(turn: Turn) -> bool:
    """ "can it get to my place in salmiya at 5": the goods' coming at a time to an area of
    ours, its name the only other words; looked up quietly, as reading the message."""
    if turn.utterance.has("INFO") or not when.names_a_time(turn):
        return False
    if _COMES.search(turn.typed_and_read) is None:
        return False
    others = _other_words(turn, _COME_WORDS)
    if not others or not await delivery.names_only_an_area(turn, others):
        return False
    return _of_our_delivery(turn, besides=frozenset(others))


@while_read
def asks_express_to_a_place(turn: Turn) -> bool:
    """Express asked of a saved place with its cost or time ("express to the chalet how
    much", "w express lil dawam cham y9eer"): that place's express fee and time."""
    u = turn.utterance
    asked = u.asks or u.has("INFO", "HOW", "QUESTION") or bool(when.asks_now(turn))
    return (
        bool(turn.customer_id)
        and names_express(u)
        and bool(places_of(turn).wanted)
        and asked
        and not u.has("REMOVE", "NEGATION")
    )


async def read_whole(turn: Turn, intent: str) -> bool:
    """Whether the store's reading of the message is a delivery's time, or express to a saved
    place: the whole of what it asks, however it may also follow what was shown."""
    if intent == "delivery_info":
        return asks_express_to_a_place(turn)
    return intent == "delivery_slots" and await asked(turn)


async def delivery_slots(turn: Turn) -> None:
    """The delivery windows: of the day or time asked, or the first, with the place named
    beside them (`answer`); asked with no time, every day's, as they always were."""
    hours = slot_picks.span_asked(turn) or when.hour(turn) is not None or when.part(turn)
    if await asked(turn) or (hours and _a_time_alone(turn)):
        await answer(turn)
    else:
        await delivery.delivery_slots(turn)


def _hours_alone(turn: Turn) -> bool:
    """Hours said with their day and nothing else ("بكرا من ٢ لين ٤ العصر"): only a delivery's hours are
    asked so in a shop's chat, however the reading takes a word of them ("العصر" as juice)."""
    hours = slot_picks.span_asked(turn) is not None or when.hour(turn) is not None
    # with its day or part of the day: "2 and 4" alone after milk counts milk
    of_a_day = when.day(turn) is not None or when.weekday(turn) is not None
    # a part of the day alone goes with a window's two hours ("من ٢ لين ٤ العصر"); one hour
    # and a part ("١٢ بالليل؟") may be what is left of another place's hours asked
    spanned = slot_picks.span_asked(turn) is not None and when.part(turn) is not None
    # "yoom el sabt 11-1 7e6ha", "saturday 11-1 put it": the window put down, with no goods
    put_alone = turn.utterance.has("ADD") and not _other_words(turn, _COME_WORDS | _RECEIVE_WORDS)
    return (
        hours
        and (of_a_day or spanned)
        and not turn.utterance.has("REMOVE", "CART")
        and (put_alone or not turn.utterance.has("ADD"))
        and _a_time_alone(turn)
    )


def _another_business_named(turn: Turn) -> bool:
    """Another business named anywhere in what was typed: the store's part of a message may
    have been split from it, and its hours are still that business's."""
    return names_another_business(normalise(turn.input.text).for_model.lower())


def _a_time_alone(turn: Turn) -> bool:
    """Read as the delivery windows, a day or hours said with nothing else ("بكره بين ٤ و ٦
    العصر", "tmrw 10 to 12"): those hours' windows, as when a delivery is named with them."""
    u = turn.utterance
    if booked_slot.told(turn) or names_a_placed_order(turn) or names_express(u):
        return False
    if _another_business_named(turn):
        return False  # "the pharmacy open after 12 at night?": another place's hours
    said = turn.typed_and_read
    if _WHERE.search(said) or _PAST.search(said) or states_a_problem(turn.message):
        return False  # "where is today's delivery", "it came at 9": what is on its way or came
    return when.names_a_time(turn) and not _other_words(turn, _COME_WORDS | _RECEIVE_WORDS)


async def answer(turn: Turn) -> None:
    """The saved place or area named, proposed; then the windows of the time asked. "How
    long" asked while no window runs keeps the card it would get, the first window said."""
    turn.hold_chips()
    paid = await _sent_there_and_paid(turn)
    plain = asks(turn) or paid
    if not plain and await delivery.asks_area_time(turn):
        await delivery.area_time(turn)  # "how long to khairan" at night: its card, and when
        await _first_window_said(turn)
    elif not plain and delivery.asks_before_ordering(turn):
        await delivery.delivery_info(turn)  # "if i order now when will it come", at night
        await _first_window_said(turn)
    else:
        await _the_place_or_area(turn)
        turn.hold_chips()  # the windows' chips only: "delivery times" is what is shown
        await _windows(turn)
        if paid:
            await paid_on_delivery.answer(turn)  # "..., i pay cash": whether it is taken
    turn.release_chips()


async def _the_place_or_area(turn: Turn) -> None:
    """The saved place asked for (a signed-in shopper's), else the area named beside the
    time, proposed; nothing when neither is, or the place is only asked about."""
    said = turn.typed_and_read
    asked_about = _DO_YOU.search(said) is not None and not turn.utterance.has("WANT")
    if turn.customer_id and places_of(turn).wanted:
        if not _HOME_DELIVERY.search(said) and not asked_about and _sent_there(turn):
            await _to_the_place(turn)
        return
    area = await delivery.area_named_whole(turn) or await delivery.area_named_in(
        turn, _other_words(turn, _COME_WORDS)
    )
    if area is not None and await area_set_already.already_the_carts(turn, area):
        turn.memory[AREA] = area["_id"]  # "does it get to Mangaf by 7" with Mangaf set: its card
        turn.block({"kind": "delivery_info", "areaId": area["_id"]})
    elif area is not None:
        _propose_area(turn, area)


def _sent_there(turn: Turn) -> bool:
    """A place is named as where the delivery goes ("to the chalet", "وصلوه البيت", "lil
    bait"), not only where the shopper will be ("i'll be home after 8", "انا بالدوام")."""
    for text in (turn.input.text.lower(), turn.message.text):
        for start, said in where_said(text):
            before = text[max(0, start - 30) : start]
            if not _BEING_AT.search(before) and not _AT_PREFIX.search(said.strip()):
                return True
    return False


def _propose_area(turn: Turn, area: Record) -> None:
    """The area named beside the time, proposed as it is when named alone."""
    turn.memory[AREA] = area["_id"]
    turn.say("propose_area")
    turn.block({"kind": "delivery_info", "areaId": area["_id"]})
    turn.propose(CartMutation("select_delivery_area", params={"areaId": area["_id"]}))


def _other_words(turn: Turn, also: frozenset[str]) -> list[str]:
    """The words of the message's topic that are none of the time's (nor of `also`)."""
    places = {w for said in places_of(turn).words for w in said.split()}
    return [
        word
        for word in turn.utterance.topic
        if not when.a_time_word(word) and word not in places and word not in also
    ]


async def _to_the_place(turn: Turn) -> None:
    """The saved address named, proposed; or said to be where the cart goes already. Naming
    none of them, or several, is asked which, as it is alone."""
    found = await turn.call("account", turn.store.account, turn.customer_id)
    addresses = list((found or {}).get("addresses") or [])
    named = addresses_named(places_of(turn), addresses, list(turn.utterance.tokens))
    if len(named) != 1:
        await account.select_address(turn)
        return
    address = named[0]
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    now = ((cart or {}).get("address") or {}).get("_id")
    turn.block({"kind": "delivery_info", "areaId": address.get("areaId")})
    if address.get("areaId"):
        turn.memory[AREA] = str(address["areaId"])  # "and express there?": that area's
    if now and now == address.get("_id"):
        turn.say("address_already")
        return
    turn.say("propose_address_instead" if now else "propose_address")
    turn.propose(CartMutation("select_address", params={"addressId": address["_id"]}))


def _open(days: list[Record]) -> list[Record]:
    return [
        {"date": day.get("date"), "slots": [s for s in day.get("slots", []) if s.get("available")]}
        for day in days
    ]


def _clock(text: object) -> int:
    return int(str(text).split(":")[0])


async def _windows(turn: Turn) -> None:
    days = await turn.call("delivery_slots", turn.store.delivery_slots, _SLOT_DAYS)
    opened = _open(days)
    weekday, day = when.weekday(turn), when.day(turn)
    span, hour, part = slot_picks.span_asked(turn), when.hour(turn), when.part(turn)
    timed = weekday is not None or day is not None or span or hour is not None or part
    night = _no_window_runs(days)
    if when.earliest(turn) and (weekday is not None or day not in (None, "today")):
        # "tomorrow morning, the first you have": the first window of that day on, not today's;
        # of the part of the day or the hours said, that day's in them, the earliest first
        if weekday is not None:
            on = next((i for i, d in enumerate(opened) if when.weekday_of(d) == weekday), 0)
        else:
            on = _DAYS_ON.get(day or "today", 0)
        timed_within = span or hour is not None or part
        fitting = _fitting(opened[on:], span, hour, part) if timed_within else []
        if fitting:
            _earliest_of_the_day(turn, fitting[0], opened)
            return
        _first_window(turn, opened[on:], days, night=False, named_from=opened)
        return
    if when.earliest(turn) or (not timed and night) or (night and when.asks_now(turn)):
        _first_window(turn, opened, days, night=night)
        return
    if weekday is not None:
        chosen = [d for d in opened if when.weekday_of(d) == weekday]
    else:  # the day said, else today's (and the next day's, should today's have gone)
        offset = _DAYS_ON.get(day or "today", 0)
        chosen = opened[offset : offset + 1]
    later = [
        d for d in opened if str(d["date"]) > max((str(c["date"]) for c in chosen), default="")
    ]
    if hour is not None and slot_picks.outside_hours(days, hour):
        # "١٢ بالليل", "at 6 in the morning": no window runs then; the nearest are shown
        start = str(chosen[0]["date"]) if chosen else ""
        around = [d for d in opened if str(d["date"]) >= start]
        slot_picks.say_outside_hours(turn, days, slot_picks.nearest_to(around, hour))
        turn.chips("cart", "delivery_info", "express")
        return
    fitting = _fitting(chosen, span, hour, part)
    if fitting and not (span or hour is not None or part):
        turn.say("slots_at_checkout")  # "ابي التوصيل يوم الجمعه": the whole day's
        shown = fitting[:1]
    elif fitting:
        turn.say(slot_picks.said_of(fitting[0]["slots"], span))
        shown = fitting[:1]
    elif weekday is None and day is None and (fitting := _fitting(later, span, hour, part)):
        # "between 11 and 1" once today's has gone: the next day that has it
        turn.say("slot_gone_today")
        shown = fitting[:1]
    elif any(d["slots"] for d in chosen):
        turn.say("slot_not_open" if span or hour is not None or part else "slots_at_checkout")
        shown = [next(d for d in chosen if d["slots"])]
    else:
        turn.say("no_slots_then")
        shown = [next((d for d in later if d["slots"]), opened[0])]
    turn.block({"kind": "delivery_slots", "days": shown})
    turn.memory[SLOT_DAYS] = [str(d["date"]) for d in shown]
    turn.chips("cart", "delivery_info", "express")


def _fitting(
    days: list[Record], span: tuple[int, int] | None, hour: int | None, part: range | None
) -> list[Record]:
    """Each day with the windows the hours name (the one holding the hour, those running
    within the span, those starting in the part of the day); every window when none is
    named."""
    result = []
    for day in days:
        slots = day["slots"]
        if hour is not None:
            slots = [s for s in slots if _clock(s["from"]) <= hour < _clock(s["to"])]
        elif span is not None:
            slots = [s for s in slots if slot_picks.overlaps(s, span)]
        elif part is not None:
            slots = [s for s in slots if _clock(s["from"]) in part]
        if slots:
            result.append({"date": day["date"], "slots": slots})
    return result


def _no_window_runs(days: list[Record]) -> bool:
    """No window of today's is running: none has begun yet (before the first), or every one
    has (after the last has started, none is left to book today)."""
    today = days[0].get("slots", []) if days else []
    if not today:
        return True
    begun = [not s.get("available") for s in today]
    return not any(begun) or all(begun)


async def _first_window_said(turn: Turn) -> None:
    """The first open window in words, beside a card that answers how long delivery takes."""
    days = await turn.call("delivery_slots", turn.store.delivery_slots, _SLOT_DAYS)
    _first_window(turn, _open(days), days, night=True, card=False)


def _earliest_of_the_day(turn: Turn, day: Record, opened: list[Record]) -> None:
    """The windows of one day in the part of it or the hours asked, the earliest first and
    said with its day ("tomorrow morning": tomorrow's 9 to 11 and 11 to 1); `opened` names
    the day (today, tomorrow, a weekday)."""
    slots = sorted(day["slots"], key=lambda slot: str(slot["from"]))
    turn.say("slots_earliest_then")
    said_day = when.day_said(turn, day, opened)
    turn.text_block(figures("slot_first", turn.language, day=said_day, slot=_window(slots[0])))
    turn.block({"kind": "delivery_slots", "days": [{"date": day["date"], "slots": slots}]})
    turn.memory[SLOT_DAYS] = [str(day["date"])]
    turn.chips("cart", "delivery_info", "express")


def _first_window(
    turn: Turn,
    opened: list[Record],
    days: list[Record],
    *,
    night: bool,
    card: bool = True,
    named_from: list[Record] | None = None,
) -> None:
    """The first open window, said with its day; at night, with the hours deliveries run.
    `named_from`: the open days from today, when `opened` starts later (the day is named by
    today's count, never by the first of `opened`)."""
    first = next((d for d in opened if d["slots"]), None)
    if first is None:
        turn.say("no_slots")
        turn.chips("delivery_info", "cart")
        return
    slot = first["slots"][0]
    hours = days[0].get("slots") or first["slots"]
    said_day = when.day_said(turn, first, named_from if named_from is not None else opened)
    if night and not any(s.get("available") for s in days[0].get("slots", [])):
        # the last window of today has begun (it may still be running): none left to book
        turn.say("slots_none_left")
    elif night:
        turn.say("slots_from_morning" if card else "slots_run_now")
    if night:
        turn.text_block(
            figures(
                "slots_run",
                turn.language,
                start={"en": str(hours[0]["from"]), "ar": str(hours[0]["from"])},
                end={"en": str(hours[-1]["to"]), "ar": str(hours[-1]["to"])},
                day=said_day,
                slot=_window(slot),
            )
        )
    else:
        turn.say("slot_earliest")
        turn.text_block(figures("slot_first", turn.language, day=said_day, slot=_window(slot)))
    if card:
        turn.block({"kind": "delivery_slots", "days": [{"date": first["date"], "slots": [slot]}]})
        turn.memory[SLOT_DAYS] = [str(first["date"])]
    turn.chips("cart", "delivery_info", "express")


def _window(slot: Record) -> dict[str, str]:
    text = f"{slot['from']}–{slot['to']}"
    return {"en": text, "ar": text}

"""Delivery and where the store is: slots, fees by area, choosing the area, express, branches.

Asking about an area ("how much is delivery to Jabriya") shows its delivery card; naming an
area as a wish ("deliver to Salmiya") proposes it. Fees and times are never spoken: the
`delivery_info` card carries them.
"""

from __future__ import annotations

import datetime

from hub.assistant.brain import matching
from hub.assistant.brain.area_spellings import typed_words
from hub.assistant.brain.code_fails import TRIED_A_CODE, asks_why_it_failed, says_a_code_fails
from hub.assistant.brain.express_asked import (
    names_express,
    refuses_express,
    speed_asked_as_haste,
)
from hub.assistant.brain.express_beside import asks_usual_and_express
from hub.assistant.brain.express_fee_asked import asks_its_fee
from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.places import Places, addresses_named
from hub.assistant.brain.skills import (
    account,
    fee_with_times,
    goods_come_spoilt,
    nearest_branch,
    open_late,
    open_now,
)
from hub.assistant.brain.skills.common import cart_lines, say_cart_empty
from hub.assistant.brain.skills.faq import POLICY_WORDS, answer_faq, show_rule
from hub.assistant.brain.skills.order_refs import places_of
from hub.assistant.brain.turn import AREA, BRANCHES, INTENT, SLOT_DAYS, Turn
from hub.record import Record
from hub.storefront.port import CartMutation
from hub.text import words

_SLOT_DAYS = 7
_AREA_CHIPS = 4
# "and how long does it take", "وكم ياخذ وقت", "w mata ywsal" right after an area's delivery
_HOW_LONG = Gated(
    r"\bhow long\b|\bhow much time\b|\beta\b|\bwhen (?:will|would|does|can|could) it\b|\bhow fast\b"
    r"|\bdelivery time\b"
    # (Arabizi "kam ya5ith" is read "كم ياخث")
    r"|(?<!\w)و?(?:كم ياخذ|كم تاخذ|كم ياخث|كم تاخث|كم يخث|كم تخث|كم يطول|كم مده|وقت|شكثر"
    r"|(?:متي|متى|امتي|امتى) (?:يوصل|توصل|بيوصل|بتوصل|يجي|تجي|توصلون))(?!\w)"
    r"|\b(?:mata|mita|emta|imta) (?:yoo9al|yo9al|yosal|tosal|too9al|ywa9il|yeji|tiji)\b"
)
# Getting somewhere, said of a delivery: "when would it reach the chalet", "how long till it
# gets to the chalet"
_REACHES = Gated(r"\b(?:reach|reaches|arrive|arrives|gets? (?:to|there)|get it to)\b")
_PRICE_ASKED = frozenset({"INFO", "HOW", "QUESTION"})  # "how much?", "بكم؟": nothing else
_ABOUT_AN_AREA = frozenset({"delivery_info", "select_delivery_area", "faq", "area_time"})
_SWITCHED_ON = frozenset(words("on enable activate شغله شغلها فعله فعلها شغل فعل"))
# Replies of delivery in general, after which "how long?" or "how much?" asks it of delivery
_OF_DELIVERY = frozenset({"delivery_info", "delivery_slots", "set_express", "area_time"})
_FEE_WORDS = words("delivery fee charges cost")
# what "how long does it take" leaves of itself in a message's topic, naming no goods
_TAKING_TIME = frozenset(words("long time take takes taking وقت ياخذ تاخذ ياخث يطول مده"))
_EXPLICIT_INFO = ("info", "information", "details", "detail", "معلومات", "تفاصيل")
# Words of ordering, of "if" and of when, left of "لو طلبت الحين متى يوصل" (if I order now, when does
# it come): no place is named in them, so no area is "not found"
_ORDERING = frozenset(
    words(
        "order ordered ordering place placed now today tonight طلبت اطلب نطلب طلبنا سويت اسوي"
        " طلب الطلب طلبي الحين الحن اليوم الليله هالحين لو اذا اثا if"
    )
)


_ONE_WORD = 1


def _area_named(turn: Turn, areas: list[Record]) -> Record | None:
    # "the fee to Salmiya and the minimum order": the area is some of the words asked, the
    # longest run of them that names one ("mubarak al abdullah", not "mubarak" alone). Arabizi
    # names an area in its Latin spelling ("lil adailiya"), which the reading in Arabic may
    # lose ("الاديليا"): the words as typed are tried too, and the longer run wins; of runs as
    # long, the typed one, whose letters are the shopper's own ("fnaitees" is Fnaitees, where
    # its reading "فنيتيس" is nearer the spelling of "الفنطاس").
    names = matching.names_of(areas)
    read = _named_in(turn.utterance.topic, names, areas)
    typed = _named_in(typed_words(turn.input.text), names, areas)
    best = max((found for found in (typed, read) if found), key=lambda f: f[0], default=None)
    whole = _named_whole(turn, names, areas)
    if whole is not None and whole[0] > (best[0] if best else 0):
        best = whole
    return best[1] if best else None


def _named_whole(
    turn: Turn, names: matching.Names, areas: list[Record]
) -> tuple[int, Record] | None:
    """An area named by several of all the message's words, one of which is a greeting's or
    a time's, left out of the words that name things: "صباح السالم" (Sabah Al-Salem), not
    "السالم" (Salam), nor the morning."""
    whole = _named_in(turn.utterance.tokens, names, areas)
    return whole if whole is not None and whole[0] > _ONE_WORD else None


async def area_named_whole(turn: Turn) -> Record | None:
    """`_named_whole`, looked up quietly."""
    areas = await turn.store.delivery_areas()
    whole = _named_whole(turn, matching.names_of(areas), areas)
    return whole[1] if whole else None


def _named_in(
    said: list[str], names: matching.Names, areas: list[Record]
) -> tuple[int, Record] | None:
    """The area named by the longest run of the words said (the first of equal runs), with
    the run's length."""
    for size in range(len(said), 0, -1):
        for start in range(len(said) - size + 1):
            if area := names.best(said[start : start + size], areas):
                return size, area
    return None


async def names_only_an_area(turn: Turn, said: list[str]) -> bool:
    """Whether all of `said` (words of the message) is one area's name, looked up quietly."""
    areas = await turn.store.delivery_areas()
    found = _named_in(said, matching.names_of(areas), areas)
    return found is not None and found[0] == len(said)


async def area_named_in(turn: Turn, said: list[str]) -> Record | None:
    """The area some of `said` names (words of the message), looked up quietly: a day's part
    asked beside it ("الصبح") is kept out of its name by the caller."""
    areas = await turn.store.delivery_areas()
    found = _named_in(said, matching.names_of(areas), areas)
    return found[1] if found else None


async def area_in_talk(turn: Turn) -> Record | None:
    """The area the conversation last talked of (a card shown, a fee asked), looked up."""
    area_id = turn.memory.get(AREA)
    if not isinstance(area_id, str):
        return None
    areas = await turn.call("delivery_areas", turn.store.delivery_areas)
    return next((area for area in areas if area.get("_id") == area_id), None)


# The answers that talk of one area: its card, its minimum, its windows, the area set
_OF_AN_AREA = frozenset(
    {"delivery_info", "area_minimum", "select_delivery_area", "area_fee_why", "delivery_slots"}
)


async def area_of_the_talk(turn: Turn) -> Record | None:
    """The area the last answer was about, when this message names no other: "how much is
    delivery and whats the minimum order" right after "do you deliver to wafra?" asks
    Wafra's, not every zone's."""
    if turn.memory.get(INTENT) not in _OF_AN_AREA or await area_read_or_typed(turn) is not None:
        return None
    return await area_in_talk(turn)


async def area_read_or_typed(turn: Turn) -> Record | None:
    """The area the message's words name in their reading, else in the Latin letters as
    typed ("lel jahra", "7ag il salmiya"), looked up quietly; None when they name none."""
    area = await area_named_in(turn, turn.utterance.topic)
    if area is None:
        area = await area_named_in(turn, typed_words(turn.input.text))
    return area


@while_read_async
async def names_an_area(turn: Turn) -> bool:
    """Whether the message names one of the areas we deliver to, looked up quietly: how the
    brain reads the message, not a tool it shows. Asked once while the turn is read (by the
    store's part of a turn and its readings), each time a run of words against every area."""
    return _area_named(turn, await turn.store.delivery_areas()) is not None


async def asks_to_reach_an_area(turn: Turn) -> bool:
    """Whether the message asks us to deliver to one of our areas ("do u deliver to mangaf",
    "توصلون الخيران؟"), whoever the shopper says they are first: a visitor's or a newcomer's
    introduction ("I'm here for a week", "انا زاير") reads to the gate as travel, another
    matter, while the question is a delivery area's fee and time."""
    return (
        turn.utterance.has("DELIVER") or asked_of_us(turn) or asks_a_charge(turn)
    ) and await names_an_area(turn)


# The delivery asked of us, by "you": "can u deliver", "do you guys deliver", "توصلون",
# "tawslon" (read "توصلون"), "twasloon"
_YOU_DELIVER = Gated(
    r"\b(?:can|could|do|does|will|would|pls|please) (?:you|u|ya|you guys|u guys|ur (?:store|shop))"
    r" (?:\w+ )?(?:deliver|ship|send|bring)\b|\byour (?:delivery|deliveries)\b"
    r"|(?<!\w)ت(?:وصلون|وصلوا|وصلو|طرشون|طرشوا)(?!\w)|(?<!\w)توصيلكم(?!\w)"
)


# A charge asked, which to one of our areas is the delivery's: "kam il fee lil salmiya" (read
# "كم الرسوم"), "how much is the fee for jahra", "كم الرسوم للجهرا"; not another's charge
# named ("the bank fees in salmiya", "رسوم المدرسه")
_A_CHARGE = Gated(
    r"\b(?:the|a|el|il|al|delivery|shipping|your|ur|any) (?:fees?|charges?)\b"
    r"|(?<!\w)و?الرسوم(?!\w)|(?<!\w)و?رسوم (?=ل|حق |مال |على |عال)"
)


def asks_a_charge(turn: Turn) -> bool:
    return _A_CHARGE.search(turn.message.for_model) is not None


def asked_of_us(turn: Turn) -> bool:
    """Whether the delivery is asked of us ("can you deliver to fintas, my flight lands
    friday"), whatever other business the message names beside it."""
    return _YOU_DELIVER.search(turn.message.for_model) is not None


async def _areas(turn: Turn) -> tuple[list[Record], Record | None]:
    named: list[Record | None] = []  # the area found while judging the call, reused after

    def names_one(found: list[Record]) -> bool:
        named.append(_area_named(turn, found))
        return named[-1] is not None

    areas = await turn.call("delivery_areas", turn.store.delivery_areas, useful=names_one)
    return areas, named[-1]


def _beside_area(turn: Turn, area: Record) -> list[str]:
    """The words asked besides the area's name."""
    return [t for t in turn.utterance.topic if matching.best_by_name([t], [area]) is None]


async def rules_and_area_fee(turn: Turn) -> None:
    """The minimum order / كم الحد الادنى: the store's rule from the FAQ; "...and the fee to
    Salmiya" gets that area's delivery card beside it, every part asked answered."""
    said = turn.message.for_model
    tried = turn.memory.get(INTENT) in TRIED_A_CODE and asks_why_it_failed(said)
    if (says_a_code_fails(said) or tried) and await show_rule(turn, POLICY_WORDS["coupon"]):
        # "FRESH10 says invalid": the coupons' rule (a minimum basket, an end date, one per
        # order), though the message holds no word of it but the code
        turn.chips("offers", "cart")
        return
    if goods_come_spoilt.asks(turn) and await show_rule(turn, POLICY_WORDS["refund"]):
        turn.chips("person", "help")  # "if the fish comes not fresh what do i do": returns
        return
    area = (await _areas(turn))[1] if turn.utterance.has("DELIVER") else None
    answered = await answer_faq(turn, chips=area is None)
    if area is not None:
        if not answered:
            turn.say("delivery_info")
        turn.block({"kind": "delivery_info", "areaId": area["_id"]})
        turn.memory[AREA] = area["_id"]
        turn.chips(turn.record_chip("area", area), "slots")
        answered = True
    if not answered:
        turn.say("unknown")
        turn.chips("payment", "slots", "help")


async def asks_area_time(turn: Turn) -> bool:
    """How long delivery takes to an area this message names ("توصلون الخيران؟ كم ياخذ
    وقت"), or, naming none, to the one whose delivery card was just shown; or how much
    ("بكم؟") right after that card."""
    after_a_card = isinstance(turn.memory.get(AREA), str) and (
        turn.after_area_card or turn.memory.get(INTENT) in _ABOUT_AN_AREA
    )
    u = turn.utterance
    # "how long does it take", "w bcham" right after delivery was told of with no area named:
    # delivery's time or fee, not a dish's cooking time nor a product's price
    told = (
        turn.memory.get(INTENT) in _OF_DELIVERY
        and not u.has("ORDER")
        and set(u.topic) <= _TAKING_TIME
    )
    asks_price = u.has("INFO") and not u.topic and set(u.concepts()) <= _PRICE_ASKED
    if (after_a_card or told) and asks_price:
        return True  # "بكم؟", "how much?" right after the area's card: its fee, on the card
    if not _HOW_LONG.search(turn.typed_and_read):
        return False
    if after_a_card or told:
        return True
    sent = u.has("DELIVER") or _REACHES.search(turn.typed_and_read) is not None
    if turn.customer_id and sent and not u.has("ORDER") and places_of(turn).wanted:
        return True  # "how long does delivery take to the chalet": the chalet's area
    # looked up quietly: reading the message ("how long till they go", of a rash) shows no
    # tool before a decline
    return bool(turn.utterance.topic) and await names_an_area(turn)


async def area_time(turn: Turn) -> None:
    """The delivery card of the area named ("والخيران جم ياخذ وقت"), else of the one just
    talked about: its fee and how long it takes."""
    _, named = await _areas(turn) if turn.utterance.topic else ([], None)
    # a saved place ("how long to the chalet?", "lel dawam") is a signed-in shopper's only
    places = places_of(turn) if named is None and turn.customer_id else None
    saved = await _saved_address(turn, places) if places and places.wanted else None
    if named is not None:
        area_id = named["_id"]
    elif saved is not None and saved.get("areaId"):
        area_id = str(saved["areaId"])
    elif isinstance(turn.memory.get(AREA), str):
        area_id = turn.memory[AREA]
    elif turn.memory.get(INTENT) in _OF_DELIVERY:
        # asked right after delivery in general: the store's rule for its time or its fee
        asked = POLICY_WORDS["late"] if _HOW_LONG.search(turn.typed_and_read) else _FEE_WORDS
        if not await show_rule(turn, asked):
            _delivery_card(turn)
        turn.chips("slots", "express")
        return
    else:
        _unknown_area(turn, asked=True)
        return
    turn.say("delivery_info")
    card: Record = {"kind": "delivery_info", "areaId": area_id}
    # "with express how fast to salmiya": express's time there, not the usual delivery's
    express = names_express(turn.utterance)
    turn.block({**card, "express": True} if express else card)
    if speed_asked_as_haste(turn.utterance):
        # "delivery to khaitan, and how fast": the usual time, and express's as the faster
        turn.block({**card, "express": True})
    turn.memory[AREA] = area_id
    turn.chips("slots", "express")


async def _saved_address(turn: Turn, places: Places) -> Record | None:
    """The customer's saved address the places said name, when they name exactly one."""
    account = await turn.call("account", turn.store.account, turn.customer_id)
    addresses = list((account or {}).get("addresses") or [])
    named = addresses_named(places, addresses, list(turn.utterance.tokens))
    return named[0] if len(named) == 1 else None


def _unknown_area(turn: Turn, *, asked: bool = False) -> None:
    """An area the store does not know: an error card for a change to the order, words
    alone for a question about delivery there."""
    turn.say("area_unknown")
    if not asked:
        turn.error("RESOURCE_NOT_FOUND", "area_unknown")
    turn.chips("delivery_info", "branches")


async def delivery_slots(turn: Turn) -> None:
    """when can you deliver / delivery slots tomorrow / مواعيد التوصيل."""
    days = await turn.call(
        "delivery_slots",
        turn.store.delivery_slots,
        _SLOT_DAYS,
        useful=lambda found: any(s.get("available") for d in found for s in d.get("slots", [])),
    )
    day, weekday = turn.utterance.day, turn.utterance.weekday
    chosen = days[:1] if day == "today" else days[1:2] if day == "tomorrow" else days
    if weekday is not None and day is None:
        chosen = [d for d in days if _weekday(d) == weekday] or days
    if not any(slot.get("available") for d in chosen for slot in d.get("slots", [])):
        turn.say("no_slots")
        chosen = days
    else:
        turn.say("slots")
    turn.block({"kind": "delivery_slots", "days": chosen})
    turn.memory[SLOT_DAYS] = [str(d.get("date")) for d in chosen]  # "٩-١١" picks among them
    await fee_with_times.show_fee(turn)  # "...and how much is it": the fee, not the window's
    turn.chips("express", "delivery_info", "cart")


def _weekday(day: Record) -> int | None:
    try:
        return datetime.date.fromisoformat(str(day.get("date"))).weekday()
    except ValueError:
        return None


# An order not placed yet, and when it would come: "if i order now when will it arrive", "لو
# طلبت الحين متى يوصل", "law 6lbt el7in mata yoosal" (read "لو طلبت"): how long delivery
# takes, not where an order is, however like the status question its words are
_IF_ORDERED = Gated(
    r"\bif (?:i|we|u|you) (?:order|ordered|place an order|put in an order|make an order)\b"
    r"|(?<!\w)(?:لو|اذا|إذا|اثا) (?:طلبت|اطلب|بطلب|نطلب|طلبنا|سويت طلب|اسوي طلب)(?!\w)"
)
_WHEN_IT_COMES = Gated(
    r"\b(?:arrive|arrives|come|comes|get here|reach|deliver|delivered|how long|when|today"
    r"|tonight)\b|(?<!\w)(?:يوصل|توصل|يوصلني|توصلني|يجي|تجي|متى|متي|ياخذ|اليوم|الليله)(?!\w)"
)


def asks_before_ordering(turn: Turn) -> bool:
    """Whether the message asks when an order it has not placed yet would come."""
    said = turn.message.for_model
    return bool(_IF_ORDERED.search(said) and _WHEN_IT_COMES.search(said))


async def delivery_info(turn: Turn) -> None:
    """how much is delivery to Jabriya / delivery info; "what are your delivery fees" is a
    store rule, answered from the FAQ; an express question shows the express card."""
    utterance = turn.utterance
    # "بكم الاكسبرس للمنقف؟": express's fee asked, however its word is spelled
    express = names_express(utterance) or asks_its_fee(turn.input.text.lower(), turn.typed_and_read)
    places = places_of(turn) if turn.customer_id else None
    saved = await _saved_address(turn, places) if places and places.wanted else None
    if not express and _FREE.search(turn.typed_and_read):
        named = (await _areas(turn))[1] if utterance.topic else None
        if named is None and await show_rule(turn, _FREE_DELIVERY):
            # "فيه توصيل ببلاش؟", "el tawseel bbalash?": who gets it free (the membership),
            # never an empty card of no area
            turn.chips("delivery_info", "slots")
            return
    if saved is not None and saved.get("areaId"):
        # "whats delivery to my parents place": the fee and time to that saved address's area
        area_id = str(saved["areaId"])
        turn.say("delivery_info")
        turn.memory[AREA] = area_id
        card: Record = {"kind": "delivery_info", "areaId": area_id}
        turn.block({**card, "express": True} if express else card)
        turn.chips("slots", "express")
        return
    if utterance.topic and not set(utterance.topic) <= _ORDERING:
        _, area = await _areas(turn)
        if area is None:
            if express:
                await _express_context(turn)
            elif not await answer_faq(turn):
                _unknown_area(turn, asked=True)
            return
        turn.say("delivery_info")
        turn.memory[AREA] = area["_id"]
        block: Record = {"kind": "delivery_info", "areaId": area["_id"]}
        if express and asks_usual_and_express(turn.input.text.lower(), turn.message.text):
            turn.block(dict(block))  # "...and express?": the usual fee first, then express's
        if express:
            block["express"] = True
        turn.block(block)
        if speed_asked_as_haste(turn.utterance):
            turn.block({**block, "express": True})  # the faster way, beside the usual
        if _beside_area(turn, area):  # "...and the minimum order?": that part too
            await answer_faq(turn, chips=False)
        turn.chips(turn.record_chip("area", area), "slots")
        return
    if express:
        await _express_context(turn)
        return
    if (talked := await area_of_the_talk(turn)) is not None:
        # "how much is delivery" right after Wafra's card: Wafra's fee, not every zone's
        turn.say("delivery_info")
        turn.block({"kind": "delivery_info", "areaId": talked["_id"]})
        turn.chips(turn.record_chip("area", talked), "slots")
        return
    explicit = any(token in _EXPLICIT_INFO for token in utterance.tokens)
    asks_rules = utterance.has("INFO")
    if asks_rules and not explicit and await answer_faq(turn):
        return
    _delivery_card(turn, express=express)


def _delivery_card(turn: Turn, *, express: bool = False) -> None:
    """The areas we deliver to, their fees and times."""
    turn.say("delivery_info")
    turn.block({"kind": "delivery_info", "express": True} if express else {"kind": "delivery_info"})
    turn.chips("slots", "express", "cart")


async def _express_area(turn: Turn, cart: Record | None) -> str | None:
    """Where express would go: the area this message names ("express to jabriya"), else the
    area just talked about ("and express?" after the fee to Jahra), else the cart's area,
    else a signed-in customer's saved address."""
    named = (await _areas(turn))[1] if turn.utterance.topic else None
    if named is not None:
        return str(named["_id"])
    if isinstance(turn.memory.get(AREA), str):
        return str(turn.memory[AREA])
    area = (cart or {}).get("deliveryArea")
    area_id = area.get("_id") if isinstance(area, dict) else None
    if area_id is None and turn.customer_id:
        account = await turn.call("account", turn.store.account, turn.customer_id)
        saved = [a.get("areaId") for a in (account or {}).get("addresses") or []]
        area_id = next((a for a in saved if a), None)
    return str(area_id) if area_id else None


def _express_card(turn: Turn, area_id: str) -> None:
    turn.memory[AREA] = area_id
    turn.say("delivery_info")
    turn.block({"kind": "delivery_info", "areaId": area_id, "express": True})
    turn.chips("express", "slots", "cart")


async def _express_context(turn: Turn) -> None:
    """Express for the cart's area (its express fee and time); with no area chosen yet,
    ask which area, each chip asking about express there."""
    area_id = await _express_area(turn, await turn.call("cart", turn.store.cart, turn.owner))
    if area_id:
        _express_card(turn, area_id)
        return
    areas = await turn.call("delivery_areas", turn.store.delivery_areas)
    turn.say("express_which_area")
    turn.chips(*(turn.record_chip("express_area", a) for a in areas[:_AREA_CHIPS]))


async def select_delivery_area(turn: Turn) -> None:
    """deliver to Salmiya / التوصيل إلى السالمية / my area is Jabriya."""
    _, area = await _areas(turn)
    if area is None:
        if turn.utterance.asks:
            # "what areas do you cover", "وين توصلون؟": which areas, with none named, is a
            # question of where we deliver, not an area we failed to find
            _delivery_card(turn)
        else:
            _unknown_area(turn)
        return
    places = places_of(turn) if turn.customer_id else None
    saved = await _saved_address(turn, places) if places and places.wanted else None
    if saved is not None and str(saved.get("areaId")) == str(area["_id"]):
        # "وصلها بيت اهلي بالرميثيه": the saved place, its area said beside to name it
        await account.select_address(turn)
        return
    turn.memory[AREA] = area["_id"]  # "and express?" next is about this area
    turn.say("propose_area")
    turn.block({"kind": "delivery_info", "areaId": area["_id"]})
    turn.propose(CartMutation("select_delivery_area", params={"areaId": area["_id"]}))
    turn.chips("slots", "cart")


async def set_express(turn: Turn) -> None:
    """I want express delivery / no express / أبي توصيل سريع / بدون توصيل سريع."""
    utterance = turn.utterance
    # "turn it on", "فعله" after express was talked of: on, as "express" said would be
    switched_on = bool(_SWITCHED_ON & set(utterance.tokens)) and not utterance.has("STANDARD")
    on = (names_express(utterance) or switched_on) and not refuses_express(utterance)
    cart = await turn.call(
        "cart", turn.store.cart, turn.owner, useful=lambda c: bool(cart_lines(c))
    )
    if not cart_lines(cart):
        area_id = await _express_area(turn, cart) if on else None
        if area_id:  # nothing to send yet: what express costs where it would go
            _express_card(turn, area_id)
        elif not on or not await show_rule(turn, _EXPRESS):
            say_cart_empty(turn)
        else:  # "عندكم توصيل سريع" with no area known: the store's express rule
            turn.chips("express", "slots")
        return
    turn.say("propose_express_on" if on else "propose_express_off")
    turn.block({"kind": "delivery_info", "express": on})
    turn.propose(CartMutation("set_express", params={"express": on}))
    turn.chips("slots", "cart")


def _branches_named(turn: Turn, branches: list[Record]) -> list[Record]:
    """The branches the message names by a word that tells them apart ("salmiya"); a word
    every branch holds ("فرعكم", "Fresh") names none of them in particular."""
    named_by = {
        token: [
            branch
            for branch in branches
            if matching.best_by_name(
                [token], [branch], fields=("name", "address"), min_coverage=0.1
            )
        ]
        for token in turn.utterance.topic
    }
    telling = [found for found in named_by.values() if 0 < len(found) < len(branches)]
    return [branch for branch in branches if any(branch in found for found in telling)]


async def hours(turn: Turn) -> None:
    """when do you open / متى يفتح فرع حولي: a branch named is that branch's card (its
    hours on it); else the store's rule from the FAQ."""
    if open_late.asks_an_hour(turn):
        # "is the jahra branch open after 12 at night", "are you closed after midnight?"
        branches = await turn.call("branches", turn.store.branches)
        if await open_late.answer(turn, _branches_named(turn, branches) or None):
            return
    if turn.utterance.topic:
        branches = await turn.call("branches", turn.store.branches)
        named = _branches_named(turn, branches)
        if await nearest_branch.answered(turn, branches, named):
            return  # "wain agrab far3 lil mangaf, fati7?": Fahaheel's, open or not
        if named:
            turn.memory[BRANCHES] = [branch["_id"] for branch in named]  # "till when?" next
            open_now.say_if_open(turn, named)
            turn.say("branch_named")
            turn.block({"kind": "locations", "branchIds": [branch["_id"] for branch in named]})
            turn.chips("branches", "slots")
            return
    if await answer_faq(turn):
        return
    # "الفرع مفتوح؟" in words the FAQ does not hold: its opening-hours entry all the same
    if not await show_rule(turn, _OPENING_HOURS):
        turn.say("unknown")
    turn.chips("branches", "help")


_OPENING_HOURS = words("what are your opening hours")
_EXPRESS = words("do you have express delivery")
# Delivery asked free: "is delivery free", "no delivery fee?", "توصيل مجاني", "فيه توصيل ببلاش",
# Arabizi "majani" (read "مجني"), "bbalash" (read "بلاش")
_FREE = Gated(
    r"\bfree\b|\bno (?:delivery )?(?:fee|fees|charge)\b|\bwithout (?:a )?(?:fee|charge)\b"
    r"|(?<!\w)(?:مجان\w*|مجني|مججني|ببلاش|بلاش|ب?بلا (?:رسوم|فلوس)|بدون (?:رسوم|فلوس))(?!\w)"
)
_FREE_DELIVERY = words("free delivery fresh pro")


async def locations(turn: Turn) -> None:
    """where are your branches / nearest branch / الفروع / the Salmiya branch."""
    branches = await turn.call("branches", turn.store.branches)
    named = _branches_named(turn, branches)
    shown = turn.memory.get(BRANCHES)
    if not named and turn.memory.get(INTENT) in ("locations", "hours") and isinstance(shown, list):
        # "w ra8mhum?", "till when?" right after the Salmiya branch: that branch's card again
        named = [branch for branch in branches if branch["_id"] in shown]
    if await open_late.answer(turn, named or None):
        return  # "far3 il jahra msaker ba3d nus il leil?": that hour read against the hours
    if await nearest_branch.answered(turn, branches, named):
        return  # "nearest branch to mangaf": the area has none, Fahaheel is nearest
    chosen = named or branches
    turn.memory[BRANCHES] = [branch["_id"] for branch in named]
    open_now.say_if_open(turn, named)
    turn.say("branch_named" if named else "locations")
    turn.block({"kind": "locations", "branchIds": [branch["_id"] for branch in chosen]})
    turn.chips("slots", "delivery_info", "offers")

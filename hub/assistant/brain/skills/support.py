"""When shopping is not the point: problems, asking for a person, off-topic, not sure.

A complaint gets an apology, the latest order's status for a signed-in customer, the store's
policy from its FAQ, and an offer to hand off. Asking for a person opens the support ticket
and tells the conversation (`HandedOff`), which hands the thread off, cancels its pending
proposals and notifies the customer as the handoff route does; a shopper who already has
an open ticket is shown that ticket instead of a second one. Off-topic requests are declined
politely with shopping chips, and nothing is searched, shown or proposed for them. A message
the brain is not sure about gets a question back, with the likeliest readings as chips.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hub.assistant.brain import payment_trouble
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.problems import CHARGED_TWICE, CONDUCT, FED_UP, PAID_FOR_SPEED
from hub.assistant.brain.skills import charge_of_a_cancelled, open_orders, order_in_talk, order_refs
from hub.assistant.brain.skills.account import ACTIVE_STATUSES
from hub.assistant.brain.skills.common import names_an_item
from hub.assistant.brain.skills.faq import POLICY_WORDS, policy_entry
from hub.assistant.brain.turn import INTENT, ORDER, PROBLEM, Turn
from hub.assistant.events import HandedOff
from hub.storefront.port import Ticket
from hub.storefront.seed import REPORT_FRESH_HOURS, REPORT_PACKAGED_DAYS
from hub.text import normalize

# What went wrong decides the policy shown: something wrong with the items (missing, wrong,
# damaged, expired) or with the money (charged twice, a refund) is the returns and refunds
# policy, whatever else the message says ("it arrived but the milk was missing"); a delivery
# that is late or has not come is the delivery-time policy.
_ITEMS_OR_MONEY = Gated(
    r"missing|wrong|damag|broke|spoil|expir|rotten|leak|crush|not fresh|instead of|charg"
    r"|twice|double|refund|money back|compensat"
    r"|ناقص|نقص|غلط|خربان|مكسور|منتهي|خايس(?!ين)|تالف|بدال|انخصم|خصم|انسحب|سحبو|سحبتو|مرتين|دفعت|فلوسي|استرجاع|ترجيع|تعويض"
)
_LATE = Gated(
    r"late|arriv|never came|hasn|still|waiting|driver|ages|tak(?:es|ing) (?:so )?long|where is"
    r"|been (?:like |almost |over )?\d+|hours|forever"
    r"|تاخر|تءخر|متاخر|ما وصل|ما جا|مندوب|انتظر|صار لي|وين التوصيل|وين طلبي|ساعتين|ساعات"
    r"|\bma w[ao]?s[ae]?l|\b9ar ?li\b|\bsa3t[ae]?[iy]n\b|\bsa3at\b"  # Arabizi, as typed
)
# Right after a complaint or a handoff: "so what do I do now", "how long until they reply",
# "شسوي الحين", "متى يردون علي". The shopper asks for the next step of their problem, whatever
# the model makes of the words on their own.
_WHAT_NEXT = Gated(
    r"\bwhat (?:do|should|can|shall|would) (?:i|we) do\b|\bwhat now\b|\bnow what\b"
    r"|\bthen what\b|\bwhat next\b|\bnext step|\bwhat happens now\b"
    r"|\bwhat (?:will|are|do|can) you (?:going to |gonna )?do\b"
    r"|(?<!\w)(?:شو|شنو|وش|ايش|شلون) (?:بت|راح ت|رح ت|ح|ت)سوون(?!\w)"
    r"|(?<!\w)(?:شسوي|شنسوي|وش اسوي|ايش اسوي|شو اسوي|شنو اسوي|شلون اسوي|وش الحل|شنو الحل|شالحل"
    r"|شو الحل)(?!\w)"
)
# ...and when support will answer, which is also the first thing a shopper may ask in the
# thread a handoff leaves behind.
_WHEN_SUPPORT_REPLIES = Pattern(
    r"\b(?:reply|replied|respond|responded|answer me|answered|get back to me|call me"
    r"|contact me|hear back|anyone (?:there|here)|anybody (?:there|here)|is (?:anyone|anybody))\b"
    r"|(?<!\w)(?:يردون|يرد علي|يردو|ردو|رد|يتواصلون|تواصلو|يكلموني|يتصلون|يدقون|محد|وينكم"
    r"|احد هني|فيه احد|في احد)(?!\w)"
)
_HELLO = Gated(r"\b(?:hello|hi|hey|salam)\b|(?<!\w)(?:مرحبا|هلا|هلو|السلام)(?!\w)")
AFTER_SUPPORT = frozenset({"complaint", "handoff", "what_next"})


_TICKET = Gated(r"\bticket\b|(?<!\w)(?:تذكره|تذكرة|تكت|تيكت)(?!\w)")


def asks_after_a_late_order(turn: Turn) -> bool:
    """ "my order is late, where is it", "وين طلبي تأخر", "wain el order 9arlah sa3a": the
    status of a late order asked for, answered by its status (with an apology when it is past
    its delivery window), not as a complaint. A problem with what came, or a person asked
    for, stays one."""
    said = f"{normalize(turn.input.text)} {turn.message.text}"
    return (
        _problem(said) == "late"
        and order_refs.asks_status(turn)
        and not turn.utterance.has("HUMAN")
        and not _TICKET.search(said)
    )


def _problem(text: str) -> str:
    # how someone behaved, or the shopper fed up with us, has no policy to show: the apology
    # and a person are the answer
    if (CONDUCT.search(text) or FED_UP.search(text)) and not _ITEMS_OR_MONEY.search(text):
        return "conduct"
    if PAID_FOR_SPEED.search(text):  # the express paid for came slow: a late order
        return "late"
    if CHARGED_TWICE.search(text) or payment_trouble.charged_for_nothing(text):
        return "charge"  # no written policy answers it: the team checks
    if payment_trouble.tells_of_it(text):  # what happened is asked, the team checks it
        return "pay"
    if _ITEMS_OR_MONEY.search(text) or not _LATE.search(text):
        return "refund"
    return "late"


# The likeliest readings of an unclear message, as chips (intents without one are skipped).
_INTENT_CHIPS = {
    "nutrition": "nutrition",
    "order_status": "order_status",
    "order": "last_order",
    "reorder": "reorder",
    "cart_summary": "cart",
    "add_to_cart": "cart",
    "update_cart_item": "cart",
    "remove_cart_item": "cart",
    "offers": "offers",
    "apply_coupon": "offers",
    "recipe": "recipe",
    "delivery_slots": "slots",
    "delivery_info": "delivery_info",
    "set_express": "express",
    "locations": "branches",
    "hours": "hours",
    "categories": "aisles",
    "browse": "aisles",
    "brands": "brands",
    "complaint": "problem",
    "handoff": "person",
    "faq": "payment",
    "apply_loyalty": "use_points",
    "meal_ideas": "meal_ideas",
    "on_list": "cart",
    "list_swap": "cart",
}


_SUBJECT = 60  # a ticket's subject: the start of the shopper's request, as a thread title


async def _open_ticket(turn: Turn) -> Ticket | None:
    return await turn.call(
        "open_ticket", turn.store.open_ticket, turn.owner, useful=lambda found: True
    )


def _show_ticket(turn: Turn, ticket: Ticket) -> None:
    """The owner's open ticket, with a line saying support has it."""
    turn.say("ticket_open")
    turn.block(
        {"kind": "handoff", "ticketId": ticket.ticketId, "ticketNumber": ticket.ticketNumber}
    )


async def _show_open_ticket(turn: Turn) -> Ticket | None:
    """The owner's open ticket, if any, shown."""
    opened = await _open_ticket(turn)
    if opened is not None:
        _show_ticket(turn, opened)
    return opened


# "open a new ticket for this problem": a second problem gets a ticket of its own
_NEW_TICKET = Gated(
    r"\b(?:new|another|second|separate) (?:support )?ticket\b"
    r"|(?<!\w)(?:تذكر(?:ه|ة)|تكت|تيكت) (?:جديد(?:ه|ة)?|ثاني(?:ه|ة)?)(?!\w)"
)


@while_read
def asks_new_ticket(turn: Turn) -> bool:
    return bool(_NEW_TICKET.search(turn.message.for_model))


async def handoff(turn: Turn) -> None:
    """could a person help me / ابغى احد من الموظفين: a ticket, shown as a `handoff` block."""
    problem = turn.memory.get(PROBLEM)
    problem = str(problem) if problem else None
    opened = None if asks_new_ticket(turn) else await _open_ticket(turn)
    # a problem of another kind told since the open ticket ("the eggs came broken" after a
    # late order) is a new one: asking for a person is asking about it
    if opened is not None and not (problem and opened.category and problem != opened.category):
        _show_ticket(turn, opened)
        turn.chips("order_status", "help")
        return
    transcript = [*turn.input.history, {"role": "user", "content": turn.input.text}]
    ticket = await turn.call(
        "create_ticket",
        turn.store.create_ticket,
        turn.owner,
        turn.input.conversation_id,
        turn.input.text[:_SUBJECT],
        problem,
        None,
        transcript,
    )
    record = {"ticketId": ticket.ticketId, "ticketNumber": ticket.ticketNumber}
    turn.say("handoff_now")
    turn.block({"kind": "handoff", **record})
    turn.emit(HandedOff(record))
    turn.chips("order_status", "help")


async def complaint(turn: Turn) -> None:
    """my order is late / the eggs were broken / انخصم مني مرتين. A shopper whose ticket is
    already open hears about it first: support has the problem, this is not a new one."""
    opened = await _show_open_ticket(turn)
    turn.say("sorry")
    said = f"{normalize(turn.input.text)} {turn.message.text}"  # Arabizi read in Arabic too
    problem = _problem(said)
    named_an_item = not turn.utterance.has("ORDER") and not PAID_FOR_SPEED.search(said)
    if problem == "late" and named_an_item and await names_an_item(turn):
        problem = "refund"  # "الخبز ما وصل": an item missing from what came, not a late order
    # fed up with this chat or the app ("ur kinda useless, took me 3 tries to fix my cart"):
    # no order is in question unless one is named, so none is shown
    with_the_chat = bool(FED_UP.search(said)) and problem == "conduct" and not CONDUCT.search(said)
    # trouble paying is about the payment, not the last order that came, unless one is named
    of_paying = problem == "pay" and not turn.utterance.has("ORDER")
    if (
        turn.customer_id
        and not of_paying
        and not (with_the_chat and not turn.utterance.has("ORDER"))
    ):
        orders = await turn.call("orders", turn.store.orders, turn.customer_id)
        # what came wrong came in an order that arrived; what is late is still on its way
        chosen = await _order_meant(turn, orders, arrived=problem == "refund") or (
            orders[0] if orders else None
        )
        if chosen is not None:
            turn.memory[ORDER] = chosen["_id"]
            turn.say("order_status")
            turn.block({"kind": "order_status", "orderId": chosen["_id"]})
            if problem == "refund" and (passed := window_passed(chosen, datetime.now(UTC))):
                turn.say(passed)  # the policy's window for reporting, applied to its date
    entries = await turn.call("faq", turn.store.faq)
    if problem == "charge":  # the team checks the payment; the refunds rule says how
        turn.say("charge_checked")
        problem = "refund"
    elif problem == "pay":
        turn.say("payment_trouble")
    turn.memory[PROBLEM] = problem
    policy = policy_entry(problem, entries) if problem in POLICY_WORDS else None
    if policy is not None:
        turn.say("policy")
        turn.block({"kind": "faq", "faqIds": [policy]})
    if opened is not None:  # it may be the same problem, or a new one that needs its own ticket
        turn.say("ticket_for_new_problem")
        turn.chips("new_ticket", "order_status", "help")
        return
    turn.say("offer_person")
    turn.chips("person", "order_status", "help")


def window_passed(order: dict[str, object], now: datetime) -> str | None:
    """Which of the returns policy's windows for reporting a problem with an item has closed
    for a delivered order, counted from the end of its delivery slot: none, the fresh items'
    (`REPORT_FRESH_HOURS`), or both (also `REPORT_PACKAGED_DAYS` for unopened packs)."""
    if order.get("status") != "delivered":
        return None
    slot = order.get("deliverySlot")
    came = slot.get("to") if isinstance(slot, dict) else order.get("placedAt")
    try:
        delivered = came if isinstance(came, datetime) else datetime.fromisoformat(str(came))
    except ValueError:
        return None
    if delivered.tzinfo is None:
        delivered = delivered.replace(tzinfo=UTC)
    since = now - delivered
    if since > timedelta(days=REPORT_PACKAGED_DAYS):
        return "report_window_passed"
    if since > timedelta(hours=REPORT_FRESH_HOURS):
        return "fresh_window_passed"
    return None


# What the model may read a next-step question as; a dish or a product it is sure of is not
# one ("shno asawi 3asha" after a complaint is dinner).
_SUPPORT_READINGS = frozenset(
    {
        "complaint",
        "handoff",
        "help",
        "clarify",
        "general",
        "unknown",
        "order_status",
        "order",
        "faq",
        "thanks",
        "greeting",  # "hello?? anyone there" right after a handoff
        "out_of_domain",
        "delivery_info",
        "hours",
        "locations",  # "wainkom" (where are you) right after a handoff: the team, not a map
    }
)


def asks_what_next(turn: Turn, intent: str) -> bool:
    """A question about the next step, right after a complaint, or as the first message of
    the thread a handoff leaves (its memory starts empty)."""
    # "shno asawi" (what do I do) reads like "what do I cook" until it names a dish; "وينكم
    # محد رد" like a search, though every word of it is about the reply awaited
    awaited = intent == "search" and all(
        _WHEN_SUPPORT_REPLIES.fullmatch(word) for word in turn.utterance.topic
    )
    if (
        intent not in _SUPPORT_READINGS
        and not (intent in ("recipe", "meal_ideas") and not turn.utterance.topic)
        and not awaited
    ):
        return False
    said = f"{normalize(turn.input.text)} {turn.message.text}"
    last = turn.memory.get(INTENT)
    if last is None:
        return bool(_WHEN_SUPPORT_REPLIES.search(said))
    return last in AFTER_SUPPORT and bool(
        _WHAT_NEXT.search(said) or _WHEN_SUPPORT_REPLIES.search(said)
    )


async def what_next(turn: Turn) -> None:
    """The next step of the shopper's problem: with a ticket open, that the team replies on it
    and how else to reach them; else the policy for what went wrong and a person."""
    entries = await turn.call("faq", turn.store.faq)
    if await _show_open_ticket(turn) is not None:
        turn.say("ticket_reach")
        contact = policy_entry("contact", entries)
        if contact is not None:
            turn.block({"kind": "faq", "faqIds": [contact]})
        turn.chips("order_status", "help")
        return
    problem = str(turn.memory.get(PROBLEM) or "")
    if not problem and turn.memory.get(INTENT) is None and _HELLO.search(turn.message.for_model):
        # "hello, anyone there?" opening a conversation, with no ticket: a greeting
        turn.say("greeting")
        turn.chips("offers", "aisles", "recipe", "cart")
        return
    policy = policy_entry(problem, entries) if problem in POLICY_WORDS else None
    turn.say("next_steps" if policy is not None else "offer_person")
    if policy is not None:
        turn.block({"kind": "faq", "faqIds": [policy]})
    turn.chips("person", "order_status", "help")


async def _order_meant(
    turn: Turn, orders: list[dict[str, object]], *, arrived: bool = False, strict: bool = False
) -> dict[str, object] | None:
    """The order a message is about: the one it names ("KW-100187"), the one in talk said
    "it" of ("ايه الغيه"), the one it describes ("my order from last week", "the chalet
    order"; of several that fit, the one in talk or the first still on its way, or with
    `arrived` delivered), the one in talk, else the newest one still on its way, or with
    `arrived` the newest one delivered. With `strict`, a date, state or place said that no
    order has means none ("why was 812 cancelled" of a shopper with no cancelled order)."""
    named = [o for o in orders if o.get("orderNumber") == turn.utterance.order_number]
    if named:
        return named[0]
    if not arrived and (still_to_come := await open_orders.picked(turn, orders)) is not None:
        return still_to_come  # "cancel tonight's order", "the one not confirmed yet"
    pointed = order_in_talk.pointed_at(turn, orders)
    if pointed is not None:
        return pointed
    said = await order_refs.described(turn, orders)
    if arrived:
        others = [o for o in orders if o.get("status") == "delivered"]
    else:
        others = [o for o in orders if o.get("status") in ACTIVE_STATUSES]
    if said is not None and said.fits:
        talked = order_in_talk.remembered(turn, orders)
        if said.order is not None or talked in said.fits:
            return said.order or talked
        return next((o for o in said.fits if o in others), said.fits[0])
    if said is not None and strict and order_refs.said(turn):
        return None  # a date, a state or a place said that no order has
    talked = order_in_talk.in_talk(turn, orders)
    if talked is not None:
        return talked
    return others[0] if others else None


# What a shopper asking to cancel an order is told of it, by its status: whether cancelling
# is still free, or why there is nothing left to cancel
_CANCELLING = {
    "placed": "cancel_free_now",
    "confirmed": "cancel_free_now",
    "preparing": "cancel_once_preparing",
    "out_for_delivery": "cancel_once_out",
}
_NOTHING_TO_CANCEL = {
    "cancelled": "order_was_cancelled",
    "refunded": "order_was_refunded",
    "delivered": "order_was_delivered",
}
_AFTER_NOTHING_TO_CANCEL = {"cancelled": "cancel_reason_unknown"}


async def cancel_order(turn: Turn) -> None:
    """can I cancel my order / ابي الغي الطلب الاخير / why was it cancelled: for a
    signed-in shopper the order meant and what its status allows (cancelling free while it
    is placed or confirmed, our team's best once it is being prepared or on its way, nothing
    to cancel once it was cancelled, refunded or delivered), with the store's rule and a
    person to do it: the assistant cancels nothing itself. Why an order was cancelled is
    not on its record: that is said, and a person offered."""
    entries = await turn.call("faq", turn.store.faq)
    chosen = None
    if turn.customer_id:
        orders = await turn.call("orders", turn.store.orders, turn.customer_id)
        chosen = await _order_meant(turn, orders, strict=True)
        if (
            chosen is not None
            and chosen.get("status") != "cancelled"
            and chosen.get("orderNumber") != turn.utterance.order_number
            and order_refs.asks_why_cancelled(turn)
        ):
            # "why u cancel my order": the one that was cancelled, not the newest on its way
            chosen = next((o for o in orders if o.get("status") == "cancelled"), chosen)
    status = str(chosen.get("status")) if chosen is not None else ""
    if chosen is not None and status in _NOTHING_TO_CANCEL:
        turn.memory[ORDER] = chosen["_id"]
        why = status == "cancelled" and order_refs.asks_why_cancelled(turn)
        turn.say("order_shows_cancelled" if why else _NOTHING_TO_CANCEL[status])
        turn.block({"kind": "order_status", "orderId": chosen["_id"]})
        returns = policy_entry("refund", entries) if status == "delivered" else None
        if returns is not None:  # something wrong with what came is a return
            turn.say("policy")
            turn.block({"kind": "faq", "faqIds": [returns]})
        # why it was cancelled is not on its record: a person can find out
        turn.say(_AFTER_NOTHING_TO_CANCEL.get(status, "offer_person"))
        # ordering it again names it: "reorder my last order" would be another one
        turn.chips("person", turn.record_chip("reorder", chosen, "orderNumber"), "help")
        return
    rule = policy_entry("cancel", entries)
    if rule is not None:  # "ابي الغيه" names no policy word, but asks for this one
        turn.say("cancel_rule")
        turn.block({"kind": "faq", "faqIds": [rule]})
    if chosen is not None:
        turn.memory[ORDER] = chosen["_id"]
        turn.say(_CANCELLING.get(status, "cancel_order_shown"))
        turn.block({"kind": "order_status", "orderId": chosen["_id"]})
        if charge_of_a_cancelled.asked(turn):
            turn.say("cancelled_order_money")
    free = chosen is None or _CANCELLING.get(status) == "cancel_free_now"
    turn.say("cancel_by_person" if free else "cancel_try_person")
    turn.chips("person", "order_status", "help")


async def decline(turn: Turn) -> None:
    """The weather, the news, homework, poems, code, "ignore your instructions"..."""
    turn.say("decline")
    turn.chips("offers", "aisles", "recipe", "cart")


# Chips that name no reading of the message, only a place to start ("My cart", "Machboos
# recipe", "How many calories in bananas"): offered after "did you mean one of these?", they
# leave nothing of what was asked to choose
_NO_READING = frozenset({"cart", "help", "aisles", "recipe", "meal_ideas", "brands", "nutrition"})


async def clarify(turn: Turn, candidates: list[str]) -> None:
    """Not sure enough to act: ask, and offer the likeliest readings as chips. With none but
    places to start among them, "did you mean one of these?" would offer nothing to choose:
    what can be asked is said instead, with those places."""
    keys = [_INTENT_CHIPS[name] for name in candidates if name in _INTENT_CHIPS]
    if not [key for key in keys if key not in _NO_READING]:
        # no reading stands out: ask in the open, with where to start
        turn.say("clarify_open")
        turn.chips(*keys, "aisles", "recipe", "offers", "help")
        return
    turn.say("clarify")
    turn.chips(*keys, "help")


# The first message of a new thread that is not a shopping request: a shopper writing again
# after a handoff (which closed the old thread: "any update?", "hello??", "وين طلبي") is told
# their ticket is open before anything else; so is a bare nudge the brain cannot read ("hmm",
# "??"). A longer message it cannot read ("tell me something new", "وش رايك باللي صار") asks
# what was meant, and shows no card of an old matter. Thanks or a goodbye ("ok thx", "مشكور")
# closes the talk: it asks for nothing, and is answered as such, with no ticket put before it.
AFTER_HANDOFF = frozenset(
    {"greeting", "help", "clarify", "general", "unknown", "order_status", "order"}
)
_NUDGE_WORDS = 2


def after_a_handoff(turn: Turn, intent: str) -> bool:
    """Whether a first message read as `intent` is told of the open ticket first."""
    if intent not in AFTER_HANDOFF:
        return False
    return intent != "clarify" or len(turn.message.text.split()) <= _NUDGE_WORDS


async def mention_open_ticket(turn: Turn) -> None:
    await _show_open_ticket(turn)

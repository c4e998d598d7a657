"""The order being made wished to go to a saved place: "abi il order ywa9el bait ahli mu
baiti", "ابي الطلب يوصل بيت اهلي مو بيتي", "i want this order delivered to my parents' place".

"The order" here is the cart about to be ordered, not a placed order that went there once
("the parents' order", cancelled last week): with goods in the cart, and no placed order
numbered, dated or named by its state, the saved address is proposed for the cart's delivery.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills import delivery_times, open_orders, order_refs
from hub.assistant.brain.skills import delivery_when as when
from hub.assistant.brain.turn import Turn

# A wish that it come somewhere: "i want the order delivered to", "abi il order ywa9el"
# (read "ابي ال order يوصل"), "ابي الطلبيه تروح"
_WISHED_TO_GO = Bilingual(
    r"\b(?:i want|i'd like|i need|please|pls|can you|could you)\b[^.?!]{0,30}"
    r"\b(?:delivered|deliver|sent|send|to go|to come|to arrive|dropped)\b",
    r"(?<!\w)(?:ابي|ابغي|ابغى|ودي|اريد|ممكن|بليز)(?!\w)[^.?!]{0,30}"
    r"(?<!\w)(?:يوصل|توصل|يروح|تروح|توصلونه|توصلونها|توصلوه|وصلوه|وصلوها|يجي|تجي)(?!\w)",
)
# ...or this order said to go there: "this one goes to my parents", "this lot should go to the
# chalet", "هالطلب لبيت اهلي", "hatha el order yroo7 bait ahli" (read "هذا ال order يروح")
_THIS_ONE_GOES = Bilingual(
    r"\b(?:this|these|it|this (?:one|order|lot|cart|basket|stuff)|the (?:order|lot|cart|basket"
    r"|stuff))\b (?:one )?(?:goes|is going|should go|has to go|needs to go|must go|will go)"
    r" to\b",
    r"(?<!\w)(?:هالطلب|هالطلبيه|هالاوردر|هذا الطلب|هذي الطلبيه|الطلب هذا|الطلبيه هذي"
    r"|هذا ال order|ال order هذا|هل order)(?!\w) ?(?:(?:يروح|تروح|رايح|رايحه|بيروح|بتروح|حق)"
    r"(?!\w)|ل(?:بيت|عند|ل?\w+))",
)

_DELIVERED = frozenset({"delivered"})


async def asked(turn: Turn) -> bool:
    """Whether the message wishes the cart's order to go to one saved place it names."""
    if turn.customer_id is None or turn.utterance.order_number:
        return False
    text = turn.message.for_model
    if _WISHED_TO_GO.search(text) is None and _THIS_ONE_GOES.search(text) is None:
        return False
    places = order_refs.places_of(turn)
    if places.one is None or order_refs.when_said(turn) is not None:
        return False
    # "tomorrow's order", "the one being prepared": an order placed; "delivered to" is the
    # wish itself
    if open_orders.day_said(turn) is not None or order_refs.states_said(turn) - _DELIVERED:
        return False
    if order_refs.asks_to_cancel(turn) or order_refs.again(turn):
        return False
    cart = await turn.store.cart(turn.owner)
    return bool(cart.get("items"))


def said_to_go(turn: Turn) -> bool:
    """Whether the message says this order goes to a place ("this one goes to my parents"),
    which the model may read as a past order named by where it went."""
    return _THIS_ONE_GOES.search(turn.message.for_model) is not None


async def with_its_hours(turn: Turn) -> bool:
    """Whether hours are asked beside the place ("home between 5 and 7, can i book that?"):
    the windows then answer, the place proposed beside them, never the place alone."""
    return when.names_a_time(turn) and await delivery_times.asked(turn)

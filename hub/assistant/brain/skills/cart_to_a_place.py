"""The order being made wished to go to a saved place: "abi il order ywa9el bait ahli mu
baiti", "ابي الطلب يوصل بيت اهلي مو بيتي", "i want this order delivered to my parents' place".

"The order" here is the cart about to be ordered, not a placed order that went there once
("the parents' order", cancelled last week): with goods in the cart, and no placed order
numbered, dated or named by its state, the saved address is proposed for the cart's delivery.

The delivery sent there in a word, "deliver it to my dad's place", "وصلها بيت ابوي", "wadeeha
bait umi", "send it to my job", "ابيها توصل الدوام", "deliver to my sister's house", is that
too, cart or none, when nothing else is asked beside the place: no time (the windows answer
it), no express, no goods, no order placed, no price or how long. The model reads a
relative's word as news of them, "the job" as an area's name and "ابيها توصل" as haste; the
place of the shopper's own says which request it is, and which place (`account.select_address`
says the saved ones when none is that place).
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.express_asked import names_express
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import delivery_times, open_orders, order_refs
from hub.assistant.brain.skills import delivery_when as when
from hub.assistant.brain.turn import Turn
from hub.text import words

# A wish that it come somewhere: "i want the order delivered to", "abi il order ywa9el"
# (read "ابي ال order يوصل"), "ابي الطلبيه تروح"
_WISHED_TO_GO = Bilingual(
    r"\b(?:i want|i'd like|i need|please|pls|can you|could you)\b[^.?!]{0,30}"
    r"\b(?:delivered|deliver|sent|send|to go|to come|to arrive|dropped)\b",
    # ...or let it come there: "خل الطلب يوصل بيت اهلي", "5alli il order yroo7 il chalet"
    r"(?<!\w)(?:ابي|ابغي|ابغى|ودي|اريد|ممكن|بليز|خل|خلي|خلو|خلوا)(?!\w)[^.?!]{0,30}"
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


# Sending, in a word: "deliver it", "send it", "take it to", "drop it at", "وصلها", "ودوها",
# "طرشوه", "ابيها توصل" (Arabizi "wa9ilha", "wadeeha", "6arishha" read so); never "وصل" or
# "يوصل" alone, which tell of an order that arrived or arrives
_SENT = Gated(
    r"\b(?:deliver|send|ship)\b|\b(?:take|bring|get|drop) (?:it|them|this|these|everything"
    r"|my (?:stuff|order|groceries)|the (?:order|stuff|groceries))(?: off| over)? (?:to|at)\b"
    r"|(?<!\w)(?:وصله|وصلها|وصلهم|وصلوه|وصلوها|وصلوهم|وده|ودها|ودهم|وديه|وديها|وديهم|ودوه|ودوها"
    r"|ودوهم|طرشه|طرشها|طرشهم|طرشوه|طرشوها|طرشوهم)(?!\w)"
    r"|(?<!\w)(?:ابي|ابيه|ابيها|ابيهم|ابغاه|ابغاها|نبيه|نبيها|ممكن|بليز)\s+"
    r"(?:توصل|يوصل|تروح|يروح|توصلونه|توصلونها|تودونه|تودونها|تطرشونه|تطرشونها)(?!\w)"
)
# What such a message may hold besides its place and its sending: the goods or order sent
# in a word, and who sends it
_SENDING_WORDS = frozenset(
    words(
        "deliver delivery send ship take bring get drop off over to at it them this these"
        " everything stuff order groceries my the please pls plz can could you u place house"
        " home address want need like i id i'd would"
        " ابي ابيها ابيه ابيهم ابغي ابغاها ابغاه نبي نبيها ممكن لو سمحت الطلب الاغراض اغراضي"
        " الطلبيه السله عنوان العنوان مكان بيت البيت عند لبيت"
    )
)
# Asked of the place, not sent there: its fee or time ("how much to deliver to my parents'")
_ASKED_OF_IT = Gated(
    r"\b(?:how much|how long|what time|cost|fee|fees|charge|price|do you|does it|did (?:you|it"
    r"|they)|has it|have you|was it|when)\b"
    r"|(?<!\w)(?:كم|بكم|شكثر|متى|متي|رسوم|سعر|توصلون|تطرشون)(?!\w)"
)


@while_read
def sent_there(turn: Turn) -> bool:
    """Whether the message sends the delivery to one place of the shopper's own and asks
    nothing else: the cart's delivery to that place."""
    said = turn.typed_and_read
    if not _SENT.search(said) or _ASKED_OF_IT.search(said):
        return False
    places = order_refs.places_of(turn)
    if places.one is None or turn.utterance.order_number:
        return False
    if when.names_a_time(turn) or names_express(turn.utterance):
        return False  # the windows of a day, or express there: asked as they are
    if open_orders.day_said(turn) is not None or order_refs.states_said(turn):
        return False  # "the parents' order from yesterday": an order placed
    if order_refs.asks_to_cancel(turn) or order_refs.again(turn):
        return False
    placed = set(words(" ".join(places.words))) | set(places.words)
    others = [
        word
        for word in turn.utterance.topic
        if word not in placed and word not in _SENDING_WORDS and not _SENT.search(word)
    ]
    return not others

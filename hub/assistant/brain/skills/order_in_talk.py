"""The order being talked about: what "it" is once a reply was about one order.

After the status of the chalet order, "can i cancel it", "اوكي كنسله", "ok kansilah" are
about the chalet order; after how cancelling the home order works, "ايه الغيه" (yes, cancel
it) is about the home order; after the parents' cancelled order, "why was it cancelled" and
"put the same things that were in it", "7ot nafs el ashya2 ely kanat feeh" are about that
order. The order last shown (`orderId` in memory) stays the one meant until the message
numbers, dates, places or describes another, and is never swapped for the newest order.

"My order" said plainly right after it still means it while it is on its way (the one just
talked about is the one a cancel or a status asks after); once it was delivered or
cancelled, "where is my order" asks after the one still coming instead.
"""

from __future__ import annotations

from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import order_by_goods
from hub.assistant.brain.skills.order_refs import ON_ITS_WAY, said, said_beside_its_coming
from hub.assistant.brain.turn import INTENT, ORDER, Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record

# The replies that leave one order in talk
ABOUT_AN_ORDER = frozenset(
    {"order", "order_status", "reorder", "cancel_order", "complaint", "placed_order_change",
     "keep_order",
     "goods_for_a_placed_order"}
)  # fmt: skip
# "it", "that one", and the Arabic object written onto the verb or word: "الغيه", "كنسلها",
# "فيه" (in it); Arabizi is read in Arabic ("ilghih", "kansilah", "feeh")
_POINTS_BACK = Gated(
    r"\b(?:it|its|that one|this one|that order|this order|same one)\b"
    r"|(?<!\w)(?:الغيه|الغيها|ألغيه|كنسله|كنسلها|وقفه|وقفها|فيه|فيها|منه|منها|نفسه|نفسها"
    r"|اياه|اياها|هذا الطلب|هالطلب|ذاك الطلب|عيده|عيدها)(?!\w)"
)
# What it held, wanted again: "the same things", "everything that was in it", "نفس الاغراض
# اللي كانت فيه", "nafs el ashya2" (read "نفس الاشيء"), "order those again"
_ITS_GOODS = Gated(
    r"\b(?:the )?same (?:things|stuff|items|groceries|goods|products|ones|order|basket)\b"
    r"|\beverything (?:that was |that were )?in it\b|\b(?:what|all) (?:was|were) in it\b"
    r"|\b(?:order|get|buy|put|add) (?:it|them|those|these)(?: all)?"
    r"(?: in(?:to)? (?:my|the) (?:cart|basket))? (?:again|back)\b"
    r"|(?<!\w)نفس\s+(?:ال)?(?:اشياء|اشيء|اشيا|اغراض|حاجات|حجات|مقاضي|اغراضه|حاجاته|طلب|طلبيه"
    r"|الطلب)"
    r"|\bnafs (?:el |il )?(?:7ajat|7aajat|ashya2?|ghrath|ghra6|agra9|agrath|ma8athi|ma8a6i)\b"
    r"|(?<!\w)(?:اللي|الي)\s+(?:كانت|كان)\s+(?:فيه|فيها)(?!\w)"
    # "put it back in my cart", "add them all to the cart", "رجعه نفسه بالسله", "7e6hom kilhom
    # bil sala" (read "حطهم كلهم بال سله"): the order's goods, into the cart
    r"|\b(?:put|add|get|throw|stick|move) (?:it|them|those|these|the same|everything)"
    r"(?: all| again| back){0,2} (?:in|into|to) (?:my|the) (?:cart|basket)\b"
    r"|(?<!\w)(?:رجعه|رجعها|رجعهم|رجعا|حطه|حطها|حطهم|ضيفه|ضيفها|ضيفهم|اضفه|اضفها|اضفهم)"
    r"(?:\s+\S+){0,2}?\s+(?:بال|في\s+ال|لل|ع\s?ال)\s?(?:سله|cart|basket)(?!\w)"
    # "عيده", "3eedah": it, ordered again
    r"|(?<!\w)(?:عيده|عيدها|اعيده|اعيدها|كرره|كررها)(?!\w)|\b3eed(?:ah|ha|uh)\b"
)
# Where it is, asked of it: "where is it now", "وينه الحين", "wainah el 7een", "متى يوصل"
_WHERE_IS_IT = Gated(
    r"\bwhere(?:'s| is) it\b|\bwhen (?:will|does|is) it (?:come|coming|arrive|get here)\b"
    r"|\bis it (?:here|out|on its way|coming)\b|\b(?:wainah|wainha|weenah|wenah)\b"
    r"|(?<!\w)(?:وينه|وينها|متي\s+يوصل|متي\s+بيوصل|متي\s+يجي|شصار\s+عليه|وين\s+وصل|وصل\s+ولا)(?!\w)"
    # when it comes, roughly: "roughly when will it arrive", "mata yoosal ta8reeban" (read
    # "متى يوصل تغريبن"), "mita y9al" ("متى يصل"), "متى توصلني تقريبا"
    r"|\b(?:roughly|about|approximately|approx|around) when\b"
    # whether it comes by a time: "بيوصل قبل المغرب؟", "yoosal gabl il maghrib" (read "يوصل قبل
    # المغرب"), "will it get here before asr"
    r"|(?<!\w)(?:بيوصل|يوصل|بيوصلني|يوصلني|بيجي|يجي|بتوصل|يصل|بيصل)\s+(?:\S+\s+)?قبل(?!\w)"
    r"|\b(?:will|would|can|does) (?:it|they) (?:\w+ )?(?:come|arrive|get here|be here|make it)"
    r" (?:before|by)\b"
    r"|\bwhen (?:will|would|does|should|can) (?:it|they|my (?:order|stuff|things)) "
    r"(?:\w+ )?(?:come|arrive|get here|be here|reach)\b|\beta\b"
    r"|(?<!\w)مت[يى]\s+(?:\S+\s+)?(?:يوصل|بيوصل|يصل|بيصل|توصل|تصل|يجي|بيجي|تجي|يوصلني|توصلني"
    r"|يوصلنا|توصلنا)(?!\w)"
    # at what hour it comes: "what time will it get here", "كم الساعه يوصل", "chem il sa3a
    # yoosal" (read "كم الساعه يوصل"), "اي ساعه بيجي"
    r"|\bwhat time (?:will|would|does|is|should|can) (?:it|they|my (?:order|stuff|things))\b"
    # ...typed in haste: "what time its coming", "when its arriving"
    r"|\b(?:what time|when) (?:it'?s|it is|they'?re|they are) (?:coming|arriving|getting here)\b"
    r"|(?<!\w)(?:كم|جم|اي|أي|ا|ايش|وش|شو)\s+(?:ال)?ساعه\s+(?:\S+\s+)?(?:يوصل|بيوصل|يصل|بيصل|توصل"
    r"|تصل|يجي|بيجي|تجي|يوصلني|توصلني|يوصلنا|توصلنا)(?!\w)"
    # why it is late, asked of it: "why is it so late", "ليش متأخر", "lesh t2a5ar" (read
    # "ليش تءخر"), "leesh mit2a55er", "ليه طولتوا"
    r"|\bwhy (?:is|'s|has) (?:it|my order|the order|my stuff) (?:so |still |been )?"
    r"(?:late|delayed|taking (?:so )?long)\b|\bwhy (?:so )?late\b"
    r"|(?<!\w)(?:ليش|ليه|لويش)\s+(?:(?:الطلب|order)\s+)?(?:(?:مت|ت|م)[اء]?خ{1,2}"
    r"(?:ر|رت|رين|رتوا|رتو|ره)|طول|طولت|طولتوا|طولتو|مطول|مطولين)(?!\w)"
)


def remembered(turn: Turn, orders: list[Record]) -> Record | None:
    """The order the last reply was about, when it was about one."""
    if turn.memory.get(INTENT) not in ABOUT_AN_ORDER:
        return None
    wanted = turn.memory.get(ORDER)
    return next((o for o in orders if o.get("_id") == wanted), None) if wanted else None


def points_back(turn: Turn) -> bool:
    """The message says "it", "that one", or an Arabic "ـه" of the order; not "that one"
    said of goods to be like it ("zaatar manakish like that one": the order's kind, for the
    cart)."""
    said = turn.typed_and_read
    if _LIKE_THAT.search(said):
        rest = _LIKE_THAT.pattern.sub(" ", said)
        return Utterance(rest).refers_back or bool(_POINTS_BACK.search(rest))
    return turn.utterance.refers_back or bool(_POINTS_BACK.search(said))


_LIKE_THAT = Gated(
    r"\b(?:like|same as|as in|as)\s+(?:that|this|the)(?:\s+(?:one|order))?\b"
    r"|(?<!\w)(?:مثل|زي|نفس)\s+(?:هذا|هذاك|هذيك|هذي|اللي فيه|مال|حق)(?!\w)"
)


def names_another(turn: Turn) -> bool:
    """The message numbers an order, or says its date, state or where it went."""
    return bool(turn.utterance.order_number) or said(turn)


def pointed_at(turn: Turn, orders: list[Record]) -> Record | None:
    """The order in talk, when the message says "it" of it ("cancel it i ordered the wrong
    size", "ايه الغيه") and numbers, dates or places no other: whatever else it says (the
    goods it held, a reason) is about that order."""
    order = remembered(turn, orders)
    # "mita y9al ta8riban" right after its status: when it comes, of that order
    if order is None or names_another(turn) or not (points_back(turn) or asks_where_it_is(turn)):
        return None
    if order_by_goods.names_by_goods(turn):
        return None  # "اللي فيه البطيخ": "in it" of the order the goods pick, not "it"
    return order


def in_talk(turn: Turn, orders: list[Record]) -> Record | None:
    """The order the conversation is about, when a message that describes none takes it up:
    it names no order at all ("ok cancel", "why?"), or says "my order" plainly while that
    one is still on its way. Asked after the message's own description of an order."""
    order = remembered(turn, orders)
    if order is None or names_another(turn):
        return None
    if points_back(turn) or not turn.utterance.has("ORDER"):
        return order
    return order if order.get("status") in ON_ITS_WAY else None


# The requests about an order a message may make of the one in talk
_OF_AN_ORDER = frozenset({"order", "order_status", "cancel_order", "reorder"})


def continues(turn: Turn, intent: str) -> bool:
    """A request about an order that says "it" of the one in talk ("actually cancel it,
    plans changed" right after its status): the conversation's matter, however the words
    beside it read alone."""
    return (
        intent in _OF_AN_ORDER
        and turn.memory.get(INTENT) in ABOUT_AN_ORDER
        and bool(turn.memory.get(ORDER))
        and points_back(turn)
        and not names_another(turn)
    )


@while_read
def asks_where_it_is(turn: Turn) -> bool:
    """ "and where is it now?", "طيب وينه الحين؟", "wainah el 7een?" right after a reply
    about one order: that order's status, not a search or a thanks."""
    if turn.memory.get(INTENT) not in ABOUT_AN_ORDER or not turn.memory.get(ORDER):
        return False
    another = bool(turn.utterance.order_number) or said_beside_its_coming(turn)
    return bool(_WHERE_IS_IT.search(turn.typed_and_read)) and not another


# The same order as where goods go, not goods again: "add eggs to that same order", "ازيد
# على نفس الطلب"
_ONTO_THE_SAME = Gated(
    r"\b(?:to|onto|into|in|on|with)\s+(?:that |the |this |my )?same (?:order|one|delivery)\b"
    r"|(?<!\w)(?:على|ع|في|فى|مع)\s+نفس\s+(?:ال\s?)?(?:order|اوردر|طلب|طلبيه|طلبية)(?!\w)"
)


def onto_the_same(turn: Turn) -> bool:
    return bool(_ONTO_THE_SAME.search(turn.typed_and_read))


def takes_its_goods(turn: Turn) -> bool:
    """ "put the same things that were in it", "نفس الاغراض", "7ot nafs el ashya2 ely kanat
    feeh" right after a reply about one order: that order's lines, ordered again."""
    if turn.memory.get(INTENT) not in ABOUT_AN_ORDER or not turn.memory.get(ORDER):
        return False
    if (
        turn.memory.get(INTENT) == "goods_for_a_placed_order"
        and turn.shown()
        and not _THE_ORDERS_OWN.search(turn.typed_and_read)
    ):
        # "ok put it in the cart then" after goods offered for a new order in place of the
        # placed one: those goods, not the placed order's again
        return False
    if onto_the_same(turn):
        return False  # "add eggs to that same order": goods onto it
    return bool(_ITS_GOODS.search(turn.typed_and_read)) and not names_another(turn)


# What says the placed order's own goods, not the goods just offered beside it
_THE_ORDERS_OWN = Gated(
    r"\b(?:same|everything|again|back)\b|\b(?:was|were) in it\b|(?<!\w)(?:نفس|رجعه|رجعها|رجعهم)"
    r"|(?<!\w)(?:اللي|الي)\s+(?:كانت|كان)\s+(?:فيه|فيها)(?!\w)|\bnafs\b"
)


# What it holds, asked of it: "what's in it", "what did i order", "شو فيه", "وش فيه", "shnu
# feeh" (read "شو فيه"), "what items"
_WHAT_IT_HOLDS = Gated(
    r"\bwhat(?:'s| is| was| were)? (?:in it|inside|in there|in that order)\b"
    r"|\bwhat (?:did i|have i) (?:order|get|buy)\b|\bwhat (?:items|goods|things)\b"
    r"|(?<!\w)و?(?:شو|وش|شنو|ايش|اشو)\s+(?:كان\s+)?(?:فيه|فيها|داخله|بداخله|اللي\s+فيه"
    r"|طلبت|الاغراض|اغراضه)(?!\w)"
)


def asks_what_it_holds(turn: Turn) -> bool:
    """ "ok w shnu feeh", "and what's in it" right after a reply about one order: that
    order's card, which lists its goods; not a product's details."""
    if turn.memory.get(INTENT) not in ABOUT_AN_ORDER or not turn.memory.get(ORDER):
        return False
    return bool(_WHAT_IT_HOLDS.search(turn.typed_and_read)) and not names_another(turn)

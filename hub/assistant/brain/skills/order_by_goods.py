"""An order named by what it holds: "it's the one with the watermelon" right after an order's
status, "اللي فيه الحلوم", "ili feeh il ri8i" (read "الي فيه ..."), "which of my orders has the
halloumi?".

The goods are named to say which order is meant, not to be shown or bought: read as a product
alone, the shopper gets a product list and no word on the order. The order's own reply picks
among the orders by their goods (`order_refs.described`).
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.skills import order_refs
from hub.assistant.brain.turn import INTENT, Turn

# "the one with", "the order that has", "that delivery containing"; Arabic "اللي فيه", "الطلب
# اللي فيه"
_THE_ONE_WITH = Bilingual(
    r"\b(?:the|that|this) (?:one|order|delivery)\b(?: \S+)?"
    r" (?:with|that has|that had|which has|which had|having|containing|carrying|holding)\b",
    r"(?<!\w)(?:اللي|الي|إللي|يلي) (?:فيه|فيها|فيهم|معاه|معاها)(?!\w)",
)
# "which order has ...", "which of my orders had ...", "اي طلب فيه ...", "ay order feeh ..."
_WHICH_ORDER_HAS = Bilingual(
    r"\bwhich (?:of (?:my|the) )?(?:order|orders|delivery)\b(?: \S+)?"
    r" (?:has|had|have|holds|contains|came with|got)\b",
    r"(?<!\w)(?:اي|أي|انهو|اياتهو|ياتهو) (?:طلب|طلبيه|اوردر|order|ال order)(?: \S+)?"
    r" (?:فيه|فيها|كان فيه)(?!\w)",
)
# Words naming an order in the message itself ("قصدي الطلب اللي فيه ...")
_ORDER_SAID = Bilingual(
    r"\b(?:order|orders|delivery)\b",
    r"(?<!\w)(?:طلب|الطلب|طلبي|طلبيه|الطلبيه|اوردر)(?!\w)",
)
# The cart or a recipe holds goods too: "the one with the most protein" is no order's
_NOT_AN_ORDER = Bilingual(
    r"\b(?:cart|basket|recipe|pack|bottle|size|brand|flavou?r|most|least|less|more)\b",
    r"(?<!\w)(?:سله|السله|سلتي|وصفه|الوصفه|حجم|الحجم|اكثر|اقل)(?!\w)",
)


def names_by_goods(turn: Turn) -> bool:
    """Whether the message picks an order by the goods it holds ("the one with ...", "which
    order has ..."), the Arabic "فيه" (in it) then no "it" of the order in talk."""
    said = turn.message.for_model
    if _NOT_AN_ORDER.search(said):
        return False
    return bool(_WHICH_ORDER_HAS.search(said) or _THE_ONE_WITH.search(said))


# How what came turned out, which a complaint read of the message tells: "came smashed",
# "was missing the wipes", "وصلني خربان"
_HOW_IT_CAME = Bilingual(
    r"\b(?:came|arrived|was|were|wasn't|weren't|had no|missing|broken|smashed|spoiled|spoilt"
    r"|damaged|leaking|leaked|wrong|expired|rotten|melted|torn|crushed)\b",
    r"(?<!\w)(?:وصل\S*|جا|جاني|جانا|طلع\S*|خرب\S*|ناقص\S*|مكسور\S*|غلط|منتهي\S*|تالف\S*"
    r"|خايس\S*|ذايب\S*|مفتوح\S*)(?!\w)",
)
# Requests of an order the goods only pick it for: "the order with the diapers again" orders
# it again, "cancel the one with the lamb" cancels it
_ITS_OWN_REQUEST = frozenset(
    {"reorder", "cancel_order", "placed_order_change", "goods_for_a_placed_order", "handoff"}
)  # fmt: skip


def reading(turn: Turn, intent: str, *, in_talk: bool) -> str | None:
    """The order reply to give when the message names an order by its goods, an order in
    talk (`in_talk`) or named in the message: the one in talk's own kind of reply
    ("order_status" after where it is), else the order shown. None when the model's reading
    (`intent`) is already a request of the order, the message asks it again, or tells what
    went wrong with it."""
    said = turn.message.for_model
    if intent in _ITS_OWN_REQUEST or order_refs.again(turn) or not names_by_goods(turn):
        return None
    if states_a_problem(turn.message) or (intent == "complaint" and _HOW_IT_CAME.search(said)):
        return None  # "the order with the milk came torn": a complaint of that order
    if not (in_talk or _WHICH_ORDER_HAS.search(said) or _ORDER_SAID.search(said)):
        return None
    return "order_status" if turn.memory.get(INTENT) == "order_status" else "order"

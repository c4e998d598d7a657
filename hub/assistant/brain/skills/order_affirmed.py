"""The order just shown affirmed by its goods: "yes, the halloumi and the labneh, i'm not home
now", "ايه الحلوم واللبنه، انا مو بالبيت", "ee il halloumi wil labna" right after that order's
card.

The goods say which order it is, as "the one with the halloumi" does (`order_by_goods`), but
with a "yes" and no word of "the one with"; read alone they are a product search. The order
is answered: where it is and its booked window. Only goods that order holds count, and any
word of wanting or putting ("yes add halloumi") makes it goods asked.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills import order_in_talk, order_refs
from hub.assistant.brain.turn import INTENT, Turn
from hub.errors import HubError

_YES = Bilingual(
    r"^\s*(?:yes|yeah|yep|yup|exactly|correct|that'?s it|that one|ee|eeh|eeih|aywa|aiwa|na3am)\b",
    r"^\s*(?:ايه|ايوه|ايوا|اي|اييه|نعم|اكيد|بالضبط|صح|هو|هذا هو|هذا)(?!\w)",
)
# a wish or a cart verb: the goods are asked, not the order affirmed
_WANTED = Bilingual(
    r"\b(?:add|put|want|need|get|give|buy|order|more|another|show|price|how much|cart)\b",
    r"(?<!\w)(?:ابي|ابغي|ابغى|نبي|ضيف|ضيفي|اضف|حط|حطه|حطها|زيد|زود|عطني|عطيني|اعطني|ابيه|ابيها"
    r"|كم|بكم|سله|السله|اشتري|اطلب|وريني|ورني)(?!\w)",
)
_SHOWN_ORDER = frozenset({"order", "order_status"})


async def affirmed(turn: Turn) -> bool:
    """Whether the message affirms the order just shown by goods it holds."""
    said = turn.message.for_model.lower()
    if turn.memory.get(INTENT) not in _SHOWN_ORDER or not turn.customer_id:
        return False
    typed = turn.input.text.lower()
    if not (_YES.search(said) or _YES.search(typed)) or _WANTED.search(said):
        return False
    try:
        orders = await turn.store.orders(turn.customer_id)
    except HubError:
        return False
    shown = order_in_talk.remembered(turn, orders)
    if shown is None:
        return False
    described = await order_refs.described(turn, [shown])
    return described is not None and described.fits == [shown]

"""A line of an order still to come asked in another kind: "the low fat milk I ordered, I want
it full fat", "الحليب اللي طلبته قليل الدسم، ابي ابدله كامل الدسم", "w il 7leeb li 6alabta low
fat, abi abadla full fat".

"That I ordered" names the order by the goods on it, with no word for the order itself, and
often turns after the order's status was left for other talk; read alone it is a search for
the kinds named (a list of milks). The order's change is what is asked: said with what its
state still allows, and the kind asked shown for the cart (`open_order_talk`).
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import quiet_products, quiet_search, unmet_words
from hub.assistant.brain.skills.open_orders import OPEN
from hub.assistant.brain.skills.placed_order_words import swaps
from hub.assistant.brain.turn import Turn

# "I ordered", "that i got", "اللي طلبته", "li 6alabta" (read "لي طلبته")
_ORDERED = Pattern(
    r"\b(?:i|we) (?:just )?(?:ordered|bought|got)\b"
    r"|(?<!\w)(?:اللي|الي|لي|ال)\s?(?:طلبت|طلبته|طلبتها|طلبناه|طلبناها|طلبتهم)(?!\w)"
    r"|\b(?:li|illi|elli|ili|lli)\s(?:6alabt|6lbt|6alabta|6alabtah|6alabtha|6alabtaha|6labta)\b",
    re.IGNORECASE,
)
# another kind wished in its place: "I want it full fat", "ابيه كامل", "abeeh full fat"
_WANTED_ANOTHER = Pattern(
    r"\b(?:i want it|want it|make it|i need it|change it to|switch it to)\b"
    r"|(?<!\w)(?:ابيه|ابيها|ابغاه|ابغاها|خله|خلها|ابي ابدله|ابي ابدلها)(?!\w)"
    r"|\b(?:abeeh|abeeha|abih|abiha|abadla|abadlah|abadilha|a8ayra|aghayra|5aleh|5aleeh)\b",
    re.IGNORECASE,
)


def wants_another(turn: Turn) -> bool:
    """Goods said as ordered, and another kind wished in their place."""
    said = f"{turn.input.text} {turn.typed_and_read}"
    return bool(_ORDERED.search(said)) and bool(swaps(turn) or _WANTED_ANOTHER.search(said))


async def asked(turn: Turn) -> bool:
    """Whether the message asks a line of an order still to come in another kind."""
    if not turn.customer_id or not wants_another(turn):
        return False
    if not swaps(turn) and not await _a_kind_wished(turn):
        return False
    orders = await turn.store.orders(turn.customer_id)  # looked up quietly: reading it
    lines = [
        line
        for order in orders or []
        if order.get("status") in OPEN
        for line in order.get("items") or []
        if line.get("productId")
    ]
    products = await quiet_products(turn, [str(line["productId"]) for line in lines])
    return any(
        not unmet_words([word], [product], sound_alike=turn.message.arabizi)
        for word in turn.utterance.topic
        for product in products
        if len(word) > 2
    )


async def _a_kind_wished(turn: Turn) -> bool:
    """ "i want it full fat", "abeeh full fat": a word of goods said after the wish. The same
    goods wished again ("i want it again next week", "ابيها مره ثانيه") or a count ("make it
    1") name no other kind: they are asked for the cart, not the order changed."""
    topic = {word.lower() for word in turn.utterance.topic}
    after = {
        word.strip("?؟!.,،:;()")
        for text in (turn.input.text.lower(), turn.message.text)
        for found in _WANTED_ANOTHER.finditer(text)
        for word in text[found.end() :].split()
    }
    for word in sorted(after & topic):
        if len(word) > 2 and any(
            not unmet_words([word], [hit], sound_alike=False)
            for hit in await quiet_search(turn, word)
        ):
            return True
    return False

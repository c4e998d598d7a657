"""An area's delivery fee asked with whether it comes by a time: "w il delivery 7ag il jahra
cham? yoosal gabl il 3isha?", "كم رسوم التوصيل للجهراء؟ ويوصل قبل العشا؟".

"does it arrive before isha" sounds like an order on its way to the model; but an area named
with its fee asked is the shopping still to be ordered: its fee and the windows that come by
then, never an order looked up (nor a guest asked to sign in for one).
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import delivery, fee_with_times
from hub.assistant.brain.skills import delivery_when as when
from hub.assistant.brain.turn import Turn

# An order of the shopper's own named: "my order", "طلبي", "il order maliy", "طلبيتي"
_OWN_ORDER = Gated(
    r"\b(?:my|our) (?:order|delivery|groceries|stuff)\b"
    r"|(?<!\w)(?:طلبي|طلبيتي|طلبنا|طلبيتنا|اوردري|الطلب اللي|الاوردر اللي)(?!\w)"
)


async def asked(turn: Turn, intent: str) -> bool:
    """The message, read as an order's status, asks an area's fee and a time of delivery."""
    if intent != "order_status" or turn.utterance.order_number is not None:
        return False
    if _OWN_ORDER.search(turn.typed_and_read):
        return False
    return (
        fee_with_times.asks_the_fee(turn)
        and when.names_a_time(turn)
        and await delivery.names_an_area(turn)
    )

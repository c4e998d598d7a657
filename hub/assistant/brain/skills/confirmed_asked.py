"""Whether an order has been confirmed, asked as a question: "has the home order been
confirmed yet", "is my order confirmed or not", "طلب البيت تأكد ولا للحين؟", "el order t2akad?".

The store confirms an order after it is placed, so the answer is that order's state; the model
may read such a question as a comparison, a list or a complaint. Only the order's coming is
asked, never checking out a cart ("confirm my order" is no question). Read by `open_orders`.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

_CONFIRMED_ASKED = Gated(
    # "has it been confirmed", "is my order confirmed or not", "did you confirm the order yet"
    r"\b(?:is|has|was|did|have|got)\b[^.?!]{0,40}\b(?:confirmed|accepted)\b"
    r"|\bconfirmed (?:yet|or not|already)\b"
    r"|\bdid (?:you|u|they|the store)(?: guys| all)? (?:confirm|accept)\b"
    # "تأكد ولا للحين", "تاكد؟", "تأكدت الطلبية": the order confirmed (read form drops hamza)
    r"|(?<!\w)(?:تاكد|تأكد|تءكد|تاكدت|تأكدت|تءكدت|اكدتوه|أكدتوه|اكدتوا|أكدتوا|اكدوه|انقبل|كنفرمتوه"
    r"|كونفرمتوه)(?!\w)(?=[^.!]*(?:\?|؟|ولا|والا|لو\s+لا|للحين|لين\s+الحين|بعد|او\s+لا|أو\s+لا))"
)


def asks_if_confirmed(turn: Turn) -> bool:
    return bool(_CONFIRMED_ASKED.search(turn.typed_and_read))

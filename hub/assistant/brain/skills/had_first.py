"""Goods the shopper has, said before a request to put others in: "i have rice n spices. add
the chicken, onions and tomatoes", "عندي رز وبهارات، ضيف الدجاج والبصل والطماط", "3indi ruz
w bharat, 7ot il dyay wil b9al".

Read whole, every good named is put in, the rice and the spices the shopper said they have
among them. The sentence after the having is the request: that sentence is the message.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.grounding import names_goods_we_sell, said_past
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance

# having, opening a sentence or a clause of its own ("i have rice n spices.", "عندي رز،")
_HAVING = Pattern(
    r"^\s*(?:(?:i|we)(?:'ve| already| still)? (?:have|got)|i'?ve got|already (?:have|got)"
    r"|(?:و)?(?:عندي|عندنا)|(?:w )?(?:3indi|3ndi|3andi|3indna|3ndna))\b"
    r"[^.!?؟\n,،]{1,60}[.!?؟\n,،]+\s*(?=\S)",
    re.IGNORECASE,
)


async def the_request(turn: Turn) -> str | None:
    """The sentence after the having, when it puts goods we sell in the cart; None
    otherwise ("i have 2 kids, what snacks" asks nothing to be put in)."""
    past = said_past(turn.input.text, _HAVING)
    if past is None:
        return None
    rest, said = past
    having = Utterance(normalise(turn.input.text[: -len(rest)]).text)
    if having.has("ORDER") or not await names_goods_we_sell(turn, having.topic):
        return None  # "عندي طلب للشاليه باجر، اقدر ازيد عليه عصير؟": an order had, asked onto
    if not said.has("ADD") or said.has("NEGATION", "REMOVE"):
        return None
    return rest if await names_goods_we_sell(turn, said.topic) else None

"""Why goods are sent back, said between the requests: "take the spicy chips out, the kids
won't eat them, put plain salted in their place", "شيل الشيبس الحار، العيال ما ياكلونه، حط
بداله ملح عادي", "sheel el chips el 7ar, il 3yal ma yakloona, 7ot badala mil7".

Read whole, the aside's words are searched as goods or lean the swap to a list of its own
whose first part names nothing in the cart. It asks nothing: the message without it is read.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.turn import Turn

_PARTS = Pattern(r"\s*[,،]\s*")
# who will not eat, drink or like them: "won't eat", "ما ياكلونه", "ma yakloona", "mu y7bona"
_NOT_EATEN = Pattern(
    r"\b(?:won'?t|wont|don'?t|dont|doesn'?t|doesnt|never|not|ma|mu|mo)\s+"
    r"(?:eat|like|want|drink|touch|yakl|yaakl|takl|y7b|y7eb|t7b|yabi|ybi|yshrab|yishrab)\w*"
    r"|(?<!\w)(?:ما|مو|مب)\s+(?:ياكل|تاكل|يكل|يحب|تحب|يبي|تبي|يبون|يشرب|تشرب)\w*",
    re.IGNORECASE,
)
_MAX_WORDS = 6


def the_request(turn: Turn) -> str | None:
    """The message less a part after its first that only says who won't eat the goods; None
    when there is no such part."""
    parts = _PARTS.split(turn.input.text.strip())
    if len(parts) < 3:
        return None  # an aside sits between two requests
    kept = (
        [parts[0]]
        + [
            part
            for part in parts[1:-1]
            if not (_NOT_EATEN.search(part) and len(part.split()) <= _MAX_WORDS)
        ]
        + [parts[-1]]
    )
    if len(kept) == len(parts):
        return None
    return (" ، " if not turn.input.text.isascii() else ", ").join(kept)

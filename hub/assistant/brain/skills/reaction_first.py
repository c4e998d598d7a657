"""A reaction said before a request: "seriously?? fine the pants size 5 then, 1 pack", "are
you kidding me. ok 2 of the fine rolls", "بجد؟ طيب عطني ٢ جالكسي", "ma3gool?? 5alas 3a6ni
pampers pants wa7ed".

The shopper is put out by what was said, then asks again. Read whole, the reaction's words
are searched as goods ("seriously pants" is sold nowhere) or lean the whole to a question
asked; the request after it is the message. Only a request of goods counted or wanted is
freed of it: a reaction before a complaint ("seriously? my order is late again") is the
complaint's own.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.grounding import names_goods_we_sell, said_past
from hub.assistant.brain.turn import Turn

# A one-word reaction is set off by its own mark ("seriously??", "بجد؟"); a phrase of one is
# known by its words ("are you kidding me", "come on")
_REACTION = Pattern(
    r"^\s*(?:"
    r"(?:seriously|srsly|really|rly|wow|omg|what|huh|bruh|for real|"
    r"بجد|بجدك|معقول|يعني عاد|يعني عد|ya3ni 3ad|bjd|bjad|ma3gool|ma39ool|m3gool)\s*[?!.,؟،]+"
    r"|(?:are|r) (?:you|u) (?:serious|kidding|kiddin|joking)(?: me)?\s*[?!.,؟،]*"
    r"|(?:you'?re|youre|ur) (?:kidding|kiddin|joking)(?: me)?\s*[?!.,؟،]*"
    r"|come on|c'?mon|يا شيخ|ya sheikh|ya shaikh"
    r")\s*(?=\S)",
    re.IGNORECASE,
)
# ...and what the shopper says next, once done reacting: "fine", "ok then", "خلاص"
_GIVEN_IN = Pattern(r"^(?:fine|ok|okay|alright|خلاص|طيب|زين|5alas|6ayeb|zain)\b[\s,.]*", re.I)


async def the_request(turn: Turn) -> str | None:
    """The message less the reaction before it; None when none is said, or what follows is
    no request of goods the store sells."""
    past = said_past(turn.input.text, _REACTION)
    if past is None:
        return None
    rest, said = past
    if not (said.quantity is not None or said.has("WANT", "ADD")):
        return None
    if not _GIVEN_IN.match(rest) and said.quantity is None:
        return None  # "seriously? i want a refund": a grievance, read whole
    return rest if await names_goods_we_sell(turn, said.topic) else None

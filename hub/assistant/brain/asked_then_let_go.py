"""A request or a question, then let go in the same message: "cancel my order. forget it",
"is there size 4? never mind", "الغي طلبي، خلاص انسى", "fi size 4? la 5alas insa".

Read whole, the first sentence is the request (the cancelling starts, the sizes are searched)
or, with the letting go, nothing the model knows ("didn't get that"). The last sentence takes
back what the first asked before any answer, so nothing is done and it is acknowledged; a
grievance told first ("the milk came spoiled. forget it") is heard as ever, and goods let go
by name ("forget the milk") are another reading's.
"""

from __future__ import annotations

import re

from hub.assistant.brain.let_go import lets_go_alone
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.problems import states_a_problem

# The last sentence and what came before it, the question mark a break too
_LAST = re.compile(r"^(.*?\S)\s*[.!?؟,،\n]+\s*([^.!?؟,،\n]+?)[\s.!]*$", re.DOTALL)
# A question or a request of ours: "is there size 4?", "add the wipes", "cancel my order"
_ASKED = re.compile(
    r"[?؟]|^(?:is|are|do|does|can|could|what|whats|which|when|where|how|any|got)\b"
    r"|^(?:شنو|شو|وش|ايش|كم|بكم|متى|هل|وين)(?!\w)|\b(?:add|put|remove|cancel|change|show|send|order|book|reorder|apply|use)\b"
    r"|(?<!\w)(?:ضيف|حط|شيل|الغ|الغي|ابي|ابغي|ودي|غير|طبق|احجز|في|فيه|عندكم)(?!\w)"
    r"|\b(?:7ot|7u6|shel|shil|al8i|alghi|abi|abgha|ghayer|6abiq|fi|fee|3indkom)\b",
    re.IGNORECASE,
)
_MOST_WORDS = 10  # one short request: a longer first part is a story with its own reasons


def asked_then_let_go(text: str) -> bool:
    """Whether the message asks one short thing of ours and then lets it go at once."""
    found = _LAST.match(text.strip())
    if found is None:
        return False
    asked, last = found.group(1), found.group(2)
    if not lets_go_alone(last) or len(asked.split()) > _MOST_WORDS:
        return False
    if re.search(r"[.!?؟,،\n]\s*\S", asked):
        return False  # several sentences first: a story or two requests, read as ever
    read = normalise(asked)
    if states_a_problem(read):
        return False  # "the bread came stale. forget it": a grievance given up on, heard
    # (the question mark is the break before the letting go: "is there size 4? never mind")
    asked_so = text.strip()[: found.end(1) + 3]
    return bool(_ASKED.search(asked_so) or _ASKED.search(read.text))

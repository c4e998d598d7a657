"""A message whose last sentence lets go of what came before it.

Two shapes end so, and both ask for nothing: nothing changes until the shopper confirms, so
each is acknowledged and nothing more, never "did you mean one of these?" with nothing to
choose.

- A request or a question, then let go at once: "cancel my order. forget it", "is there size
  4? never mind", "الغي طلبي، خلاص انسى", "fi size 4? la 5alas insa". Read whole, the first
  sentence is the request (the cancelling starts, the sizes are searched) or, with the
  letting go, nothing the model knows ("didn't get that").
- A reason, then the last request let go: "no the size 6 is too big for her. forget it", "لا
  المقاس ٥ كبير عليه، خلاص انسى", "la il size 5 kbeer 3alaih, 5alas insa". The reason names
  goods, sizes or people, so read whole it looks like a search, a complaint or another
  matter's story.

A grievance told first ("the milk came spoiled. forget it") is heard as ever, and goods let go
by name ("forget the milk") are another reading's.
"""

from __future__ import annotations

import re

from hub.assistant.brain.let_go import lets_go_alone
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.problems import states_a_problem

# The last sentence and what came before it; after a request, the question mark is a break
# too ("is there size 4? never mind"), while a reason keeps its question mark to show it asked
_LAST_AFTER_ASKING = Pattern(r"^(.*?\S)\s*[.!?؟,،\n]+\s*([^.!?؟,،\n]+?)[\s.!]*$", re.DOTALL)
_LAST_AFTER_WHY = Pattern(r"^(.*\S)\s*[.!,،\n]+\s*([^.!?؟,،\n]+?)[\s.!]*$", re.DOTALL)

# A question or a request of ours: "is there size 4?", "add the wipes", "cancel my order"
_ASKED = Pattern(
    r"[?؟]|^(?:is|are|do|does|can|could|what|whats|which|when|where|how|any|got)\b"
    r"|^(?:شنو|شو|وش|ايش|كم|بكم|متى|هل|وين)(?!\w)|\b(?:add|put|remove|cancel|change|show|send|order|book|reorder|apply|use)\b"
    r"|(?<!\w)(?:ضيف|حط|شيل|الغ|الغي|ابي|ابغي|ودي|غير|طبق|احجز|في|فيه|عندكم)(?!\w)"
    r"|\b(?:7ot|7u6|shel|shil|al8i|alghi|abi|abgha|ghayer|6abiq|fi|fee|3indkom)\b",
    re.IGNORECASE,
)
_MOST_WORDS_ASKED = 10  # one short request: a longer first part is a story with its own reasons

# A question or a request inside the reason: then it is no reason alone
_ASKED_IN_WHY = Pattern(
    r"[?؟]|\b(?:add|put|remove|cancel|refund|change|show|send|order|talk|person|human|agent"
    r"|ticket|complain)\b"
    r"|(?<!\w)(?:ضيف|حط|شيل|الغ|الغي|رجع|ابي|ابغي|ودي|كلم|موظف|شكوى|تذكره)(?!\w)"
    r"|\b(?:7ot|7u6|shel|shil|al8i|abi|abgha|kallim|mowa6af|muwathaf)\b",
    re.IGNORECASE,
)
_FEWEST_WORDS_OF_WHY = 3
# Our delivery, our driver or goods that came, in the reason: "the driver was late again",
# "the bread came stale", "المندوب تاخر", "il 5ubz wa9alni nashif": a grievance, given up on
_OURS_WENT_WRONG = Pattern(
    r"\b(?:driver|delivery|rider|courier|order|came|arrived|delivered|sent)\b"
    r"|(?<!\w)(?:المندوب|مندوب|السايق|الدليفري|التوصيل|الطلب|طلبي|وصل|وصلت|وصلني|وصلتني|وصلنا"
    r"|وصلتنا|جانا|جاني|جتني|جتنا)(?!\w)"
    r"|\b(?:mandoob|mandub|il order|el order|tawseel|ta9eel|wa9al|wa9alni|wa9alna|wa9lat"
    r"|wa9latni|wasal|wasalni|jani|jana)\b",
    re.IGNORECASE,
)


def asked_then_let_go(text: str) -> bool:
    """Whether the message asks one short thing of ours and then lets it go at once."""
    found = _LAST_AFTER_ASKING.match(text.strip())
    if found is None:
        return False
    asked, last = found.group(1), found.group(2)
    if not lets_go_alone(last) or len(asked.split()) > _MOST_WORDS_ASKED:
        return False
    if re.search(r"[.!?؟,،\n]\s*\S", asked):
        return False  # several sentences first: a story or two requests, read as ever
    read = normalise(asked)
    if states_a_problem(read):
        return False  # "the bread came stale. forget it": a grievance given up on, heard
    # (the question mark is the break before the letting go: "is there size 4? never mind")
    asked_so = text.strip()[: found.end(1) + 3]
    return bool(_ASKED.search(asked_so) or _ASKED.search(read.text))


def lets_it_go_after_why(text: str) -> bool:
    """Whether the message gives a reason, then lets the last request go and asks nothing."""
    found = _LAST_AFTER_WHY.match(text.strip())
    if found is None:
        return False
    why, last = found.group(1), found.group(2)
    if not lets_go_alone(last):
        return False
    if len(why.split()) < _FEWEST_WORDS_OF_WHY:
        return False
    read = normalise(why)
    if states_a_problem(read) or _OURS_WENT_WRONG.search(why) or _OURS_WENT_WRONG.search(read.text):
        return False  # "the driver was rude again. forget it": a grievance given up on, heard
    return not (_ASKED_IN_WHY.search(why) or _ASKED_IN_WHY.search(read.text))

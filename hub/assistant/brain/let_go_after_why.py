"""The last request let go after why: "no the size 6 is too big for her. forget it", "لا
المقاس ٥ كبير عليه، خلاص انسى", "la il size 5 kbeer 3alaih, 5alas insa".

The reason before names goods, sizes or people, so read whole the message looks like a search,
a complaint or another matter's story; but it ends by dropping what came before and asks for
nothing. Nothing changes until the shopper confirms, so it is acknowledged and nothing more,
never "did you mean one of these?" with nothing to choose.
"""

from __future__ import annotations

import re

from hub.assistant.brain.let_go import lets_go_alone
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.problems import states_a_problem

# The last sentence and what came before it
_LAST = re.compile(r"^(.*\S)\s*[.!,،\n]+\s*([^.!?؟,،\n]+?)[\s.!]*$", re.DOTALL)
# A question or a request before it: "is there size 4?", "add the wipes", "cancel my order"
_ASKED_BEFORE = re.compile(
    r"[?؟]|\b(?:add|put|remove|cancel|refund|change|show|send|order|talk|person|human|agent"
    r"|ticket|complain)\b"
    r"|(?<!\w)(?:ضيف|حط|شيل|الغ|الغي|رجع|ابي|ابغي|ودي|كلم|موظف|شكوى|تذكره)(?!\w)"
    r"|\b(?:7ot|7u6|shel|shil|al8i|abi|abgha|kallim|mowa6af|muwathaf)\b",
    re.IGNORECASE,
)
_FEWEST_WORDS_OF_WHY = 3
# Our delivery, our driver or goods that came, in the reason: "the driver was late again",
# "the bread came stale", "المندوب تاخر", "il 5ubz wa9alni nashif": a grievance, given up on
_OURS_WENT_WRONG = re.compile(
    r"\b(?:driver|delivery|rider|courier|order|came|arrived|delivered|sent)\b"
    r"|(?<!\w)(?:المندوب|مندوب|السايق|الدليفري|التوصيل|الطلب|طلبي|وصل|وصلت|وصلني|وصلتني|وصلنا"
    r"|وصلتنا|جانا|جاني|جتني|جتنا)(?!\w)"
    r"|\b(?:mandoob|mandub|il order|el order|tawseel|ta9eel|wa9al|wa9alni|wa9alna|wa9lat"
    r"|wa9latni|wasal|wasalni|jani|jana)\b",
    re.IGNORECASE,
)


def lets_it_go_after_why(text: str) -> bool:
    """Whether the message gives a reason, then lets the last request go and asks nothing."""
    found = _LAST.match(text.strip())
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
    return not (_ASKED_BEFORE.search(why) or _ASKED_BEFORE.search(read.text))

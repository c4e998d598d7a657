"""Goods asked bare, then news of whom they are for, later in a conversation: "honey? she
can have a little bit" (of a diabetic mother), "العسل؟ امي تاكل شوي عادي", "3asal? tagdar
takil shway".

Read whole, the gate finds the news (what someone may eat) another matter's, and the message
is declined as off-topic. The goods asked open it, named by a product's own words and asked
alone; the rest asks nothing of the store. The goods are the question: their cards. A first
message is read whole, as a conversation's opening holds no shopping to follow on from.
"""

from __future__ import annotations

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.off_domain import OFF_DOMAIN_SURE
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.grounding import names_goods_we_sell, writing_of
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.understanding import understand
from hub.assistant.brain.understood import CLARIFY, OUT_OF_DOMAIN
from hub.assistant.brain.utterance import Utterance

# The goods asked first, alone before their question mark
_ASKED_FIRST = Pattern(r"^\s*([^?؟.!,،\n]{2,40}?)\s*[?؟]+\s*(?=\S)")
_MOST_WORDS = 3  # "honey?", "the sugar free jam?": a name, not a question in words


async def the_request(turn: Turn) -> str | None:
    """The goods asked first, when the rest is news that asks nothing of the store; None
    otherwise."""
    if INTENT not in turn.memory:
        return None
    found = _ASKED_FIRST.match(turn.input.text)
    if found is None or len(found.group(1).split()) > _MOST_WORDS:
        return None
    asked = Utterance(normalise(found.group(1)).text)
    if not asked.topic or set(asked.concepts()) - {"QUESTION", "SEARCH", "INFO"}:
        return None
    rest = turn.input.text[found.end() :]
    if "?" in rest or "؟" in rest or Utterance(normalise(rest).text).asks:
        return None  # "والجبن والزبادي؟ ينفع لي؟": the goods are asked of, read whole
    if understand(turn.message, turn.utterance).domain < OFF_DOMAIN_SURE:
        return None  # "العسل؟ امي تاكل شوي": the whole message is the store's as it is
    after = understand(normalise(rest), Utterance(normalise(rest).text))
    if after.intent not in (OUT_OF_DOMAIN, CLARIFY) and after.domain < OFF_DOMAIN_SURE:
        return None  # "milk? and add 2 eggs": a request of the store's after it
    if not await names_goods_we_sell(turn, asked.topic):
        return None
    # asked as whether we have them, so every kind of them is shown, not one product's card
    writing = writing_of(turn, found.group(1))
    return f"{_HAVE_YOU[writing]} {found.group(1)}?"


_HAVE_YOU = {"en": "do you have", "ar": "عندكم", "arabizi": "3indkom"}

"""Goods wanted in words a grievance also uses: what is missing for a dish ("3indi kil shay bs
na8sni il 5ameera o il dibs", "ناقصني خميرة ودبس", "I'm only missing yeast and date
syrup"), and goods asked for as a list of the named ("abi il 5ameera o il dibs", "ابي الخميرة
و الدبس").

"missing" and "ناقص" mostly say an order came short, so the model reads a complaint in them;
said of the shopper's own kitchen, with no order, no delivery and nothing gone wrong named,
they ask for the goods. A list of goods asked for with "I want" is a search whatever the
model was unsure of, unless a word of something gone wrong is in it ("ابي الخبز والحليب
اللي ما وصل" is about an order).
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.utterance import Utterance

# What the shopper's kitchen lacks, said as the one thing left of all they have: "I'm only
# missing", "all I need is", "I've got everything but", "عندي كل شي بس", "بس ناقصني",
# "ما ناقصني الا", "bs na8sni" (read "بس ناقصني"). A bare "ناقصني شاي" is an order come
# short, a complaint.
_MISSING = r"(?:ناقصني|ناقصنا|ينقصني|ينقصنا|ناقصتني|ناقصتنا)"
_MISSING_FOR_ME = Bilingual(
    r"\b(?:i'?m|i am|im|we'?re|we are) (?:only|just) missing\b"
    r"|\b(?:only|just) missing\b|\ball (?:i|we) need is\b"
    r"|\b(?:i'?ve|i have|we'?ve|we have)(?: got)? everything (?:but|except)\b",
    rf"(?<!\w)(?:بس|الا|ما) {_MISSING}(?!\w)|(?<!\w)ما {_MISSING} (?:الا|غير)(?!\w)"
    r"|(?<!\w)(?:عندي|عندنا) كل (?:شي|شيء|شى) (?:بس|الا|ماعدا|غير)(?!\w)",
)
# Concepts of another request: an order, a delivery, a person to talk to
_ANOTHER_REQUEST = ("ORDER", "DELIVER", "STATUS", "TALK", "WHO", "HUMAN", "REORDER", "LAST")
_UNSURE = 0.9  # the model's complaint below this, a list wanted is read as what it says
_LIST_WORDS = 3  # at most this many words to an item of a list of goods


def missing_for_a_dish(message: Normalised, utterance: Utterance) -> bool:
    """Whether the message says what the shopper lacks, to buy it."""
    if not utterance.topic or utterance.has(*_ANOTHER_REQUEST):
        return False
    return _MISSING_FOR_ME.search(message.for_model) is not None


def a_list_wanted(message: Normalised, utterance: Utterance, complaint: float) -> bool:
    """Whether a complaint the model is unsure of is goods asked for as a list: "I want",
    two or more items of a few words each, and no word of anything gone wrong."""
    if complaint >= _UNSURE or not utterance.has("WANT", "TAKE"):
        return False
    if utterance.has(*_ANOTHER_REQUEST) or states_a_problem(message):
        return False
    items = [segment.topic for segment in utterance.segments()]
    return len(items) > 1 and all(0 < len(item) <= _LIST_WORDS for item in items)

"""Goods asked about, then some of them added by a word of their name: "is brown arabic bread
better for him than white? add 2 of the brown", "الخبز العربي الاسمر احسن من الابيض؟ ضيف ٢
من الاسمر", "el 5ubz el asmar a7san mn el abya9? 7ot 2 mn el asmar".

Read whole, every word of the question is a word of the goods to add ("better", "white"), and
no product holds them all: "we don't have exactly that". The clause that adds names the goods
by one word of the question's: the goods are the question's run of words holding it, and
that many of them are proposed.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.grounding import ADDING_VERB, names_goods_we_sell, writing_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance

# The question, then the clause that adds
_ASKED_THEN = Pattern(r"^(?P<asked>[^?؟]+)[?؟]+\s*(?P<then>\S.*)$", re.DOTALL)
_MOST_NAMING = 2  # "the brown", "the big one": a word or two of the goods, not a new list


async def the_request(turn: Turn) -> str | None:
    """The goods of the question, at the count of the clause that adds some of them by a word
    of their name; None otherwise."""
    found = _ASKED_THEN.match(turn.input.text.strip())
    if found is None:
        return None
    then = Utterance(normalise(found.group("then")).text)
    if not then.starts_with("ADD") or not then.topic or len(then.topic) > _MOST_NAMING:
        return None
    asked = Utterance(normalise(found.group("asked")).text)
    run = _run_holding(asked, set(then.topic))
    if run is None or len(run) <= len(then.topic):
        return None
    if not await names_goods_we_sell(turn, run):
        return None
    count = then.quantity
    said = "" if count is None or count.unit is not None else f"{count.amount:g} "
    writing = writing_of(turn, turn.input.text)
    return f"{ADDING_VERB[writing]} {said}{' '.join(run)}"


# Words the question weighs the goods by, which name none of them: "better", "احسن"
_WEIGHING = frozenset(
    {"better", "best", "healthier", "cheaper", "nicer", "good", "احسن", "افضل", "ارخص", "اصح",
     "اطيب", "احلى", "احلي"}
)  # fmt: skip


def _run_holding(asked: Utterance, words: set[str]) -> list[str] | None:
    """The question's longest run of goods words, in a row, that holds every word given."""
    topic = set(asked.topic) - _WEIGHING
    runs: list[list[str]] = [[]]
    for token in asked.tokens:
        if token in topic:
            runs[-1].append(token)
        elif runs[-1]:
            runs.append([])
    holding = [run for run in runs if words <= set(run)]
    return max(holding, key=len) if holding else None

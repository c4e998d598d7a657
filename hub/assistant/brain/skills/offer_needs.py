"""Goods put on a pending proposal by words that carry a need: "add something sugar free for
my diabetic dad", "وزيد شي حلو بدون سكر حق ابوي".

Searched by their other words ("sweet", "حلو"), the nearest product is sugar or a sweet
potato: a line that breaks the need the shopper just said. Only a product whose dietary facts
meet it may be added, and when none does the shopper is told so; none is better than one
that does not meet it.
"""

from __future__ import annotations

from hub.assistant.brain.needs import Need, need_of
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.dietary import binding, meets
from hub.assistant.brain.something_for_a_need import something_for_a_need
from hub.assistant.brain.turn import Turn
from hub.record import Record


def _need_of_part(turn: Turn, topic: list[str]) -> Need:
    """The need the part's own words name; the message's, when it asks for something
    unnamed by its need (the part's topic keeps "حلو" but drops "شي" and "بدون سكر")."""
    need = need_of(" ".join(topic))
    if not binding(need) and something_for_a_need(turn.message.for_model):
        return need_of(turn.message.for_model)
    return need


def meeting_said_need(turn: Turn, topic: list[str], hits: list[Record]) -> list[Record]:
    """The hits that meet the diet or allergen said for the part; all of them when none."""
    need = _need_of_part(turn, topic)
    if not binding(need):
        return hits
    return [hit for hit in hits if meets(hit, need)]


def none_meets(turn: Turn, topic: list[str], hits: list[Record]) -> str | None:
    """A line saying nothing was added for the part, when goods were found for its words but
    none meets the need said for them."""
    if not hits or meeting_said_need(turn, topic, hits):
        return None
    return figures("offer_need_none", turn.language)

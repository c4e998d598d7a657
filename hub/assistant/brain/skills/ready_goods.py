"""Goods asked for ready to eat: "ready hummus", "حمص جاهز", "7ummu9 jahiz", "any ready to eat
foul". The food the other words name is searched, and its kinds kept made shown first
(`made_kinds`); the bare word still finds every kind in the search's own order.
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import confident_hits, search
from hub.assistant.brain.skills.made_kinds import made_first, ready_said
from hub.assistant.brain.turn import Turn
from hub.record import Record


async def ready_first(turn: Turn) -> tuple[list[Record], bool] | None:
    """The goods the other words name, the made ones first, and whether one is made; None
    when no word of being ready is said or nothing is found of the food."""
    rest = ready_said(turn.utterance.topic)
    if rest is None:
        return None
    hits = confident_hits(rest, await search(turn, " ".join(rest)))
    if not hits:
        return None
    return await made_first(turn, hits)

"""What the goods just shown lack, said to pick one of them, is no good left out.

"حطها بالسلة، اللي بدون ملح" after the Lurpak butters: "بدون ملح" picks the unsalted one
(`lacking_picks`), where "add the rice without the salt" after a recipe leaves the salt out.
"""

from __future__ import annotations

from hub.assistant.brain.lacking_picks import lacked_words, lacking_picked
from hub.assistant.brain.skills.common import quiet_products
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment


async def lacked_by_a_shown(turn: Turn) -> set[str]:
    """The words said lacked that a product shown is named as lacking; none otherwise."""
    tokens = turn.utterance.tokens
    lacked = lacked_words(tokens)
    if not lacked or not turn.shown():
        return set()
    listed = await quiet_products(turn, turn.shown())
    return set(lacked) if lacking_picked(listed, tokens, lacked) else set()


async def picked_by_place(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """Each part that names only what one product shown lacks, as that product's place in
    the list: "بدون ملح" is then the unsalted butter, by no word of its name."""
    tokens = turn.utterance.tokens
    if not turn.shown() or not lacked_words(tokens):
        return segments
    shown = turn.shown()
    listed = await quiet_products(turn, shown)
    picked = []
    for segment in segments:
        lacking = lacking_picked(listed, tokens, segment.topic)
        if len(lacking) == 1 and lacking[0]["_id"] in shown:
            at = shown.index(lacking[0]["_id"]) + 1
            segment = Segment(segment.quantity, at, [], False, segment.size)
        picked.append(segment)
    return picked

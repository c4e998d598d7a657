"""Goods wanted of any maker but one: "قهوه كويتيه مو ابو عوف", "labneh not almarai",
"7aleeb mu almarai". Said with no verb, "the coffee, not Abu Auf" reads to the model as a
complaint of goods that came of the wrong brand; with nothing said to have gone wrong and
the words after "not" a brand of the store's, it asks for the others' goods, which the
search keeps away from that brand.
"""

from __future__ import annotations

from hub.assistant.brain.problems import states_a_problem, tells_what_came
from hub.assistant.brain.skills.common import named_by_brand, quiet_search
from hub.assistant.brain.turn import Turn


async def a_maker_ruled_out(turn: Turn) -> bool:
    """Whether the message names goods and rules out one brand of them, telling no trouble."""
    u = turn.utterance
    left = [word for word in u.left_out if len(word) > 2]
    told = states_a_problem(turn.message) or tells_what_came(turn.message)
    if not left or told or u.has("ORDER", "DELIVER"):
        return False
    if not [word for word in u.topic if word not in u.left_out]:
        return False  # "not almarai" alone: which goods is not said
    return any(named_by_brand(hit, left) for hit in await quiet_search(turn, " ".join(left)))

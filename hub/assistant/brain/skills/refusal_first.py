"""A "no" to what was shown, with its reason, said before the request: "no size 5 is too big
for him. just put the big pampers wipes", "لا مقاس ٥ كبير عليه. خلاص بس حط مناديل بامبرز
الكبيره", "la size 5 kbeer 3alaih. 5alas bs 7ot manadeel pampers el kbeera".

Read whole, the "no" and the goods it turns down (the size 5 pants) lean the message to a
change of the cart with nothing to change, or a search of both goods. The sentence after it
puts other goods in: that sentence is the message.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.grounding import names_goods_we_sell, said_past
from hub.assistant.brain.turn import Turn

# a "no" opening a sentence of its own, ended by its mark ("no size 5 is too big for him.")
_REFUSAL = Pattern(
    r"^\s*(?:no+|nope|nah|la+|la2|لا|لاء)\b[^.!?؟\n]{0,60}[.!?؟\n]+\s*(?=\S)", re.IGNORECASE
)


async def the_request(turn: Turn) -> str | None:
    """The sentence after the refusal, when it puts goods we sell in the cart right after a
    list; None otherwise (a bare "no, 3" corrects the offer and is read whole)."""
    if not turn.shown():
        return None
    past = said_past(turn.input.text, _REFUSAL)
    if past is None:
        return None
    rest, said = past
    if not said.has("ADD") or said.has("NEGATION", "REMOVE"):
        return None
    return rest if await names_goods_we_sell(turn, said.topic) else None

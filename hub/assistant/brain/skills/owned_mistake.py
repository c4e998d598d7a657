"""A mistake owned before a correction of what was just offered: "sorry my mistake, i want the
white not the brown, change it", "لا اسف غلطت، ابي الابيض مو البني، غيره", "la sorry 3'la6t,
abi il abya9 mu il bni, baddilah".

Right after a proposal, the shopper who picked the wrong kind says so before saying which kind
they meant. Read whole, the apology's words are searched as goods beside the kinds ("sorry
white" is sold nowhere), and the correction is lost; the words after it are the message.
"""

from __future__ import annotations

import re

from hub.assistant.brain.turn import Turn

_OWNED = re.compile(
    r"^\s*(?:(?:no|nope|la|la2|لا)\b[\s,.!،]*)?"
    r"(?:(?:sorry|sry|soz|oops|my bad|my mistake|i made a mistake|i was wrong|اسف|آسف|اسفه"
    r"|آسفه|سوري|سوري مني|غلطت|غلطه مني|غلطة مني|الغلط مني|sori|asif|aasif|3'la6t|ghala6t"
    r"|8la6t|gla6t|ghla6t|3la6t|il 3'ala6 minni)\b[\s,.!،]*)+"
    r"(?=\S)",
    re.IGNORECASE,
)


async def the_request(turn: Turn) -> str | None:
    """The message less the apology before it, right after a proposal; None otherwise."""
    if not (turn.proposed_change or turn.pending):
        return None
    found = _OWNED.match(turn.input.text)
    if found is None or not re.search(
        r"(?:sorry|sry|soz|oops|bad|mistake|wrong|اسف|آسف|سوري"
        r"|غلط|sori|asif|la6|ala6)",
        found.group(),
        re.I,
    ):
        return None  # a bare "no" before the words is the correction's own
    rest = turn.input.text[found.end() :].strip()
    return rest or None

"""A mistake owned before a correction of what was just offered: "sorry my mistake, i want the
white not the brown, change it", "لا اسف غلطت، ابي الابيض مو البني، غيره", "la sorry 3'la6t,
abi il abya9 mu il bni, baddilah".

Right after a proposal, the shopper who picked the wrong kind says so before saying which kind
they meant. Read whole, the apology's words are searched as goods beside the kinds ("sorry
white" is sold nowhere), and the correction is lost; the words after it are the message.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.turn import Turn

_OWNED = Pattern(
    r"^\s*(?:(?:no|nope|la|la2|لا)\b[\s,.!،]*)?"
    r"(?:(?:sorry|sry|soz|oops|my bad|my mistake|i made a mistake|i was wrong|اسف|آسف|اسفه"
    r"|آسفه|سوري|سوري مني|غلطت|غلطه مني|غلطة مني|الغلط مني|sori|asif|aasif|3'la6t|ghala6t"
    r"|8la6t|gla6t|ghla6t|3la6t|il 3'ala6 minni)\b[\s,.!،]*)+"
    r"(?=\S)",
    re.IGNORECASE,
)

# the slip itself owned: "my mistake", "my bad", "غلطت", "3'la6t" ("oops" alone is the
# correction's own)
_A_SLIP = Pattern(r"my bad|mistake|wrong|غلط|la6t|ala6", re.IGNORECASE)


async def the_request(turn: Turn) -> str | None:
    """The message less the apology before it, right after a proposal; None otherwise."""
    if not (turn.proposed_change or turn.pending):
        return None
    found = _OWNED.match(turn.input.text)
    if found is None or not _A_SLIP.search(found.group()):
        # a bare "no" or "sorry" before the words is the correction's own ("لا سوري خله
        # المراعي ٢ لتر"): only a slip owned is set aside
        return None
    rest = turn.input.text[found.end() :].strip()
    return rest or None

"""An apology or an owned mistake opening a correction: "no sorry, I want the white not the
brown", "لا اسفه، ابي الابيض مب البني، غيره", "لا غلطت، بدله", "la sorry abi el abya9".

Its words ask nothing and name nothing to buy, yet they pull the message off the shop (an
apology reads as talk) and into its goods' words. The correction after it is the request,
with the "no" it opened with.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern

# "sorry", "اسف/اسفه", said with or without a comma after; "غلطت", "my bad" only before one,
# since "غلطت بالطلب" says what the mistake was in
_APOLOGY = Pattern(
    r"^((?:(?:no|nah|لا|la)[\s,.!،]+)?)"
    r"(?:(?:sorry|soorry|sory|sry|so sorry|اسف|اسفه|آسف|آسفه|متاسف|متاسفه|سوري|سووري)"
    r"(?:[\s,.!،]+)"
    r"|(?:oops|opps|my bad|my mistake|i was wrong|i made a mistake|غلطت|غلطانه|غلطان|غلط"
    r"|اخطيت|خطا مني|الغلط مني)\s*[,.!،]+\s*)"
    r"(?=\S)",
    re.IGNORECASE,
)


def without_an_apology(text: str) -> str:
    """The (normalised) request less the apology it opens with."""
    rest = _APOLOGY.sub(r"\1", text, count=1)  # its "no" kept: "لا سوري خله ٢", "no, 2"
    return rest if any(ch.isalnum() for ch in rest) else text

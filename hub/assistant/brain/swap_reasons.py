"""A swap with the reason for it said after it: "swap the red lentils for the yellow, my wife
prefers them", "العدس الاحمر بدله بالاصفر، امي تحبه اكثر", "ghayer el 3adas lel asfar,
3ashan ummi t7ebah".

The reason names no goods and asks nothing: read with the swap, its "likes" and "more" pull
the message towards a comparison, a search or another matter, so the swap alone is read. A
reason after any other request is left to the readings that already set it aside.
"""

from __future__ import annotations

import re

from hub.assistant.brain.liking_asides import tells_a_liking
from hub.text import words

# Where the reason starts: a comma or a full stop, or a word that gives a reason
_BREAK = re.compile(r"\s*[,،;.]\s*|\s+(?=(?:because|coz|cause|since|عشان|علشان|لان)\s)")
# The verbs of a swap, English, and Gulf by how they start ("بدله", "غيرها", "استبدله")
_SWAP_EN = frozenset(words("replace swap switch change exchange substitute instead"))
_SWAP_AR = ("بدل", "غير", "استبدل", "ابدل", "بدال", "وبدل", "وغير")


def without_a_liking_reason(text: str) -> str:
    """The (normalised) message less a liking said after a swap as its reason."""
    breaks = list(_BREAK.finditer(text))
    if not breaks:
        return text
    last = breaks[-1]
    head, tail = text[: last.start()], text[last.end() :]
    said = re.findall(r"\w+", tail.lower())
    if not said or not _swaps(head) or not tells_a_liking(said):
        return text
    return head


def _swaps(text: str) -> bool:
    return any(
        token in _SWAP_EN or (not token.isascii() and token.startswith(_SWAP_AR))
        for token in re.findall(r"\w+", text.lower())
    )

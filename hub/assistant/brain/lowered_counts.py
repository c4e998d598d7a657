"""A count lowered: "reduce the water to 1 pack", "only one milk not two", "make it 1 bread
instead of 3", "نقص الموز خليه ثنين", "naggi9 el mooz 5allah ithnain".

A new count for goods the cart does not hold is read as adding that many ("make it 3 milks"
with no milk in the cart). A count lowered is not: the shopper believes the goods are already
in the cart at more, so adding them would put on what was asked to be taken down. The cart is
shown instead, which says what it holds.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import parse_number

_LOWERED = Bilingual(
    r"\b(?:reduce|lower|decrease|cut down)\b|\b(?:less|fewer)\s+(?:than\b|\d)",
    r"(?<!\w)(?:نقص|نقصه|نقصها|نقصهم|قلل|قلله|قللها|قللهم|خفف|خففه|خففها|نزل|نزله|نزلها)(?!\w)",
)
# "not two", "instead of 3", "بدل ثلاث": the count it was, said beside the new one
_WAS = Pattern(
    r"\b(?:not|instead of|rather than)\s+(\d+|two|three|four|five|six|ten|twelve)\b"
    r"|(?<!\w)(?:بدل|مو|مب)\s+(\d+|ثنين|اثنين|ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه)(?!\w)"
)
_A_COUNT = Pattern(r"(?<![\w.])\d+(?![\w.])")


def lowers_a_count(text: str, new: float | None) -> bool:
    """Whether the (normalised, lower-case) message takes a count down, to `new`."""
    if _LOWERED.search(text):
        return True
    was = _WAS.search(text)
    if was is None:
        return False
    said = parse_number(was.group(1) or was.group(2)) or 0.0
    # the new count as read, or another said in the message ("1 bread instead of 3")
    counts = [float(word) for word in _A_COUNT.findall(text)]
    return any(said > count for count in [*counts, *([new] if new is not None else [])])

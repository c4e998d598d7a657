"""A total said of a line beside a verb of adding: "الدجاج زيده خله ٣ كيلو", "zeed el dijaj
5aleh 3 kilo", "add more chicken, make it 3 kg".

"زيد"/"zeed" ("more") reads as adding, so the amount after it was added on top of the line:
two kilos in the cart and "make it 3 kilo" gave five. A verb of setting right before the
amount ("خله", "5aleh", "make it") says the line's new total: the count is changed, as
"خله ٣ كيلو" alone would change it.
"""

from __future__ import annotations

import re

# a verb of setting right before the amount: "خله ٣", "خليها ال٢", "5aleh 3", "make it 3"
_SET_TO = re.compile(
    r"(?<!\w)(?:خله|خليه|خلها|خليها|خلهم|خليهم|خلي|سوه|سويه|سوها)\s*(?:ال)?\s*\d"
    r"|\b(?:5aleh|5alih|5aleeh|5alleh|5aliha|5aleha|5alhom|5alli|5ali|khalih|khaleh|khalleh"
    r"|khaliha|sawwih|sawih)\s+(?:el\s*|al\s*)?\d"
    r"|\bmake\s+(?:it|that|them|this)\s+\d",
    re.IGNORECASE,
)


# after the total, at most its unit and a word of thanks: nothing more asked beside it
_WORDS_AFTER = 2


def sets_a_total(said: str) -> bool:
    """Whether the message ends on an amount said as the line's new total; "make it 3 and
    add bread" asks more beside it, which the count change alone would drop."""
    match = _SET_TO.search(said)
    return match is not None and len(said[match.end() :].split()) <= _WORDS_AFTER

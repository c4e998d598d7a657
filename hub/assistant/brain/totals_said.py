"""A total said of a line beside a verb of adding: "الدجاج زيده خله ٣ كيلو", "zeed el dijaj
5aleh 3 kilo", "add more chicken, make it 3 kg".

"زيد"/"zeed" ("more") reads as adding, so the amount after it was added on top of the line:
two kilos in the cart and "make it 3 kilo" gave five. A verb of setting right before the
amount ("خله", "5aleh", "make it") says the line's new total: the count is changed, as
"خله ٣ كيلو" alone would change it. A reason may follow the total ("، ما يكفي ١٠", "2 won't
do"): it says why the total, not more goods, so the total still stands.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern

# a verb of setting right before the amount: "خله ٣", "خليها ال٢", "5aleh 3", "make it 3"
_SET_TO = Pattern(
    r"(?<!\w)(?:خله|خليه|خلها|خليها|خلهم|خليهم|خلي|سوه|سويه|سوها)\s*(?:ال)?\s*\d"
    r"|\b(?:5aleh|5alih|5aleeh|5alleh|5aliha|5aleha|5alhom|5alli|5ali|khalih|khaleh|khalleh"
    r"|khaliha|sawwih|sawih)\s+(?:el\s*|al\s*)?\d"
    r"|\bmake\s+(?:it|that|them|this)\s+\d",
    re.IGNORECASE,
)


# after the total, at most its unit and a word of thanks: nothing more asked beside it
_WORDS_AFTER = 2

# the total's unit, then a reason it is set ("، ما يكفي ١٠", "lan el 3azayim wayed", "2
# won't do for the guests"): why the total, never more goods asked beside it
_REASON_AFTER = Pattern(
    r"^\s*(?:كيلو|كيلوات|كغ|كجم|حبه|حبة|حبات|kilos?|kgs?|kilo|packs?|pieces?)?\s*[،,.!-]*\s*"
    r"(?:(?:لان|لأن|عشان|علشان|ترى|ما\s*(?:ي|ت)كف|مايكف|مو\s*كاف|ما\s*راح\s*(?:ي|ت)كف)"
    r"|(?:la2an|la2nn?|lan|3shan|3ashan|tara|ma\s*y?kaf|mayakf|mykaf|mu\s*kaf|mob\s*kaf)"
    r"|(?:because|cause|cuz|coz|since|it'?s\s+not|that'?s\s+not|not\s+enough"
    r"|\d+\s+(?:won'?t|isn'?t|is\s+not|wouldn'?t|aren'?t|will\s+not)|(?:ي|ت)?\s*ما\s*(?:ي|ت)كف))",
    re.IGNORECASE,
)


def sets_a_total(said: str) -> bool:
    """Whether the message ends on an amount said as the line's new total; "make it 3 and
    add bread" asks more beside it, which the count change alone would drop."""
    match = _SET_TO.search(said)
    if match is None:
        return False
    after = said[match.end() :].lstrip("0123456789٠١٢٣٤٥٦٧٨٩.٫ ")
    return len(after.split()) <= _WORDS_AFTER or _REASON_AFTER.match(after) is not None

"""A question followed by a sigh at its price: "and the fee? 1 kd is alot", "والتوصيل؟ دينار
وايد", "w el delivery? 1 kd wayid".

The sigh asks nothing and names no goods; read with the question, its amount reads as a
search for goods costing that, or the whole as nothing understood. The question is read
without it, so the fee asked is shown (and with it what lowers it, on the card). Only a part
after the question's mark is set aside, and only when all of it is such a sigh.
"""

from __future__ import annotations

import re

# An amount (or "it", "that") said to be too dear, said whole
_DEAR = re.compile(
    r"^(?:(?:but|and|coz|cause|because|w|و|بس)\s+)?(?:(?:a|one|1|2|half|\d+(?:\.\d+)?)\s*)?"
    r"(?:kd|kwd|dinar|dinars|fils|k\.d\.?|دينار|دنانير|فلس|د\.ك)?\s*"
    r"(?:(?:is|it'?s|its|that'?s|thats|seems|sounds|feels)\s+)?(?:a\s+bit\s+|kinda\s+|so\s+|too\s+"
    r"|really\s+|very\s+|way\s+too\s+|wayid\s+|wayed\s+|mara\s+|marra\s+|وايد\s+|مره\s+|حيل\s+)*"
    r"(?:a\s*lot|alot|much|expensive|pricey|steep|high|dear|costly|wayid|wayed|waayid|ghali|3ali"
    r"|وايد|واجد|غالي|غاليه|كثير|كثيره|مره غالي)(?:\s+(?:man|bro|lol|tbh|honestly|for\s+me"
    r"|for\s+delivery|ya3ni|يعني|والله|حيل))*$"
)
_MARK = re.compile(r"[?؟]")


def without_a_dear_aside(typed: str, read: str) -> str:
    """The (read) message less a sigh at the price said after its question, as `typed`."""
    marks = list(_MARK.finditer(typed))
    if not marks:
        return read
    tail = typed[marks[-1].end() :].strip().lower().rstrip(".!")
    if not tail or not _DEAR.match(" ".join(tail.split())):
        return read
    cut = max(read.rfind("?"), read.rfind("؟"))
    return read[: cut + 1] if cut > 0 else read

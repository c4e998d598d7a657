"""A size found to fit, then asked for in the same message: "she's 12 kg so the pants size 5
should fit, add 1", "وزنها ١٢ كيلو فمقاس ٥ يناسب، ضيف واحد", "size 5 ykoon zain, 7ot wa7ed".

The weight and the size make the message read as a question of fit, and its answer (the
spans on the packs) is right; but the shopper has settled it and asked to add, so the pack of
the size named, when it fits and is in stock, is proposed beside the answer."""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import parse_number

# "add 1", "ضيف واحد", "حط ٢", "7ot wa7ed": a verb of adding and how many, last in the message
_ADD_COUNT = Pattern(
    r"(?<!\w)(?:add|put|get me|give me|i'?ll take|ضيف|اضف|حط|حطلي|حط لي|زيد|عطني|ابي)"
    r"\s+(?P<count>\S+)\s*(?:of (?:it|them|those)|منه|منها|منهم|pack|packs|باكيت)?\s*[.!]?\s*$",
    re.IGNORECASE,
)
_MOST = 10  # a count of packs, not a weight or a size


def count_to_add(text: str) -> int | None:
    """How many the message asks to add at its end, if it asks."""
    found = _ADD_COUNT.search(normalise(text).text)
    if found is None:
        return None
    count = parse_number(found.group("count").lower())
    if count is None or count != int(count) or not 1 <= count <= _MOST:
        return None
    return int(count)

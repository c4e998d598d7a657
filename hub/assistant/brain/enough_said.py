"""A count said to be enough of the goods just put in: "actually 1 is enough", "one will do",
"لا وحده تكفي", "ثنين بس يكفون", "wa7da bs tkfi".

Said right after goods were put in or offered, it is the line's new count: the words of
enough are no goods, no question, and nothing outside the shop. Any other time (nothing just
put in) it is left to the model.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import parse_number
from hub.assistant.brain.turn import CHOOSING, INTENT, PROPOSED_CHANGE, Turn
from hub.text import to_ascii_digits

_COUNT_EN = r"(?:\d+|one|two|three|a single one|a single)"
_COUNT_AR = r"(?:\d+|[٠-٩]+|واحد|واحده|وحده|وحدة|حبه|ثنين|اثنين|ثنتين|ثلاث|ثلاثه)"
_COUNT_RO = r"(?:\d+|wa7d[ae]|wa7id|wa7ed|wa7da|7abba|7aba|ithnain|thnain|ithnen|thnen|thalath)"
_ENOUGH = Pattern(
    rf"(?:^|[\s,.!])(?:just\s+|only\s+)?{_COUNT_EN}\s+(?:(?:is|are|'s|will|would|should|'ll)\s+)?"
    r"(?:be\s+)?(?:enough|do|fine|plenty|sufficient)\b"
    rf"|(?<!\w){_COUNT_AR}\s+(?:بس\s+)?(?:يكفي|تكفي|يكفون|تكفون|كافي|كافيه|كفايه|يكفيني|تكفيني"
    r"|تكفينا|يكفينا)(?!\w)"
    rf"|(?<!\w)(?:يكفي|تكفي|يكفيني|تكفيني|كفايه)\s+(?:بس\s+)?{_COUNT_AR}(?!\w)"
    rf"|\b{_COUNT_RO}\s+(?:bs\s+|bas\s+)?(?:ykfi|tkfi|tikfi|yikfi|ykafi|tkafi|kafi|kafya|kefaya"
    r"|ykfoon|tkfoon|ykfeeni|tkfeeni)\b",
    re.IGNORECASE,
)
# what may come just before the count said enough: goods just put in or offered
_AFTER = frozenset({"add_to_cart", "update_cart_item"})
# "any one is fine", "either one will do", "اي وحده تكفي", "ay wa7da": the pick left to the store
_ANY = Pattern(
    r"\b(?:any|either|whichever|ay|ai|ayy)\s+(?:one|wa7d|wa7da|wa7id)\b|(?<!\w)اي\s+(?:واحد|وحده)"
)
_ONE = frozenset({"a", "single", "wa7da", "wa7de", "wa7id", "wa7ed", "7abba", "7aba"})


def enough_count(turn: Turn) -> int | None:
    """The count said to be enough of the goods just put in or offered, if the message says
    one; the rest of its words (the "is enough", "تكفي") name no goods."""
    if turn.memory.get(INTENT) not in _AFTER and not turn.memory.get(PROPOSED_CHANGE):
        return None
    if CHOOSING in turn.memory or _ANY.search(turn.typed_and_read):
        return None  # "any one is fine", "اي وحده" of the kinds asked between: a pick
    if turn.utterance.has("ADD"):
        return None  # "1 is enough, and add bread": more asked beside it, the model's to read
    for text in (turn.message.text, turn.input.text.lower()):
        found = _ENOUGH.search(text)
        if found is None:
            continue
        for word in re.findall(r"[\w']+", to_ascii_digits(found.group(0))):
            number = parse_number(word)
            if number is not None and number > 0:
                return int(number)
            if word in _ONE:
                return 1
    return None

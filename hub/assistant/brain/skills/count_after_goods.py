"""A count said after the goods it is of, as a line's count is set: "and the toilet rolls, i
want 2 not 1", "والمناديل ابيها ٣ مو ١", "w toilet rolls ab8a 2 mu wa7id".

The goods come first and the count last, often with the count it is not: read whole, the
"want" with its pronoun and the "not" lean the message to a search, or to another matter
("ابيها ٣" and express delivery). It asks for that many of the goods: the count is set on the
cart's line if it holds them, or the goods proposed in that count, as "make the rolls 2" is.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import confident_hits, quiet_search
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.text import is_arabic

_WANT = (
    r"(?:i (?:want|need)|want|need|i'?d like|"
    r"ابيها|ابيه|ابيهم|ابيهن|ابغاها|ابغاه|ابغاهم|ابي|ابغى|ابغي|بغيت|بغيتها|"
    r"ab8a|abgha|abgaha|ab8aha|abeeha|abiha|abeeh|abih|abihum|abeehum|abee|abi|abghee|bgheit)"
)
_COUNT = r"(?:\d+|[٠-٩]+|one|two|three|four|five|واحد|ثنين|اثنين|ثلاث|اربع|خمس|wa7ed|wa7id|thnain|ithnain|thalath)"
_NOT = r"(?:not|instead of|mu|mo|msh|mb|مو|مب|مش|بدل|بدال|mob|موب)"
_SAID = Pattern(
    rf"^\s*(?:and |w |و(?=ال))?(?P<goods>[^,،.?!]+?)\s*[,،]?\s+{_WANT}\s+(?P<count>{_COUNT})"
    rf"(?:\s+(?:packs?|pcs|pieces|باكيت|حبات|حبه|pakets?|7abbat))?"
    rf"(?:\s*[,،]?\s*{_NOT}\s+{_COUNT})?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "واحد": "1",
          "ثنين": "2", "اثنين": "2", "ثلاث": "3", "اربع": "4", "خمس": "5", "wa7ed": "1",
          "wa7id": "1", "thnain": "2", "ithnain": "2", "thalath": "3"}  # fmt: skip
_MOST_WORDS = 5  # goods named in a few words; more tell of something else


async def the_count_set(turn: Turn) -> str | None:
    """The message as the goods' count set ("make ... N"), in its own script; None when it
    is not one, or its goods are none the store sells."""
    found = _SAID.match(turn.input.text)
    if found is None:
        return None
    goods = found.group("goods").strip()
    said = Utterance(normalise(goods).text)
    if not said.topic or len(goods.split()) > _MOST_WORDS or said.quantity is not None:
        return None
    if said.asks or said.has("ORDER"):
        return None  # "the order i want 2" is no goods
    words = telling_words(said.topic) or said.topic
    if not confident_hits(words, await quiet_search(turn, " ".join(words))):
        return None
    count = found.group("count").lower()
    count = _WORDS.get(count, count)
    if is_arabic(goods):
        return f"خل {goods} {count}"
    if turn.message.arabizi:
        return f"5ali {goods} {count}"
    return f"make {goods} {count}"

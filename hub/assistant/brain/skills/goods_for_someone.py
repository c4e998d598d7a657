"""Goods asked for, then whom or where they are for: "3 packs of the diet pepsi, it's for my
parents' house", "ابي ٣ باكيت بيبسي دايت، حق بيت اهلي", "2 pepsi diet, 3shan bait ahli".

The clause after the goods tells their purpose, no request of its own: read with them, "house"
and "بيت" lean the whole to an address picked and the goods are only shown, or the purpose is
answered as another matter. The goods' clause is the message; the purpose is left unsaid.
"""

from __future__ import annotations

import re

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import confident_hits, quiet_search
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance

# The last clause of the message, after a comma or a full stop
_LAST_CLAUSE = Pattern(r"^(?P<goods>.*\S)\s*[,،.]\s*(?P<purpose>[^,،.]+)$", re.DOTALL)
# "it's for my parents' house", "for the office", "حق بيت اهلي", "عشان اخوي", "لبيت خالتي"
_PURPOSE = Pattern(
    r"^(?:and |but |coz |cause |because )?"
    r"(?:(?:it'?s|its|it is|they'?re|they are|this is|these are|that'?s|thats|all)\s+)?"
    r"(?:for|4)\s+(?:my|our|the|his|her|a)\b"
    r"|^(?:و)?(?:هذا |هذي |هذول |كله |كلها )?(?:حق|حقت|عشان|علشان|لبيت|للبيت)(?!\w)",
    re.IGNORECASE,
)
# A purpose clause is short; a longer one tells more than whom the goods are for
_MOST_WORDS = 6


async def goods_clause(turn: Turn) -> str | None:
    """The message less a purpose clause that follows goods named with a count; None when it
    has none, or the words before it name no goods of the store's."""
    found = _LAST_CLAUSE.match(turn.input.text.strip())
    if found is None:
        return None
    purpose = normalise(found.group("purpose").strip()).text
    if len(purpose.split()) > _MOST_WORDS or not _PURPOSE.search(purpose.strip()):
        return None
    if _tells_more(purpose):
        return None
    goods = found.group("goods")
    said = Utterance(normalise(goods).text)
    count = said.quantity
    if count is None or not said.topic:
        return None  # "is it halal, it's for my dad": no goods counted to buy
    words = telling_words(said.topic) or said.topic
    if not confident_hits(words, await quiet_search(turn, " ".join(words))):
        return None
    return goods


def _tells_more(purpose: str) -> bool:
    """ "for my order from this morning", "حق طلبي": the goods are for an order placed, which
    takes none; "for my diabetic dad": a need the goods must keep. Either is the request's
    own, so the message is read whole."""
    return Utterance(purpose).has("ORDER") or bool(need_of(purpose))

"""A price asked in Arabic of goods named in one word ("بكم الرقي اليوم", "bkam el tamat
il7een"): the store's question, though the day or the hour said with it reads, to the gate,
like the price of gold or of the dinar today.

`product_facts.prices_a_named_product` wants two words of a product before it overrules the
gate, for "how much is gold" and "apple price" name goods of ours in another sense. Arabic
keeps those senses apart in its words (the company is "ابل", crude oil "نفط", gold "ذهب", none
a word of the catalogue's), so one Arabic word that wholly names goods of ours is enough.
"""

from __future__ import annotations

import re

from hub.assistant.brain.skills.common import quiet_search, unmet_words
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import Turn

# "بكم", "سعر", "اسعار" (the normaliser writes "بجم", "بشكثر" as "بكم")
_PRICE_IN_ARABIC = re.compile(r"(?<!\w)(?:بكم|ب كم|سعر|سعره|سعرها|السعر|اسعار|الاسعار)(?!\w)")
_PRICE_WORDS = frozenset({"سعر", "سعره", "سعرها", "السعر", "اسعار", "الاسعار", "بكم"})
_SHORTEST = 3


async def prices_goods_named_in_arabic(turn: Turn) -> bool:
    """Whether the message asks, in Arabic or Arabizi, the price of goods one word of it
    names wholly ("بكم الرقي اليوم"); never a word no product holds ("كم سعر الذهب اليوم")."""
    said = turn.message.for_model
    if turn.input.text.isascii() and not turn.message.arabizi:
        return False
    if not _PRICE_IN_ARABIC.search(said) or turn.utterance.has("ADD", "TAKE"):
        return False
    named = [w for w in telling_words(turn.utterance.topic) if w not in _PRICE_WORDS]
    if len(named) != 1 or len(named[0]) < _SHORTEST:
        return False
    hits = await quiet_search(turn, named[0])
    return any(not unmet_words(named, [hit], sound_alike=False) for hit in hits)

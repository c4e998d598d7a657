"""A price asked of goods named in one word ("بكم الرقي اليوم", "bkam el tamat il7een", "how
much are bananas today"): the store's question, though the day or the hour said with it
reads, to the gate, like the price of gold or of the dinar today.

`product_facts.prices_a_named_product` wants two words of a product before it overrules the
gate, for "how much is gold" and "apple price" name goods of ours in another sense. Arabic
keeps those senses apart in its words (the company is "ابل", crude oil "نفط", gold "ذهب", none
a word of the catalogue's), so one Arabic word that wholly names goods of ours is enough; in
English, one word in the plural ("bananas", "apples": goods by the piece, never the company
nor the metal).
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import quiet_search, unmet_words
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import Turn

# "بكم", "سعر", "اسعار" (the normaliser writes "بجم", "بشكثر" as "بكم")
_PRICE_IN_ARABIC = Pattern(r"(?<!\w)(?:بكم|ب كم|سعر|سعره|سعرها|السعر|اسعار|الاسعار)(?!\w)")
_PRICE_WORDS = frozenset({"سعر", "سعره", "سعرها", "السعر", "اسعار", "الاسعار", "بكم"})
_PRICE_IN_ENGLISH = Pattern(r"\bhow much (?:is|are|r)\b|\bprice of\b|\bprice on\b", re.I)
_SHORTEST = 3


async def prices_goods_one_word_names(turn: Turn) -> bool:
    """Whether the message asks the price of goods one word of it names wholly ("بكم الرقي
    اليوم", "how much are mangoes today"); never a word no product holds ("كم سعر الذهب
    اليوم"), nor one English word in the singular ("how much is gold today")."""
    said = turn.message.for_model
    english = turn.input.text.isascii() and not turn.message.arabizi
    asked = _PRICE_IN_ENGLISH if english else _PRICE_IN_ARABIC
    if not asked.search(said) or turn.utterance.has("ADD", "TAKE"):
        return False
    named = [w for w in telling_words(turn.utterance.topic) if w not in _PRICE_WORDS]
    if len(named) != 1 or len(named[0]) < _SHORTEST:
        return False
    if english and not _plural(said, named[0]):
        return False
    hits = await quiet_search(turn, named[0])
    return any(not unmet_words(named, [hit], sound_alike=False) for hit in hits)


def _plural(said: str, word: str) -> bool:
    """Whether the English word was typed in the plural ("bananas", "tomatoes"), the topic
    holding it as its singular."""
    return any(
        typed.endswith("s") and not typed.endswith("ss") and typed.startswith(word[:3])
        for typed in said.lower().split()
    )

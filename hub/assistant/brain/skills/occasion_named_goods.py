"""Goods named for an occasion: "having guests tonight, need good dates", "عندي ضيوف الليله
ابي تمر زين", "3indi 9yoof il lail, abi tamr zain".

The occasion says why, the goods say what: a shopper who names the dates wants the dates, not
the party's snacks, drinks and bin bags. Words of the occasion, of the kinds it is shopped for
("snacks", "drinks") and of talk are set aside; a word left that names goods on our shelves
is what is shown.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.hosting_news import goods_words, tells_of_a_gathering
from hub.assistant.brain.occasions import asks_which_goods, occasion_of
from hub.assistant.brain.skills import goods_listed
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import (
    confident_hits,
    items_named,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.turn import Turn

# Words beside an occasion that never name goods: when, how good, for whom
_TALK = frozenset(
    {
        "tonight", "today", "tomorrow", "weekend", "good", "nice", "best", "some", "guests",
        "people", "over", "coming", "family", "friends", "الليله", "الليلة", "اليوم", "باجر", "بكره", "بكرة",
        "زين", "زينه", "حلو", "حلوه", "احسن", "افضل", "ضيوف", "الضيوف", "للضيوف", "صيوف",
        "ناس", "الربع", "جايين", "جاين", "ضيوفي", "اهلي", "الخميس", "الجمعه",
    }
)  # fmt: skip


async def goods_named(turn: Turn, kind_words: frozenset[str]) -> list[str]:
    """The ids of the goods in stock the message names beside its occasion, the words of the
    occasion and of the kinds it is shopped for (`kind_words`) aside; none when it names
    none."""
    if not turn.utterance.has("WANT", "ADD"):
        return []  # "bbq sauce", "birthday cake": one name of goods, no wish beside an occasion
    topic = turn.utterance.topic
    said = [word for word in topic if occasion_of(word.lower()) is not None]
    for word in said:
        if word.lower() not in _TALK and confident_hits([word], await quiet_search(turn, word)):
            return []  # "bbq sauce", "party cups": the occasion's word names the goods
    words = [
        word
        for word in topic
        if word.lower() not in _TALK
        and word.lower() not in kind_words
        and word not in said
        and len(word) > 2
    ]
    if not words:
        return []
    shown: list[str] = []
    if asks_which_goods(turn.message.for_model.lower()):
        return []  # "bbq this weekend, what do i need": the occasion's list
    # the words together first ("arabic coffee"), each alone when nothing holds them all
    for query in [words] if len(words) == 1 else [words, *([word] for word in words)]:
        hits = await quiet_search(turn, " ".join(query))
        held = [hit for hit in hits if not unmet_words(query, [hit], sound_alike=False)]
        found = [hit["_id"] for hit in held if in_stock(hit)]
        if found and query is words:
            return found
        shown += [pid for pid in found if pid not in shown]
    return shown


async def answer(turn: Turn, kind_words: frozenset[str]) -> bool:
    """Shows the goods named beside an occasion; False when none is named."""
    if turn.utterance.has("WANT", "ADD") and await goods_listed.lists_goods(turn):
        # "guests tonight, i want arabic coffee and dates": each good of the list by all its
        # words, never "arabic" and "coffee" looked for apart
        parts = [
            replace(segment, topic=goods_words(segment.topic))
            for segment in turn.utterance.segments()
            if segment.topic and not tells_of_a_gathering(segment.topic)
        ]
        await goods_listed.show_each(turn, await items_named(turn, parts))
        return True
    shown = await goods_named(turn, kind_words)
    if not shown:
        return False
    show_products(turn, shown[:8])
    return True

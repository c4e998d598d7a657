"""Questions about the store, answered from its FAQ; and messages that fit no other request.

A message that is only a noun ("milk", "knet") is tried against the catalogue first and the
FAQ second; a question ("do you accept KNET?") the other way round. Whatever is left gets a
helpful reply with chips, never an error.
"""

from __future__ import annotations

from hub.assistant.brain.skills import recipes
from hub.assistant.brain.skills.cards import not_found
from hub.assistant.brain.skills.catalogue import show_found, show_read_as_arabizi
from hub.assistant.brain.skills.common import confident_hits, of_the_food, search_kind
from hub.assistant.brain.skills.faq import answer_faq
from hub.assistant.brain.turn import Turn
from hub.text import words


async def _search_topic(turn: Turn) -> bool:
    topic = turn.utterance.topic_text
    if not topic:
        return False
    asked = turn.utterance.topic
    hits = await of_the_food(turn, asked, confident_hits(asked, await search_kind(turn, topic)))
    if not hits:
        return await show_read_as_arabizi(turn)  # "yusufi 1 kilo"
    await show_found(turn, hits)
    return True


async def general(turn: Turn) -> None:
    """A bare noun or an open question: catalogue and FAQ, in the order the form suggests."""
    if turn.utterance.asks:
        answered = await answer_faq(turn) or await _search_topic(turn)
    else:
        answered = await _search_topic(turn) or await answer_faq(turn)
    u = turn.utterance
    named = len(u.tokens) > len(u.topic) or all(len(word) > 2 for word in u.topic)
    if not answered and u.topic and await recipes.names_a_recipe(turn):
        await recipes.recipe(turn)  # "طيب مربين روبيان": a dish the store has a recipe for
    elif not answered and u.topic and named and (not u.asks or _a_thing_asked(turn)):
        # "any nutella", "nutella", "charcoal?": a thing asked for that the store does not have
        not_found(turn)
    elif not answered:
        turn.say("unknown")
        turn.chips("aisles", "offers", "slots", "help")


def _a_thing_asked(turn: Turn) -> bool:
    """A question that is one word and no more ("charcoal?", "فحم؟"): a thing asked after,
    unless the word is a reaction to what was said ("huh?", "seriously?", "بجد؟")."""
    u = turn.utterance
    return len(u.tokens) == len(u.topic) == 1 and not _REACTIONS & {
        u.topic[0],
        u.tokens[0].lower(),
        turn.input.text.strip(" ?؟!.").lower(),
    }


_REACTIONS = frozenset(
    words(
        "huh eh hm hmm what why really seriously sure lol haha okay ok yes no nope yeah yep"
        " wallah wallahi 9ij sij 9ej 5osh khosh ya3ni yani jad bjad"
        " جد بجد صج صدق والله يعني خوش شلون ليش اكيد"
    )
)


async def faq_first(turn: Turn) -> None:
    """Opening hours, cancelling an order: store rules, so the FAQ answers."""
    if not await answer_faq(turn):
        turn.say("unknown")
        turn.chips("branches", "help")

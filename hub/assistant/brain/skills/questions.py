"""Questions about the store, answered from its FAQ; and messages that fit no other request.

A message that is only a noun ("milk", "knet") is tried against the catalogue first and the
FAQ second; a question ("do you accept KNET?") the other way round. Whatever is left gets a
helpful reply with chips, never an error.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.catalogue import show_found
from hub.assistant.brain.skills.common import Record, confident_hits, search_kind
from hub.assistant.brain.turn import Turn

_MIN_SCORE = 1.0
_CLOSE = 0.75


def _faq_matches(turn: Turn, entries: list[Record]) -> list[Record]:
    """The FAQ entries the whole message names (grammar words count: "delivery fee")."""
    ranked = matching.ranked(turn.utterance.tokens, entries, _MIN_SCORE)
    if not ranked:
        return []
    best = matching.score_named(turn.utterance.tokens, ranked[0])
    runner_up = ranked[1:2]
    if runner_up and matching.score_named(turn.utterance.tokens, runner_up[0]) >= best * _CLOSE:
        return ranked[:2]
    return ranked[:1]


async def answer_faq(turn: Turn, *, chips: bool = True) -> bool:
    """Show the FAQ entries the message asks about; False (and nothing shown) if none."""
    entries = await turn.call(
        "faq", turn.store.faq, useful=lambda found: bool(_faq_matches(turn, found))
    )
    matches = _faq_matches(turn, entries)
    if not matches:
        return False
    turn.say("faq")
    turn.block({"kind": "faq", "faqIds": [entry["_id"] for entry in matches]})
    if chips:
        turn.chips("slots", "offers", "help")
    return True


async def _search_topic(turn: Turn) -> bool:
    topic = turn.utterance.topic_text
    if not topic:
        return False
    hits = confident_hits(turn.utterance.topic, await search_kind(turn, topic))
    if not hits:
        return False
    show_found(turn, hits)
    return True


async def general(turn: Turn) -> None:
    """A bare noun or an open question: catalogue and FAQ, in the order the form suggests."""
    if turn.utterance.asks:
        answered = await answer_faq(turn) or await _search_topic(turn)
    else:
        answered = await _search_topic(turn) or await answer_faq(turn)
    if not answered:
        turn.say("unknown")
        turn.chips("aisles", "offers", "slots", "help")


async def faq_first(turn: Turn) -> None:
    """Opening hours, cancelling an order: store rules, so the FAQ answers."""
    if not await answer_faq(turn):
        turn.say("unknown")
        turn.chips("branches", "help")

"""The store's own answers (its FAQ), found by the words of the message.

Shared by every skill that may meet a store question: the catalogue, when a search finds no
product ("شنو طرق الدفع عندكم"), and the brain, when a message it could not place names a
policy ("whats ur return policy", "apple pay ok?").
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

_MIN_SCORE = 1.0
_CLOSE = 0.75

# The words of the policy for each kind of problem, whatever the shopper's words were
POLICY_WORDS = {
    "late": words("how long does delivery take delivery time"),
    "refund": words("returns refunds refund damaged missing"),
    "contact": words("contact customer service phone number"),
    "cancel": words("cancel order cancellation"),
    "pay": words("how can i pay payment methods"),
    "pro": words("what is fresh pro subscription membership"),
    "coupon": words("how do i use a coupon code promo one coupon per order"),
    "allergens": words("where can i find allergen information allergens allergy info"),
}
_policies: dict[tuple[str, tuple[str, ...]], str | None] = {}


def policy_entry(kind: str, entries: list[Record]) -> str | None:
    """The FAQ entry that states the policy for `kind`, memoised per set of entries (ranking
    every entry's keywords is the dearest part of a complaint)."""
    key = (kind, tuple(str(entry["_id"]) for entry in entries))
    if key not in _policies:
        ranked = matching.ranked(POLICY_WORDS[kind], entries)
        if len(_policies) > 64:
            _policies.clear()
        _policies[key] = str(ranked[0]["_id"]) if ranked else None
    return _policies[key]


async def stated_policy(turn: Turn, kind: str) -> Record | None:
    """The FAQ entry that states the policy for `kind`; when the store has none, that is
    said (a reply worked out from a policy has nothing else to go on) and None returned."""
    entries = await turn.call("faq", turn.store.faq)
    chosen = policy_entry(kind, entries)
    policy = next((entry for entry in entries if entry["_id"] == chosen), None)
    if policy is None:
        turn.say("unknown")
        turn.chips("help")
    return policy


def faq_matches(turn: Turn, entries: list[Record]) -> list[Record]:
    """The FAQ entries the whole message names (grammar words count: "delivery fee")."""
    ranked = matching.ranked(turn.utterance.tokens, entries, _MIN_SCORE)
    if not ranked:
        return []
    best = matching.score_named(turn.utterance.tokens, ranked[0])
    runner_up = ranked[1:2]
    if runner_up and matching.score_named(turn.utterance.tokens, runner_up[0]) >= best * _CLOSE:
        return ranked[:2]
    return ranked[:1]


async def answer_faq(turn: Turn, *, chips: bool = True, clear: bool = False) -> bool:
    """Show the FAQ entries the message asks about; False (and nothing shown) if none, or
    with `clear`, when no one entry stands out."""
    matches: list[Record] = []

    def answers(entries: list[Record]) -> bool:
        matches.extend(faq_matches(turn, entries))  # ranked once, used for the reply too
        return bool(matches)

    entries = await turn.call("faq", turn.store.faq, useful=answers)
    if not matches or (clear and not _stands_out(turn, entries)):
        return False
    turn.say("faq")
    turn.block({"kind": "faq", "faqIds": [entry["_id"] for entry in matches]})
    if chips:
        turn.chips("slots", "offers", "help")
    return True


async def show_rule(turn: Turn, asked: list[str]) -> bool:
    """The entry `asked` names, for a question the state made plain but the shopper's words
    do not hold ("شلون استخدمها" right after the points balance); False if none."""
    entries = await turn.call("faq", turn.store.faq)
    ranked = matching.ranked(asked, entries)
    if not ranked:
        return False
    turn.say("faq")
    turn.block({"kind": "faq", "faqIds": [ranked[0]["_id"]]})
    return True


async def rule_card(turn: Turn, asked: list[str]) -> None:
    """The card of the entry `asked` names, beside a reply already said, if the store has
    one ("one coupon per order" beside the coupons' rule)."""
    entries = await turn.call("faq", turn.store.faq)
    ranked = matching.ranked(asked, entries)
    if ranked:
        turn.block({"kind": "faq", "faqIds": [ranked[0]["_id"]]})


async def names_a_policy(turn: Turn) -> bool:
    """One FAQ entry stands out for the message's words (a clear best, not a tie)."""
    stands_out = [False]

    def named(entries: list[Record]) -> bool:
        stands_out[0] = _stands_out(turn, entries)
        return stands_out[0]

    await turn.call("faq", turn.store.faq, useful=named)
    return stands_out[0]


def _stands_out(turn: Turn, entries: list[Record]) -> bool:
    tokens = turn.utterance.tokens
    scores = sorted((matching.score_named(tokens, entry) for entry in entries), reverse=True)
    return bool(scores) and scores[0] >= _MIN_SCORE and (len(scores) == 1 or scores[1] < scores[0])

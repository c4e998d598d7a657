"""What the shopper wants, and how sure the brain is: the intent model's ranking, read by policy.

The model ranks every intent (`model.Ranking`). Below `CONFIDENT` the brain does not guess:
it asks a short clarifying question whose chips are the likeliest readings. Out-of-domain
messages are declined whatever their score, since a decline shows no products and changes
nothing. A few intents the model shares with the rules are then made precise by what the
message holds (a coupon code, an area name), as the skills always did.
"""

from __future__ import annotations

from dataclasses import dataclass

from hub.assistant.brain.intents import recognise
from hub.assistant.brain.model import Ranking, intent_model
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.utterance import Utterance

CONFIDENT = 0.30
CLARIFY = "clarify"
DECLINE = "out_of_domain"
_CANDIDATES = 3


@dataclass(frozen=True, slots=True)
class Understanding:
    intent: str  # the request the brain answers (a skill name, or `clarify`)
    ranking: Ranking
    rule: str  # what the ordered rules alone would have picked

    @property
    def confidence(self) -> float:
        return self.ranking.confidence

    def candidates(self) -> list[str]:
        """The likeliest readings, for a clarifying question's chips."""
        return [name for name, _ in self.ranking.intents[:_CANDIDATES]]


def understand(message: Normalised, utterance: Utterance) -> Understanding:
    ranking = intent_model().rank(message.text, utterance)
    rule = recognise(utterance)
    intent = ranking.top
    if intent != DECLINE and ranking.confidence < CONFIDENT:
        intent = CLARIFY if rule in ("general", "unknown") or ranking.probability(rule) < 0.1 else rule
    return Understanding(intent, ranking, rule)

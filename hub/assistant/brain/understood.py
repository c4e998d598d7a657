"""What a turn was understood as, and the names of the readings the brain may give it.

Apart from the policy that chooses a reading, so the gate, the shape readings and the skills
can name a reading without importing the whole of that policy.
"""

from __future__ import annotations

from dataclasses import dataclass

from hub.assistant.brain.intents import INTENTS as RULE_INTENTS
from hub.assistant.brain.model import Ranking

SURE = 0.9  # the model's certainty above which the shape of a message does not overrule it
CONFIDENT = 0.4  # held-out: 99% of messages clear it, and 99% of those are right
VAGUE = 0.9  # the model's certainty that a message is vague, above which no rule overrides it
CLARIFY = "clarify"
POINTS_BALANCE = "points_balance"
NOT_SOLD = "not_sold"  # goods of a kind a grocery does not sell, asked for as goods
COOKING_METHOD = "cooking_method"  # how to prepare a food: soak it? fry or bake?
OUT_OF_DOMAIN = "out_of_domain"
LIST_SWAP = "list_swap"
CANDIDATES = 3
VAGUE_READINGS = (CLARIFY, "general", "unknown")  # the readings that are no request
# Requests that act on the cart: "add chips for the party" stays one
CHANGES_THE_CART = frozenset(
    {"add_to_cart", "remove_cart_item", "update_cart_item", "clear_cart", "add_and_remove",
     "swap_offer", "add_to_offer", "add_more_to_offer", "add_recipe_to_cart", "reorder"}
)  # fmt: skip

# Every intent a turn may be answered as: the rules' and those only the model recognises.
INTENTS: tuple[str, ...] = (
    *RULE_INTENTS,
    "complaint",
    OUT_OF_DOMAIN,
    "cheaper",
    "compare",
    "faq",
    POINTS_BALANCE,
    NOT_SOLD,
    "nutrition",
    CLARIFY,
    # kitchen questions, and the shopping list read as the cart
    "meal_ideas",
    "cooking_time",
    COOKING_METHOD,
    "storage",
    "substitution",
    "on_list",
    "list_swap",
)


@dataclass(frozen=True, slots=True)
class Understanding:
    intent: str  # the request the brain answers (a skill name, or `clarify`)
    ranking: Ranking
    rule: str  # what the ordered rules alone would have picked
    injection: bool = False  # an attempt to talk the assistant out of its role
    domain: float = 0.0  # the domain gate's probability that the message is not about the store
    elsewhere: bool = False  # another business is named: "where is my amazon order"
    delivered_elsewhere: bool = False  # ...one that delivers its goods: "does ikea deliver"
    someone_arrives: bool = False  # a person of the shopper's arriving: "my dad lands friday"
    our_coming: bool = False  # the message is our coming and a time: "can u come at 5"
    # what to buy asked by the message's shape, for an occasion or a need: "bbq this weekend
    # what do i need", "my wife is vegan what can she eat"
    what_to_buy: bool = False
    # the cart moved to one of the shopper's saved places: "it's set to the chalet right?
    # change to home"
    our_place: bool = False
    # what to cook asked by its shape, for a meal or an occasion: "3indi 3azeema shasawi"
    what_to_cook: bool = False
    # a place asked of to live in: "is salmiya a good area to live"
    lives_there: bool = False

    @property
    def confidence(self) -> float:
        return self.ranking.confidence

    def candidates(self) -> list[str]:
        """The likeliest readings, for a clarifying question's chips."""
        return [name for name, _ in self.ranking.intents[:CANDIDATES]]


def set_aside(ranking: Ranking, intent: str) -> Ranking:
    """The ranking without `intent`, the others weighed as they were against each other: a
    pick set aside for the words it lacks leaves "something light for dinner" as vague as
    the model found it next, not unsure of everything."""
    rest = tuple(pair for pair in ranking.intents if pair[0] != intent)
    total = sum(p for _, p in rest) or 1.0
    return Ranking(tuple((name, p / total) for name, p in rest))

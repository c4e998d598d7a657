"""A reading of ours that the message's shape rules out before the store is asked: a
question about a food from curiosity, a booking at another trade's place, what to do about
another matter's thing, a policy asked of another trade's goods. Each would answer with a
card of ours that answers nothing asked.
"""

from __future__ import annotations

from hub.assistant.brain import other_goods
from hub.assistant.brain.doing_elsewhere import asks_a_policy_elsewhere, asks_what_to_do_elsewhere
from hub.assistant.brain.domain import asks_about_a_kind_of_food, books_elsewhere
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import Understanding

# The requests that show product cards or propose cart lines by the words of the message
SHOWS_PRODUCTS = frozenset(
    {"search", "general", "wish", "healthier", "browse", "similar", "cheaper", "compare",
     "add_to_cart", "product_detail", "substitution"}
)  # fmt: skip
# The requests that offer or set a delivery time
_SLOTS = frozenset({"delivery_slots", "set_express", "area_time"})


def curious(turn: Turn, *readings: str) -> bool:
    """A request for product cards read in a question about a food from curiosity or for
    homework ("how do cows make milk", "min wain yjee el chai"): no card answers it, so it is
    declined, before the store is asked when the model's or the rules' reading shows
    products or recipes ("what do people eat in japan for breakfast" is no meal to cook)."""
    shows = any(reading in SHOWS_PRODUCTS or reading in _SHOWS_RECIPES for reading in readings)
    return shows and asks_about_a_kind_of_food(turn.message.for_model)


_SHOWS_RECIPES = frozenset({"meal_ideas", "recipe"})


def booked_elsewhere(turn: Turn, *readings: str) -> bool:
    """A delivery slot read in a booking at another trade's place ("book a slot at the gym",
    "abi a7jiz maw3id 3nd el doctor"): no slot of ours answers it."""
    slots = any(reading in _SLOTS for reading in readings)
    return slots and books_elsewhere(turn.message.for_model)


def done_elsewhere(turn: Turn, *readings: str) -> bool:
    """An answer of the store's (ideas, a recipe, a policy, products) read in a question of
    what to do about a thing of another matter ("شو اسوي اذا الغساله خربت", "how do i renew
    my residency"): no card of ours answers it."""
    answers = any(reading in _ANSWERS_WITH_CARDS for reading in readings)
    return answers and asks_what_to_do_elsewhere(turn.typed_and_read)


# The readings whose answer is the kitchen's cards or products: a policy question keeps its
# policy ("how do i get the refund to my bank card")
_ANSWERS_WITH_CARDS = frozenset(
    {"search", "general", "wish", "healthier", "browse", "similar", "cheaper", "compare",
     "product_detail", "substitution", "meal_ideas", "recipe", "cooking_time", "storage",
     "cooking_method", "nutrition"}
)  # fmt: skip


def policy_elsewhere(turn: Turn, *readings: str) -> bool:
    """A policy of the store's read in one asked of another trade's goods or another matter's
    thing ("can i return a car i just bought", "ابي ارجع الكنب"): no card of ours answers
    it."""
    said = turn.typed_and_read
    return any(reading in _POLICIES for reading in readings) and asks_a_policy_elsewhere(
        said, other_goods.names_another_trades_goods(said)
    )


# The readings whose answer is a policy of the store's
_POLICIES = frozenset({"faq", "points_balance", "how_points_work"})


def ruled_out_first(turn: Turn, understood: Understanding) -> bool:
    """A first reading the shape of the message already rules out, before the store is
    asked: curiosity about a food, a booking elsewhere, what to do about another matter."""
    readings = (understood.intent, understood.ranking.top)
    return (
        curious(turn, *readings)
        or booked_elsewhere(turn, *readings)
        or done_elsewhere(turn, understood.intent)
        or policy_elsewhere(turn, understood.intent)
    )

"""Questions about the recipe just shown: how many it serves, what its ingredients cost, and
how a step is done (`ways`).

Asked right after a recipe ("kam shakhs tkafi", "جم سعرهم كلهم", "how much for all of it"),
they are about that recipe at the servings shown, not a new search nor a cart change: the
answer is a figure, and adding the ingredients stays one chip away.
"""

from __future__ import annotations

from hub.assistant.brain import ways
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import portions
from hub.assistant.brain.skills.cards import not_found
from hub.assistant.brain.skills.recipes import (
    COST_ASKED,
    INSTEAD,
    RECIPE_TURNS,
    TIME_ASKED,
    say_its_cost,
    servings_asked,
    servings_shown,
)
from hub.assistant.brain.turn import INTENT, RECIPE, Turn
from hub.record import Record
from hub.storefront.cards import number_text

# "how many people does it serve", "كم شخص تكفي", "تكفي كم نفر", "kam nafar yekafy"
_SERVES = Gated(
    r"\bhow many (?:people|persons|guests|servings|portions)\b|\bserves?\b|\bfor how many\b"
    r"|(?<!\w)(?:تكفي|يكفي|تكفى|يكفى|تكفيكم|يكفيكم)(?!\w)"
    r"|(?<!\w)كم (?:شخص|نفر|فرد|حصه|واحد|نفس|اشخاص|انفار)(?!\w)"
)
# The cost of it: "how much for all of it", "جم سعرهم كلهم", "kam yiklif", "بكم المكونات"

# The total as it stands: "total now?", "kam el total al7een" (read "كم ال total الحين"),
# "my total", "المجموع للحين": the cart's sum, whatever recipe is on screen
_TOTAL = (
    r"(?:total|subtotal|all together|altogether|المجموع|الاجمالي|التوتال|توتال|مجموعي"
    r"|مجموع (?:سلتي|السله|السلة|الكارت|كارتي|الكارتي|الكرت|العربه|ال cart|ال basket))"
)
_TOTAL_NOW = Gated(
    rf"(?<!\w){_TOTAL}(?!\w).*(?<!\w)(?:now|so far|yet|الحين|الحينه|هالحين|للحين|الان|حاليا|لحد الحين)(?!\w)"
    rf"|(?<!\w)(?:now|so far|الحين|هالحين|للحين|الان)(?!\w).*(?<!\w){_TOTAL}(?!\w)"
    rf"|\b(?:my|new|cart|basket|grand)\s(?:total|subtotal)\b"
    r"|(?<!\w)مجموع\s(?:سلتي|السله|السلة|الكارت|كارتي|الكارتي|الكرت|العربه|ال cart|ال basket)(?!\w)"
)
_A_TOTAL = Gated(rf"(?<!\w){_TOTAL}(?!\w)")
# The turns that put the recipe's goods to the cart: a total after them is the cart's
_TO_THE_CART = frozenset({"add_recipe_to_cart", "recipe_less_had"})


# The turns after which the recipe shown is still the one in talk: its goods put in the cart
_FROM_THE_RECIPE = frozenset(
    {*RECIPE_TURNS, "add_to_cart", "update_cart_item", "remove_cart_item", "add_to_offer",
     "add_more_to_offer", "swap_offer", "cart_summary"}
)  # fmt: skip


def recipe_in_talk(turn: Turn) -> str | None:
    """The recipe this conversation is about: shown, then maybe some of its goods put in the
    cart ("حط الحب واللحم بس", "اللحم خله ٢ كيلو", then "الحب لازم انقعه؟")."""
    recipe = turn.memory.get(RECIPE)
    if not isinstance(recipe, str) or turn.memory.get(INTENT) not in _FROM_THE_RECIPE:
        return None
    return recipe


@while_read
def asked(turn: Turn) -> str | None:
    """The question a message asks of the recipe just shown (or, of how to prepare a food,
    of the recipe in talk), if it asks one."""
    just_shown = turn.memory.get(INTENT) in RECIPE_TURNS
    if recipe_in_talk(turn) is not None and ways.asks_a_way(
        turn.typed_and_read, of_a_recipe=just_shown
    ):
        return "cooking_method"  # "الحب لازم انقعه؟": what the recipe says of soaking it
    if not just_shown or not isinstance(turn.memory.get(RECIPE), str):
        return None
    said = turn.message.for_model
    utterance = turn.utterance
    if servings_asked(turn) is not None or utterance.multiplier is not None:
        return None  # "kam a7taj 7ag 10 ashkhas": the recipe for ten, rescaled
    if _SERVES.search(said):
        return "recipe_servings"
    if _TOTAL_NOW.search(said) or (
        _A_TOTAL.search(said) and turn.memory.get(INTENT) in _TO_THE_CART
    ):
        return None  # "kam el total al7een?": the cart's sum, not the recipe's
    if (
        COST_ASKED.search(said)
        and len(utterance.topic) <= 1
        and not utterance.has("ADD", "TAKE")
        and not TIME_ASKED.search(said)  # "كم ياخذ وقت", "kam ya5ith wa8t": how long, not how much
        and not INSTEAD.search(said)  # "saffron is pricey, what can i use instead"
        # "we'll be 9, how much chicken do i need?": the weight of one food, by the portion rule
        and not portions.asked(turn)
        # "w jam el tawseel 7ag el jahra": what another matter of ours costs, asked beside it
        and not utterance.has("DELIVER", "ORDER", "OFFERS", "POINTS", "COUPON")
    ):
        return "recipe_cost"
    return None


async def recipe_shown(turn: Turn) -> Record | None:
    """The recipe the conversation last showed, or the not-found answer when it has left the
    store since (asked of by several skills of the recipe in view)."""
    chosen: Record | None = await turn.call("recipe", turn.store.recipe, turn.memory[RECIPE])
    if chosen is None:
        not_found(turn)
    return chosen


async def recipe_servings(turn: Turn) -> None:
    chosen = await recipe_shown(turn)
    if chosen is None:
        return
    servings = servings_shown(turn, chosen)
    turn.say("recipe_serves")
    turn.text_block(figures("serves", turn.language, count=number_text(servings)))
    turn.chips("add_recipe", "cart")


async def recipe_cost(turn: Turn) -> None:
    chosen = await recipe_shown(turn)
    if chosen is None:
        return
    turn.say("recipe_cost")
    await say_its_cost(turn, chosen, servings_shown(turn, chosen))
    turn.chips("add_recipe", "cart")

"""What a dish still needs, held against the cart: "what am i missing for machboos tomorrow?",
"شنو ناقصني عشان المجبوس؟", "shno na8isni 7ag il harees?" (read "شو ناقصني حق ال harees").

The answer is the store's recipe's ingredients the cart does not hold yet, shown as cards and
never proposed: a question of what is missing asks nothing to be bought. "add what's missing"
(right after, or with the dish named) proposes those goods only, not the whole recipe again.
Without this, the dish's question words ("missing", "tomorrow") read as a dish of their own,
and the recipe card came back as "the closest one I have".
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import cart_lines, names_of
from hub.assistant.brain.skills.had_already import had_for
from hub.assistant.brain.skills.recipe_names import dish_named
from hub.assistant.brain.skills.recipes import ingredient_lines, servings_shown
from hub.assistant.brain.turn import INTENT, RECIPE, Turn
from hub.errors import HubError
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# What is still lacking, asked: in English, Gulf Arabic and Arabizi as read into Arabic
# script ("shno na8isni" is "شو ناقصني", "shno ba8i a7taj" is "شو باقي احتاج")
_LACKING = Gated(
    r"\bwhat(?:'s| is| am| are| else| do| does| more)?\b.{0,25}\b(?:missing|miss|lacking|left to"
    r" (?:buy|get))\b"
    r"|\bwhat else (?:do|should|would|will|must) (?:i|we) (?:need|buy|get|have to)\b"
    r"|\bwhat (?:do|should) (?:i|we) (?:still|also) (?:need|buy|get)\b"
    r"|\bwhat (?:more|other) (?:do|should) (?:i|we) (?:need|buy|get)\b"
    r"|\bdo (?:i|we) have (?:everything|all(?: the)?(?: ingredients| stuff)?|it all)\b"
    r"|\b(?:am i|are we|i'm|im|we're) (?:still )?missing\b"
    r"|(?<!\w)(?:شو|وش|ايش|شنو|اش) (?:ال)?(?:ناقص|ناقصني|ناقصنا|ناقصه|ناقصها|ناقصيني|نقصني"
    r"|نقصنا|باقي|الباقي|بعد)(?!\w)"
    r"|(?<!\w)(?:شو|وش|شنو) (?:لزم|لازم) (?:اشتري|نشتري|اجيب|اخذ) بعد(?!\w)"
    r"|(?<!\w)(?:عندي|عندنا) (?:كل شي|كلشي|كل الاغراض|كل المكونات|كل شيء)(?!\w)"
    r"|(?<!\w)(?:ال)?ناقص(?:ني|نا)? (?:شو|وش|ايش|شنو)(?!\w)"
)
# The goods lacking, wanted in the cart: "add what's missing", "ضيف الناقص", "ziid il na8is"
_THE_LACKING = Gated(
    r"\b(?:what(?:'s| is| i'm| im| am i| we're)? (?:missing|lacking|left)|the missing(?: ones|"
    r" stuff| things| ingredients)?|missing (?:ones|stuff|things|ingredients|items)|the rest)\b"
    r"|(?<!\w)(?:الناقص|الناقصه|الناقصين|اللي ناقص|اللي ناقصني|اللي ناقصنا|الباقي|النواقص)(?!\w)"
)
# Words of the question, which name no dish
_ASKING = frozenset(
    matching.stems(
        "what whats else missing miss lacking left need needs still also more other buy get"
        " have everything all ingredients stuff things tomorrow today tonight for make cook"
        " ناقص ناقصني ناقصنا الناقص باقي الباقي احتاج نحتاج اشتري لزم لازم عندي عندنا كل شي"
        " باجر بكره اليوم الليله اسوي نسوي اطبخ"
    )
)


def _asks_lacking(turn: Turn) -> bool:
    return _LACKING.search(turn.message.for_model.lower()) is not None


def _adds_lacking(turn: Turn) -> bool:
    return (
        turn.utterance.has("ADD")
        and _THE_LACKING.search(turn.message.for_model.lower()) is not None
    )


def _puts_them(turn: Turn) -> bool:
    """ "yes put them", "ايه حطهم", "ee 7e6ha" right after the goods a dish lacks were
    shown: those goods, as the reply offered them, naming and counting nothing else (a
    feminine "it" is how Gulf Arabic says "them" of goods)."""
    u = turn.utterance
    named = [word for word in u.topic if word not in _ASKING]
    return (
        turn.memory.get(INTENT) in _TOLD
        and u.has("ADD")
        and not named
        and not u.has_quantity
        and not u.asks
        and u.ordinal is None
    )


# The turns that told what a dish still needs: against the cart, or less what is had
_TOLD = ("dish_missing", "recipe_less_had")


async def _dish(turn: Turn) -> Record | None:
    return await dish_named(turn, set_aside=_ASKING)


@while_read_async
async def asked(turn: Turn) -> str | None:
    """ "dish_missing" when the message asks what a named dish still needs, "dish_missing_add"
    when it asks those goods added (with the dish named, or right after they were told)."""
    if _adds_lacking(turn) or _puts_them(turn):
        if turn.memory.get(INTENT) in _TOLD and isinstance(turn.memory.get(RECIPE), str):
            return "dish_missing_add"
        return "dish_missing_add" if await _dish(turn) is not None else None
    if _asks_lacking(turn) and not turn.utterance.has("ADD"):
        return "dish_missing" if await _dish(turn) is not None else None
    return None


async def _lacking(turn: Turn) -> tuple[Record, list[LineItem], list[str]] | None:
    """The dish, its lines the cart lacks, and its ingredients the cart already holds."""
    recipe = await _dish(turn)
    if recipe is None and isinstance(turn.memory.get(RECIPE), str):
        recipe = await turn.call("recipe", turn.store.recipe, str(turn.memory[RECIPE]))
    if recipe is None:
        return None
    lines = await ingredient_lines(turn, recipe, servings_shown(turn, recipe))
    try:
        cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    except HubError:
        cart = None
    held = {str(line["productId"]) for line in cart_lines(cart)}
    # "i already have rice and bzar at home": said had, never lacking
    had_at_home = had_for(turn, str(recipe["_id"]))
    lacking = [item for item in lines.items if item.productId not in held | had_at_home]
    had = [item.productId for item in lines.items if item.productId in held]
    return recipe, lacking, had


async def _still_lacking(turn: Turn) -> tuple[Record, list[LineItem], list[str]] | None:
    """`_lacking` when the cart lacks some of the dish's goods; otherwise the turn is answered
    here (no dish named: which recipe; nothing lacking: the cart holds it all) and None."""
    found = await _lacking(turn)
    if found is None:
        turn.say("recipes_pick")
        turn.chips("aisles", "help")
        return None
    recipe, lacking, _ = found
    turn.memory[RECIPE] = recipe["_id"]
    if not lacking:
        turn.say("dish_has_all")
        turn.text_block(figures("dish_has_all", turn.language, dish=names_of(recipe)))
        turn.chips("cart", "slots")
        return None
    return found


async def dish_missing(turn: Turn) -> None:
    """The recipe's goods the cart lacks, shown; those it holds, said held."""
    found = await _still_lacking(turn)
    if found is None:
        return
    recipe, lacking, had = found
    turn.say("dish_missing")
    key = "dish_missing_some" if had else "dish_missing_all"
    turn.text_block(figures(key, turn.language, dish=names_of(recipe)))
    ids = [item.productId for item in lacking]
    turn.block({"kind": "products", "productIds": ids})
    turn.remember_shown(ids)
    if had:
        turn.say("dish_missing_held")
        turn.block({"kind": "products", "productIds": had})
    turn.chips("add_missing", "cart")


async def dish_missing_add(turn: Turn) -> None:
    """The goods the dish still lacks, proposed; never the lines the cart already holds."""
    found = await _still_lacking(turn)
    if found is None:
        return
    recipe, lacking, _ = found
    turn.say("propose_missing")
    turn.propose(
        CartMutation("add_recipe_to_cart", tuple(lacking), {"recipeId": recipe["_id"]}),
        supersedes=True,
    )
    turn.chips("cart", "slots")

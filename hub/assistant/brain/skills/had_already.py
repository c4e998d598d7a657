"""Ingredients the shopper already has, said right after a recipe's were proposed: "wait i
have oil and salt already", "عندي زيت وملح", "3indi zait w mil7 bil bait".

The proposal is the recipe's ingredients less those named: offered again in their place
while it is still pending; once confirmed, the cart holds them, so their removal is
proposed instead. Only ingredients of that recipe are taken out, each by the word that
names it best ("oil" the corn oil, not the olive oil of another dish).
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.skills.line_changes import named_best
from hub.assistant.brain.skills.recipes import (
    RECIPE_HAD,
    RECIPE_OFFERED,
    RECIPE_TURNS,
    Ingredients,
    ingredient_lines,
    propose_in_its_place,
    servings_shown,
)
from hub.assistant.brain.turn import INTENT, RECIPE, Turn
from hub.errors import HubError
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# Having it already, in English, Gulf Arabic and Arabizi (read into Arabic script)
_HAVE = Gated(
    r"\b(?:i|we|i've|we've|ive)(?: already| still)? (?:have|got|hav|has)\b"
    r"|\balready (?:have|got)\b|\b(?:have|got) (?:\w+ ){0,4}(?:already|at home)\b"
    r"|(?<!\w)و?(?:عندي|عندنا|موجود عندي|موجوده عندي|متوفر عندي)(?!\w)"
    # ...or kept at home: "الرز موجود بالبيت", "they're at home", "il ruz bil bait" (read
    # "بال بيت")
    r"|\b(?:at home|in the (?:house|kitchen|pantry))\b"
    r"|(?<!\w)(?:موجود|موجوده|موجودين|متوفر|متوفره)?\s*(?:بالبيت|في البيت|بال بيت|بالمطبخ)(?!\w)"
)


# ...and the rest of the recipe wanted: "i have sugar and salt at home, add the rest",
# "عندي ملح بالبيت ضيف الباقي", "3indi mil7 7ot el ba8i" (read "...الباقي")
_THE_REST = Gated(
    r"\b(?:the rest|everything else|all the rest|all else|the others|rest of (?:it|them|the"
    r" (?:stuff|ingredients|things)))\b"
    r"|(?<!\w)(?:الباقي|الباقين|البقيه|باقي الاغراض|باقي المكونات|باقي الاشياء)(?!\w)"
)


# ...or what is needed asked beside it: "what do i need? i have rice and bzar already",
# "شنو احتاج؟ عندي رز وبزار", "shno a7taj? 3indi 3aish w bzar" (read "شو احتاج")
_NEEDED = Gated(
    r"\b(?:what|wat|wht|whats|wats)(?: do| should| would| else do)? (?:i|we|u|you) (?:need|buy|get)\b"
    # ...or its ingredients asked: "what are the ingredients", "what goes in it", "شنو
    # المكونات", "shno il mukawinat" (read "شو المكونات"), "شنو اللي احتاجه"
    r"|\bwhat(?:'s| is| are| does| do)? (?:the |its )?(?:ingredients|it needs?|it takes?|goes in)\b"
    r"|(?<!\w)(?:شو|شنو|وش|ايش|اش) (?:اللي |الي )?(?:احتاج|احتاجه|نحتاج|نحتاجه|يحتاج|يحتاجه"
    r"|تحتاج|يبيله|يبيلها|اشتري|نشتري|اجيب|لازم|المكونات|مكوناته|مكوناتها|المقادير|الاغراض)(?!\w)"
)
# Adding said not to be wanted: "don't add those", "لا تحطهم", "la t7ot'hum" (read "لا تحطهم")
_NOT_ADDED = Gated(
    r"\b(?:don'?t|do not|dont|no need to) (?:add|put|include|get)\b"
    r"|(?<!\w)(?:لا|ما|مو لازم) (?:تحط|تضيف|تزيد|تجيب)\w*"
)


def _says_had(turn: Turn) -> bool:
    if not isinstance(turn.memory.get(RECIPE), str):
        return False
    said = turn.message.for_model
    if _HAVE.search(said) is None:
        return False
    if turn.memory.get(INTENT) in _PROPOSED and not _nothing_offered(turn):
        return not turn.utterance.has("ADD") or _THE_REST.search(said) is not None
    # right after the recipe was shown, what is had and "the rest" wanted together, what the
    # rest is asked, or what is had only told ("i have rice already", "3indi 3aish")
    return turn.memory.get(INTENT) in _SHOWN and (
        _THE_REST.search(said) is not None or _asks_needed(turn) or _only_told(turn)
    )


def _only_told(turn: Turn) -> bool:
    """What is had told and nothing else: no question ("do i have rice in my cart?"), no
    cart named, nothing asked to be added; and had, not lacked ("ما عندي رز", "we ran out of
    rice") nor a body's trouble ("i have an allergy to garlic")."""
    u = turn.utterance
    said = turn.message.for_model.lower()
    if u.asks or _QUESTION.search(said):
        return False
    if u.has("CART", "ADD", "NEGATION") and _NOT_ADDED.search(said) is None:
        return False  # "العيش عندي لا تحطه": its adding turned down, of what is had
    return _NOT_HAD.search(said) is None


def _nothing_offered(turn: Turn) -> bool:
    """The recipe is in view with none of its goods offered: shown, or what is had told."""
    intent = turn.memory.get(INTENT)
    if intent in _PROPOSED:
        return not isinstance(turn.memory.get(RECIPE_OFFERED), list)
    return intent in _SHOWN


def _asks_needed(turn: Turn) -> bool:
    said = turn.message.for_model.lower()
    if _NEEDED.search(said) is None:
        return False
    # "what are the ingredients? i have rice, don't add it": asked still, nothing asked for
    return not turn.utterance.has("ADD") or _NOT_ADDED.search(said) is not None


def had_for(turn: Turn, recipe_id: str) -> set[str]:
    """The ingredients of `recipe_id` said had in this conversation."""
    held = turn.memory.get(RECIPE_HAD)
    if isinstance(held, dict) and held.get("recipe") == recipe_id:
        return {str(pid) for pid in held.get("products") or []}
    return set()


_PROPOSED = ("add_recipe_to_cart", "recipe_less_had")
_QUESTION = Gated(r"[?؟]")
# Not had, or had of the body, not the kitchen: "ما عندي", "ma 3indi" (read "ما عندي"), "ran
# out", "allergy", "حساسيه", "7asasiya" (read "حساسيه")
_NOT_HAD = Gated(
    r"\b(?:no|not|ran out|run out|out of|finished|allerg\w*|intoleran\w*|diabet\w*)\b"
    r"|(?<!\w)(?:ما|مو|مب|مافي|ماعندي|ماعندنا|خلص|خلصت|خلصان|حساسيه|حساسية|سكري)(?!\w)"
)
_SHOWN = (*RECIPE_TURNS, "meal_ideas", "cooking_time")  # a recipe's card in view


async def _proposal(turn: Turn) -> tuple[Record, Ingredients, set[str], set[str]] | None:
    """The recipe, its proposal in full, the ingredients of it the message says are had and
    those the last proposal already left out; None when it names none."""
    recipe = await turn.call("recipe", turn.store.recipe, str(turn.memory[RECIPE]))
    if recipe is None:
        return None
    lines = await ingredient_lines(turn, recipe, servings_shown(turn, recipe))
    had = named_best(turn.utterance.topic, lines.products)
    if not had:
        return None
    # what the last proposal left out stays out: "w 3indi thoom ba3d" after the oil and
    # salt, "i already have the olive oil" after "all except the salt and garlic"
    offered = turn.memory.get(RECIPE_OFFERED)
    left = set()
    if isinstance(offered, list):
        left = {item.productId for item in lines.items if item.productId not in offered}
    return recipe, lines, had, left


async def tells_had(turn: Turn) -> bool:
    """Right after a recipe's ingredients were proposed, some of them said to be had; or
    right after the recipe was shown, some had and the rest wanted."""
    return _says_had(turn) and await _proposal(turn) is not None


async def recipe_less_had(turn: Turn) -> None:
    """The recipe's proposal less what the shopper has, or their removal once confirmed."""
    proposal = await _proposal(turn)
    if proposal is None:
        turn.say("remove_what")
        turn.chips("cart")
        return
    recipe, lines, had, left = proposal
    said = turn.message.for_model
    had |= had_for(turn, str(recipe["_id"]))
    turn.memory[RECIPE_HAD] = {"recipe": recipe["_id"], "products": sorted(had)}
    told = _nothing_offered(turn) and _only_told(turn) and _THE_REST.search(said) is None
    if _nothing_offered(turn) and (_asks_needed(turn) or told):
        # asked, not asked for: the rest shown, nothing proposed; only told, said to be kept
        # out of the recipe's goods when they are added
        needed = [item.productId for item in lines.items if item.productId not in had]
        turn.memory.pop(RECIPE_OFFERED, None)
        turn.say("recipe_had_noted" if told else "recipe_rest_needed")
        turn.block({"kind": "products", "productIds": needed})
        turn.remember_shown(needed)
        turn.chips("add_missing", "cart")
        return
    try:
        cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    except HubError:
        cart = None
    held = {str(line["productId"]): line for line in cart_lines(cart)}
    kept = tuple(item for item in lines.items if item.productId not in had | left)
    if all(pid in held for pid in had) or not kept:
        # confirmed already: the lines come out of the cart
        items = tuple(
            LineItem(pid, held[pid].get("variantId"), int(held[pid]["quantity"]))
            for pid in sorted(had)
            if pid in held
        )
        if not items:
            turn.say("offer_withdrawn")
            turn.chips("cart", "offers")
            return
        turn.say("propose_remove")
        turn.propose(CartMutation("remove_cart_item", items))
        turn.chips("cart", "slots")
        return
    propose_in_its_place(turn, recipe, kept, "propose_recipe_without")

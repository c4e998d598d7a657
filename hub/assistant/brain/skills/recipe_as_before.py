"""A recipe's goods added with one of them as the shopper bought it before: "add the
ingredients, but the rice the same one i got last time", "ضيف مكوناته بس الرز نفس اللي
اخذته المره اللي طافت", "7ot il mukawinat bs il 3aish nafs ili 5athta a5ir mara".

The recipe names its own rice (a 2 kg bag); "the same as last time" says another: the
product and pack of the signed-in shopper's latest order holding goods the word names. The
recipe's lines are proposed with that one in its line's place, nothing asked again. A guest
has no orders, and a word no line of the recipe answers leaves this be.
"""

from __future__ import annotations

from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import cart_lines, quiet_products
from hub.assistant.brain.skills.had_already import had_for
from hub.assistant.brain.skills.held_lines import fetch_cart
from hub.assistant.brain.skills.line_changes import named_best
from hub.assistant.brain.skills.recipes import (
    RECIPE_TURNS,
    ingredient_lines,
    no_recipe_in_view,
    propose_in_its_place,
    servings_shown,
)
from hub.assistant.brain.turn import INTENT, RECIPE, SERVINGS, Turn
from hub.record import Record
from hub.storefront.port import LineItem

# As bought before: "same as last time", "the one i got last time", "نفس اللي اخذته", "مثل
# المره اللي طافت", Arabizi "nafs ili 5athta a5ir mara" (read "نفس الي خثتا اخر مره")
_AS_BEFORE = Gated(
    r"\b(?:same|like)\b.{0,30}\b(?:last time|before|last order|previous(?: order)?"
    r"|(?:i|we) (?:got|bought|ordered|had|took))\b"
    r"|(?<!\w)(?:نفس|مثل|زي)(?!\w).{0,30}(?<!\w)(?:مره|المره|الطلب|طلبي|قبل|اخذت\w*|طلبت\w*"
    r"|جبت\w*|شريت\w*|اشتريت\w*|خذيت\w*|خثت\w*)"
)
# Words of the likeness, which name no goods
_LIKENESS = frozenset(
    {"same", "like", "last", "time", "before", "one", "got", "bought", "ordered", "had", "took",
     "نفس", "مثل", "زي", "اخذته", "اخذتها", "طافت", "فاتت", "الماضيه", "خثتا", "اخر", "مره"}
)  # fmt: skip


async def _bought_lines(turn: Turn) -> list[tuple[Record, LineItem]]:
    """Each product of the shopper's orders with its line there, newest order first."""
    try:
        orders = await turn.store.orders(str(turn.customer_id))
    except Exception:
        return []
    lines = [
        LineItem(str(line["productId"]), line.get("variantId"), int(line.get("quantity") or 1))
        for order in orders
        for line in order.get("items") or []
    ]
    found = await quiet_products(turn, list(dict.fromkeys(line.productId for line in lines)))
    products = {str(product["_id"]): product for product in found}
    return [(products[line.productId], line) for line in lines if line.productId in products]


@while_read_async
async def as_before(turn: Turn) -> tuple[Record, list[LineItem]] | None:
    """The recipe in view and its lines with the goods said "as before" in the pack bought
    then; None when the message asks no such thing of it."""
    if not turn.customer_id or turn.memory.get(INTENT) not in RECIPE_TURNS:
        return None
    if not isinstance(turn.memory.get(RECIPE), str):
        return None
    if _AS_BEFORE.search(turn.message.for_model.lower()) is None:
        return None
    recipe = await turn.call(
        "recipe", turn.store.recipe, str(turn.memory[RECIPE]), useful=lambda _: True
    )
    if recipe is None:
        return None
    lines = await ingredient_lines(turn, recipe, servings_shown(turn, recipe))
    bought = await _bought_lines(turn)
    words = [w for w in turn.utterance.topic if w not in _LIKENESS]
    swaps: dict[str, LineItem] = {}
    for word in words:
        ingredient = named_best([word], lines.products)
        if not ingredient:
            continue
        then = named_best([word], {str(p["_id"]): p for p, _ in bought})
        line = next((line for p, line in bought if str(p["_id"]) in then), None)
        if line is not None:
            swaps.update(dict.fromkeys(ingredient, line))
    if not swaps:
        return None
    had = had_for(turn, str(recipe["_id"]))
    # the recipe's goods already put in the cart ("w il 3aish nafs il marra il fatat" after
    # its lines were confirmed): the goods said as before only, never the rest again
    had |= await _confirmed(turn, str(recipe["_id"]))
    items = [
        swaps.get(item.productId, item)
        for item in lines.items
        if item.productId in swaps or item.productId not in had
    ]
    return recipe, list({(i.productId, i.variantId): i for i in items}.values())


async def _confirmed(turn: Turn, recipe_id: str) -> set[str]:
    """The goods of the recipe's last offer when the cart holds every one of them (it was
    confirmed); none while it is still to confirm."""
    pending = turn.pending or {}
    if pending.get("type") != "add_recipe_to_cart":
        return set()
    if str((pending.get("params") or {}).get("recipeId")) != recipe_id:
        return set()
    offered = {str(line[0]) for line in pending.get("items") or []}
    held = {str(line["productId"]) for line in cart_lines(await fetch_cart(turn))}
    return offered if offered and offered <= held else set()


async def recipe_as_before(turn: Turn) -> None:
    """The recipe's lines proposed, the goods said so as bought before."""
    wanted = await as_before(turn)
    if wanted is None:
        no_recipe_in_view(turn)
        return
    recipe, items = wanted
    await turn.call("orders", turn.store.orders, turn.customer_id)  # the answer's sources
    turn.memory[RECIPE] = recipe["_id"]
    turn.memory.setdefault(SERVINGS, servings_shown(turn, recipe))
    propose_in_its_place(turn, recipe, items, "propose_recipe_as_before")

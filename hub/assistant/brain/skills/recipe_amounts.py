"""The amounts of the recipe in view asked, for the count it was shown for: "shno il
maqadeer? bs abi il ruz tilda" (what are the amounts? I want the Tilda rice), "how much of
each do I need for 10?", "كم الكميات حق ١٠؟".

The recipe's card lists its ingredients as written for the servings it was made for; the
amounts for the count asked are the packs its goods come to, scaled as adding them would be.
A product of ours named beside the question that the recipe already uses is said to be the
one it uses, never read as a question of that product's facts (its origin, "not the
Egyptian").
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.recipe_questions import recipe_shown
from hub.assistant.brain.skills.recipes import (
    RECIPE_TURNS,
    ingredient_lines,
    servings_asked,
    servings_shown,
)
from hub.assistant.brain.turn import INTENT, RECIPE, SERVINGS, Turn
from hub.record import Record
from hub.storefront.cards import number_text

# The amounts asked: "amounts", "quantities", "how much of each", "المقادير", "الكميات"
# (Arabizi "maqadeer", "kamiyat" read "المقادير", "الكميت")
_AMOUNTS = Gated(
    r"\b(?:amounts?|quantities|measurements|how much of (?:each|everything))\b"
    r"|(?<!\w)(?:ال)?(?:مقادير|مقاديرها|مقاديره|كميات|كميت|كمياتها)(?!\w)"
)
# ...asked, not put in: "put it in with the amounts for 10" is the add's
_PUT = Gated(r"\b(?:add|put|throw)\b|(?<!\w)(?:حط|حطه|حطها|حطلي|ضيف|ضيفها|ضيفلي|اضف)(?!\w)")


def asked(turn: Turn) -> bool:
    recipe = turn.memory.get(RECIPE)
    if not isinstance(recipe, str) or turn.memory.get(INTENT) not in RECIPE_TURNS:
        return False
    said = turn.message.for_model.lower()
    return _AMOUNTS.search(said) is not None and _PUT.search(said) is None


async def recipe_amounts(turn: Turn) -> None:
    chosen = await recipe_shown(turn)
    if chosen is None:
        return
    servings = max(1, servings_asked(turn) or servings_shown(turn, chosen))
    lines = await ingredient_lines(turn, chosen, servings, every=True)
    turn.say("recipe_amounts")
    listed = [
        f"{number_text(item.quantity)[turn.language]} × {_name(lines.products, item.productId, turn)}"
        for item in lines.items
    ]
    turn.text_block(
        figures(
            "recipe_amounts",
            turn.language,
            servings=number_text(servings),
            lines={lang: "\n".join(listed) for lang in ("en", "ar")},
        )
    )
    used = _named_and_used(turn, [lines.products[i.productId] for i in lines.items])
    if used:
        turn.text_block(figures("recipe_uses_it", turn.language, name=_both_names(used[0])))
    turn.block({"kind": "recipe", "recipeId": chosen["_id"], "servings": servings})
    turn.memory[SERVINGS] = servings
    turn.chips("add_recipe", "cart")


def _name(products: dict[str, Record], product_id: str, turn: Turn) -> str:
    name = products[product_id].get("name") or {}
    return str(name.get(turn.language) or name.get("en") or product_id)


def _both_names(product: Record) -> dict[str, str]:
    name = product.get("name") or {}
    return {lang: str(name.get(lang) or name.get("en") or "") for lang in ("en", "ar")}


def _named_and_used(turn: Turn, used: list[Record]) -> list[Record]:
    """The recipe's goods the message names by a word of their own name that no kind holds:
    "tilda" / "تيلدا" of the Tilda rice, not "rice" / "الرز" of every rice."""
    said = set(matching.stems(turn.input.text.lower())) | set(turn.utterance.topic)
    said = {word for word in said if len(word) > 2}
    named: list[Record] = []
    for product in used:
        brand = str(product.get("brandId") or "").removeprefix("brand-").replace("-", " ")
        own = {w for text in matching.name_texts(product) for w in matching.stems(text.lower())}
        kinds = {
            w for text in matching.name_texts(product, "keywords") for w in matching.stems(text)
        }
        telling = (own - kinds) | set(brand.split())
        if said & telling:
            named.append(product)
    return named

"""An allergen asked of two or more foods at once: "do the cheese samboosa and the luqaimat
have nuts?", "سمبوسة الجبن واللقيمات فيهم مكسرات؟", "il samboosa w il lgaimat feehum nuts?".

Each food named is answered, never only the one a search found first: a product from its own
record, one of our recipes from its ingredients' records (a dish holds what any of its goods
holds). A food the store has no record of leaves the question to the one-food answer.
"""

from __future__ import annotations

from hub.assistant.brain import matching, replies
from hub.assistant.brain.kin_words import KIN_WORDS
from hub.assistant.brain.needs import ALLERGEN_WORDS, NEED_WORDS
from hub.assistant.brain.product_flags import ALLERGEN_NAMES
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_products,
    quiet_recipes,
    search,
)
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

# Words of the question or of pointing, not of a food
_NOT_FOOD = frozenset(
    words(
        "do does is are have has contain contains any there in it them they those these the a"
        " an of with free safe ok okay allergy allergic allergies allergen allergens got"
        " فيه فيها فيهم هل في عندها عنده حساسيه تحسس مسببات خالي خاليه من"
        " feeh feeha feehum fihum fiha fih"
    )
)
_AND = {"en": " and ", "ar": " و"}


def _allergen(word: str) -> str | None:
    return ALLERGEN_WORDS.get(word.removeprefix("ال"))


def _food_words(topic: list[str]) -> list[str]:
    return [
        word
        for word in topic
        if word not in _NOT_FOOD
        and word not in NEED_WORDS
        and word not in KIN_WORDS  # whom it is for: "my cousin's son", "ابن عمي"
        and _allergen(word) is None
    ]


def _recipe_named(food: list[str], recipes: list[Record]) -> Record | None:
    return matching.best_by_name(food, recipes, min_coverage=0.99)


async def _held(turn: Turn, food: list[str], recipes: list[Record]) -> Record | None:
    """The product named, else our recipe named; None when neither is."""
    hits = confident_hits(food, await search(turn, " ".join(food)))
    recipe = _recipe_named(food, recipes)
    if recipe is not None and not any(matching.best_by_name(food, [hit]) for hit in hits[:1]):
        return recipe
    return hits[0] if hits else recipe


async def _allergens_of(turn: Turn, food: Record) -> list[str] | None:
    """What the food holds of allergens: its record's, or every ingredient's of a recipe
    (None when one of them is silent)."""
    if "ingredients" not in food:
        return (food.get("attributes") or {}).get("allergens")
    ids = [str(line["productId"]) for line in food.get("ingredients") or []]
    goods = await quiet_products(turn, list(dict.fromkeys(ids)))
    held: list[str] = []
    for product in goods:
        own = (product.get("attributes") or {}).get("allergens")
        if own is None:
            return None
        held.extend(allergen for allergen in own if allergen not in held)
    return held


def _name(turn: Turn, food: Record) -> str:
    name = food.get("name") or food.get("title")
    if isinstance(name, dict):
        return str(name.get(turn.language) or name.get("en") or "")
    return str(name or "")


_HOLDS = {"en": "{name}: contains {allergen}.", "ar": "{name}: فيه {allergen}."}
_FREE = {
    "en": "{name}: no {allergen}, going by its record.",
    "ar": "{name}: ما فيه {allergen} حسب بياناته.",
}


def _is_food(word: str | None) -> bool:
    return word is not None and bool(_food_words([word]))


def allergens_asked(tokens: list[str]) -> list[str]:
    """The allergens asked, not those that are part of a food's name: "milk" of "milk
    chocolate", "الحليب" of "شوكولاتة الحليب"."""
    asked: list[str] = []
    for n, token in enumerate(tokens):
        allergen = _allergen(token)
        after = tokens[n + 1] if n + 1 < len(tokens) else None
        before = tokens[n - 1] if n else None
        named = (token.isascii() and _is_food(after)) or (
            not token.isascii() and _is_food(before) and before is not None and not before.isascii()
        )
        if allergen is not None and not named and allergen not in asked:
            asked.append(allergen)
    return asked


async def answered(turn: Turn) -> bool:
    """Each food of two or more named answered for the allergen asked; False when fewer
    than two foods are named, or one of them is not ours."""
    asked = allergens_asked(turn.utterance.tokens)
    if not asked:
        return False
    foods = [food for segment in turn.utterance.segments() if (food := _food_words(segment.topic))]
    if len(foods) < 2:
        return False
    recipes = await quiet_recipes(turn) or []
    found: list[Record] = []
    for words_said in foods:
        held = await _held(turn, words_said, recipes)
        if held is None:
            return False
        if held not in found:
            found.append(held)
    if len(found) < 2:
        return False
    turn.say("allergens_of_the_shown")
    products = [record["_id"] for record in found if "ingredients" not in record]
    if products:
        turn.block({"kind": "products", "productIds": products})
        turn.remember_shown(products)
    for record in found:
        held_now = await _allergens_of(turn, record)
        for allergen in asked:
            named = ALLERGEN_NAMES.get(allergen, (allergen, allergen))
            values = {"name": _name(turn, record), "allergen": named[turn.language == "ar"]}
            if held_now is None:
                line = f"{values['name']}: {replies.figures('allergens_unknown', turn.language)}"
            else:
                line = (_HOLDS if allergen in held_now else _FREE)[turn.language].format(**values)
            turn.text_block(line)
    turn.chips("add_first", "cart")
    return True

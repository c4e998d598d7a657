"""A recipe's goods taken off the cart together: "remove the harees items", "شيل اغراض
الهريس", "shil a3'radh el machboos".

The dish's name is no product of the cart, and its one word may be one product's too (harees
wheat), so the request is the recipe's only when the words say its goods ("items",
"ingredients", "اغراض", "مكونات") and name nothing but the dish: every line of the cart that is
one of the recipe's ingredients goes, in one proposal. "remove the harees wheat" names a
product and is left to the single-line path.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import quiet_recipes
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import JOINS
from hub.record import Record

# The words that say a dish's goods rather than the dish
_GOODS_OF = frozenset(
    {"items", "item", "ingredients", "ingredient", "things", "stuff", "goods", "groceries",
     "اغراض", "الاغراض", "اغراضه", "اغراضها", "مكونات", "المكونات", "مكوناته", "مكوناتها",
     "حاجات", "الحاجات", "اشياء", "الاشياء", "مقادير", "المقادير"}
)  # fmt: skip


def _only_the_dish(topic: list[str], recipe: Record) -> bool:
    """Every word said is a word of the recipe's name ("machboos" of Chicken Machboos)."""
    name = {word for text in matching.name_texts(recipe) for word in matching.stems(text)}
    return all(any(matching.same_word(word, part) for part in name) for word in topic)


async def recipes_lines(turn: Turn, lines: list[Record]) -> list[Record] | None:
    """The cart's lines of the recipe whose goods the message takes off; None when it asks
    no such thing or the cart holds none of them."""
    tokens = turn.utterance.tokens
    at = next((n for n, token in enumerate(tokens) if token in _GOODS_OF), None)
    if at is None:
        return None
    # the clause that names the goods: "..., ba6bo5a ba3dain" (I'll cook it later) after it
    # names nothing of them
    start = max((n + 1 for n in range(at) if tokens[n] in JOINS), default=0)
    end = next((n for n in range(at, len(tokens)) if tokens[n] in JOINS), len(tokens))
    clause = set(tokens[start:end])
    topic = [word for word in turn.utterance.topic if word in clause]
    if not topic:
        return None
    # read quietly, as the brain reads a message's words: emptying the cart asks it and
    # the removal it hands over to asks it again
    recipes = await quiet_recipes(turn)
    if recipes is None:
        return None
    named = [recipe for recipe in recipes if _only_the_dish(topic, recipe)]
    if len(named) != 1:
        return None  # "the chicken items" of several chicken dishes: no one recipe
    [recipe] = named
    ingredients = {str(item["productId"]) for item in recipe.get("ingredients") or []}
    held = [line for line in lines if str(line["productId"]) in ingredients]
    return held or None

"""A recipe with its ingredients as product cards.

Stored: `{kind: "recipe", recipeId, servings}`; a recipe gone from the store is dropped.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import Field

from hub.assistant.blocks.kind import BlockKind, Card, ClientBlock, OptionalId, Reads, StoredRef
from hub.catalogue import Language
from hub.record import Record
from hub.storefront.cards import recipe_card
from hub.storefront.servings import told_for


class RecipeRef(StoredRef):
    recipeId: OptionalId = None
    servings: Any = None


class RecipeBlock(ClientBlock):
    kind: Literal["recipe"]
    recipe: Card = Field(description="The recipe card, ingredients as product cards.")
    servings: int | None
    stepsServings: int | None = Field(
        default=None,
        description="Set when the card is shown for another count: the steps' amounts are"
        " those of the recipe as written, for this many.",
    )
    ingredientCount: int


async def _recipe(ref: RecipeRef, reads: Reads) -> Record | None:
    recipes = await reads.listed("recipes", reads.storefront.recipes)
    return recipes.get(ref.recipeId or "")


async def _ingredients(ref: RecipeRef, reads: Reads) -> Iterable[str]:
    recipe = await _recipe(ref, reads) or {}
    pids = [ingredient.get("productId") for ingredient in recipe.get("ingredients", [])]
    return [pid for pid in pids if isinstance(pid, str)]


async def _render(ref: RecipeRef, reads: Reads, language: Language) -> RecipeBlock | None:
    recipe = await _recipe(ref, reads)
    if recipe is None:
        return None
    rendered = recipe_card(recipe, reads.products, language)
    own = recipe.get("servings")
    servings = ref.servings or own
    if isinstance(servings, int) and isinstance(own, int) and servings != own:
        # "we are 10": the notes and units read for 10, the steps still say they are for 6
        return RecipeBlock(
            kind="recipe",
            recipe=told_for(rendered, recipe, servings, language),
            servings=servings,
            stepsServings=own,
            ingredientCount=len(rendered["ingredients"]),
        )
    return RecipeBlock(
        kind="recipe",
        recipe=rendered,
        servings=servings,
        ingredientCount=len(rendered["ingredients"]),
    )


KINDS = (BlockKind("recipe", RecipeRef, RecipeBlock, _render, _ingredients),)

"""A recipe still in view across a question of how much of its food the guests need.

Right after a recipe card, "we're 8, how much chicken do i need?" is answered by the portion
rule, but the shopper is still cooking that dish: "ok put all the things in the cart" that
follows asks for its ingredients, for the 8 just said, not for a recipe it cannot name.
The portion question keeps the recipe and the guests it counted, for the next message only.
"""

from __future__ import annotations

from hub.assistant.brain.turn import INTENT, RECIPE, Turn

# The recipe a portion question was asked beside, and its guests: {"recipe": id, "people": n}
PORTIONS_OF = "portionsOfRecipe"


def remember(turn: Turn, people: int, *, after_a_recipe: bool) -> None:
    """Held when the question came right after the recipe, dropped otherwise."""
    recipe = turn.memory.get(RECIPE)
    if after_a_recipe and isinstance(recipe, str):
        turn.memory[PORTIONS_OF] = {"recipe": recipe, "people": people}
    else:
        turn.memory.pop(PORTIONS_OF, None)


def still_in_view(turn: Turn) -> bool:
    """The last message asked the portions of the recipe still remembered."""
    held = turn.memory.get(PORTIONS_OF)
    return (
        turn.memory.get(INTENT) == "portions"
        and isinstance(held, dict)
        and held.get("recipe") == turn.memory.get(RECIPE)
    )


def guests(turn: Turn) -> int | None:
    """The guests the portion question counted, while its recipe is still in view."""
    if not still_in_view(turn):
        return None
    people = turn.memory[PORTIONS_OF].get("people")
    return people if isinstance(people, int) and people > 0 else None

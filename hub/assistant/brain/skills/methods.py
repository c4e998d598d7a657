"""How to prepare a food, asked as a kitchen question: "do I have to soak the wheat?" right
after the harees, "الحب لازم انقعه؟", "السمبوسه اقليها ولا بالفرن احسن", "should i fry or
bake the samboosa", "a8li el samboosa wla bil forn?".

A question about a way of preparing (soaking, frying, baking, boiling, grilling, washing,
peeling, thawing) is answered from the store's recipes when one says it: the recipe just
shown, else one whose lines name the food and the way. Two ways weighed against each other
with no recipe to say it get a short general tip on the pair; a way no recipe names is owned
up to, never guessed. No card answers such a question, and nothing is proposed.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.skills.recipe_questions import recipe_in_talk
from hub.assistant.brain.skills.recipes import RECIPE_TURNS
from hub.assistant.brain.turn import INTENT, Turn
from hub.assistant.brain.ways import WAYS, ways_named, weighs_two
from hub.record import Record
from hub.text import stem

# Two ways weighed, with a short general tip for each pair, in both languages
_PAIRS: dict[frozenset[str], str] = {
    frozenset({"fry", "bake"}): "tip_fry_or_bake",
    frozenset({"fry", "air_fry"}): "tip_fry_or_air_fry",
    frozenset({"bake", "air_fry"}): "tip_fry_or_air_fry",
    frozenset({"boil", "steam"}): "tip_boil_or_steam",
    frozenset({"grill", "bake"}): "tip_grill_or_bake",
    frozenset({"grill", "fry"}): "tip_grill_or_bake",
}


def _lines(recipe: Record, language: str) -> list[tuple[str, str]]:
    """Each line of a recipe (its ingredients' notes, then its steps) as (to search, to say):
    searched in both languages, said in the reply's."""
    other = "ar" if language == "en" else "en"
    lines: list[tuple[str, str]] = []
    for item in recipe.get("ingredients", []):
        note = item.get("note") or {}
        said = str(note.get(language, ""))
        lines.append((normalise(f"{said} {note.get(other, '')}").text.lower(), said))
    steps = recipe.get("steps") or {}
    for n, said in enumerate(steps.get(language, [])):
        others = steps.get(other, [])
        both = f"{said} {others[n] if n < len(others) else ''}"
        lines.append((normalise(both).text.lower(), str(said)))
    return lines


def _saying(
    recipe: Record, ways: list[str], language: str, food: list[str] | None = None
) -> list[str]:
    """The recipe's lines that name one of the ways (and, when `food` is given, the food)."""
    foods = {stem(word) for word in food or []}
    lines = []
    for searched, said in _lines(recipe, language):
        if not said or not any(WAYS[way].search(searched) for way in ways):
            continue
        if foods and not foods & {stem(word) for word in re.findall(r"\w+", searched)}:
            continue
        lines.append(said)
    return lines


async def cooking_method(turn: Turn) -> None:
    """From the recipe shown, or a recipe's line naming the food and the way; else a tip on
    two ways weighed; else said that no recipe of ours says it."""
    ways = ways_named(turn.typed_and_read)
    shown = recipe_in_talk(turn)
    food = [word for word in turn.utterance.topic if not ways_named(word)]
    if shown is not None:
        recipe = await turn.call("recipe", turn.store.recipe, shown)
        lines = _saying(recipe, ways, turn.language, food) if recipe else []
        if recipe and not lines and turn.memory.get(INTENT) in RECIPE_TURNS:
            lines = _saying(recipe, ways, turn.language)  # "do i boil it?" right after it
        if lines:
            turn.say("method_in_recipe")
            turn.text_block("\n".join(lines))
            turn.chips("add_recipe", "cart")
            return
    if food and shown is None and not weighs_two(ways, turn.typed_and_read):
        # one way asked of a food: a recipe's line that names both says it
        recipes: list[Record] = await turn.call(
            "recipes", turn.store.recipes, useful=lambda _: True
        )
        for recipe in recipes:
            lines = _saying(recipe, ways, turn.language, food)
            if lines:
                turn.say("method_in_a_recipe")
                turn.text_block(f"{recipe['name'][turn.language]}: " + "\n".join(lines))
                turn.chips("meal_ideas", "cart")
                return
    tip = _PAIRS.get(frozenset(ways[:2])) if len(ways) >= 2 else None
    turn.say(tip or ("method_not_in_recipe" if shown is not None else "method_not_said"))
    turn.chips("meal_ideas", "help")  # where to go next, as after every answer

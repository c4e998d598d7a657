"""All of the recipe just shown but the goods named: "everything but the carrots", "كل شي
غير الجزر", "kil shay bas mu il jazar", "the rest minus the cumin".

"غير", "but" and "bas mu" are no "without" of the lexicon (they say too much elsewhere:
"غير متوفر", "but cheaper"), so read alone the named good is taken for the only one wanted
("bas" is "just"), the inverse of what was asked. Said of a recipe in view, after "all" or
"the rest", they leave that good out and keep every other line, scaled as asked.
"""

from __future__ import annotations

from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.line_changes import named_best
from hub.assistant.brain.skills.lines import variant_named
from hub.assistant.brain.skills.recipes import (
    RECIPE_TURNS,
    ingredient_lines,
    no_recipe_in_view,
    propose_in_its_place,
    servings_asked,
    servings_shown,
)
from hub.assistant.brain.turn import INTENT, RECIPE, SERVINGS, Turn
from hub.record import Record
from hub.storefront.port import LineItem

# All of it, or all that is left: "everything", "the lot", "كلها", "الباقي", "kilshay"
_ALL = Gated(
    r"\b(?:all|everything|every thing|lot|whole|rest|else)\b"
    r"|(?<!\w)(?:كل|كله|كلها|كلهم|كلشي|الكل|الباقي|باقي|البقيه|الباقين|الباجي)(?!\w)"
)
# What leaves the goods after it out
_BUT = frozenset(
    [
        "but",
        "except",
        "minus",
        "without",
        "excluding",
        "apart",
        "not",
        "no",
        "skip",
        "غير",
        "الا",
        "إلا",
        "سوى",
        "عدا",
        "ماعدا",
        "بدون",
        "بلا",
        "مو",
        "مب",
        "مش",
        "ماعدا",
    ]
)

# Words between "but" and the good it leaves out: "just not the carrots", "bas mu il jazar"
_ARTICLES = frozenset(["the", "il", "el", "al", "ال", "any", "of"])
_CLAUSE_BREAKS = frozenset(["and", "و", "then", "بعدين", "also", "بعد"])


@while_read_async
async def wanted(turn: Turn) -> tuple[Record, list[LineItem], int] | None:
    """The recipe in view, the lines kept and the servings, when the message asks for all
    of it but goods of it it names; None otherwise."""
    remembered = turn.memory.get(RECIPE)
    if not isinstance(remembered, str) or turn.memory.get(INTENT) not in RECIPE_TURNS:
        return None
    said = turn.message.for_model.lower()
    tokens = turn.utterance.tokens
    at = next((n for n, token in enumerate(tokens) if token.lower() in _BUT), None)
    if at is None or not _ALL.search(said) or turn.utterance.has("REMOVE"):
        return None
    if turn.utterance.where("EXCEPT") is not None:
        return None  # "bdoon el 3aish, w el dyay 5alah 2": the lexicon's own "without"
    after = []
    for token in tokens[at + 1 :]:
        if token.lower() in _CLAUSE_BREAKS:
            break  # "... but the carrots, and the onion make it 2": the rest is another ask
        if token.lower() not in _ARTICLES:
            after.append(token)
    named = [word for word in turn.utterance.topic if word in after]
    if not named or after[0] not in named:
        return (
            None  # "but make the chicken enough for 10", "but with jumbo shrimp": no good left out
        )
    recipe = await turn.call("recipe", turn.store.recipe, remembered, useful=lambda _: True)
    if recipe is None:
        return None
    servings = _servings(turn, recipe)
    lines = await ingredient_lines(turn, recipe, servings, every=True)
    dropped = named_best(named, lines.products)
    if not dropped or any(token.lower() in _BUT for token in after):
        return None  # "but jumbo shrimp not medium": another pack of it, no good left out
    if any(variant_named(lines.products[i], after[:1]) for i in dropped if i in lines.products):
        return None  # "but the jumbo shrimp": that pack of it wanted
    kept = [item for item in lines.items if item.productId not in dropped]
    return (recipe, kept, servings) if kept else None


def _servings(turn: Turn, recipe: Record) -> int:
    asked = servings_asked(turn)
    if asked is None:
        asked = servings_shown(turn, recipe) * (turn.utterance.multiplier or 1)
    return max(1, asked)


async def recipe_all_but(turn: Turn) -> None:
    """The recipe's lines less those named, proposed in place of any offer of it before."""
    found = await wanted(turn)
    if found is None:
        no_recipe_in_view(turn)
        return
    recipe, items, servings = found
    turn.memory[RECIPE] = recipe["_id"]
    turn.memory[SERVINGS] = servings
    propose_in_its_place(turn, recipe, items, "propose_recipe_without")

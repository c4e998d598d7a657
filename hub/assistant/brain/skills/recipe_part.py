"""Only some of a recipe's goods wanted, right after it was shown or offered: "too much, just
the lettuce, tomatoes and bread", "لا واجد، بس الخس والطماط والخبز", "bas il khyar wil na3na3
minha" (read "بس الخيار و النعناع منها").

Read alone, the goods named are a search for each ("we don't have exactly that") and the
recipe is lost; "لا" even reads them as left out. They are the recipe's own lines: those
ingredients, at the servings the recipe was shown for, proposed in place of its whole offer.
"""

from __future__ import annotations

from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.had_named import had_and_the_rest, had_words
from hub.assistant.brain.skills.line_changes import named_best
from hub.assistant.brain.skills.recipes import (
    RECIPE_TURNS,
    ingredient_lines,
    no_recipe_in_view,
    propose_in_its_place,
    servings_shown,
)
from hub.assistant.brain.turn import INTENT, RECIPE, Turn
from hub.record import Record
from hub.storefront.port import LineItem

# ...as had before: "the rice i ordered last time", "نفس اللي طلبته قبل"
_AS_BEFORE = Gated(
    r"\b(?:same as|like) (?:last time|before|i (?:ordered|got|bought))\b|\bi (?:ordered|got|bought)"
    r" (?:last time|before)\b|(?<!\w)(?:نفس|مثل|زي)(?: \S+){0,2} (?:طلبت\w*|اخذت\w*|شريت\w*)(?!\w)"
)
# Only these: "just", "only", "بس", "فقط", Arabizi "bs", "bas" (read "بس")
_ONLY = Gated(r"\b(?:just|only)\b|(?<!\w)(?:بس|فقط)(?!\w)")
# ...not the goods left out of it: "بس بدون الخبز" is all but the bread; "بس شيل الرز",
# "but take out the rice" ("بس" as "but") takes one out of the whole
_LEAVES_OUT = Gated(
    r"\b(?:without|except|no|minus|skip|remove|take out|leave out|drop)\b"
    r"|(?<!\w)(?:بدون|بلا|من غير|ماعدا|ما عدا|الا|شيل|شيلوا|شيلو|شيلي|طلع|طلعوا|اشطب|احذف)(?!\w)"
)

# ...nor "بس" as "but" before a change of a line: "7o6 el recipe bs 5al el dyay 3" (read
# "بس خل الدجاج"), "add it all, only make the rice 2"
_BUT_A_CHANGE = Gated(
    r"(?<!\w)(?:بس|فقط) (?:خل|خله|خلي|خلها|خليه|خليها|خلهم|خلو|خلوا|سو|سوي|سوه|غير|بدل"
    r"|اجعل)(?!\w)"
    r"|\b(?:just|only) (?:make|change|double|swap|increase|decrease|bump|up)\b"
)


@while_read_async
async def part_wanted(turn: Turn) -> tuple[Record, list[LineItem]] | None:
    """The recipe in view and the lines of it the message keeps to; None when it keeps to
    none, or names goods that are not its."""
    if turn.memory.get(INTENT) not in RECIPE_TURNS or not isinstance(turn.memory.get(RECIPE), str):
        return None
    said = turn.message.for_model.lower()
    u = turn.utterance
    only = _ONLY.search(said) is not None
    # ...or put in by name, every good named one of its lines: "add the chicken, onions and
    # tomatoes" after the machboos is its chicken, its onions and its tomatoes
    if not (only or u.has("ADD")) or _LEAVES_OUT.search(said) is not None or u.asks:
        return None
    if _BUT_A_CHANGE.search(said) is not None:
        return None
    if had_and_the_rest(said):
        return None  # "3indi bai6, 7i6 il ba8i bs": the rest, less what is had
    recipe = await turn.call(
        "recipe", turn.store.recipe, str(turn.memory[RECIPE]), useful=lambda _: True
    )
    if recipe is None:
        return None
    lines = await ingredient_lines(turn, recipe, servings_shown(turn, recipe), every=True)
    had = had_words(said)  # "عندي بصل، بس العدس": the onions are hers, not wanted
    topic = [word for word in u.topic if word not in had]
    named = [word for word in topic if named_best([word], lines.products)]
    if not named or len(named) < len(topic) - len(named):
        return None  # "just the milk": goods of no line of it, or mostly other words
    if not only and (len(named) < max(len(topic), 2) or u.has_quantity or _AS_BEFORE.search(said)):
        # "add 2 kg rice", "add the chicken and some cola": goods of their own; "add the
        # lentils", one good, is put in as it is asked; "7ot il mukawinat w il ruz nafs ili
        # 6alabta gabl": the rice as ordered before
        return None
    kept = named_best(named, lines.products)
    items = [item for item in lines.items if item.productId in kept]
    return (recipe, items) if items else None


async def recipe_part(turn: Turn) -> None:
    """Those of the recipe's lines proposed, in place of its whole offer."""
    wanted = await part_wanted(turn)
    if wanted is None:
        no_recipe_in_view(turn)
        return
    recipe, items = wanted
    propose_in_its_place(turn, recipe, items, "propose_recipe_part")

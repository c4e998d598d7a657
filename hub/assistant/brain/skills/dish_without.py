"""A dish asked of without one of its ingredients: "can i make machboos without saffron?",
"اقدر اسوي المجبوس بدون زعفران؟", "agdar asawi harees bidoon 9al9a?".

A plain answer from the store's recipe: the ingredient the dish is built on (named in the
dish's own name, or the first of its goods) cannot be left out; any other can, with what
stands in for it where the kitchen's table of substitutes knows one, and the store's goods
for that. A food the recipe does not use changes nothing. The recipe card is not shown again:
the shopper has it, and asked one thing of it.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import names_of, products_by_ids
from hub.assistant.brain.skills.food_facts import best
from hub.assistant.brain.skills.kitchen import show_stand_ins
from hub.assistant.brain.skills.line_changes import named_best
from hub.assistant.brain.skills.recipe_names import dish_named
from hub.assistant.brain.skills.substitutes import SUBSTITUTES
from hub.assistant.brain.turn import RECIPE, Turn
from hub.record import Record
from hub.text import words

# Whether it will do, asked: "can i", "is it ok", "will it work", "ينفع", "يصير", "عادي",
# Arabizi "agdar" (read "اقدر"), "yseer", "yinfa3"
_WILL_IT_DO = Gated(
    r"\b(?:can|could|may) (?:i|we|you)\b|\bis it (?:ok|okay|fine|possible|alright)\b"
    r"|\b(?:will|would|does) it (?:work|still work|be ok|be okay|be fine|taste)\b"
    r"|\b(?:ok|okay|fine|possible)\s*\?|\bskip\b|\bleave out\b|\bdo without\b"
    r"|\b(?:yseer|yiseer|ysir|yinfa3|yinfa|ynfa3|3adi|mumkin|momkin|agdar|a8dar|nagdar)\b"
    r"|(?<!\w)(?:اقدر|نقدر|تقدر|ينفع|يصير|يصلح|عادي|ممكن|يمشي|يزبط|يضبط)(?!\w)"
)
# ...and the food left out: "without", "بدون", "bidoon", "skip", "leave out"
_WITHOUT = Gated(
    r"\b(?:without|w/o|skip|leave out|leaving out|no|bidoon|bdoon|bedoon|bedon|bidon|bla|bala)\b"
    r"|(?<!\w)(?:بدون|بلا|من غير|بغير)(?!\w)"
)
# A recipe asked for, not a question of it: "the machboos recipe without saffron"
_THE_RECIPE = Gated(r"\brecipes?\b|\bwasfa\w*|(?<!\w)(?:ال)?وصف(?:ه|ة|ات)(?!\w)")
_LEFT_OUT_WORDS = 3
# Words of the question, which name no dish
_ASKING = frozenset(
    matching.stems(
        "can could may i we make cook do it ok okay fine work still without skip leave out"
        " is possible will would اقدر نقدر اسوي نسوي اطبخ ينفع يصير عادي ممكن بدون"
    )
)


@while_read_async
async def asked(turn: Turn) -> bool:
    """The message asks whether a dish of the store's recipes can be made without a food."""
    said = f"{turn.input.text.lower()} {turn.message.for_model.lower()}"
    if turn.utterance.has("ADD") or _THE_RECIPE.search(said) or not turn.utterance.left_out:
        return False  # "add the machboos without the saffron", "the recipe without it"
    if _WITHOUT.search(said) is None or _WILL_IT_DO.search(said) is None:
        return False
    return await dish_named(turn, set_aside=_ASKING | set(turn.utterance.left_out)) is not None


def _left_out(turn: Turn, recipe: Record) -> tuple[list[str], list[str]]:
    """The words of what is left out less those of the dish's own name ("skip the cardamom
    in harees"), and all of them ("hummus without tahini": Hummus bil Tahina's own word),
    with Arabizi's as typed too ("sumac" of "bidoon sumac" is read another word)."""
    typed = turn.input.text.lower()
    found = _WITHOUT.search(typed)
    as_typed = words(typed[found.end() :])[:_LEFT_OUT_WORDS] if found else []
    dish = [t for text in matching.name_texts(recipe) for t in matching.stems(text)]
    said = [*turn.utterance.left_out, *(w for w in as_typed if w.isascii())]
    kept = [w for w in said if not any(matching.same_word(w, token) for token in dish)]
    return kept, said


def _built_on(recipe: Record, product: Record) -> bool:
    """The dish is built on the product: a word of its name is in the dish's own name, or it
    is the dish's first ingredient."""
    first = (recipe.get("ingredients") or [{}])[0].get("productId")
    dish = [t for text in matching.name_texts(recipe) for t in matching.stems(text.split("(")[0])]
    own = [t for text in matching.name_texts(product) for t in matching.stems(text)]
    return product["_id"] == first or any(
        matching.same_word(word, token) for word in own for token in dish
    )


async def dish_without(turn: Turn) -> None:
    """Whether the dish can be made without the food, and what stands in for it."""
    recipe = await dish_named(turn, set_aside=_ASKING | set(turn.utterance.left_out))
    if recipe is None:
        turn.say("recipes_pick")
        turn.chips("meal_ideas", "help")
        return
    turn.memory[RECIPE] = recipe["_id"]
    kept, left_out = _left_out(turn, recipe)
    dish = names_of(recipe)
    goods = await products_by_ids(turn, [str(i["productId"]) for i in recipe["ingredients"]])
    named = named_best(kept, goods) or named_best(left_out, goods)
    if not named:
        turn.say("dish_without")
        turn.text_block(figures("dish_without_unused", turn.language, dish=dish))
        turn.chips(turn.record_chip("recipe", recipe), "cart")
        return
    product = goods[sorted(named)[0]]
    food = names_of(product)
    turn.say("dish_without")
    if _built_on(recipe, product):
        turn.text_block(figures("dish_without_base", turn.language, dish=dish, food=food))
    else:
        turn.text_block(figures("dish_without_fine", turn.language, dish=dish, food=food))
    table = [entry.swap for entry in SUBSTITUTES]
    known = best(left_out, table)
    entry = next((entry for entry in SUBSTITUTES if entry.swap is known), None)
    if entry is not None:
        turn.text_block(entry.swap.text(turn.language))
        await show_stand_ins(turn, entry)
    turn.chips(turn.record_chip("recipe", recipe), "cart")

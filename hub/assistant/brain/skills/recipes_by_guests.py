"""Recipes asked by how many they serve: "which dishes serve 8?", "شنو عندكم اكلات تكفي ٨
اشخاص", "fi wasfat tkafi 8 nafar?".

No dish is named, so no word of the message is goods to search for: the count of people is
the wish. Ideas are then ordered by how near they come to it, those serving that many first,
then the ones serving more, and the card shows the first for the count asked.
"""

from __future__ import annotations

from itertools import pairwise

from hub.assistant.brain.budgets import take_budget
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.dishes import MEAL_WORDS, MEATLESS_WORDS, QUICK_WORDS, wish_word
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.skills.recipes import guests_said, names_a_recipe
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import words

# Dishes or recipes in general: "recipes", "dishes", "meals", "something to cook", "وصفات",
# "اكلات", "طبخات", "اطباق", "وجبات"; Arabizi as read ("wasfat", "aklat", "tabkhat")
_DISHES = Gated(
    r"\b(?:recipes?|dish(?:es)?|meals?|food|something to (?:cook|make)|wasfat|wasfa|aklat"
    r"|akla|tabkhat|tabkha|atbaq|wajbat)\b"
    r"|(?<!\w)(?:ال)?(?:وصفه|وصفات|اكلات|اكله|طبخات|طبخه|اطباق|طبق|وجبات|وجبه|اكل)(?!\w)"
)


# The words that count people, no food wished: "serves", "feed", "enough", "تكفي", "نفر"
_COUNTING = frozenset(
    words(
        "serve serves serving servings feed feeds feeding enough people persons guests pax of us"
        " يكفي تكفي يكفون تكفون كافي كافيه يشبع تشبع اشخاص شخص نفر انفار افراد ضيوف ناس"
        " ykafi tkafi ykfi tkfi nafar ashkhas"
    )
)


def counting_word(word: str) -> bool:
    """Whether a word of the wish only counts people ("serves", "تكفي", "٨")."""
    return word.lower() in _COUNTING or word.isdigit()


# Words of a wish for ideas that name no dish: "ideas", "something", "افكار", "quick"
_IDEAS = frozenset(words("ideas idea something anything suggestions افكار فكره اقتراحات شي"))


def _generic(word: str) -> bool:
    return bool(
        counting_word(word)
        or _DISHES.search(word.lower())
        or word.lower() in _IDEAS
        or wish_word(word, MEAL_WORDS)
        or wish_word(word, QUICK_WORDS)
        or wish_word(word, MEATLESS_WORDS)
    )


# Words that may follow "recipes", "اكلات" without naming a dish: "that", "اللي", "7ag"
_LINKS = frozenset(
    words(
        "that which for to of you your we are is do does can could will would with in at here"
        " اللي الي لي حق ل عشان عندكم عندك فيه فيها تبع مال"
        " li illi elli lil 7ag 7ug ta3 3indkom 3ndkom 3endkom fi fee"
    )
)


def _names_after_a_dish_word(turn: Turn) -> bool:
    """Whether a word right after "recipe", "wasfat" names a dish: "wasfat biryani 7ag 4"
    is biryani's recipe though its word reads as no food."""
    for text in (turn.message.text, turn.message.for_model):
        said = words(text.lower())
        for before, after in pairwise(said):
            if _DISHES.search(before) and not (_generic(after) or after in _LINKS):
                return True
    return False


def guests_of(turn: Turn) -> int | None:
    """The count of people the message names, in words or digits."""
    return turn.utterance.servings or guests_said(turn.message.text)


async def asks_by_guests(turn: Turn) -> bool:
    """Whether the message asks for dishes by a count of people and names no dish of ours."""
    u = turn.utterance
    if guests_of(turn) is None or u.has("ADD", "REMOVE", "DELIVER", "ORDER"):
        return False
    said = f"{turn.message.text} {turn.message.for_model}".lower()
    if not _DISHES.search(said) or take_budget(turn.message.for_model)[0] is not None:
        return False  # "a meal for 4 under 3 kd": goods within a sum
    if any(not _generic(word) for word in u.topic) or _names_after_a_dish_word(turn):
        return False  # "biryani for 4", "wasfat biryani 7ag 4": a dish named, found or not
    # "machboos for 12 people": that dish, not ideas
    return await recipe_named_whole(turn, one_word=True) is None and not await names_a_recipe(turn)


def nearest_to(recipes: list[Record], guests: int) -> list[Record]:
    """The recipes serving that many first, then those serving more (fewest first), then the
    rest (most first): a dish for 8 is best one written for 8, next one for more."""

    def distance(recipe: Record) -> tuple[int, int]:
        serves = int(recipe.get("servings") or 1)
        return (0, serves - guests) if serves >= guests else (1, guests - serves)

    return sorted(recipes, key=distance)

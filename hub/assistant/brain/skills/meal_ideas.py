"""Meal ideas from the store's own recipes: "what should I make for dinner", "something
italian", "iftar ideas", "quick lunch", "something with chicken".

A wish is read as filters over the recipes: a cuisine or a meal (from the dish a recipe
names, `dishes.py`), quick (the store's own minutes), meat-free, and any other word as an
ingredient the recipe holds. The recipes that fit are offered as chips, the first as its
card; when none fits, the reply says so and offers the others, never "not found" while the
store has recipes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from hub.assistant.brain import matching
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.needs import NEED_WORDS, avoided_words, need_of
from hub.assistant.brain.skills import dietary, recipe_diets
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_search,
    search_kind,
    unmet_words,
)
from hub.assistant.brain.skills.dishes import (
    CUISINE_WORDS,
    DISHES,
    MEAL_WORDS,
    MEATLESS_WORDS,
    QUICK_MINUTES,
    QUICK_WORDS,
    Dish,
    wish_word,
)
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.turn import RECIPE, SERVINGS, Turn
from hub.assistant.brain.understanding import in_words_of_cooking
from hub.record import Record
from hub.text import stem, words

_CHIPS = 4
# Words of asking for an idea, which name no ingredient
_ASKING = frozenset(
    stem(word)
    for word in words(
        "make cook idea ideas suggest suggestion something anything meal meals dish dishes food"
        " recipe recipes today tonight what should could can eat family kids good nice light"
        " healthy new different tasty want like tell show give help need plan week cooking"
        " please everyone home dont know"
        " شو شنو وش شي شاي فيه اطبخ اسوي نطبخ نسوي فكره افكار اقتراح اقترح شي اكله اكل وجبه طبخه طبق"
        " وصفه وصفات اليوم الحين ابي ابغى عطني حق للعيال خفيف صحي زين لذيذ ادري افكار قول"
        " hungry starving جوعان جوعانه جوعنا فكرت يشبع افكر"
        " inspiration inspire inspo الهام"
        # who is coming and when: "having 6 ppl for dinner tmrw"
        " having tomorrow tmrw tmr guests people ppl friends over ضيوف عزيمه باجر بكره"
    )
)


@dataclass(frozen=True, slots=True)
class Wish:
    cuisine: str | None
    meal: str | None
    quick: bool
    meatless: bool
    with_words: list[str]  # ingredients asked for: "something with chicken"


def _wish(turn: Turn) -> Wish:
    cuisine = meal = None
    quick = meatless = False
    rest: list[str] = []
    avoided = avoided_words(turn.message.for_model)
    for token in turn.utterance.tokens:
        found_cuisine = wish_word(token, CUISINE_WORDS)
        found_meal = wish_word(token, MEAL_WORDS)
        if found_cuisine:
            cuisine = found_cuisine
        elif found_meal:
            meal = found_meal
        elif wish_word(token, QUICK_WORDS):
            quick = True
        elif wish_word(token, MEATLESS_WORDS):
            meatless = True
        elif (
            token in turn.utterance.topic
            and stem(token) not in _ASKING
            and token not in turn.utterance.left_out  # "a dessert w no nuts"
            and token not in NEED_WORDS  # "something gluten free for dinner"
            and token not in avoided  # "one is allergic to shellfish"
            and len(token) > 1
        ):
            rest.append(token)
    return Wish(cuisine, meal, quick, meatless, rest)


async def _food_words_only(turn: Turn, wish: Wish, recipes: list[Record]) -> Wish:
    """The wish less the words that name no food, neither in a recipe nor in the store ("got
    off a 12 hour shift", "for my husband", "ربيعتي نباتيه"): they wish for no ingredient, so
    they rule no recipe out."""
    own = [word for recipe in recipes for word in _own_words(recipe)]
    kept: list[str] = []
    for word in wish.with_words:
        if any(matching.same_word(word, it) for it in own) or confident_hits(
            [word], await quiet_search(turn, word)
        ):
            kept.append(word)
    return replace(wish, with_words=kept)


def _own_words(recipe: Record) -> list[str]:
    """A recipe's name, keywords and ingredient notes: what it is and what is in it."""
    texts = matching.name_texts(recipe) + matching.keywords_of(recipe)
    for ingredient in recipe.get("ingredients") or []:
        note = ingredient.get("note")
        texts += list(note.values()) if isinstance(note, dict) else [str(note or "")]
    return [word for text in texts for word in words(text)]


def _dish_of(recipe: Record) -> Dish | None:
    own = words(" ".join(matching.name_texts(recipe) + matching.keywords_of(recipe)))
    return next((dish for dish in DISHES if matching.phrase_hits(own, dish.names)), None)


def _fits(recipe: Record, wish: Wish, *, closest: bool = False) -> bool:
    dish = _dish_of(recipe)
    if wish.cuisine and wish.cuisine != "arabic":
        cuisines = (dish.like if closest else dish.cuisines) if dish else frozenset()
        if wish.cuisine not in cuisines:
            return False
    if wish.meal and (dish is None or wish.meal not in dish.meals):
        return False
    if wish.meatless and (dish is None or not dish.meatless):
        return False
    if wish.quick and int(recipe.get("minutes") or QUICK_MINUTES + 1) > QUICK_MINUTES:
        return False
    own = _own_words(recipe)
    return all(any(matching.same_word(word, it) for it in own) for word in wish.with_words)


def _with_what_was_asked(recipes: list[Record], wish: Wish) -> list[Record]:
    """The recipes holding every ingredient asked, once how quick, for which meal and of which
    cuisine are let go in turn: what is in the dish matters more than when it is eaten."""
    for relaxed in (
        replace(wish, quick=False),
        replace(wish, quick=False, meal=None),
        replace(wish, quick=False, meal=None, cuisine=None, meatless=False),
    ):
        if fitting := [recipe for recipe in recipes if _fits(recipe, relaxed)]:
            return fitting
    return []


async def meal_ideas(turn: Turn) -> None:
    recipes: list[Record] = await turn.call("recipes", turn.store.recipes, useful=bool)
    if not recipes:
        turn.say("meal_ideas_no_recipes")
        turn.chips("aisles", "offers")
        return
    recipes = await recipe_diets.safe_recipes(turn, recipes)
    if not recipes:
        turn.say("need_none")  # every recipe holds what must be kept away
        turn.chips("aisles", "help")
        return
    wish = await _food_words_only(turn, _wish(turn), recipes)
    fitting = [recipe for recipe in recipes if _fits(recipe, wish)]
    named = await recipe_named_whole(turn, one_word=True)
    if named is not None and named in recipes:
        # "ramadan gareeb, shno afkar lil fu6oor? yimkin lgaimat": the dish named is the
        # first idea, whatever else the wish holds
        fitting = [named, *(recipe for recipe in fitting if recipe is not named)]
        turn.say("meal_ideas")
    elif fitting:
        turn.say("meal_ideas")
    elif wish.with_words and (fitting := _with_what_was_asked(recipes, wish)):
        # "quick lunch idea with chicken": the chicken recipes, quick or not, before any other
        turn.say("meal_ideas_with_it")
    elif wish.with_words and need_of(turn.message.for_model) and await dietary.answer_need(turn):
        # "any sweetener for diabetics": goods wanted for what they are, none an idea
        return
    elif wish.with_words and (goods := await _goods_wished(turn, wish)):
        # "ابي ستيك للعشا": steak wanted for dinner, which no recipe holds and the store
        # sells; not an idea asked for
        show_products(turn, goods)
        return
    else:
        fitting = [
            recipe for recipe in recipes if wish.cuisine and _fits(recipe, wish, closest=True)
        ]
        turn.say("meal_ideas_closest" if fitting else "meal_ideas_none_fit")
        fitting = fitting or recipes
    if wish.quick:
        fitting = sorted(fitting, key=lambda recipe: int(recipe.get("minutes") or 0))
    fitting = _using_what_is_in_view(turn, fitting, wish, recipes)
    first = fitting[0]
    servings = int(first.get("servings") or 1)
    turn.block({"kind": "recipe", "recipeId": first["_id"], "servings": servings})
    turn.memory[RECIPE] = first["_id"]  # "add its ingredients" is about the card shown
    turn.memory[SERVINGS] = servings
    turn.chips(*(turn.record_chip("recipe", recipe) for recipe in fitting[:_CHIPS]))


# The products in view pointed at: "with those", "using these", "فيهم", "بهذول", "fihum"
_THOSE = Bilingual(
    r"\b(?:with|using|use|from) (?:those|these|them|it|this|that)\b",
    r"(?<!\w)(?:فيهم|فيها|بهم|بها|منهم|منها|بهذول|بهذي|من هذول)(?!\w)",
)


def _using_what_is_in_view(
    turn: Turn, fitting: list[Record], wish: Wish, recipes: list[Record]
) -> list[Record]:
    """ "quick vegan dinner with those?" after the lentils, "شو اسوي فيهم": the recipes
    using most of the products just shown or offered come first, the rest as they were;
    when none of those that fit the wish uses one, the ones that do once how quick and for
    which meal are let go (the goods in hand matter more than the clock)."""
    if wish.with_words or not (turn.utterance.refers_back or _THOSE.search(turn.message.for_model)):
        return fitting
    in_view = set(turn.shown()) | {line.productId for line in turn.proposed}

    def uses(recipe: Record) -> int:
        held = {str(item.get("productId")) for item in recipe.get("ingredients") or []}
        return len(held & in_view)

    ranked = sorted(fitting, key=uses, reverse=True)  # stable: equals keep their order
    if ranked and uses(ranked[0]):
        return ranked
    relaxed = replace(wish, quick=False, meal=None)
    using = sorted((r for r in recipes if _fits(r, relaxed) and uses(r)), key=uses, reverse=True)
    return using + [recipe for recipe in ranked if recipe not in using] if using else ranked


async def _goods_wished(turn: Turn, wish: Wish) -> list[str]:
    """The products holding every word wished for, when the wish asks for no idea and asks
    nothing ("3indi rejeem shno akil" asks what to eat). Only "with" of the words of cooking
    is allowed: "something with steak for dinner", which no recipe holds, wants the steak."""
    if _ASKED.search(turn.message.for_model) or in_words_of_cooking(turn.message, but_with=True):
        return []
    hits = confident_hits(wish.with_words, await search_kind(turn, " ".join(wish.with_words)))
    return [hit["_id"] for hit in hits if not unmet_words(wish.with_words, [hit])]


_ASKED = re.compile(r"[?؟]|\b(?:what|which|how)\b|(?<!\w)(?:شو|شنو|وش|ايش|كيف)(?!\w)")

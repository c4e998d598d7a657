"""Meal ideas from the store's own recipes: "what should I make for dinner", "something
italian", "iftar ideas", "quick lunch", "something with chicken".

A wish is read as filters over the recipes: a cuisine or a meal (from the dish a recipe
names, `dishes.py`), quick (the store's own minutes), meat-free, and any other word as an
ingredient the recipe holds. The recipes that fit are offered as chips, the first as its
card; when none fits, the reply says so and offers the others, never "not found" while the
store has recipes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from difflib import SequenceMatcher

from hub.assistant.brain import matching
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.kitchen_asked import in_words_of_cooking
from hub.assistant.brain.needs import NEED_WORDS, avoided_words, need_of
from hub.assistant.brain.occasions import asks_what_to_make, asks_what_to_make_with, occasion_of
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import (
    dietary,
    dishes_ruled_out,
    ones_day,
    recipe_diets,
    recipes_for_a_need,
)
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_recipes,
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
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.skills.recipes_by_guests import counting_word, guests_of, nearest_to
from hub.assistant.brain.turn import RECIPE, SERVINGS, Turn
from hub.record import Record
from hub.text import stem, words

_CHIPS = 4
# Words of asking for an idea, which name no ingredient
_ASKING_TEXT = (
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
    # another wished: "anything else", "شي ثاني", "ay shay thani" (its guests "الذيوف" as read)
    " else another other different ثاني ثانيه غير غيره غيرها عادي ذيوف الذيوف"
    # about when they come: "tonight around 8", "الليله حوالي ٨", "il lela ta8reeban 8"
    " around about roughly approx حوالي تقريبا بحدود الليله الساعه ta8reeban taqreeban"
    # what is asked of us: "شنو تقترح", "shno t8tri7"
    " تقترح تقترحون تقترحين serve"
)
_ASKING = frozenset(stem(word) for word in words(_ASKING_TEXT))


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
            # "appetizers for tonight": the course asked, not the meal it is served at
            meal = meal if meal == "starter" else found_meal
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
            and not ones_day.of_ones_day(token)  # "توني راجعة من الدوام": no food
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
    by_need = await recipe_diets.recipes_by_need(turn, recipes)
    need_said = recipe_diets.checked(recipe_diets.need_in_talk(turn))
    recipes = by_need["keeps"]
    if not recipes:
        turn.say("need_none")  # every recipe holds what must be kept away
        recipes_for_a_need.tell_kept(turn, by_need, [])
        turn.chips("aisles", "help")
        return
    wish = _wish(turn)
    if guests_of(turn) is not None:  # "dishes that serve 8": "serve" is no ingredient
        wish = replace(wish, with_words=[w for w in wish.with_words if not counting_word(w)])
    # "...thats not a salad": those dishes out of the ideas, and out of the wish's words
    ruled_out = dishes_ruled_out.ruled_out_words(turn.message.for_model, recipes)
    if ruled_out and dishes_ruled_out.without(recipes, ruled_out):
        recipes = dishes_ruled_out.without(recipes, ruled_out)
        by_need["keeps"] = recipes
        wish = replace(wish, with_words=[w for w in wish.with_words if w not in ruled_out])
    wish = await _food_words_only(turn, wish, recipes)
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
    elif need_said:
        # "office lunch, one of us is vegan and coeliac": those that suit it are the answer,
        # whatever else the wish held
        turn.say("meal_ideas_for_need")
        fitting = recipes
    else:
        fitting = [
            recipe for recipe in recipes if wish.cuisine and _fits(recipe, wish, closest=True)
        ]
        turn.say("meal_ideas_closest" if fitting else "meal_ideas_none_fit")
        fitting = fitting or recipes
    if wish.quick:
        fitting = sorted(fitting, key=lambda recipe: int(recipe.get("minutes") or 0))
    fitting = _using_what_is_in_view(turn, fitting, wish, recipes)
    guests = guests_of(turn)
    if guests is not None and named is None:
        fitting = nearest_to(fitting, guests)  # "dishes that serve 8": those for 8 first
    recipes_for_a_need.tell_kept(turn, by_need, fitting)
    first = fitting[0]
    servings = guests or int(first.get("servings") or 1)
    turn.block({"kind": "recipe", "recipeId": first["_id"], "servings": servings})
    turn.memory[RECIPE] = first["_id"]  # "add its ingredients" is about the card shown
    turn.memory[SERVINGS] = servings
    turn.chips(*(turn.record_chip("recipe", recipe) for recipe in fitting[:_CHIPS]))


# The products in view pointed at: "with those", "using these", "فيهم", "بهذول", "fihum"
_THOSE = Bilingual(
    r"\b(?:with|using|use|from) (?:those|these|them|it|this|that)\b",
    r"(?<!\w)(?:فيهم|فيها|فيه|بهم|بها|به|منهم|منها|منه|بهذول|بهذي|بهذا|من هذول)(?!\w)",
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
    focus = turn.focus()  # "وش اسوي فيه" after the lentils' card: that one before the list

    def uses(recipe: Record) -> tuple[bool, int]:
        held = {str(item.get("productId")) for item in recipe.get("ingredients") or []}
        return focus in held, len(held & in_view)

    ranked = sorted(fitting, key=uses, reverse=True)  # stable: equals keep their order
    if ranked and any(uses(ranked[0])):
        return ranked
    relaxed = replace(wish, quick=False, meal=None)
    using = sorted(
        (r for r in recipes if _fits(r, relaxed) and any(uses(r))), key=uses, reverse=True
    )
    return using + [recipe for recipe in ranked if recipe not in using] if using else ranked


async def _goods_wished(turn: Turn, wish: Wish) -> list[str]:
    """The products holding every word wished for, when the wish asks for no idea and asks
    nothing ("3indi rejeem shno akil" asks what to eat). Only "with" of the words of cooking
    is allowed: "something with steak for dinner", which no recipe holds, wants the steak."""
    if _ASKED.search(turn.message.for_model) or in_words_of_cooking(turn.message, but_with=True):
        return []
    hits = confident_hits(wish.with_words, await search_kind(turn, " ".join(wish.with_words)))
    return [hit["_id"] for hit in hits if not unmet_words(wish.with_words, [hit])]


_ASKED = Gated(r"[?؟]|\b(?:what|which|how)\b|(?<!\w)(?:شو|شنو|وش|ايش|كيف)(?!\w)")


# What to do, not what to cook: "طفشان شنو اسوي اليوم", "شنو اسوي اذا نسيت الباسوورد", "ابي اسوي
# تاتو", "shnu nsawi bil weekend", "gift ideas for my mum". "سوي" is to make and to do, and
# "ideas" are of anything; with no word of cooking, no meal, no occasion and nothing named a
# food, neither in a recipe nor in the store, the recipes would answer another matter. Asked
# bare ("shasawi el yom", "any ideas?") it stays what to cook, and the people it is for name no
# other matter ("شنو اسوي للعيال"), nor do the words of asking nicely ("تكفى").
_ASKS_GENERICALLY = Bilingual(
    r"\b(?:ideas?|suggest\w*|recommend\w*|what (?:should|can|could|do) (?:i|we) do)\b",
    r"(?<!\w)(?:اسوي|نسوي|شسوي|شنسوي|اسويه|نسويه|اسويها|اسويلهم|نسويلهم|افكار|فكره|اقتراح|اقترح\w*"
    r"|تقترح\w*)(?!\w)",
)
_COOKING = Bilingual(
    r"\b(?:make|cook\w*|prepare|bake|eat|recipes?|dish(?:es)?|meals?|food|snacks?|desserts?"
    r"|hungry|starving|potluck|carbs?|keto|vegan|vegetarian|diet)\b",
    r"(?<!\w)(?:ال|بال|لل)?(?:اطبخ|نطبخ|طبخ\w*|شطبخ|شنطبخ|اكل|ناكل|اكله|اكلات|وجبه|وجبات|طبق|اطباق"
    r"|وصفه|وصفات"
    r"|حلي|حلا|حلويات|سلطه|شوربه|جوعان\w*|يشبع|مطبخ)(?!\w)",
)
# ...and the words of asking for a meal, which name nothing of another matter misspelt either
_ASKING_WORDS = (
    *words(_ASKING_TEXT),
    *words(
        "سحور فطور ريوق غدا عشا عزيمه عزومه نتغدي نتعشي طبخات suhoor iftar breakfast lunch dinner"
    ),
)
_MISSPELT = 0.75  # the likeness of a word misspelt to its own: "suhoro", "اعلشا", "وصهف"
_SHORT = 3  # letters, of a word too short to be told misspelt
_NOT_A_MATTER = frozenset(
    stem(word)
    for word in words(
        "wife husband mum mom mother dad father son daughter baby kids children guests family"
        " friends brother sister boss زوجي زوجتي امي ابوي ولدي بنتي عيالي العيال عيال اهلي ربعي"
        " الربع اخوي اختي الضيوف ضيوفي البيبي"
        # ...and the words of asking nicely
        " please pls plz thx thanks asap um تكفي سمحت مشكور الله يخليك يعافيك عمرك"
    )
)


# A wish to do or make something, in the verb Gulf Arabic gives both ("ابي اسوي تاتو", "بسوي
# رحله"): a search read in it looks goods up by what is to be done
_TO_DO = Gated(r"(?<!\w)(?:ا|ن|ب|بن)سوي(?:ه|ها|لي|لهم)?(?!\w)")


def says_to_do(turn: Turn) -> bool:
    """Whether the message wishes to do or make something in the Gulf verb of both."""
    return _TO_DO.search(turn.message.for_model) is not None


async def asks_what_to_do(turn: Turn) -> bool:
    """Whether a message read as a wish for meal ideas asks what to do instead: it asks by a
    word of doing or of ideas alone, and nothing it names is a recipe's or a product's own
    word, nor one misspelt (`_food_words_only` keeps any word the search comes near, to rule
    no recipe out)."""
    said = turn.message.for_model
    if turn.message.arabizi:
        return False  # its words as read are too loose a guess to say none is a food
    if not _ASKS_GENERICALLY.search(said) or _COOKING.search(said):
        return False
    if asks_what_to_make(said) or occasion_of(said) is not None:
        return False  # "3indi 3azeema shasawi": what to cook for it
    wish = _wish(turn)
    if wish.cuisine or wish.meal or wish.quick or wish.meatless:
        return False
    named = [word for word in telling_words(wish.with_words) if stem(word) not in _NOT_A_MATTER]
    if not named:
        return False
    foods = await _foods_among(turn, named)
    if foods is None or foods:
        return False  # "شنو اسوي بالدجاج": a recipe's or a product's own word
    # what is left names another matter, unless it is a word of asking misspelt ("suhoro
    # ideas", "ابي فكره حق اعلشا")
    return not all(_misspelt_of(word, _ASKING_WORDS) for word in named)


async def _foods_among(turn: Turn, named: list[str]) -> list[str] | None:
    """The words of `named` that are a recipe's own (as spelt or misspelt) or a product's
    own as written ("تاتو" is no food the store holds, however like one it sounds); None
    when the recipes cannot be read."""
    recipes = await quiet_recipes(turn)
    if recipes is None:
        return None  # the skill says the store's trouble, if it has it
    own = [word for recipe in recipes for word in _own_words(recipe)]
    foods: list[str] = []
    for word in named:
        if _misspelt_of(word, own):
            foods.append(word)
            continue
        hits = await quiet_search(turn, word)
        if any(not unmet_words([word], [hit], sound_alike=False) for hit in hits):
            foods.append(word)
    return foods


async def made_with_a_food(turn: Turn) -> bool:
    """Whether the message asks what to make with something, and every word it names is a
    food of the store's recipes or shelves ("وش اسوي بالشعريه"): ideas from the recipes,
    however the domain gate reads a word it seldom saw. "شو اسوي بزيت السياره" names a car."""
    if not asks_what_to_make_with(turn.message.for_model):
        return False
    named = [
        word for word in telling_words(_wish(turn).with_words) if stem(word) not in _NOT_A_MATTER
    ]
    if not named:
        return False
    foods = await _foods_among(turn, named)
    return foods is not None and len(foods) == len(named)


def _misspelt_of(word: str, known: Iterable[str]) -> bool:
    """Whether `word` is one of `known`, as spelt or misspelt ("cheee", "اعلشا"); a short
    word only as spelt ("عشان" is no "عشا")."""
    bare = word.removeprefix("بال").removeprefix("لل").removeprefix("ال")
    return any(
        matching.same_word(word, it, sound_alike=False)
        or (
            len(bare) > _SHORT
            and max(
                SequenceMatcher(None, bare, it).ratio(), SequenceMatcher(None, word, it).ratio()
            )
            >= _MISSPELT
        )
        for it in known
    )

"""Kitchen questions answered from tables of food facts: how long a food takes to cook, how
to keep it, and what to use instead of it.

The facts are general knowledge (`cooking_times.py`, `keeping.py`, `substitutes.py`), shown
as a text card; what is the store's own is said from its data: a dish it has a recipe for
takes the recipe's minutes, a product no entry names is kept as its aisle is, and the
substitutes it sells are shown as products. A food no table holds is owned up to, never
guessed.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.keeping_asked import asks_how_it_keeps
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import catalogue, fizzy_drinks, sold_out_stand_ins
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_products,
    quiet_search,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.cooking_times import COOKING_BY_AISLE, COOKING_TIMES
from hub.assistant.brain.skills.food_facts import best
from hub.assistant.brain.skills.in_view import (
    asks_to_cook_the_one_in_view,
    fact_of,
    product_in_view,
    says_cooking,
)
from hub.assistant.brain.skills.keeping import (
    AISLE_KINDS,
    BY_AISLE,
    COOKED_RICE,
    KEEPING,
    LEFTOVERS,
)
from hub.assistant.brain.skills.lines import any_in_stock
from hub.assistant.brain.skills.recipes import RECIPE_TURNS
from hub.assistant.brain.skills.substitutes import SUBSTITUTES, Substitute, swap_asked
from hub.assistant.brain.turn import INTENT, RECIPE, SERVINGS, SUBSTITUTED, Turn
from hub.assistant.brain.ways import ways_named
from hub.record import Record
from hub.storefront.cards import number_text
from hub.text import stem, words

_SUBSTITUTE_CARDS = 6
# Words of the question, not of the food: "how long does X take to cook", "kam ya5ith wagt"
_QUESTION = frozenset(
    stem(word)
    for word in words(
        "long time take takes taking minutes hours cook cooking cooked bake baking boil boiling"
        " roast fry ready done need needs keep kept store stored storing last lasts fresh"
        " fridge freezer pantry cupboard shelf life use instead substitute substitutes"
        " replace replacement alternative swap without recipe whole"
        # the pot it cooks in: "كم يبي وقت بالقدر الضغط" of the meat in view
        " pressure cooker pot instapot قدر القدر بالقدر ضغط الضغط بالضغط"
        " وقت ياخذ تاخذ يبي تبي يحتاج تحتاج دقيقه دقايق ساعه ساعات طبخ اطبخ يطبخ ينطبخ تنطبخ"
        # minutes in Arabizi ("da8ee8a", "dagayig"), read with the "8" as "غ"
        " دغيغه دغيغا دغايغ دقيقا"
        " يستوي تستوي استوي سلق اسلق يسلق شوي فرن احفظ احتفظ يحفظ تحفظ حفظ ينحفظ يتحمل تتحمل"
        " يخرب تخرب ثلاجه الثلاجه فريزر الفريزر بدال بدل بديل البديل استخدم استعمل مكان"
    )
)


def _food_words(turn: Turn) -> list[str]:
    return [word for word in turn.utterance.topic if stem(word) not in _QUESTION]


def _named_by_name(food: list[str], recipes: list[Record]) -> Record | None:
    """The recipe whose whole name the words hold ("how long does harees take", "lentil
    soup"), not one whose name only shares a word ("rice" of Kuwaiti Shrimp Rice) or lists
    the food among its keywords (machboos for "chicken")."""
    return next((r for r in recipes if matching.phrase_hits(food, matching.name_texts(r))), None)


# A step that takes a stated time: "leave to rise for 45 minutes", "اتركها تتخمر ٤٥ دقيقة"
_TIMED = Gated(r"\d+\s*(?:-|–|to)?\s*\d*\s*(?:min|minutes?|hours?|hrs?|دقيق|دقايق|ساع)")
_UNIT_WORDS = frozenset(
    stem(word) for word in words("minute minutes hour hours دقيقه دقايق ساعه دغيغه دغيغا دغايغ")
)


def _root(word: str) -> str:
    """An Arabic verb less the letters that conjugate it: "تختمر" and "تتخمر" (to rise)
    both keep "خمر"'s letters in order."""
    return word.removeprefix("ال").lstrip("تينا") if word.isalpha() and not word.isascii() else word


def _same_doing(said: str, written: str) -> bool:
    if matching.same_word(said, written):
        return True
    short, long_ = sorted((_root(stem(said)), _root(stem(written))), key=len)
    if said.isascii() or len(short) < 3:
        return False
    letters = iter(long_)
    return all(letter in letters for letter in short)


def _timed_step(turn: Turn, recipe: Record | None) -> str | None:
    """The step of the recipe that the question names and that states its time ("how long
    does the dough rise" of luqaimat: "leave to rise for 45 minutes")."""
    steps = (recipe or {}).get("steps")
    if not isinstance(steps, dict):
        return None
    said = [word for word in turn.utterance.topic if stem(word) not in _UNIT_WORDS]
    for step in steps.get(turn.language) or steps.get("en") or []:
        written = [w for w in matching.stems(step) if w not in _UNIT_WORDS and len(w) > 2]
        named = any(_same_doing(word, it) for word in said for it in written)
        if named and _TIMED.search(step):
            return str(step)
    return None


def _names_all(food: list[str], step: str) -> bool:
    written = matching.stems(step)
    return all(any(_same_doing(word, it) for it in written) for word in food)


async def _sold(turn: Turn, food: list[str]) -> bool:
    """Whether the words name a product of the store ("gers ogaily"), not a step's own
    thing ("the dough")."""
    if not food:
        return False
    return any(not unmet_words(food, [hit]) for hit in await quiet_search(turn, " ".join(food)))


def _the_one_timed_step(turn: Turn, recipes: list[Record]) -> str | None:
    """The step the question names, when one recipe of the store alone has it: "how long does
    the dough rise" after another dish was shown is still luqaimat's."""
    found = [step for recipe in recipes if (step := _timed_step(turn, recipe)) is not None]
    return found[0] if len(found) == 1 else None


def keeps_the_one_in_view(turn: Turn) -> bool:
    """ "w lo ma 6aba5ta el youm shlon a5azna", "how do i store it" after the hamour: how the
    product in view keeps, however like another matter's the gate finds it."""
    return turn.focus() is not None and asks_how_it_keeps(turn.message.for_model)


@while_read
def cooks_the_one_in_view(turn: Turn) -> bool:
    """ "how do i cook it", "shlon a6ba5ha" after the quinoa: its cooking time asked."""
    return asks_to_cook_the_one_in_view(turn, _food_words(turn))


async def cooking_time(turn: Turn) -> None:
    food = _food_words(turn)
    unnamed = not [word for word in food if not ways_named(word)] or cooks_the_one_in_view(turn)
    if turn.memory.get(INTENT) not in RECIPE_TURNS and unnamed and says_cooking(turn):
        # "how long do i grill it" after the hamour: the product in view, before any recipe
        record = await product_in_view(turn)
        known_here = (
            fact_of(record, COOKING_TIMES, COOKING_BY_AISLE) if record is not None else None
        )
        if known_here is not None:
            turn.say("cooking_time")
            turn.text_block(known_here.text(turn.language))
            turn.chips("meal_ideas", "cart")
            return
    recipes: list[Record] = await turn.call("recipes", turn.store.recipes, useful=lambda _: True)
    recipe = _named_by_name(food, recipes) if food else None
    known = best(food, COOKING_TIMES) if food else None
    remembered = next((r for r in recipes if r["_id"] == turn.memory.get(RECIPE)), None)
    for candidate in (recipe, remembered):
        step = _timed_step(turn, candidate)
        # the recipe's own word before any table's, unless the table's food is one the step
        # does not name ("chicken breast" after machboos, whose chicken is in pieces)
        if step is not None and (known is None or _names_all(food, step)):
            turn.say("recipe_step_time")
            turn.text_block(step)
            turn.chips("add_recipe", "cart")
            return
    if recipe is None and known is None and food:
        named = matching.ranked(food, recipes)
        recipe = named[0] if named else None
    step = _the_one_timed_step(turn, recipes) if recipe is None and known is None else None
    if step is not None and (_names_all(food, step) or not await _sold(turn, food)):
        # ...unless the question names goods the step does not: "how long does gers ogaily
        # bake" is no bechamel's oven
        turn.say("recipe_step_time")
        turn.text_block(step)
        turn.chips("meal_ideas", "cart")
        return
    if recipe is None and known is None and not food and turn.memory.get(INTENT) == "recipe":
        remembered = turn.memory.get(RECIPE)
        recipe = next((r for r in recipes if r["_id"] == remembered), None)
    if recipe is not None and recipe.get("minutes"):
        turn.say("cooking_time_recipe")
        name = recipe.get("name")
        turn.text_block(
            figures(
                "recipe_minutes",
                turn.language,
                name=name if isinstance(name, dict) else {"en": str(name), "ar": str(name)},
                minutes=number_text(int(recipe["minutes"])),
            )
        )
        servings = int(recipe.get("servings") or 1)
        turn.block({"kind": "recipe", "recipeId": recipe["_id"], "servings": servings})
        turn.memory[RECIPE] = recipe["_id"]
        turn.memory[SERVINGS] = servings
        turn.chips("add_recipe", "cart")
        return
    if known is not None:
        turn.say("cooking_time")
        turn.text_block(known.text(turn.language))
        turn.chips("meal_ideas", "cart")
        return
    turn.say("cooking_time_unknown")
    turn.chips("meal_ideas", "help")


# A dish cooked at home keeps as cooked food, whatever its raw goods keep as: "how long does
# cooked harees keep", "اللحم المطبوخ كم يقعد", "el 3ish el matbookh"
_COOKED = frozenset(
    stem(word)
    for word in words("cooked cooking leftover leftovers مطبوخ مطبوخه المطبوخ المطبوخه متبوخ")
)


# Words of keeping, not of a food: "can i freeze them", "كم يقعد بالثلاجه ولا افرزه", "kam
# yi3eesh bil thalaja" (read "ثلجا"), "ينحفظ برا الثلاجه"
_KEEPING_WORDS = frozenset(
    stem(word)
    for word in words(
        "freeze freezing frozen thaw defrost go goes put room counter outside spoil spoils bad"
        " يقعد تقعد يعيش تعيش يحمل تحمل يتحمل تتحمل افرز افرزه افرزها افريز اجمد اجمده اجمدها يتجمد"
        " ثلجا ثللجا ثلاجا ثلجه ثلاجه ثلاجة بالثلاجه برا بره خارج اذا حطيته حطيتها يخرب تخرب يفسد"
    )
)


def food_kept(turn: Turn) -> list[str]:
    """The words of a question of keeping that name the food, not how it is kept: "milk"
    of "how long does milk last in the fridge"."""
    return [w for w in _food_words(turn) if stem(w) not in _COOKED | _KEEPING_WORDS]


async def storage(turn: Turn) -> None:
    said = turn.utterance.topic
    # "after cooking" keeps a dish; "if i'm not cooking it today" keeps the raw goods
    cooked = [word for word in said if stem(word) in _COOKED and not turn.utterance.has("NEGATION")]
    food = food_kept(turn)
    known = best(food, KEEPING) if food else None
    # "butter croissants" names butter and croissants alike: the product they name decides
    torn = sum(1 for entry in KEEPING if matching.phrase_hits(food, entry.names)) > 1
    if (known is None or torn) and food:
        # a product of the store no entry names: kept as its kind, else its aisle, is
        hits = confident_hits(food, await search(turn, " ".join(food)))
        known = fact_of(hits[0], KEEPING, BY_AISLE, AISLE_KINDS) if hits else known
    in_view = not food or keeps_the_one_in_view(turn)  # "لو ما طبخته اليوم شلون اخزنه"
    if known is None and in_view and (record := await product_in_view(turn)) is not None:
        # "can i freeze them" after the chicken
        known = fact_of(record, KEEPING, BY_AISLE, AISLE_KINDS)
    if cooked and known is not COOKED_RICE:
        known = LEFTOVERS  # the dish as cooked, not its raw goods
    if known is None:
        turn.say("storage_unknown")
        turn.chips("help")
        return
    turn.say("storage")
    turn.text_block(known.text(turn.language))
    turn.chips("cart", "offers")


async def substitution(turn: Turn) -> None:
    if await fizzy_drinks.answer_fizzy(turn):
        return  # "a fizzy drink instead of pepsi, he's diabetic": the store's, kept to it
    food = _food_words(turn)
    entry, works = swap_asked(turn.message.text, food)
    if entry is None:
        known = best(food, [entry.swap for entry in SUBSTITUTES]) if food else None
        entry = next((entry for entry in SUBSTITUTES if entry.swap is known), None)
    if entry is None and not food:
        await catalogue.similar(turn)  # "any alternatives?": to the product in view
        return
    if entry is None and await _sold_out_in_view(turn):
        # "ماكو؟ شنو البديل، الجل بكم؟" right after the powder shown sold out: the store's
        # goods in its place, with their prices, not a cook's swap
        await catalogue.similar(turn)
        return
    if (
        entry is None
        and _ALTERNATIVE.search(turn.message.for_model.lower()) is not None
        and await sold_out_stand_ins.shown(turn, food)
    ):
        return  # "il tide 5ala9? shnu il badeel": the store's others of the kind, in stock
    if entry is None:
        turn.say("substitute_unknown")
        turn.chips("help")
        return
    turn.say("substitute_works" if works else "substitute")
    turn.text_block(entry.swap.text(turn.language))
    turn.memory[SUBSTITUTED] = food  # "swap it for turmeric then": the food it stands in for
    await show_stand_ins(turn, entry)
    turn.chips("cart", "offers")


# An alternative asked: "what's the alternative", "anything instead", "شنو البديل", Arabizi
# "shno il badeel" (read "شو البديل")
_ALTERNATIVE = Gated(
    r"\b(?:alternatives?|instead|substitutes?|replacement)\b"
    r"|(?<!\w)(?:ال)?(?:بديل|بدائل|بداله|بدالها|بدله|بدلها)(?!\w)"
    # what else is there of it: "what else do you have", "anything else for the washer",
    # "شنو عندكم غيره", "shno ghairah" (read "شنو غيره")
    r"|\b(?:what|anything|something|whats|what's) else\b"
    r"|(?<!\w)(?:غيره|غيرها|غيرهم)(?!\w)"
)


async def asks_the_sold_outs_alternative(turn: Turn) -> bool:
    """Right after a product shown sold out, its alternative asked, however the rest of the
    message reads ("none left? so what's the alternative, and the gel how much")."""
    if _ALTERNATIVE.search(turn.message.for_model.lower()) is None:
        return False
    return await _sold_out_in_view(turn)


async def _sold_out_in_view(turn: Turn) -> bool:
    """The product in view has no pack left to buy."""
    focus = turn.focus()
    if focus is None:
        return False
    found = await quiet_products(turn, [focus])
    return bool(found) and not any_in_stock(found[0])


async def show_stand_ins(turn: Turn, entry: Substitute) -> None:
    """The goods of the store that stand in for the entry's food, as cards, if it sells any."""
    sold: list[str] = []
    for goods in entry.goods:
        hits = confident_hits(words(goods), await search(turn, goods))
        # every word of the goods held: "rose water" is no bottled water
        hits = [hit for hit in hits if not unmet_words(words(goods), [hit], sound_alike=False)]
        sold += [hit["_id"] for hit in hits[:2] if hit["_id"] not in sold]
    if sold:
        turn.say("substitute_sold")
        turn.block({"kind": "products", "productIds": sold[:_SUBSTITUTE_CARDS]})
        turn.remember_shown(sold[:_SUBSTITUTE_CARDS])

"""One ingredient of a dish swapped for another, asked: "can i do it with chicken instead? lamb
is pricey" after the harees, "ينفع الهريس بالدجاج بدل اللحم", "momkin a6bu5 el machboos b
la7am bdal el dyay".

Read by its words it is a search, a store question about substitutions or the recipe again;
the shopper wants a yes or a no for that swap in that dish and where to get the stand-in. A
food of the same group (a meat for a meat, a grain for a grain) keeps the dish; one of another
group changes it, and is said so. The stand-in is shown as the store sells it, with its price.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hub.assistant.brain import matching
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import swap_needs
from hub.assistant.brain.skills.cards import not_found
from hub.assistant.brain.skills.common import names_of, quiet_products, quiet_recipes, search
from hub.assistant.brain.skills.recipe_names import named_whole
from hub.assistant.brain.skills.recipe_questions import recipe_in_talk
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text, unit_price


@dataclass(frozen=True, eq=False)
class Food:
    """A food an ingredient may be, by its group and the words the store searches it by."""

    group: str
    query: str
    name: dict[str, str]


def _food(group: str, query: str, en: str, ar: str) -> Food:
    return Food(group, query, {"en": en, "ar": ar})


_CHICKEN = _food("meat", "fresh chicken", "chicken", "الدجاج")
_LAMB = _food("meat", "lamb", "lamb", "لحم الغنم")
_BEEF = _food("meat", "beef cubes", "beef", "لحم البقر")
_CAMEL = _food("meat", "camel meat", "camel meat", "لحم الحاشي")
_FISH = _food("seafood", "fish", "fish", "السمك")
_SHRIMP = _food("seafood", "shrimp", "shrimp", "الروبيان")
_RICE = _food("grain", "basmati rice", "rice", "الرز")
_WHEAT = _food("grain", "harees wheat", "wheat", "الحب")
_BULGUR = _food("grain", "bulgur", "bulgur", "البرغل")
_FREEKEH = _food("grain", "freekeh", "freekeh", "الفريكة")
_OATS = _food("grain", "oats", "oats", "الشوفان")
_QUINOA = _food("grain", "quinoa", "quinoa", "الكينوا")

# Each food's words as the normaliser writes them (Arabizi is read into Arabic script)
_WORDS: dict[str, Food] = {
    **dict.fromkeys(("chicken", "دجاج", "دياي", "دجاجه", "chkn"), _CHICKEN),
    **dict.fromkeys(("lamb", "mutton", "لحم", "غنم", "خروف", "ضان", "meat"), _LAMB),
    **dict.fromkeys(("beef", "بقر", "عجل", "veal"), _BEEF),
    **dict.fromkeys(("camel", "حاشي", "جمل", "بعير"), _CAMEL),
    **dict.fromkeys(("fish", "سمك", "صافي", "هامور"), _FISH),
    **dict.fromkeys(("shrimp", "shrimps", "prawns", "prawn", "روبيان", "ربيان"), _SHRIMP),
    **dict.fromkeys(("rice", "رز", "عيش", "ارز"), _RICE),
    **dict.fromkeys(("wheat", "حب", "قمح"), _WHEAT),
    # (Arabizi "burghul", "bulgur" as read: "بورغول", "بولقور")
    **dict.fromkeys(("bulgur", "burghul", "برغل", "جريش", "بورغول", "بولقور", "برغول"), _BULGUR),
    **dict.fromkeys(("freekeh", "فريكه"), _FREEKEH),
    **dict.fromkeys(("oats", "شوفان"), _OATS),
    **dict.fromkeys(("quinoa", "كينوا"), _QUINOA),
}
# "لحم بقر", "لحم غنم": the second word says which meat
_QUALIFIED = frozenset({_BEEF, _CAMEL, _LAMB})
_PREFIXES = ("وبال", "بال", "وال", "ال", "بل", "ب", "و")
# What is replaced follows these: "instead of the lamb", "بدل اللحم", "bdal el dyay"
# ...or stand after the food wanted, with the replaced one's pronoun: "quinoa بدله" (in its place)
_INSTEAD_OF = frozenset(
    {"instead", "بدل", "بدال", "عوض", "مكان", "بدله", "بدلها", "بداله", "بدالها", "مكانه", "مكانها"}
)
_SKIPPED = frozenset({"of", "the", "a", "ال", "el", "il"})
# An amount in place of another: "5 kilo bdal 2", "instead of the 2", "بدال ال٢"
_AN_AMOUNT_REPLACED = Gated(
    r"(?<!\w)(?:instead of|instead|بدل|بدال|عوض|مكان)\s+(?:the\s+|ال\s?)?\d"
)
# Said as a swap even with no "instead": "can i make harees with beef?", "ينفع الهريس بالدجاج؟"
_ASKS_IF = Gated(
    r"\b(?:can|could|may)\s+(?:i|we|u|you)\b|\b(?:is it ok|would it work|does it work)\b"
    r"|(?<!\w)(?:ينفع|يصلح|يصير|اصير|ممكن|اقدر|نقدر|يمشي|يزبط)(?!\w)"
)
# The food to cook it with: "with chicken", "بالدجاج", "ب دجاج" (Arabizi "b dyay")
_WITH = frozenset({"with", "using", "use", "ب", "بال", "بل"})
# A cart verb makes it a request for goods: "add chicken instead of the lamb"
_BUYS = Gated(
    r"\b(?:add|put|buy|order|cart|basket)\b|(?<!\w)(?:ضيف|حط|حطو|اضف|السله|سلتي|اطلب)(?!\w)"
)


@dataclass(frozen=True)
class DishSwap:
    recipe: Record
    wanted: Food
    replaced: Food | None


def _food_of(token: str) -> Food | None:
    if token in _WORDS:
        return _WORDS[token]
    for prefix in _PREFIXES:
        if token.startswith(prefix) and token[len(prefix) :] in _WORDS:
            return _WORDS[token[len(prefix) :]]
    return None


def _foods_said(text: str) -> tuple[list[Food], Food | None]:
    """The foods named, in order, and the one said to be replaced ("بدل اللحم")."""
    tokens = re.findall(r"\w+", text)
    foods: list[Food] = []
    replaced: Food | None = None
    after_instead = False
    for token in tokens:
        food = _food_of(token)
        if food is not None and foods and foods[-1] is _LAMB and food in _QUALIFIED:
            foods[-1] = food  # "لحم بقر": beef, not lamb and beef
            if replaced is _LAMB:
                replaced = food
            continue
        if food is not None:
            foods.append(food)
            if after_instead:
                replaced = food
        if token in _INSTEAD_OF:
            after_instead = True
        elif token not in _SKIPPED:
            after_instead = False
    return foods, replaced


def _is_a_food(word: str) -> bool:
    return _food_of(word) is not None


async def _dish(turn: Turn, said: list[str]) -> Record | None:
    """The recipe whose name the message says, less its foods' words ("Chicken Machboos" is
    named by "machboos", which a swap of its chicken says without the chicken), else the
    recipe in talk."""
    recipes = await quiet_recipes(turn)
    if recipes is None:
        return None
    named = named_whole(recipes, said, dropped=_is_a_food)
    if named is not None:
        return named
    shown = recipe_in_talk(turn)
    if shown is None:
        return None
    chosen: Record | None = await turn.call("recipe", turn.store.recipe, shown)
    return chosen


def _cooked_with_a_food(text: str) -> bool:
    """A food said as what to cook with: "with chicken", "بالدجاج", "b dyay"."""
    tokens = re.findall(r"\w+", text)
    return any(
        _food_of(token) is not None
        and ((n > 0 and tokens[n - 1] in _WITH) or (token.startswith("ب") and token not in _WORDS))
        for n, token in enumerate(tokens)
    )


async def swap_asked(turn: Turn) -> DishSwap | None:
    """The swap a message asks of a dish it names or of the recipe in talk, if it asks one."""
    said = _swap_said(turn)
    if said is None:
        return None
    wanted, replaced, dish_words = said
    dish = await _dish(turn, dish_words)  # not kept: the recipe in talk is a tool call
    if dish is None:
        return None
    held = await _dish_goods(turn, dish)
    foods, _ = _foods_said(turn.message.for_model.lower())
    ours = [food for food in foods if food in held]
    others = [food for food in foods if food not in held]
    if ours and others and (wanted in held or replaced not in held):
        # "bulgur has gluten, swap it with quinoa": the dish's own line is what goes, for
        # the last good named that it does not hold ("bulgur is wheat right? ... quinoa")
        wanted, replaced = others[-1], ours[0]
    return DishSwap(dish, wanted, replaced)


@while_read
def _swap_said(turn: Turn) -> tuple[Food, Food | None, list[str]] | None:
    """The food wanted, the one it replaces and the words that may name the dish, when the
    message asks a swap at all."""
    text = turn.message.for_model.lower()
    if _BUYS.search(text):
        return None
    foods, replaced = _foods_said(text)
    if _AN_AMOUNT_REPLACED.search(text):
        return None  # "والعيش ٥ كيلو بدال ال٢": an amount changed, no food for another
    instead = any(token in _INSTEAD_OF for token in re.findall(r"\w+", text))
    if not foods or not (instead or (_ASKS_IF.search(text) and _cooked_with_a_food(text))):
        return None  # "الحب ينفع ما انقعه؟": a food asked about, no other food to use
    wanted = next((food for food in foods if food is not replaced), None)
    if wanted is None:
        return None
    others = [food for food in foods if food is not wanted]
    replaced = replaced or (others[0] if others else None)
    said = [*matching.stems(text), *matching.stems(turn.input.text.lower())]
    return wanted, replaced, [word for word in said if _food_of(word) is None]


async def _dish_goods(turn: Turn, recipe: Record) -> dict[Food, Record]:
    """The foods the dish's own goods are, each with the first good that is it."""
    ids = [str(item["productId"]) for item in recipe.get("ingredients") or []]
    found: dict[Food, Record] = {}
    for product in await quiet_products(turn, ids):
        name = str(product.get("name", {}).get("en", "")).lower()
        for token in re.findall(r"\w+", name):
            food = _food_of(token)
            if food is not None:
                found.setdefault(food, product)
    return found


async def _in_the_dish(turn: Turn, recipe: Record, group: str) -> Food | None:
    """The dish's own ingredient of a food group: the lamb of the harees, its wheat."""
    return next((food for food in await _dish_goods(turn, recipe) if food.group == group), None)


async def dish_swap(turn: Turn) -> None:
    asked = await swap_asked(turn)
    if asked is None:
        not_found(turn)
        return
    wanted = asked.wanted
    replaced = asked.replaced or await _in_the_dish(turn, asked.recipe, wanted.group)
    dish = names_of(asked.recipe)
    same = replaced is not None and replaced.group == wanted.group and replaced is not wanted
    if same and replaced is not None:
        line = figures(
            "dish_swap_fits", turn.language, new=wanted.name, old=replaced.name, dish=dish
        )
    else:
        line = figures("dish_swap_unlike", turn.language, new=wanted.name, dish=dish)
    turn.say("dish_swap")
    turn.text_block(line)
    hits = await search(turn, wanted.query)
    if hits:
        product = hits[0]
        price = kwd_text(unit_price(product, None))
        name = names_of(product)
        turn.text_block(figures("dish_swap_product", turn.language, name=name, price=price))
        turn.block({"kind": "products", "productIds": [product["_id"]]})
        turn.remember_shown([product["_id"]])
    line_good = (await _dish_goods(turn, asked.recipe)).get(replaced) if replaced else None
    swap_needs.tell_goods(turn, [good for good in (line_good, *hits[:1]) if good is not None])
    turn.chips("cart")

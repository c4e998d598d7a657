"""Cooking: a recipe card with its steps, and all of its ingredients in one proposal.

The recipe last shown is remembered, so "add this recipe to my cart" needs no name. Servings
asked for ("for 10 people") scale what is consumed per serving, rounding up to whole units;
pantry staples (salt, spices, oil) stay at the recipe's quantity.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hub.assistant.brain import matching
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import (
    allergens_of_several,
    dish_goods,
    dish_kin,
    recipe_diets,
    recipe_line_edits,
    recipe_portions,
    swapped_in_a_recipes_wake,
)
from hub.assistant.brain.skills.choosing import primarily_named
from hub.assistant.brain.skills.common import (
    confident_hits,
    names_a_product,
    products_by_ids,
    quiet_products,
    quiet_recipes,
    search_kind,
    unmet_words,
)
from hub.assistant.brain.skills.dishes import MEAL_WORDS, wish_word
from hub.assistant.brain.skills.guests_later import other_than_shown
from hub.assistant.brain.skills.line_changes import counted, named_best, recounted, repacked
from hub.assistant.brain.skills.lines import stock_of, variant_named, variant_of_size
from hub.assistant.brain.skills.recipe_courses import a_course_word, of_the_course
from hub.assistant.brain.skills.recipe_names import (
    dish_said_in_a_run,
    recipe_named_whole,
    words_it_lacks,
)
from hub.assistant.brain.turn import INTENT, RECIPE, SERVINGS, Turn
from hub.assistant.brain.ways import asks_what_it_needs, ways_named
from hub.record import Record
from hub.storefront.cards import kwd_text, number_text, unit_price
from hub.storefront.port import CartMutation, LineItem
from hub.storefront.servings import units_to_add
from hub.text import stem, words

_CHIP_RECIPES = 4

# The products of the recipe's last proposal: "i already have the oil" after "all except the
# salt" leaves out both
RECIPE_OFFERED = "recipeOffered"
# The ingredients said had for a recipe ({"recipe": id, "products": [ids]}): never proposed
RECIPE_HAD = "recipeHad"
# The turns after which a message may be about the recipe shown
RECIPE_TURNS = (
    "recipe", "add_recipe_to_cart", "recipe_servings", "recipe_cost", "recipe_less_had",
    "recipe_part", "recipe_as_before", "recipe_cost_for", "recipe_makings", "recipe_fit",
    "recipe_all_but", "recipe_serves_for", "recipe_amounts",
)  # fmt: skip


# Something else wanted in an ingredient's place: "saffron is pricey, what can i use instead",
# "شو احط بداله": its substitute asked, neither the recipe's cost nor its goods
INSTEAD = Gated(
    r"\b(?:instead|substitut\w*|replace\w*|alternatives?)\b"
    r"|(?<!\w)(?:بدال|بدل|بداله|بدالها|بديل|مكانه|مكانها)(?!\w)"
)


def follow_up(turn: Turn) -> str | None:
    """The request a message makes about the recipe just shown, if it is about it.

    "make it for 8 people" shows it again for 8; "use them", "scale it for 6 and add
    everything" propose its ingredients. A message naming something else ("add 2 milk", a
    recipe for another dish and its guests) is not a follow-up.
    """
    if turn.memory.get(INTENT) not in RECIPE_TURNS or not isinstance(turn.memory.get(RECIPE), str):
        return None
    utterance = turn.utterance
    scaled = servings_asked(turn) is not None or utterance.multiplier is not None
    about_it = (
        utterance.refers_back
        or bool(utterance.left_out)
        or utterance.has("USE", "ALL", "CHANGE")
        or (scaled and len(utterance.topic) <= 1)
    )
    if not about_it or any(wish_word(token, MEAL_WORDS) for token in utterance.topic):
        # "also a dessert w no nuts": another course wished for, not this dish less nuts
        return None
    asks_how = utterance.has("HOW") or not _HOW_MUCH.isdisjoint(utterance.tokens)
    instead = bool(INSTEAD.search(turn.message.for_model))
    if utterance.left_out and swapped_in_a_recipes_wake.swaps_a_good(turn):
        return None  # "لا العدس الاحمر بدله بالاصفر": that line swapped, none left out
    if (utterance.asks or asks_how or instead) and not utterance.has("ADD"):
        # "what can I use instead of the chicken", "ok and how long will it take to prepare
        # everything", "zain w kam ya5ith wagt kil shay": a question about it, not its goods
        return "recipe" if scaled else None
    if utterance.has("ADD", "USE", "ALL") or utterance.left_out:
        return "add_recipe_to_cart"  # "بس بدون الخبز": its ingredients, less one
    return "recipe" if scaled else None


# "kam", "كم" asked mid-sentence ("zain w kam ya5ith wagt"): how much or how long
_HOW_MUCH = frozenset({"كم", "بكم"})


def rescales(turn: Turn) -> bool:
    """Right after a recipe, a message that only scales it ("double it", "ضاعفها لـ ١٢
    شخص"), whatever else its words could mean."""
    utterance = turn.utterance
    scaled = servings_asked(turn) is not None or utterance.multiplier is not None
    return scaled and len(utterance.topic) <= 1 and follow_up(turn) is not None


# Words of a request for ideas, not a dish: "what do I make for dinner", "شو اسوي عشا اليوم"
_IDEA_WORDS = frozenset(
    stem(word)
    for word in words(
        "dinner lunch breakfast supper tonight today something easy quick simple healthy"
        " meal food dish cook idea ideas"
        " عشا عشاء غدا غداء ريوق فطور سحور الليله اليوم شي سهل سريع صحي طبخه اكله اكل وجبه"
        # ...and the kind wished, said of a recipe: "وصفات سهله", "light new ideas"
        " سهله سريعه صحيه خفيف خفيفه جديد جديده light new different"
        # ...and when and who: "we'll be 10 on friday", "بنكون ١٠ الخميس"
        " sunday monday tuesday wednesday thursday friday saturday weekend tomorrow"
        " الاحد الاثنين الثلاثاء الاربعاء الخميس الجمعه السبت بكره باجر بنكون نكون بنصير"
        # the making of it, no dish: "مسويه فطور حق ١٠", "msawya fu6oor" (read "مسا فطور")
        " مسوي مسويه مسوين مسا بسوي بنسوي"
    )
)


# Words about a recipe rather than a dish: "شنو المقادير بالضبط", "the stuff it needs"
_ABOUT_IT = frozenset(
    stem(word)
    for word in words(
        "exactly exact precisely needs need needed stuff stuf things amounts quantities ingredients"
        " بالضبط ضبط تحتاجها يحتاجها تحتاجه يحتاجه تحتاج يحتاج الكميات كميات المقادير مقادير"
        " الاغراض اغراض المكونات مكونات"
        # its things: "عطني اشياءها", "3a6ni ashyaha" (read "اشيها")
        " اشياء اشياءها اشيائها اشيها اغراضها مكوناتها"
        # Arabizi "ashya2" (read "اشيء"), "il ashya" (read "الاشيا")
        " اشيء اشيا"
    )
)


# What the shopper thinks of a dish just offered, which names no dish: "shakshuka sounds good",
# "الشكشوكه حلوه", "el shakshoka 7elwa"
_LIKED = frozenset(
    stem(word)
    for word in words(
        "sounds sound looks look good great nice lovely perfect yummy delicious tasty amazing"
        " awesome"
        " حلوه زينه زين ممتاز ممتازه لذيذ لذيذه يمي عجبتني عجبني تجنن يجنن"
        # ...or asks what the assistant thinks of it: "shakshuka, what do you think?",
        # "شكشوكه شرايك؟" (Arabizi "shrayek", read "شرايك")
        " think reckon شرايك شرايكم رايك رايكم"
    )
)


# The occasion a dish is cooked for, which names no dish: "لقيمات حق الغبقه", "for eid"
_OCCASIONS = frozenset(
    stem(word).removeprefix("ال").removeprefix("لل")
    for word in words(
        "party eid ramadan iftar suhoor guests gathering dinner lunch breakfast tonight kids"
        " غبقه غبقا الغبقه الغبقا عزيمه العزيمه للعزيمه حفله الحفله عيد العيد رمضان فطور"
        " الفطور سحور السحور ضيوف الضيوف للضيوف عشا العشا غدا الغدا العيال للعيال"
    )
)
# A dish's form, which is no ingredient: "sushi rolls" is made of no bread roll
_DISH_FORMS = frozenset(
    stem(word)
    for word in words(
        "rolls roll salad soup stew curry cake cakes pie sandwich sandwiches wrap wraps balls"
        " bites pudding sauce tacos taco pizza burger burgers dish"
        " سلطه شوربه كيكه كيك ساندويش صلصه مطبق محشي فطيره فطاير طبق"
    )
)


async def takes_its_goods(turn: Turn) -> bool:
    """ "add the soup stuff", "ضيف اغراض الشوربه", "7ot ghrad el shorba" right after a
    recipe: its ingredients, whose words are the recipe's own ("soup" of the lentil soup) or
    say "the stuff"; never a product that merely shares a word ("soap")."""
    u = turn.utterance
    if not u.topic or not u.has("ADD", "WANT", "TAKE") or u.has("REMOVE"):
        return False
    if (u.asks or asks_what_it_needs(turn.message.for_model)) and not u.has("ADD", "TAKE"):
        return False  # "i want to cook machboos, what do i need": its recipe asked, not its goods
    says_stuff = u.has("INGREDIENTS") or any(stem(word) in _ABOUT_IT for word in u.tokens)
    about_it = any(stem(word) in _ABOUT_IT for word in u.tokens)
    if not about_it and not u.has("ADD") and any(t in _THE_RECIPE for t in u.tokens):
        return False  # "ابي وصفه هريس", "give me the harees recipe": the recipe, not its goods
    if says_stuff and (
        await recipe_named_whole(turn) is not None or await _names_only_a_dish(turn)
    ):
        return True  # "add the hummus stuff" after the recipes offered: that one's goods
    remembered = turn.memory.get(RECIPE)
    if turn.memory.get(INTENT) not in RECIPE_TURNS or not isinstance(remembered, str):
        return False
    if u.has("CART"):
        return False
    try:
        shown = await turn.store.recipe(remembered)
    except Exception:  # read quietly: the message is then read without it
        return False
    if shown is None:
        return False
    name = {word for text in matching.name_texts(shown) for word in matching.stems(text)}
    said_stuff = False
    for word in u.topic:
        if stem(word) in _ABOUT_IT:
            said_stuff = True
        elif not (stem(word) in _DISH_FORMS or any(matching.same_word(word, n) for n in name)):
            return False
    if said_stuff or u.has("INGREDIENTS"):
        return True
    # "add the lentil soup" may be the recipe's name alone: it asks for its goods too; "add
    # the lentils" names one of them, which is the one asked for
    return len(u.topic) <= 3 and not await _names_one_ingredient(turn, shown)


# The recipe itself named, as a wish for it: "ابي وصفه هريس", "abi wasfat harees"
_THE_RECIPE = frozenset(words("recipe recipes وصفه الوصفه وصفات الوصفات"))


# The goods of a dish said as such ("the stuff", "اغراض"), not a need ("what do I need")
_THE_GOODS = frozenset(
    stem(word) for word in words("stuff stuf things ingredients الاغراض اغراض المكونات مكونات")
)


async def _names_only_a_dish(turn: Turn) -> bool:
    """ "add the bechamel stuff": words of one recipe's own name ("Pasta Bechamel") that no
    product holds, said with "the stuff": that dish's goods, though its name was said in
    part; "add the chicken stuff" names products and stays theirs. Looked up quietly."""
    u = turn.utterance
    goods = u.has("INGREDIENTS") or any(stem(word) in _THE_GOODS for word in u.tokens)
    dish = _dish_words(turn)
    if not (goods and u.has("ADD")) or not dish or await names_a_product(turn):
        return False
    recipes = await quiet_recipes(turn)
    if recipes is None:
        return False
    ranked = matching.ranked(dish, recipes)
    # every word of the dish is of the recipe's own name, none only of its ingredients
    return bool(ranked) and all(_names_the_dish([word], ranked[0]) for word in dish)


async def _names_one_ingredient(turn: Turn, shown: Record) -> bool:
    """Every word of the message is one ingredient's of the recipe, none its dish's form."""
    if any(stem(word) in _DISH_FORMS for word in turn.utterance.topic):
        return False
    ids = [str(item["productId"]) for item in shown.get("ingredients") or []]
    products = await quiet_products(turn, ids)
    # named as what it is first of all: "lentils", not the "machboos" of a machboos spice mix
    topic = turn.utterance.topic
    return any(not unmet_words(topic, [p]) and primarily_named(p, topic) for p in products)


# "for it", "لها", "حقها", Arabizi "7agha" (as typed: read "حغا"): the dish in view pointed at
_FOR_IT = Gated(
    r"\b(?:for it|for this|for that|for this one|in it|it needs)\b"
    r"|(?<!\w)(?:لها|له|حقها|حقه|مالها|ماله|عشانها|عشانه|فيها|يبيلها|يبيله|تبيلها|تحتاجها|يحتاجها)(?!\w)"
)
_FOR_IT_AS_TYPED = Gated(
    r"\b(?:7ag(?:ha|ah|a|ih)|7a8ha|ilha|laha|lah|feeha|fiha|ybeelha|y7tajha)\b"
)


def _points_at_it(turn: Turn) -> bool:
    return bool(
        _FOR_IT.search(turn.message.for_model.lower())
        or _FOR_IT_AS_TYPED.search(turn.input.text.lower())
    )


def _dish_words(turn: Turn) -> list[str]:
    """The topic less what is left out ("fattoush without the bread" names fattoush), less
    the words that ask about a recipe rather than name one ("شنو المقادير بالضبط"), and less
    the occasion ("حق الغبقه")."""
    left_out = turn.utterance.left_out
    return [
        word
        for word in turn.utterance.topic
        if word not in left_out
        and stem(word) not in _ABOUT_IT
        and stem(word) not in _LIKED
        and stem(word).removeprefix("ال").removeprefix("لل") not in _OCCASIONS
    ]


def dish_words_said(turn: Turn) -> list[str]:
    """The words of the message that name a dish, not the ideas, the occasion nor the
    questions about a recipe: "mandi" of "a mandi recipe for tonight"."""
    return [word for word in _dish_words(turn) if not _an_idea_word(word)]


def _an_idea_word(word: str) -> bool:
    """One of `_IDEA_WORDS`, its final "ه" as Arabizi's "a" reads it too ("sari3a" is
    "سريعا", the "سريعه" of a quick dish)."""
    folded = f"{word[:-1]}ه" if word.endswith("ا") else word
    return stem(word) in _IDEA_WORDS or stem(folded) in _IDEA_WORDS


def _named(turn: Turn, recipes: list[Record]) -> Record | None:
    """The recipe the message names; its words may be anywhere ("what can I cook with eggs").
    A follow-up to the recipe just shown names that one."""
    topic = _dish_words(turn)
    ranked = matching.ranked(topic, recipes) if topic else []
    if ranked:
        return ranked[0]
    # "make it for 8", or "شنو المقادير بالضبط" naming no dish right after one
    about_the_last = not topic and (
        turn.memory.get(INTENT) in RECIPE_TURNS or recipe_portions.still_in_view(turn)
    )
    if (about_the_last or follow_up(turn) is not None) and isinstance(turn.memory.get(RECIPE), str):
        remembered = turn.memory[RECIPE]
        return next((r for r in recipes if r["_id"] == remembered), None)
    return None


def _names_the_dish(words: list[str], chosen: Record) -> bool:
    """Whether a word of the message is a word of the recipe's own name, not only of its
    ingredients or description."""
    named = [token for text in matching.name_texts(chosen) for token in matching.stems(text)]
    return any(matching.same_word(word, token) for word in words for token in named)


async def names_a_recipe(turn: Turn) -> bool:
    """The message's words are a dish the store has a recipe for ("مربين روبيان"), though
    no recipe word says so. Looked up quietly: this is how the words are read."""
    topic = turn.utterance.topic
    if not topic:
        return False
    recipes = await quiet_recipes(turn)
    if recipes is None:
        return False
    return bool(matching.ranked(topic, recipes))


# "make it for 4", "خلها حق ٦", "3ala 15" (read "على 15") right after a recipe: a bare number
# of guests; "we are 10", "احنا ١٠", "bnkoon 10" (read "بنكون 10") beside the dish
_FOR_A_NUMBER = Gated(
    # ("على" folded to "علي" as a message is read: "حطهم بالسله على ٨")
    r"(?:\bfor (\d+)|(?<!\w)(?:ل|لـ|حق|عشان|على|علي)\s?(\d+)"
    r"|(?:\bwe(?:'re| are|'ll be| will be)|\bthere(?:'ll be| will be| are)"
    r"|(?<!\w)(?:احنا|نحن|بنكون|نكون|راح نكون|بنصير))\s+(?:around |about |تقريبا )?(\d+))"
    # (the count may end a sentence: "the shawarma bowl for 4. she is coeliac")
    r"(?![^\s.,;!?؟،])(?!\s*(?:kg|g|l|ml|كيلو|جرام|غرام|لتر))"
)


def guests_said(text: str) -> int | None:
    """A bare count of guests in words beside a dish: "for 8", "we are 10", "بنكون ١٢"."""
    match = _FOR_A_NUMBER.search(text)
    return int(match.group(1) or match.group(2) or match.group(3)) if match else None


def servings_asked(turn: Turn, *, dish_named: bool = False) -> int | None:
    """The guests a message names: "for 8 people", or a bare "for 8" after a recipe or
    beside the dish it names ("abi asawi machboos dijaj 7ag 10")."""
    asked = turn.utterance.servings
    after_a_recipe = turn.memory.get(INTENT) in RECIPE_TURNS and not turn.utterance.topic
    if asked is not None or not (after_a_recipe or dish_named):
        return other_than_shown(turn, asked)  # "we are 10 not 6": the count not shown
    return other_than_shown(turn, guests_said(turn.message.text))


def _servings(turn: Turn, recipe: Record) -> int:
    asked = servings_asked(turn, dish_named=bool(turn.utterance.topic))
    if asked is None and turn.memory.get(RECIPE) == recipe["_id"]:
        asked = recipe_portions.guests(turn)  # "we're 8, how much chicken?", then "add it all"
    remembered = turn.memory.get(SERVINGS)
    if turn.memory.get(INTENT) == "recipe_cost_for" and turn.utterance.multiplier:
        # "how much for 12?", then "add it all, double": twice the recipe as written, which
        # the 12 asked of already was
        remembered = int(recipe.get("servings") or 1)
    if asked is None and turn.memory.get(RECIPE) == recipe["_id"] and isinstance(remembered, int):
        # "double it": twice as many; "but double the chicken" is of that line alone
        scoped = recipe_line_edits.scopes_the_multiplier(turn)
        asked = remembered * ((None if scoped else turn.utterance.multiplier) or 1)
    return max(1, int(asked or recipe.get("servings") or 1))


def servings_shown(turn: Turn, recipe: Record) -> int:
    """The servings the recipe was last shown for (its own when never scaled)."""
    remembered = turn.memory.get(SERVINGS)
    if turn.memory.get(RECIPE) == recipe["_id"] and isinstance(remembered, int):
        return remembered
    return max(1, int(recipe.get("servings") or 1))


def _steps_text(turn: Turn, recipe: Record) -> str:
    steps = recipe.get("steps")
    lines: list[str] = []
    if isinstance(steps, dict):
        lines = list(steps.get(turn.language) or steps.get("en") or [])
    return "\n".join(f"{n}. {line}" for n, line in enumerate(lines, start=1))


def _pick_chips(turn: Turn, recipes: list[Record]) -> None:
    turn.chips(*(turn.record_chip("recipe", r) for r in recipes[:_CHIP_RECIPES]))


async def recipe_when_named(turn: Turn) -> bool:
    """Answers with the store's recipe the message names whole, where no product was found
    for it ("how many does the shrimp rice serve", "is adas soup healthy"): a dish of ours is
    never said not to be found; False when it names none."""
    named = await recipe_named_whole(turn, one_word=True, as_arabizi=True)
    if named is None and await dish_said_in_a_run(turn) is None:
        return False
    await recipe(turn)
    return True


async def recipe(turn: Turn) -> None:
    """recipe for machboos / how do I make hummus / وصفة مجبوس."""
    if await allergens_of_several.answered(turn):
        return  # "do the samboosa and the luqaimat have nuts": each one's, not a recipe
    topic = turn.utterance.topic
    recipes = await turn.call(
        "recipes",
        turn.store.recipes,
        useful=lambda found: bool(found) and (not topic or _named(turn, found) is not None),
    )
    chosen = _named(turn, recipes)
    if chosen is None and await dish_goods.answer(turn):
        return  # "bake a chocolate cake": no recipe of ours, but the goods it is made with
    if chosen is None:
        # "biryani recipe": a dish asked by name that the store has no recipe for is said in
        # words; "شو اسوي عشا" (what do I make for dinner) asks for ideas: the recipes.
        named = [word for word in _dish_words(turn) if stem(word) not in _IDEA_WORDS]
        # ...a dish typed in Latin letters that Arabizi reads as no word: "biryani"
        named = named or dish_kin.typed(turn.typed_and_read)
        asked_of_a_dish = asks_what_it_needs(
            turn.message.for_model
        )  # "what do i need to bake a cake"
        if named and not turn.utterance.has("RECIPE", "INGREDIENTS", "HOW") and not asked_of_a_dish:
            # "abi fa7am 7ag el shawi" (charcoal for the grill): a thing, not a dish
            turn.say("products_none")
            turn.chips("aisles", "offers", "help")
            return
        near = named and dish_kin.known(named)
        turn.say("recipe_unknown_near" if near else "recipe_unknown" if named else "recipes_pick")
        # "مكونات مطبق زبيدي": no recipe, but the zubaidi it is made of ("مطبق" is its form)
        # ...and "bake" of "bake a cake" is a way of making it, nothing it is made of
        # "lil 7ilu ... 3aseeda": "sweet" names the course, nothing it is made of
        made_of = [
            w
            for w in named
            if stem(w) not in _DISH_FORMS and not ways_named(w) and not a_course_word(w)
        ]
        if made_of:
            hits = confident_hits(made_of, await search_kind(turn, " ".join(made_of)))
            for word in made_of if not hits else []:
                hits += [h for h in confident_hits([word], await search_kind(turn, word))]
            # a word of Arabic script held only as it sounds ("صيام" of "صيني", the garlic's
            # China) is no food it is made of; Arabizi's letters are a guess at the sound
            arabizi = turn.message.arabizi
            hits = [
                hit
                for hit in hits
                if any(not unmet_words([w], [hit], sound_alike=arabizi) for w in made_of)
            ]
            if hits:
                turn.say("recipe_unknown_goods")
                ids = list(dict.fromkeys(h["_id"] for h in hits))
                turn.block({"kind": "products", "productIds": ids})
                turn.remember_shown(ids)
        # "mandi": the rice dishes of ours first; a dessert asked of: our sweets
        course = of_the_course(words(turn.message.for_model), recipes)
        _pick_chips(turn, course or dish_kin.nearest(named, recipes))
        return
    if await recipe_diets.answers_fit(turn, chosen, _servings(turn, chosen)):
        return  # "is mutabbal ok for her?" after her diet was said
    servings = _servings(turn, chosen)
    # "chicken biryani" finds Chicken Machboos by its chicken: say it is not that dish. "make
    # it for 10" names no dish: it is the one just shown.
    again = chosen["_id"] == turn.memory.get(RECIPE) and follow_up(turn) is not None
    # "the lentil soup sounds good": its whole name said, whatever else is
    whole = await recipe_named_whole(turn, one_word=True)
    if (
        not again
        and whole is not chosen
        and words_it_lacks(chosen, [w for w in _dish_words(turn) if stem(w) not in _IDEA_WORDS])
        and await dish_said_in_a_run(turn) is not chosen  # "does the shrimp rice serve 6"
    ):
        turn.say("recipe_closest")
    elif servings != int(chosen.get("servings") or servings):
        turn.say("recipe_for_guests")  # "حق ١٠ اشخاص": the count asked is owned up to
    else:
        turn.say("recipe")
    turn.block({"kind": "recipe", "recipeId": chosen["_id"], "servings": servings})
    steps = _steps_text(turn, chosen)
    own = int(chosen.get("servings") or servings)
    if steps and servings != own:
        # "we are 10": the card reads for 10, the steps' "5 cups of water" are the 6's
        asked, written = number_text(servings), number_text(own)
        told = figures("steps_written_for", turn.language, asked=asked, own=written)
        steps = f"{told}\n{steps}"
    if steps:
        turn.text_block(steps)
    turn.memory[RECIPE] = chosen["_id"]
    turn.memory[SERVINGS] = servings
    if cost_asked(turn):
        await say_its_cost(turn, chosen, servings)  # "the lentil soup, how much is it all"
    # "machboos, but without the rice, i have it": what the request leaves out stays out of
    # the add that follows; shown again otherwise, what was had is asked afresh
    left_out = await _left_out_of(turn, chosen)
    if left_out:
        turn.memory[RECIPE_HAD] = {"recipe": chosen["_id"], "products": sorted(left_out)}
    elif not again:
        turn.memory.pop(RECIPE_HAD, None)
    turn.chips("add_recipe", "cart")


async def _left_out_of(turn: Turn, chosen: Record) -> set[str]:
    """The recipe's ingredients the message asking for it leaves out ("without the rice and
    the spices", "bdoon il 3aish")."""
    if not turn.utterance.left_out:
        return set()
    ids = [str(i["productId"]) for i in chosen.get("ingredients") or []]
    return set(named_best(turn.utterance.left_out, await products_by_ids(turn, ids)))


async def _shown_and_meant(turn: Turn) -> Record | None:
    """The recipe just shown, when the message is about it and names one of its
    ingredients rather than another dish ("add it all but the jumbo shrimp" after
    murabyan); None otherwise."""
    remembered = turn.memory.get(RECIPE)
    if not isinstance(remembered, str) or not _dish_words(turn) or follow_up(turn) is None:
        return None
    named = await recipe_named_whole(turn)
    if named is not None:
        return named if named["_id"] == remembered else None
    shown = await turn.call("recipe", turn.store.recipe, remembered)
    if shown is None:
        return None
    ids = [str(item["productId"]) for item in shown.get("ingredients") or []]
    held = confident_hits(_dish_words(turn), await quiet_products(turn, ids))
    return shown if held else None


def _variant_wanted(turn: Turn, product: Record | None) -> str | None:
    """The variant of an ingredient the message asks for instead of the recipe's ("the whole
    recipe but the jumbo shrimp", "bs el robyan jumbo"): only of an ingredient it names."""
    if product is None or not confident_hits(turn.utterance.topic, [product]):
        return None
    size = turn.utterance.size_asked
    variant = (variant_of_size(product, size) if size is not None else None) or variant_named(
        product, _not_replaced(turn.utterance.tokens)
    )
    return str(variant["_id"]) if variant is not None else None


# "بدل الوسط", "instead of the medium", "bdal el wasa6": the word after names what is replaced
_INSTEAD_OF = frozenset({"بدل", "بدال", "عوض", "instead", "rather"})
_BEFORE_THE_WORD = frozenset({"of", "than", "the", "ال", "el", "il"})


def _not_replaced(tokens: list[str]) -> list[str]:
    """The message's words without the one said to be replaced: "الروبيان الجامبو بدل
    الوسط" wants the jumbo, so the medium is no variant asked for."""
    kept: list[str] = []
    skipping = False
    for token in tokens:
        if token in _INSTEAD_OF:
            skipping = True
        elif skipping and token in _BEFORE_THE_WORD:
            continue
        elif skipping:
            skipping = False  # the replaced word itself
        else:
            kept.append(token)
    return kept


@dataclass(frozen=True, slots=True)
class Ingredients:
    items: list[LineItem]  # in stock, for the servings asked
    missing: list[str]  # product ids out of stock
    unwanted: int  # how many the message left out ("بدون البيض")
    products: dict[str, Record]


# What the recipe's goods cost, asked: "how much is everything for it", "كم تكلف مقاديرها";
# not how long it takes ("كم ياخذ وقت")
COST_ASKED = Gated(
    r"\b(?:cost\w*|price\w*|total|how much)\b"
    # Arabizi "tkallif" (costs) is read "تكللف"
    r"|(?<!\w)(?:بكم|سعر\w*|اسعار\w*|يكلف\w*|تكلف\w*|يكللف\w*|تكللف\w*|المجموع|مجموعهم"
    r"|الاجمالي)(?!\w)"
    r"|^كم\b"
)
TIME_ASKED = Gated(
    r"\b(?:time|long|minutes?|hours?)\b|(?<!\w)(?:وقت|الوقت|ياخذ|تاخذ|دقيق\w*|ساع\w*)(?!\w)"
)


# How much of one food is needed, not what the goods cost: "how much chicken do i need"
_NEEDED = Gated(r"\b(?:need|needed|needs)\b|(?<!\w)(?:احتاج|نحتاج|يحتاج|تحتاج|محتاج)(?!\w)")


def cost_asked(turn: Turn) -> bool:
    """Whether the message asks what a dish's goods cost, not how long it takes nor how much
    of a food it needs, nor to add them."""
    said = turn.message.for_model
    return (
        COST_ASKED.search(said) is not None
        and TIME_ASKED.search(said) is None
        and _NEEDED.search(said) is None
        and not turn.utterance.has("ADD")
    )


async def say_its_cost(turn: Turn, chosen: Record, servings: int) -> None:
    """What the recipe's ingredients in stock cost together for `servings`, and those left
    out for being out of stock."""
    lines = await ingredient_lines(turn, chosen, servings)
    total = sum(
        unit_price(lines.products[item.productId], item.variantId) * item.quantity
        for item in lines.items
    )
    count, guests = number_text(len(lines.items)), number_text(servings)
    line = figures(
        "recipe_cost", turn.language, count=count, servings=guests, total=kwd_text(total)
    )
    turn.text_block(line)
    if lines.missing:
        turn.say("left_out")
        turn.block({"kind": "products", "productIds": list(dict.fromkeys(lines.missing))})


async def ingredient_lines(
    turn: Turn, chosen: Record, servings: int, *, every: bool = False
) -> Ingredients:
    """A recipe's ingredients as cart lines: per-serving ones scaled, pantry staples kept at
    their one pack; `every`: none left out by the message's words."""
    scale = servings / int(chosen.get("servings") or servings)
    ingredients = list(chosen.get("ingredients") or [])
    found = await products_by_ids(turn, [str(i["productId"]) for i in ingredients])
    items: list[LineItem] = []
    missing: list[str] = []
    # the ingredients named best by what is left out: "بدون البيض" is the eggs, not the white
    # ("أبيض") sugar that shares the word's letters
    dropped = set() if every else named_best(turn.utterance.left_out, found)
    unwanted = 0
    for ingredient in ingredients:
        product = found.get(str(ingredient["productId"]))
        if product is not None and product["_id"] in dropped:
            unwanted += 1
            continue
        variant_id = _variant_wanted(turn, product) or ingredient.get("variantId")
        base = int(ingredient.get("quantity") or 1)
        quantity = units_to_add(base, product, scale)
        if product is None or stock_of(product, variant_id) < quantity:
            missing.append(str(ingredient["productId"]))
        else:
            items.append(LineItem(product["_id"], variant_id, quantity))
    items, _ = recounted(items, counted(turn.utterance), found)
    return Ingredients(items, missing, unwanted, found)


# "the rest", "everything else", "الباقي", "il ba8i": what is left, not all of it
_REST_WORDS = frozenset({"rest", "else", "others", "الباقي", "الباقين", "البقيه", "باقي"})


# The recipe's ingredients named as such: "all the ingredients", "كل المكونات"
_INGREDIENT_WORDS = frozenset(
    {"ingredients", "ingredient", "مكونات", "المكونات", "مكوناتها", "مكوناته", "مقادير", "المقادير"}
)


def _all_of_it(turn: Turn) -> bool:
    """ "add all the ingredients", "ضيف كل المكونات": every ingredient, those said had too
    ("all the rest" leaves them out, and so does "add it all", "حطهم كلهم": all that is
    needed, not what was just said to be had)."""
    tokens = set(turn.utterance.tokens)
    return (
        turn.utterance.has("ALL") and not _REST_WORDS & tokens and bool(_INGREDIENT_WORDS & tokens)
    )


async def add_recipe_to_cart(turn: Turn) -> None:
    """add the ingredients for machboos / add this recipe to my cart / أضف مكونات الوصفة."""
    chosen: Record | None = None
    shown = await _shown_and_meant(turn)
    if shown is not None:
        chosen = shown  # "add everything but the 5 kg rice": its rice, not a rice dish
    elif _dish_words(turn):
        recipes = await turn.call(
            "recipes", turn.store.recipes, useful=lambda found: _named(turn, found) is not None
        )
        chosen = _named(turn, recipes)
        in_view = turn.memory.get(RECIPE)
        if chosen is None and isinstance(in_view, str) and _points_at_it(turn):
            # "7ot kil il ashya ili a7tajha 7agha", "حط كل الاغراض اللي احتاجها لها": the
            # recipe in view, in words that name no dish
            chosen = await turn.call("recipe", turn.store.recipe, in_view)
        elif chosen is None:
            turn.say("recipe_unknown")
            _pick_chips(turn, recipes)
            return
        if (
            chosen is not None
            and chosen["_id"] != turn.memory.get(RECIPE)
            and (
                unmet_words(_dish_words(turn), [chosen])
                or not _names_the_dish(_dish_words(turn), chosen)
            )
        ):
            # "عطني وصفه كبسه لحم": the closest recipe is shown and said so, never its
            # ingredients proposed for a dish that is not it; nor for a dish only one of its
            # ingredients names ("i need eggs, add them"): many dishes hold eggs
            await recipe(turn)
            return
    elif isinstance(turn.memory.get(RECIPE), str):
        chosen = await turn.call("recipe", turn.store.recipe, turn.memory[RECIPE])
    if chosen is None:
        recipes = await turn.call("recipes", turn.store.recipes)
        turn.say("recipes_pick")
        _pick_chips(turn, recipes)
        return
    servings = _servings(turn, chosen)
    lines = await ingredient_lines(turn, chosen, servings)
    items, missing, unwanted = lines.items, lines.missing, lines.unwanted
    had = turn.memory.get(RECIPE_HAD)
    if isinstance(had, dict) and had.get("recipe") == chosen["_id"] and not _all_of_it(turn):
        # "i already have rice and bzar at home", said of this recipe: never proposed
        items = [item for item in items if item.productId not in set(had.get("products") or [])]
        unwanted = unwanted or int(len(items) < len(lines.items))
    if items:
        # "add all of it but jumbo shrimp not medium": that line in the pack said
        held = await quiet_products(turn, [item.productId for item in items])
        items, _ = repacked(turn.utterance, items, {str(p["_id"]): p for p in held})
        # "put it all in but double the chicken": that one line changed
        items = recipe_line_edits.edited(turn, items, {str(p["_id"]): p for p in held})
    turn.memory[RECIPE] = chosen["_id"]
    turn.memory[SERVINGS] = servings
    if not items:
        turn.say("out_of_stock_alone")
        turn.error("OUT_OF_STOCK", "nothing_in_stock")
        turn.chips("aisles", "offers")
        return
    turn.say("propose_recipe_without" if unwanted else "propose_recipe")
    # "make it for 9" while its goods wait for Confirm: this offer is in that one's place
    pending = turn.pending or {}
    again = (pending.get("params") or {}).get("recipeId") == chosen["_id"]
    turn.propose(
        CartMutation("add_recipe_to_cart", tuple(items), {"recipeId": chosen["_id"]}),
        supersedes=again and pending.get("type") == "add_recipe_to_cart",
    )
    turn.memory[RECIPE_OFFERED] = [item.productId for item in items]
    if missing:
        turn.say("left_out")
        turn.block({"kind": "products", "productIds": list(dict.fromkeys(missing))})
    turn.chips("cart", "slots")


def propose_in_its_place(turn: Turn, recipe: Record, items: Sequence[LineItem], said: str) -> None:
    """Some of a recipe's lines proposed in place of any offer of it before ("just those",
    "all but the rice", "as last time"), remembered as the lines offered so that a later
    correction or "add it all" knows them."""
    turn.say(said)
    turn.memory[RECIPE_OFFERED] = [item.productId for item in items]
    turn.propose(
        CartMutation("add_recipe_to_cart", tuple(items), {"recipeId": recipe["_id"]}),
        supersedes=True,
    )
    turn.chips("cart", "slots")


def no_recipe_in_view(turn: Turn) -> None:
    """A follow-up of a recipe when none is in view: which recipe is asked."""
    turn.say("recipes_pick")
    turn.chips("cart")

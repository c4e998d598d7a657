"""Questions of the recipe just shown, asked without its name: what goes in it, what it
costs for a number of guests, and whether it suits a diet.

Right after a recipe card the dish is "it", "its ingredients", "hal wasfa" in every way of
writing. Read alone, such a message names nothing the store sells ("shno t7tajeen 7agha",
"what's in it?" look for no goods, "my cousin is celiac, can she eat this?" sounds like
another matter), so each is read here against the recipe in view and answered from its
ingredients' own records; nothing is proposed, adding them stays one chip away.
"""

from __future__ import annotations

from hub.assistant.brain import matching, replies
from hub.assistant.brain.needs import Need, need_of
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import need_judged
from hub.assistant.brain.skills.common import confident_hits, quiet_search
from hub.assistant.brain.skills.guests_later import offer_still_waits, rescales_the_offer
from hub.assistant.brain.skills.recipe_diets import NEED_IN_TALK, checked, need_in_talk, need_words
from hub.assistant.brain.skills.recipe_line_edits import line_edit, of_the_offer
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.skills.recipe_questions import recipe_shown
from hub.assistant.brain.skills.recipe_serves_for import count_wanted
from hub.assistant.brain.skills.recipes import (
    RECIPE_TURNS,
    guests_said,
    ingredient_lines,
    servings_asked,
    servings_shown,
)
from hub.assistant.brain.skills.recipes_else import asks_another
from hub.assistant.brain.turn import INTENT, RECIPE, SERVINGS, Turn
from hub.record import Record
from hub.storefront.cards import kwd_text, number_text, unit_price

# What goes into it: "what's in it", "the ingredients?", "what do i need for it", "شنو
# المكونات", "وش فيها", "shno t7tajeen 7agha" (read "شو تحتجين حق...")
_ITS_MAKINGS = Gated(
    r"\bingredients?\b|\bwhat(?:'s| is| are| goes)? (?:in|into|inside) (?:it|this|that|there)\b"
    r"|\bwhat (?:do|would|will|should) (?:i|we) (?:need|buy|get)\b|\bmade (?:of|with|from)\b"
    r"|\bwhat does (?:it|this|that|the recipe) (?:need|take|have|call for)\b"
    r"|(?<!\w)(?:ال)?(?:مكونات|مقادير|اغراض)\w*(?!\w)"
    r"|(?<!\w)(?:ت|ي|ا|ن)حت?ا?ج(?:ين|ون|ه|ها|هم)?(?!\w)"
    r"|(?<!\w)(?:شو|شنو|وش|ايش|شي) (?:فيها|فيه|داخلها|بداخلها|يبي ?لها|تبي ?لها)(?!\w)"
)
# Its cost: "how much would it cost", "bcham ykalfni", "شكثر بيكلف", "كم تكلف"
_COST = Gated(
    r"\b(?:cost\w*|price\w*|how much)\b"
    r"|(?<!\w)(?:بكم|بجم|شكثر|شقد|قديش|سعر\w*|اسعار\w*|ي?ب?يكلف\w*|ي?كلف\w*|ت?ب?تكلف\w*|تكلف\w*)(?!\w)"
    r"|^(?:كم|جم)(?!\w)"
)
# Whether it suits someone: "is it ok for her", "can she eat it", "تنفع لها", "fiha gluten?";
# never an "ok" or a "fine" alone ("fine, something different")
_SUITS = Gated(
    r"\b(?:ok|okay|fine|safe|suitable|good|alright|allowed)\b(?: \w+){0,2} for\b|\bsuitable\b"
    r"|\bcan (?:she|he|they|i|we|\w+) (?:eat|have)\b"
    r"|\bis (?:it|this|that|all of it|all of that|the recipe|the dish|everything) (?:\w+ )?"
    r"(?:vegan|vegetarian|gluten|dairy|lactose|ok|okay|fine|safe|free)\b"
    r"|(?<!\w)(?:ينفع|تنفع|يصلح|تصلح|مناسب\w*|يناسب\w*|تناسب\w*|ياكل\w*|تاكل\w*|تكل|فيها|فيه"
    r"|خالي\w*|خاليه)(?!\w)"
)
# Diets and allergens the need reader may miss in a short Gulf or Arabizi question
_GLUTEN = Gated(
    r"\b(?:gluten|celiac|coeliac)\b|(?<!\w)(?:ال)?(?:جلوتين|غلوتين|قلوتين|سيلياك)(?!\w)"
)
_VEGAN = Gated(r"\bvegan\b|(?<!\w)(?:فيغن|فيجن|نباتي\w*)(?!\w)")
# Allergens named in a short question: "any nuts in it?", "fiha mkasarat?", "فيها بيض؟"
_ALLERGENS = (
    (
        "nuts",
        Gated(
            r"\b(?:nuts?|almonds?|pistachios?|walnuts?|cashews?)\b|(?<!\w)(?:ال)?(?:مكسرات|لوز|فستق|كاجو)(?!\w)"
        ),
    ),
    ("peanuts", Gated(r"\bpeanuts?\b|(?<!\w)(?:ال)?فول سوداني(?!\w)")),
    ("sesame", Gated(r"\bsesame\b|(?<!\w)(?:ال)?سمسم(?!\w)")),
    ("egg", Gated(r"\beggs?\b|(?<!\w)(?:ال)?بيض(?!\w)")),
)
_MILK = Gated(r"\b(?:dairy|lactose|milk)\b|(?<!\w)(?:ال)?(?:حليب|ألبان|البان|لاكتوز)(?!\w)")
# Words of such a question that name no goods: the people, their diet, the asking
_NO_GOODS = Gated(
    r"^(?:friend|sister|brother|cousin|wife|husband|son|daughter|mum|mom|mother|dad|father"
    r"|guest|guests|kid|kids|she|he|her|him|they|coming|celiac|coeliac|gluten|free|vegan"
    r"|vegetarian|dairy|lactose|milk|eat|allergic|allergy|recipe|dish|all|everything|whole"
    r"|nuts?|eggs?|sesame|peanuts?|any|مكسرات|المكسرات|بيض|البيض|سمسم|حساسيه"
    r"|اختي|اخوي|ربيعتي|صديقتي|صاحبتي|ربيعي|صديقي|زوجتي|زوجي|امي|ابوي|ولدي|بنتي|ضيوف|الضيوف"
    r"|جلوتين|الجلوتين|غلوتين|نباتي\w*|فيغن|فيجن|حليب|الحليب|تاكل|ياكل|تكل|تنفع|ينفع|تناسب\w*"
    r"|يناسب\w*|مناسب\w*|حغا|حقها|لها|فيها|الوصفه|وصفه|خالي\w*|كلها|كله)$"
)
# The asking words of a makings or cost question, which name no dish
_ASKING = Gated(
    r"^(?:what|whats|in|it|need|needs|cost|costs|price|much|make|people|guests|persons"
    r"|ingredients?|recipe|for|total"
    r"|حق|حقها|حغا|لها|فيها|الوصفه|وصفه|هل|هال|كم|بكم|نفر|اشخاص|شخص|ناس|نص|ضيوف)$"
)


# Whether the store has goods, asked: "do you have eggs?", "u got milk", "any lactose free
# milk?", "عندكم حليب؟", "3indkum bai6?" (read "عندكم بيض"), "اكو حليب؟"; "فيه" is left out,
# "in it" as often as "is there"
_ASKS_THE_SHELF = Gated(
    r"\b(?:do|does|did)\s+(?:you|u|ya|you guys|the store)\s+(?:have|has|got|sell|stock|carry)\b"
    r"|\b(?:you|u)(?:\s+guys)?\s+(?:got|have|sell|stock)\b|\b(?:in stock|available|sell|stock|carry)\b"
    r"|^any\b|(?<!\w)(?:عندكم|عندك|اكو|تبيعون|متوفر\w*|موجود\w*|يوجد)(?!\w)"
)
# ...and the Arabizi "is there", typed so ("fi bai6?", "fee 7aleeb?"): the recipe is "fiha"
_THERE_IS_IN_ARABIZI = Gated(r"^(?:fi|fee|fih)\s+(?!it\b|this\b|that\b)")
# ...of the recipe in view, not the shelf: "does it have eggs?", "any nuts in it?", "فيها
# حليب؟", "الوصفه فيها بيض؟"
_OF_THE_RECIPE = Gated(
    r"\b(?:it|this|that|its|recipe|dish)\b"
    r"|(?<!\w)(?:فيها|حقها|لها|الوصفه|وصفه|الطبخه|هذي|هذا|منها)(?!\w)"
)
# Words a diet question holds that are goods the shelf has: "milk", "eggs", "حليب"
_SHELF_GOODS = Gated(
    r"^(?:milk|eggs?|nuts?|sesame|peanuts?|(?:ال)?(?:حليب|بيض|مكسرات|سمسم|لوز|فستق))$"
)


def _asks_the_shelf(turn: Turn) -> bool:
    """Goods asked of the store right after a recipe, not of the recipe: "do you have eggs?"
    names the eggs to be shown, whatever allergen the word is as well."""
    said = turn.message.for_model.lower()
    asked = _ASKS_THE_SHELF.search(said) or _THERE_IS_IN_ARABIZI.search(turn.input.text.lower())
    if _OF_THE_RECIPE.search(said) or not asked:
        return False
    return any(_SHELF_GOODS.search(w.lower()) for w in turn.utterance.topic)


# Its goods said as such: "its stuff", "the ingredients", "اغراضها", "ashyaha" (read "اشيها")
_ITS_GOODS = Gated(
    r"\b(?:stuff|things|ingredients|groceries)\b"
    r"|(?<!\w)(?:ال)?(?:اغراض|مكونات|اشياء|اشيا|اشي|حاجات|مقادير)(?:ها|ه)?(?!\w)"
)
# ...not the recipe itself: "give me the recipe for 12"
_THE_RECIPE = Gated(r"\brecipes?\b|(?<!\w)(?:ال)?(?:وصفه|وصفات)(?:ها)?(?!\w)")


def _takes_its_goods(turn: Turn) -> bool:
    """ "give me its stuff for 12", "عطني اغراضها", "i'll take the ingredients": its goods
    taken, by a verb of taking or wanting the model may read as a wish for the recipe."""
    u = turn.utterance
    said = turn.message.for_model.lower()
    return (
        u.has("TAKE", "WANT", "ADD")
        and not u.has("REMOVE")
        and not u.asks
        and "?" not in said
        and bool(_ITS_GOODS.search(said))
        and not _THE_RECIPE.search(said)
        and all(_ITS_GOODS.search(word) for word in u.topic)
    )


def _in_view(turn: Turn) -> str | None:
    recipe = turn.memory.get(RECIPE)
    if not isinstance(recipe, str) or turn.memory.get(INTENT) not in RECIPE_TURNS:
        return None
    return recipe


def _need(turn: Turn) -> Need:
    """The need the message asks of, read by the store's need words and by the diets a
    short question names ("ma takil gluten", "fiha 7aleeb?")."""
    said = turn.message.for_model.lower()
    need = need_of(said)
    flags, avoid = set(need.flags), set(need.avoid)
    if _GLUTEN.search(said):
        flags.add("gluten_free")
    if _VEGAN.search(said):
        flags.add("vegan")
    if _MILK.search(said) and "lactose_free" not in flags:
        avoid.add("milk")
    avoid.update(allergen for allergen, named in _ALLERGENS if named.search(said))
    return Need(frozenset(flags), frozenset(avoid), need.protein)


async def _names_other_goods(turn: Turn, recipe: str, words: list[str]) -> bool:
    """A word left that is goods of ours other than the recipe's ("the hummus in the can")."""
    if not words:
        return False
    try:
        shown = await turn.store.recipe(recipe)
    except Exception:  # read quietly: the message is then read without the recipe's goods
        shown = None
    ingredients = {str(i["productId"]) for i in (shown or {}).get("ingredients") or []}
    hits = confident_hits(words, await quiet_search(turn, " ".join(words)))
    return any(hit["_id"] not in ingredients for hit in hits)


async def reading(turn: Turn) -> str | None:
    """The question the message asks of the recipe in view, if it asks one of it."""
    recipe = _in_view(turn)
    u = turn.utterance
    if recipe is not None and count_wanted(turn) is not None and not u.has("ADD", "TAKE"):
        return "recipe_serves_for"  # "how many does it feed? i need it for 12"
    if recipe is not None and _takes_its_goods(turn):
        return "add_recipe_to_cart"  # "3a6ni ashyaha 7ag 12 nafar": its goods, for twelve
    edit = line_edit(turn)
    # an offer confirmed is in the cart: changed or counted anew, it would be added twice
    waits = await offer_still_waits(turn)
    if recipe is not None and edit is not None and (waits or not of_the_offer(edit)):
        return "add_recipe_to_cart"  # "put it in but double the chicken": all, one changed
    if recipe is not None and rescales_the_offer(turn, _guests(turn)) and waits:
        return "add_recipe_to_cart"  # "it's for 6 only, I want it for 9": proposed again
    if recipe is None or u.has("ADD", "TAKE", "REMOVE") or asks_another(turn):
        return None  # "fine, something different, my cousin is vegan": another recipe
    named = await recipe_named_whole(turn)
    if named is not None and named["_id"] != recipe:
        return None  # another dish of ours
    said = turn.message.for_model.lower()
    own = (
        {word for text in matching.name_texts(named) for word in matching.stems(text)}
        if named is not None
        else set()
    )
    need = _need(turn)
    asks_fit = bool(need.flags or need.avoid) and (u.asks or "?" in said or _SUITS.search(said))
    if (asks_fit or (_SUITS.search(said) and checked(need_in_talk(turn)))) and not (
        _asks_the_shelf(turn)
    ):
        rest = [w for w in u.topic if not _NO_GOODS.search(w.lower()) and w not in own]
        if not await _names_other_goods(turn, recipe, rest):
            return "recipe_fit"
    rest = [w for w in u.topic if not _ASKING.search(w.lower()) and not _ITS_MAKINGS.search(w)]
    rest = [w for w in rest if w not in own and not _COST.search(w)]
    if rest and await _names_other_goods(turn, recipe, rest):
        return None
    if u.has("DELIVER", "ORDER", "OFFERS", "POINTS", "COUPON"):
        return None  # "how much is delivery for 10 people": another matter of ours
    if _COST.search(said) and _guests(turn) is not None:
        return "recipe_cost_for"  # "shkither ykalif 7ag 12 nafar"
    if _ITS_MAKINGS.search(said) and not _COST.search(said) and len(rest) <= 1:
        return "recipe_makings"
    return None


_MARKS = Pattern(r"[?!.,;:،؟]")


def _guests(turn: Turn) -> int | None:
    # "for 12?": the count read without the mark that ends the question
    asked = servings_asked(turn) or guests_said(_MARKS.sub(" ", turn.message.text))
    if asked is None and turn.utterance.multiplier is not None:
        remembered = turn.memory.get(SERVINGS)
        if isinstance(remembered, int):
            asked = remembered * turn.utterance.multiplier
    return asked


def _card(turn: Turn, chosen: Record, servings: int) -> None:
    turn.block({"kind": "recipe", "recipeId": chosen["_id"], "servings": servings})
    turn.memory[RECIPE] = chosen["_id"]
    turn.memory[SERVINGS] = servings
    turn.chips("add_recipe", "cart")


async def recipe_makings(turn: Turn) -> None:
    """What goes into the recipe in view: its card again, at the servings it was shown."""
    chosen = await recipe_shown(turn)
    if chosen is None:
        return
    asked = _guests(turn)  # "we're 9 not 6, what do I need": for the count said
    shown = servings_shown(turn, chosen)
    turn.say("recipe_for_guests" if asked is not None and asked != shown else "recipe_makings")
    _card(turn, chosen, max(1, asked or shown))


async def recipe_cost_for(turn: Turn) -> None:
    """What its ingredients in stock cost together for the guests asked, scaled as adding
    them would be; the recipe shown for that many."""
    chosen = await recipe_shown(turn)
    if chosen is None:
        return
    servings = max(1, _guests(turn) or servings_shown(turn, chosen))
    lines = await ingredient_lines(turn, chosen, servings, every=True)
    total = sum(
        unit_price(lines.products[item.productId], item.variantId) * item.quantity
        for item in lines.items
    )
    turn.say("recipe_cost")
    count, guests = number_text(len(lines.items)), number_text(servings)
    turn.text_block(
        replies.figures(
            "recipe_cost", turn.language, count=count, servings=guests, total=kwd_text(total)
        )
    )
    if lines.missing:
        turn.say("left_out")
        turn.block({"kind": "products", "productIds": list(dict.fromkeys(lines.missing))})
    _card(turn, chosen, servings)


def _names(goods: list[Record]) -> dict[str, str]:
    return {
        lang: ("، " if lang == "ar" else ", ").join(str(p["name"][lang]) for p in goods)
        for lang in ("en", "ar")
    }


async def recipe_fit(turn: Turn) -> None:
    """Whether the recipe in view keeps the need asked: the goods that break it named, and
    those whose records do not say either way owned up to; nothing is proposed."""
    chosen = await recipe_shown(turn)
    if chosen is None:
        return
    # the need the message names ("does it have dairy?"), else the one said before it ("my
    # friend is vegan", then "is it ok for her?")
    own = _need(turn)
    kept = need_in_talk(turn, own)
    turn.memory[NEED_IN_TALK] = {"flags": sorted(kept.flags), "avoid": sorted(kept.avoid)}
    need = own if own.flags or own.avoid else kept
    ids = [str(i["productId"]) for i in chosen.get("ingredients") or []]
    lines = await ingredient_lines(turn, chosen, servings_shown(turn, chosen), every=True)
    goods = [lines.products[i] for i in dict.fromkeys(ids) if i in lines.products]
    judged = {p["_id"]: need_judged.judged(p, need) for p in goods}
    breaking = [p for p in goods if judged[p["_id"]] == "breaks"]
    unknown = [p for p in goods if judged[p["_id"]] == "unknown"]
    name = {"en": chosen["name"]["en"], "ar": chosen["name"]["ar"]}
    words = need_words(need)
    if breaking:
        turn.say("recipe_breaks_need")
        turn.text_block(
            replies.figures(
                "recipe_breaks_need", turn.language, name=name, need=words, goods=_names(breaking)
            )
        )
    elif not unknown:
        turn.say("recipe_keeps_need")
        turn.text_block(replies.figures("recipe_keeps_need", turn.language, name=name, need=words))
    else:
        turn.say("recipe_need_unsure")
    if unknown:
        turn.text_block(
            replies.figures("recipe_need_unknown", turn.language, need=words, goods=_names(unknown))
        )
    _card(turn, chosen, servings_shown(turn, chosen))

"""A recipe held against a diet or an allergen, from its ingredients' own records.

A dish is vegan only when every ingredient is, and free of nuts only when none lists them: so
the answer is read from each ingredient's structured attributes, never from the dish's name.
A need said once ("my friend is vegan") stays the conversation's, so "is mutabbal ok for her?"
and the ideas offered after it are held against it, and a dish that breaks it is said to, with
the ingredients that do.
"""

from __future__ import annotations

from hub.assistant.brain import matching, replies
from hub.assistant.brain.needs import Need, need_of
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.product_flags import ALLERGEN_NAMES, DIETARY_NAMES
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_products,
    quiet_recipes,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.skills.need_judged import FREE_FLAG, WHOLE_DISH, Judged, goods_judged
from hub.assistant.brain.skills.recipe_names import recipe_named_whole
from hub.assistant.brain.turn import INTENT, RECIPE, SERVINGS, Turn
from hub.record import Record

# The conversation's need, as said: {"flags": [...], "avoid": [...]}
NEED_IN_TALK = "needInTalk"
# Asking whether a dish suits someone: "is it ok for her", "safe for a celiac", "can she eat
# it", "ينفع لها", "يصلح للنباتي", "yinfa3 7agha", "mnasib"
_SUITS = Gated(
    r"\b(?:ok|okay|fine|safe|suitable|good|alright|allowed)\b(?: \w+){0,2} for\b"
    # "are any of those suitable?", "what about the cheese, is it ok?"
    r"|\bsuitable\b|\b(?:ok|okay|fine|safe|allowed)\W*$"
    # Arabizi left in Latin letters beside a brand's name: "galaxy caramel yinfa3 laha?"
    r"|\b(?:yi|ye|y|ti|te|t)nfa3\w*|\b(?:yi|y|ti|t)sla7\w*|\bm[ae]?nas[ie]?b\w*"
    # "is the galaxy one ok? the caramel", "are the smooth ones safe"
    r"|\b(?:is|are) (?:it|this|that|these|those|they|the(?: \w+){1,3}) (?:ok|okay|fine|safe|alright)\b"
    # ...the goods named bare, or all of a brand: "is coco pops ok? he loves it", "el galaxy
    # kilha ok?" (read "كلها ok"), "الجالكسي كله اوكي؟", "lays ay noo3 safe?" (which kind)
    r"|^(?:and |so |but )?(?:is|are) (?!there\b|it\b|this\b|that\b)\w+(?: \w+){0,2} (?:ok|okay|fine|safe|alright)\b\W*[?؟]"
    r"|(?<!\w)(?:كله|كلها|كلهم|كلهن|اي نوع|ا نوع|اي واحد|اي وحده) (?:ok|okay|safe|fine|اوكي|اوك|امن|آمن|سليم)(?!\w)"
    r"|(?<!\w)(?:اوكي|اوك|امن|آمن|سليم)\s*[?؟]"
    # what is safe for a use: "whats safe to put on the bread", "anything safe to snack on"
    r"|\b(?:what|whats|what's|which|anything|something) (?:is |are )?(?:\w+ )?safe (?:to|for) \w+"
    r"|\bcan (?:she|he|they|i|we|my \w+) (?:eat|have)\b|\bis (?:it|this|that|\w+) (?:vegan|vegetarian)"
    r"|(?<!\w)(?:ينفع|تنفع|يصلح|تصلح|مناسب|مناسبه|يناسب|تناسب|ينفعها|ينفعه|تنفعها|تنفعه"
    r"|ياكله|ياكلها|تاكله|تاكلها|تقدر تاكل|يقدر ياكل)(?!\w)"
)


def asks_fit(turn: Turn) -> bool:
    """Whether the message asks if something suits a need: "is it ok for her", "is the
    shakshuka vegan?", "فيها جلوتين؟"."""
    said = turn.message.for_model
    need = need_of(said)
    return bool(_SUITS.search(said)) or (turn.utterance.asks and bool(need.flags or need.avoid))


# Where a clause of a message ends: "my cousin can't eat shrimp, is the fish ok for him"
_CLAUSE_END = Pattern(r"[,،.!?؟;]+")


def asks_suits_apart(turn: Turn) -> bool:
    """Whether the message asks in words if goods suit, in a clause of its own beside the one
    telling the need: "my cousin can't eat shrimp, is the fish ok for him". A need said in
    the very clause asked ("is kitkat vegan", "is the galaxy safe for a nut allergy") asks
    after the goods' own record, and this reading stands aside."""
    clauses = [part for part in _CLAUSE_END.split(turn.message.for_model) if part.strip()]
    asking = [part for part in clauses if _SUITS.search(part.strip())]
    return 0 < len(asking) < len(clauses) and not any(need_of(part) for part in asking)


# "what about cereal", "وش عن الكورن فليكس", "shno 3an el cereal" after "my son is celiac":
# more goods asked of the need said before, which must still be kept
_WHAT_ABOUT = Gated(r"\b(?:what|how) about\b|(?<!\w)(?:شو|شنو|وش|ايش|ماذا|طيب) عن(?!\w)")


def asks_what_about(turn: Turn) -> bool:
    return bool(_WHAT_ABOUT.search(turn.message.for_model))


async def fit_asked_of_a_recipe(turn: Turn) -> bool:
    """A need asked of a dish the store has a recipe for, named whole ("is the shakshuka
    vegan?", "is the luqaimat safe for a nut allergy"); a one-word name that is a product's
    too, whole ("is hummus vegan", "الحمص بالطحينه نباتي؟"), stays the product's."""
    if not checked(need_in_talk(turn)) or not asks_fit(turn):
        return False
    named = await recipe_named_whole(turn, one_word=True) or await _named_mostly(turn)
    if named is None:
        return False
    own = [word for text in matching.name_texts(named) for word in matching.stems(text)]
    typed = [*turn.utterance.topic, *matching.stems(turn.message.for_model.lower())]
    said = list(dict.fromkeys(w for w in typed if any(matching.same_word(w, it) for it in own)))
    hits = confident_hits(said, await quiet_search(turn, " ".join(said)))
    return not any(not unmet_words(said, [hit]) for hit in hits)


async def _named_mostly(turn: Turn) -> Record | None:
    """A recipe named by all but one word of a name of three or more ("the shawarma bowl" of
    Chicken Shawarma Bowl): the name as shoppers shorten it."""
    recipes = await quiet_recipes(turn)
    said = turn.utterance.topic
    if not recipes or not said:
        return None
    # every word as typed too: "طبق" (a bowl, a dish) is no topic of its own
    typed = [*said, *matching.stems(turn.message.for_model.lower())]
    best: tuple[int, Record] | None = None
    for recipe in recipes:
        for text in matching.name_texts(recipe):
            name = matching.stems(text.split("(")[0])
            if not any(matching.same_word(w, part) for w in said for part in name):
                continue
            held = sum(any(matching.same_word(w, part) for w in typed) for part in name)
            if len(name) > 2 and held >= len(name) - 1 and (best is None or held > best[0]):
                best = (held, recipe)
    return best[1] if best else None


# What a message that only tells a diet after the store's ideas is read as, and the words
# around the diet that name no food: "whatever you like, but one of them is vegan", "3ady ay
# shay, bs wa7ed minhom vegan"
_VAGUE_READINGS = frozenset({"search", "general", "clarify", "unknown", "similar"})
_OF_IDEAS = frozenset({"meal_ideas", "recipe"})
_NO_FOOD = Gated(
    r"^(?:[\w',.]+\s+){0,8}?(?:(?:one|some|two|a few|most) (?:of )?(?:them|the guests|my guests"
    r"|our guests)|(?:a|one) guest|(?:he|she|they) (?:is|are)|someone|somebody"
    # one of the household at the meal: "my wife is vegan", "our son's diabetic"
    r"|(?:my|our) (?:wife|husband|son|daughter|mum|mom|mother|dad|father|sister|brother|friend"
    r"|kid|boy|girl|guest|cousin|aunt|uncle|grandma|grandpa|mother-in-law|father-in-law)(?:'?s)?)"
    r"\s+(?:is |are )?"
    r"(?:also )?(?:vegan|vegetarian|gluten[- ]free|diabetic|allergic to nuts|lactose intolerant)\W*$"
    r"|(?<!\w)(?:(?:واحد|وحده|وحدة|بعض) (?:منهم|من الضيوف|من ال?صيوف)|زوجتي|مرتي|حرمتي|زوجي|رجلي"
    r"|ريلي|ولدي|بنتي|امي|ابوي|اختي|اخوي|marti|zoojti|zawjti|rayli|wildi|binti|ummi|abooy|u5ti"
    r"|a5oy)\s+(?:vegan|نباتي\w*|نبتي\w*|فيغن|فيجن"
    r"|سكري|عنده سكر|عندها سكر)\W*$"
)


def diet_told_of_the_ideas(turn: Turn, intent: str) -> bool:
    """Right after the store's dish ideas or a recipe, a diet told of someone at the meal
    and no food named: the ideas again, kept to it, never a search of no goods."""
    if intent not in _VAGUE_READINGS or turn.memory.get(INTENT) not in _OF_IDEAS:
        return False
    need = need_of(turn.message.for_model)
    return bool(need.flags or need.avoid) and bool(_NO_FOOD.search(turn.message.for_model.lower()))


def remember_need(turn: Turn) -> None:
    """Keeps a need the message states for the turns after it, beside those said before."""
    need = need_of(turn.message.for_model)
    if need.flags or need.avoid:
        need = need_in_talk(turn, need)
        turn.memory[NEED_IN_TALK] = {"flags": sorted(need.flags), "avoid": sorted(need.avoid)}


def need_in_talk(turn: Turn, own: Need | None = None) -> Need:
    """The message's own need (`own`, when the caller has read it already) with the ones said
    earlier in the conversation: "I'm vegan", then "my daughter can't have gluten" asks for
    what is both."""
    need = own if own is not None else need_of(turn.message.for_model)
    kept = turn.memory.get(NEED_IN_TALK)
    if not isinstance(kept, dict):
        return need
    flags = frozenset(kept.get("flags") or ()) | need.flags
    return Need(flags, frozenset(kept.get("avoid") or ()) | need.avoid, need.protein)


def _goods_of(recipe: Record, products: dict[str, Record]) -> list[Record]:
    ids = [str(i["productId"]) for i in recipe.get("ingredients") or []]
    return [products[i] for i in dict.fromkeys(ids) if i in products]


def judged_recipe(recipe: Record, products: dict[str, Record], need: Need) -> Judged:
    """A dish breaks the need when one of its goods does, and keeps it only when every one's
    record says so: a silent record leaves the whole dish unknown."""
    found = goods_judged(_goods_of(recipe, products), need)
    return "breaks" if found["breaks"] else "unknown" if found["unknown"] else "keeps"


async def _ingredients(turn: Turn, recipes: list[Record]) -> dict[str, Record]:
    ids = [str(i["productId"]) for recipe in recipes for i in recipe.get("ingredients") or []]
    return {p["_id"]: p for p in await quiet_products(turn, list(dict.fromkeys(ids)))}


def checked(need: Need) -> bool:
    return bool(need.avoid or need.flags & (WHOLE_DISH | set(FREE_FLAG.values())))


async def safe_recipes(turn: Turn, recipes: list[Record]) -> list[Record]:
    """The recipes that keep the conversation's need ("a dessert w no nuts", "my friend is
    vegan, what mezze"); all of them when no need was said."""
    return (await recipes_by_need(turn, recipes))["keeps"]


async def recipes_by_need(turn: Turn, recipes: list[Record]) -> dict[Judged, list[Record]]:
    """The recipes by how each reads against the conversation's need: all kept when none was
    said."""
    need = need_in_talk(turn)
    found: dict[Judged, list[Record]] = {"keeps": [], "breaks": [], "unknown": []}
    if not checked(need):
        found["keeps"] = list(recipes)
        return found
    products = await _ingredients(turn, recipes)
    for recipe in recipes:
        found[judged_recipe(recipe, products, need)].append(recipe)
    return found


def goods_named(goods: list[Record]) -> dict[str, str]:
    return {
        lang: ("، " if lang == "ar" else ", ").join(str(p["name"][lang]) for p in goods)
        for lang in ("en", "ar")
    }


def need_words(need: Need) -> dict[str, str]:
    named = [DIETARY_NAMES.get(flag, (flag, flag)) for flag in sorted(need.flags)]
    named += [
        (f"free of {en}", f"خالية من {ar}")
        for en, ar in (ALLERGEN_NAMES.get(a, (a, a)) for a in sorted(need.avoid))
    ]
    return {"en": ", ".join(en for en, _ in named), "ar": "، ".join(ar for _, ar in named)}


async def answers_fit(turn: Turn, recipe: Record, servings: int | None = None) -> bool:
    """Answers "is mutabbal ok for her?" (a vegan said before), "is the hummus safe for a nut
    allergy": whether the dish keeps the need, naming what breaks it. False when the message
    asks no such thing, or no need is known to hold it against."""
    need = need_in_talk(turn)
    if not checked(need) or not asks_fit(turn):
        return False
    products = await _ingredients(turn, [recipe])
    found = goods_judged(_goods_of(recipe, products), need)
    name = {"en": recipe["name"]["en"], "ar": recipe["name"]["ar"]}
    if found["breaks"]:
        line = replies.figures(
            "recipe_breaks_need",
            turn.language,
            name=name,
            need=need_words(need),
            goods=goods_named(found["breaks"]),
        )
        turn.say("recipe_breaks_need")
        turn.text_block(line)
    elif not found["unknown"]:
        line = replies.figures("recipe_keeps_need", turn.language, name=name, need=need_words(need))
        turn.say("recipe_keeps_need")
        turn.text_block(line)
    else:
        turn.say("recipe_need_unsure")
    if found["unknown"]:
        turn.text_block(
            replies.figures(
                "recipe_need_unknown",
                turn.language,
                need=need_words(need),
                goods=goods_named(found["unknown"]),
            )
        )
    servings = servings or int(recipe.get("servings") or 1)
    turn.block({"kind": "recipe", "recipeId": recipe["_id"], "servings": servings})
    turn.memory[RECIPE] = recipe["_id"]  # "add the rest of it" is about this one
    turn.memory[SERVINGS] = servings
    turn.chips("add_recipe", "cart")
    return True

"""Calories, protein, sugar and allergens of a food: "how many calories in bananas", "كم سعرة
في الموز", "fi gluten bel 5ubz?", "is it vegan" after a card.

Figures come only from the product's own record, never from what a food usually holds: a
product whose record has no nutrition gets "the label has them", and one the store does not
sell gets no figure at all. The card is shown with the answer, so the shopper sees which
product the figures are of.
"""

from __future__ import annotations

from hub.assistant.brain import matching, replies
from hub.assistant.brain.kin_words import KIN_WORDS
from hub.assistant.brain.needs import (
    ALLERGEN_WORDS,
    NEED_WORDS,
    asks_figures,
    picks_by_most,
    points_into_a_list,
)
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.product_flags import ALLERGEN_NAMES, DIETARY_NAMES
from hub.assistant.brain.skills import (
    allergens_of_several,
    bakery_traces,
    diet_in_view,
    kind_without,
    product_facts,
    recipes,
)
from hub.assistant.brain.skills.common import (
    AISLE_WORDS,
    SEARCH_LIMIT,
    confident_hits,
    quiet_products,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.named_loosely import product_named_loosely
from hub.assistant.brain.skills.support import decline
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment, Utterance
from hub.errors import HubError
from hub.record import Record
from hub.text import words

# Words of the question, not of the food asked about
_QUESTION_WORDS = frozenset(
    words(
        "how many much calories calorie cals cal kcal protein proteins sugar fat nutrition"
        " nutritional nutrients macros allergens allergen allergy allergies contain contains"
        " content does do is are it this that in of a the per gram grams what have has there"
        " any info facts value values carb carbs carbohydrate carbohydrates fibre fiber sodium"
        " salt healthy good for weight loss fattening added high low ok okay safe suitable fine"
        " diabetic diabetics vegans vegetarians celiac celiacs coeliac"
        " كم سعرات السعرات سعره حراريه كالوري كالوريز كلوري كلورس بروتين البروتين سكر دهون"
        " القيمه القيم الغذائيه حساسيه مسببات الحساسيه فيه في شو شنو ايش هذا هذي"
        " يسمن تسمن كربوهيدرات الكربوهيدرات الياف الالياف نسبه مضاف صحي وايد كثير ملح فيها"
        " ينفع يصلح مرضي مريض السكري الوزن يزيد الدهون الملح السكر"
        # "wayed" (a lot) read ويد; "لمرضى السكري" (for diabetics)
        " ويد لمرضي للمرضي سكره سكرها دهونه دهونها ملحه ملحها عالي"
        # a nutrient joined to "and": "كم فيه سعرات وسكر"
        " وسكر والسكر وسعرات والسعرات وبروتين والبروتين ودهون والدهون وملح والملح"
    )
)
_UNKNOWN = {"en": "?", "ar": "؟"}
_CLAUSES = Pattern(r"[?,.!;؟،]")
# A nutrient weighed across the list just shown: "which of these has the most protein",
# "ايهم فيه اقل سكر", "ayhum fee akthar protein"; the figure's key in the record
_NUTRIENTS = (
    ("protein", Pattern(r"\bprotein|(?<!\w)(?:ال)?بروتين(?!\w)")),
    # sweetness weighed is sugar weighed: "which dates r less sweet", "اي تمر اقل حلاوه"
    (
        "sugar",
        Pattern(r"\bsugar|\bsweet(?:er|est|ness)?\b|(?<!\w)(?:ال)?(?:سكر|حلاو[ةه]|حلو)(?!\w)"),
    ),
    ("fat", Pattern(r"\bfat\b|(?<!\w)(?:ال)?دهون(?!\w)")),
    ("energyKcal", Pattern(r"\bcal\w*|(?<!\w)(?:ال)?(?:سعرات|كالوري\w*)(?!\w)")),
)
_MOST = Pattern(
    r"\b(?:most|highest|more|richest|sweeter|sweetest)\b|(?<!\w)(?:اكثر|اعلى|اعلي|اكثرهم)(?!\w)"
)
_LEAST = Pattern(r"\b(?:least|lowest|less|fewest)\b|(?<!\w)(?:اقل|اقلهم)(?!\w)")


# "which one", "ايهم", "اي واحد": the picking, no food
_PICKING = frozenset(words("which one ones ايهم ايها واحد وحده منهم فيهم"))


def _food_named(topic: list[str]) -> list[str]:
    """The words of a topic that name a food, not the question's nor its weighing."""
    asked = _QUESTION_WORDS | NEED_WORDS | _PICKING
    return [
        word
        for word in topic
        if word not in asked
        and word not in KIN_WORDS  # "ibn o5oy 3inda 7asasiya": whom it is for, no food
        and len(word) > 1  # "ا" of "ay wa7d" read in Arabic letters
        and not _MOST.fullmatch(word)
        and not _LEAST.fullmatch(word)
    ]


async def _weighed_of_the_shown(turn: Turn) -> Record | None:
    """The product of the list just shown with most (or least) of the nutrient asked, of
    those whose record gives its figure; None when the message weighs no list, or when
    fewer than two records give the figure (`_weigh_a_kind` then says so)."""
    text = turn.message.for_model
    if not turn.shown():
        return None
    if not points_into_a_list(text) and not (
        picks_by_most(text) and not _food_named(turn.utterance.topic)
    ):
        return None  # "which has the most protein" names no food: the list is weighed
    key = next((key for key, named in _NUTRIENTS if named.search(text)), None)
    most, least = _MOST.search(text) is not None, _LEAST.search(text) is not None
    if key is None or most == least:
        return None
    known = [
        (float(facts[key]), product)
        for product in await quiet_products(turn, turn.shown())
        if (facts := (product.get("attributes") or {}).get("nutrition"))
        and facts.get(key) is not None
    ]
    if len(known) < 2:
        return None
    return (max if most else min)(known, key=lambda pair: pair[0])[1]


# Words of weighing, not of the kind weighed: "which dates have the least sugar"
_WEIGHING = frozenset(
    words(
        "most least more less highest lowest fewest richest kind kinds type types sort one ones"
        " which اكثر اقل اعلى اعلي اكثرهم اقلهم نوع انواع صنف اي ايهم ايها فيها"
        " sweet sweeter sweetest sweetness حلاوه حلو"
    )
)
_KIND_POOL = 24


_OR = Gated(r"\b(?:or|vs|versus|wla|walla)\b|(?<!\w)(?:ولا|او|والا)(?!\w)")
_WHICH = Gated(r"\bwhich\b|(?<!\w)(?:اي|ايهم|ايها|انهو|انهي|وش|شنو)(?!\w)")


def weighs_a_nutrient(text: str) -> bool:
    """ "which dates have the least sugar", "اي نوع تمر فيه سكر اقل": which has most or least
    of a nutrient, asked."""
    most, least = _MOST.search(text) is not None, _LEAST.search(text) is not None
    return (
        most != least
        and _WHICH.search(text) is not None
        and _OR.search(text) is None  # "which has less sugar, pepsi or diet pepsi": compared
        and any(named.search(text) for _, named in _NUTRIENTS)
    )


async def _of_the_kind(turn: Turn, kind: list[str]) -> list[Record]:
    hits = confident_hits(kind, await search(turn, " ".join(kind), limit=_KIND_POOL))
    return [hit for hit in hits if not unmet_words(kind, [hit])][:SEARCH_LIMIT]


async def _weigh_a_kind(turn: Turn, asked: tuple[str, bool] | None = None) -> bool:
    """ "which dates have the least sugar", "اي نوع تمر فيه سكر اقل": the products of the kind
    named whose records give the nutrient, the one with least (or most) of it shown; when
    only one record or none gives it, that is said, and nothing is ranked on a guess. False
    when the message weighs no nutrient across a kind the store sells."""
    text = turn.message.for_model
    key = next((key for key, named in _NUTRIENTS if named.search(text)), None)
    most, least = _MOST.search(text) is not None, _LEAST.search(text) is not None
    if asked is not None:
        key, most = asked
        least = not most
    if key is None or most == least:
        return False
    skip = _QUESTION_WORDS | NEED_WORDS | _WEIGHING
    kind = [word for word in turn.utterance.topic if word not in skip]
    if kind:
        hits = await _of_the_kind(turn, kind)
        if len(hits) < 2 and len(kind) > 1:
            # "which breakfast cereal has least sugar": the cereals, whose names hold no
            # "breakfast"; the word of the kind most products hold
            each = [await _of_the_kind(turn, [word]) for word in kind]
            hits = max(each, key=len)
    else:  # "which has the least sugar" after the dates: of those
        hits = await quiet_products(turn, turn.shown())
    if len(hits) < 2:
        return False  # one product: its own facts
    known = [
        (float(facts[key]), hit)
        for hit in hits
        if (facts := (hit.get("attributes") or {}).get("nutrition")) and facts.get(key) is not None
    ]
    if len(known) < 2:
        turn.say("weighed_one_known" if known else "weighed_none_known")
        ids = [known[0][1]["_id"]] if known else [hit["_id"] for hit in hits]
        turn.block({"kind": "products", "productIds": ids})
        turn.remember_shown(ids)
        if known:
            _figures_of(turn, known[0][1])
        turn.chips("detail_first", "cart")
        return True
    chosen = (max if most else min)(known, key=lambda pair: pair[0])[1]
    turn.say("weighed_most" if most else "weighed_least")
    turn.block({"kind": "product_detail", "productId": chosen["_id"]})
    turn.remember_shown([chosen["_id"]])
    turn.set_focus(chosen["_id"])
    _figures_of(turn, chosen)
    turn.chips("add_first", "cart")
    return True


async def weigh_a_kind_by(turn: Turn, key: str, most: bool) -> bool:
    """The kind named weighed by one nutrient the message does not name: "which dates are
    lightest for him" after his diabetes, weighed by sugar."""
    return await _weigh_a_kind(turn, (key, most))


async def _product_asked(turn: Turn) -> Record | None:
    weighed = await _weighed_of_the_shown(turn)
    if weighed is not None:
        return weighed
    kind = _kind(turn.utterance.topic)
    left_out = set(turn.utterance.left_out)
    # "the normal galaxy, any nuts? not the hazelnut one": of the galaxy, one that is not
    asked = [word for word in turn.utterance.topic if word in kind or word in left_out]
    kept = await kind_without.without_the_kind(turn, Segment(None, None, asked, False), left_out)
    if kept is not None:
        return kept[0]
    if kind:
        try:
            aisles = {aisle["_id"]: aisle for aisle in await turn.store.categories()}
        except HubError:
            aisles = {}  # the products' own names still tell
        # the food is named in one clause and whoever it is for in another: "the harees, is
        # it gluten free? my cousin is celiac"
        clauses = [_kind(Utterance(part).topic) for part in _CLAUSES.split(turn.utterance.raw)]
        # a variety named by a word that also asks ("التمر السكري فيه سكر وايد؟": the Sukkari
        # dates, not whether dates suit a diabetic): first the food with the word after it
        named = _with_the_word_after(turn.utterance.topic, kind)
        # an allergen's word that is part of the food's own name ("does the peanut butter
        # have gluten": the peanut butter, not the Lurpak) when one product holds them all
        whole = _with_its_allergen_words(_food_named(turn.utterance.topic))
        food = [word for word in kind if not _an_allergen(word)]
        for asked in [
            *([whole] if whole != kind else []),
            *([named] if named != kind else []),
            kind,
            # "the tinned hummus, any milk in it?": a clause naming the allergen alone is
            # what is asked of the food, never the food, when another word names one
            *(
                clause
                for clause in clauses
                if clause and clause != kind and (not food or not all(map(_an_allergen, clause)))
            ),
        ]:
            # every word asked held, give or take one: "a big mac" is no macaroni; a word
            # may name the food's aisle: "the canned hummus" is the hummus of canned food
            # the variety, or the name with its allergen's word: each word held
            every = (asked is named and named != kind) or (asked is whole and whole != kind)
            hits = [
                hit
                for hit in await search(turn, " ".join(asked))
                if (every and all(_holds(hit, word, aisles) for word in asked))
                or (not every and 2 * sum(_holds(hit, word, aisles) for word in asked) > len(asked))
            ]
            if hits:
                return hits[0]
        # "is the bzar mix gluten free": the words in other forms than the record's
        return await product_named_loosely(turn, kind)
    focus = turn.focus()
    found = await quiet_products(turn, [focus]) if focus else []
    return found[0] if found else None


def _an_allergen(word: str) -> bool:
    return word in ALLERGEN_WORDS or word.removeprefix("ال") in ALLERGEN_WORDS


def _with_its_allergen_words(food: list[str]) -> list[str]:
    """The food's words with an allergen's word kept where it is part of the name: before
    another food word ("peanut butter", "milk chocolate") or, in Arabic, after one ("زبدة
    الفول السوداني"); the allergen asked about ("...have milk") is no part of it."""

    def allergen(word: str) -> bool:
        return word in ALLERGEN_WORDS or word.removeprefix("ال") in ALLERGEN_WORDS

    kept = []
    for n, word in enumerate(food):
        after = food[n + 1] if n + 1 < len(food) else None
        before = food[n - 1] if n else None
        named = (after is not None and not allergen(after)) or (
            before is not None and not before.isascii() and not allergen(before)
        )
        if not allergen(word) or named:
            kept.append(word)
    return kept


def _with_the_word_after(topic: list[str], kind: list[str]) -> list[str]:
    """The food's words with the topic word right after each, when that word was taken for
    part of the question: a variety's name ("التمر السكري", "the diet pepsi")."""
    named: list[str] = []
    for n, word in enumerate(topic):
        dropped = word not in kind and not _MOST.fullmatch(word) and not _LEAST.fullmatch(word)
        if word in kind or (n and topic[n - 1] in kind and dropped):
            named.append(word)
    return named


def _kind(topic: list[str]) -> list[str]:
    kind = _food_named(topic)
    # "is there milk in the kitkat": the food is the kitkat, unless milk is all that is named
    return [word for word in kind if word not in ALLERGEN_WORDS] or kind


def _holds(product: Record, word: str, aisles: dict[str, Record]) -> bool:
    if confident_hits([word], [product]):
        return True
    aisle = aisles.get(str(product.get("categoryId") or ""))
    return aisle is not None and bool(matching.best_by_name([word], [aisle], fields=AISLE_WORDS))


def _figure(value: object) -> dict[str, str]:
    if value is None:
        return _UNKNOWN
    number = f"{float(str(value)):g}"
    return {"en": number, "ar": number}


def _allergen_line(turn: Turn, allergens: list[str] | None) -> str:
    if allergens is None:
        return replies.figures("allergens_unknown", turn.language)
    if not allergens:
        return replies.figures("no_allergens", turn.language)
    named = [ALLERGEN_NAMES.get(a, (a, a)) for a in allergens]
    listed = {"en": ", ".join(en for en, _ in named), "ar": "، ".join(ar for _, ar in named)}
    return replies.figures("allergens", turn.language, allergens=listed)


# "they", "those", "فيهم" (in them), "feehum": what was just shown, as what is asked about
_THEM = frozenset(
    words(
        "they them those these it its fiha feeha feehum fihum feehom fihom feeh fih"
        " فيهم فيها فيه منهم هذول هذي هذا"
    )
)
_SHOWN_ANSWERED = 4


async def allergen_of_the_shown(turn: Turn, pointing: frozenset[str] = _THEM) -> bool:
    """An allergen asked of the products just offered or shown, no food named ("feehum nuts? wildi
    3inda 7asasiya", "do they have nuts", "فيهم مكسرات؟"): each answered from its own
    record. A search for the allergen's word would show a product made of it (mixed nuts)
    to a shopper keeping away from it."""
    tokens = turn.utterance.tokens
    asked = {
        allergen for token in tokens if (allergen := ALLERGEN_WORDS.get(token.removeprefix("ال")))
    }
    focus = turn.focus()
    # what was just offered is what "they" are ("wait do they have egg in them" right after
    # the croissants were offered, with the laban list shown before), else the list shown
    offered = list(dict.fromkeys(line.productId for line in turn.proposed))
    shown_ids = offered or turn.shown() or ([focus] if focus else [])
    if not asked or not shown_ids or not pointing & set(tokens):
        return False
    food = [
        word
        for word in _food_named(turn.utterance.topic)
        if word not in _THEM and ALLERGEN_WORDS.get(word.removeprefix("ال")) is None
    ]
    if food and confident_hits(food, await search(turn, " ".join(food))):
        return False  # "does the bread have gluten": the food named is what is asked about
    shown = await quiet_products(turn, shown_ids[:_SHOWN_ANSWERED])
    if not shown:
        return False
    turn.say("allergens_of_the_shown")
    turn.block({"kind": "products", "productIds": [p["_id"] for p in shown]})
    for product in shown:
        allergens = (product.get("attributes") or {}).get("allergens")
        name = turn.name(product)
        turn.text_block(f"{name}: {_allergen_line(turn, allergens)}")
    turn.chips("cart")
    return True


async def nutrition(turn: Turn) -> None:
    sweetened = await diet_in_view.asks_how_sweetened(turn)
    in_view = sweetened or await diet_in_view.asks_of_the_one_in_view(turn)
    if not in_view and await allergens_of_several.answered(turn):
        return  # "do the samboosa and the luqaimat have nuts": each one answered
    if not in_view and await allergen_of_the_shown(turn):
        return
    if await _weighed_of_the_shown(turn) is None and await _weigh_a_kind(turn):
        return
    # "wait is that dairy free?" right after the Coffee-mate: that product, not the milk
    product = await _the_one_in_view(turn) if in_view else await _product_asked(turn)
    if product is None and not turn.shown() and picks_by_most(turn.message.for_model):
        # "which country eats the most sugar": a most of nothing the store sells, nor of a
        # list shown, is a question about the world
        await decline(turn)
        return
    if product is None and await recipes.recipe_when_named(turn):
        return  # "is adas soup healthy": our recipe, from its ingredients
    if product is None:
        turn.say("nutrition_not_stocked")
        turn.chips("aisles", "help")
        return
    attributes = product.get("attributes") or {}
    facts = attributes.get("nutrition")
    if facts:
        turn.say("nutrition_known")
    elif attributes.get("allergens") is not None and not asks_figures(turn.message.for_model):
        turn.say("allergens_known")  # "is there gluten in the bread": what it holds
    else:
        turn.say("nutrition_unknown")
    turn.block({"kind": "product_detail", "productId": product["_id"]})
    turn.remember_shown([product["_id"]])
    turn.set_focus(product["_id"])
    _figures_of(turn, product)
    if attributes:
        turn.text_block(_allergen_line(turn, attributes.get("allergens")))
        await bakery_traces.warn_of_traces(turn, product)  # "made where nuts are handled"
        suits = [DIETARY_NAMES[flag] for flag in attributes.get("dietary") or ()]
        listed = {"en": ", ".join(en for en, _ in suits), "ar": "، ".join(ar for _, ar in suits)}
        turn.text_block(replies.figures("dietary", turn.language, flags=listed))
        flags = set(attributes.get("dietary") or ())
        if sweetened and "no_added_sugar" in flags and "sugar_free" not in flags:
            # "is it sugar free or only no added sugar?": its own sugar, said plainly
            name = {
                "en": product_facts.english(product, "name"),
                "ar": product_facts.arabic_name(product),
            }
            turn.text_block(product_facts.none_added(turn, attributes, name))
    turn.chips("add_first", "cart")


async def _the_one_in_view(turn: Turn) -> Record | None:
    focus = await diet_in_view.one_in_view(turn)
    found = await quiet_products(turn, [focus]) if focus else []
    return found[0] if found else None


def _figures_of(turn: Turn, product: Record) -> None:
    """The record's figures per 100 g, as a text card, when it has them."""
    facts = (product.get("attributes") or {}).get("nutrition")
    if not facts:
        return
    per = str(facts.get("per") or "100 g")
    turn.text_block(
        replies.figures(
            "nutrition",
            turn.language,
            per={"en": per, "ar": per.replace(" ml", " مل").replace(" g", " غرام")},
            kcal=_figure(facts.get("energyKcal")),
            protein=_figure(facts.get("protein")),
            sugar=_figure(facts.get("sugar")),
            fat=_figure(facts.get("fat")),
        )
    )

"""What a food is, asked as a need: "sugar free drinks", "my husband is vegan, what protein",
"gluten free bread", "بدون سكر", "not the frozen one".

Names match words, and "sugar" names the sugar itself: a need is read from the product's
structured attributes (`hub.storefront.seed.attributes`), never from a shared word, so
"suger free drinks" finds the diet drinks and water and never granulated sugar. A food whose
allergens are unknown is never offered as free of one. When nothing of the kind asked meets
the need, the search says it has not exactly that before the nearest ("lactose free milk");
when the need is to avoid an allergen, no nearest is shown, since it would hold it.
"""

from __future__ import annotations

from hub.assistant.brain import dips, matching, replies
from hub.assistant.brain.children_bites import SNACKS, bites_for_children
from hub.assistant.brain.colours import colour_of, of_colour
from hub.assistant.brain.kin_words import KIN_WORDS
from hub.assistant.brain.needs import (
    NEED_WORDS,
    PREFERENCES,
    Need,
    avoided_words,
    names_a_plant_dairy,
    need_of,
    need_said_words,
    not_the_kind,
    points_into_a_list,
)
from hub.assistant.brain.needs_as_rules import laid_down, past_the_rule
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.product_flags import ALLERGEN_NAMES, DIETARY_NAMES
from hub.assistant.brain.skills import brand_variants, dining_words, either_kinds
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import (
    AISLE_WORDS,
    SEARCH_LIMIT,
    confident_hits,
    quiet_products,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.skills.meal_goods import (
    aisle_products,
    each_in_turn,
    laid_first,
    meal_of,
)
from hub.assistant.brain.skills.recipe_diets import asks_fit, asks_what_about, need_in_talk
from hub.assistant.brain.skills.unstated_allergens import say_unstated, unstated
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.wanting_words import NO_GOODS_WORDS
from hub.assistant.brain.wished_kinds import WISHED
from hub.errors import HubError
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.text import words

_DRINK_WORDS = frozenset(
    words(
        "drink drinks drinking beverage beverages soda sodas soft مشروب مشروبات مشروبه شراب"
        " اشرب يشرب تشرب نشرب"
        # to drink it: "شي يشربه" (something he can drink), "تشربه الوالده"
        " اشربه يشربه تشربه نشربه اشربها يشربها تشربها يشربون تشربون"
    )
)
# Eating asked of with no kind named, and the aisles of the food that answers it
_EAT = Gated(r"\beat\b|\bfoods?\b|(?<!\w)(?:ياكل|تاكل|اكل|ناكل|تكل|يكل|ياكلون)(?!\w)")
# Goods asked with no kind named, for a diet or an allergy: "my flatmate is coeliac, i need
# stuff with no gluten", "things without nuts" (a sugar need alone is to drink, below)
_GOODS = Gated(r"\b(?:stuff|things|items|groceries|products)\b|(?<!\w)(?:اغراض|اشياء|حاجات)(?!\w)")
_FOOD_AISLES = (
    "cat-fruits", "cat-vegetables", "cat-rice-grains", "cat-dates-nuts", "cat-canned-food",
    "cat-meat-poultry", "cat-seafood", "cat-breakfast-cereals",
)  # fmt: skip
_DRINK_AISLES = ("cat-beverages", "cat-water", "cat-coffee-tea")
_FRESH = frozenset({"cat-fruits", "cat-vegetables"})
# How little sugar a food holds, per 100 g, to be "not too sugary" when it has no flag to say
_LOW_SUGAR = 5.0
_PROTEIN_AISLES = (
    "cat-rice-grains", "cat-canned-food", "cat-dairy-eggs", "cat-meat-poultry",
    "cat-seafood", "cat-dates-nuts", "cat-breakfast-cereals",
)  # fmt: skip
_PROTEIN_FOOD = 10.0  # grams per 100 g above which a food is a source of protein
POOL = 40
SHOWN_INSTEAD = 4  # goods of a kind shown instead of one that does not keep a need
# Words that point into the list just shown: "which ones r vegan", "any of those sugar free",
# "اي واحد فيهم نباتي", "ayhum bidoon gluten"; the need is asked of those, not of the store
_POINTING = frozenset(
    words(
        "one ones these those them they r are of any which has have none contain contains"
        " ا اي ايهم ايها واحد وحده منهم فيهم منها هذول هذيل اللي الي شو شنو وش"
        " ينفع تنفع يصلح تصلح ينفعه ينفعها زين مناسب يناسب تناسب"
    )
)
_AISLE_WORD = 2  # fewer of the kind's hits than this hold its word: the word is an aisle's


_SUGAR_FLAGS = frozenset({"sugar_free", "low_sugar", "no_added_sugar"})


def binding(need: Need) -> bool:
    """A need no product shown may break: an allergen kept away or a diet, not a
    preference ("organic honey" may show the nearest, "gluten free snacks" may not)."""
    return bool(need.avoid or need.flags - PREFERENCES)


def meets(product: Record, need: Need) -> bool:
    attributes = product.get("attributes")
    if not isinstance(attributes, dict):
        return False
    dietary = set(attributes.get("dietary") or ())
    if not need.flags - {"low_sugar"} <= dietary:
        return False
    if "low_sugar" in need.flags and not _low_in_sugar(product, attributes, dietary):
        return False
    if need.avoid:
        allergens = attributes.get("allergens")
        if allergens is None or need.avoid & set(allergens):
            return False
    return True


def _low_in_sugar(product: Record, attributes: Record, dietary: set[str]) -> bool:
    """Sugar-free, none added (a fresh fruit's or vegetable's own only), or little on the
    label; a made food whose sugar is not stated is never offered as low in it."""
    if dietary & {"sugar_free", "no_added_sugar"} or product.get("categoryId") in _FRESH:
        return True
    sugar = (attributes.get("nutrition") or {}).get("sugar")
    return isinstance(sugar, int | float) and sugar <= _LOW_SUGAR


def _protein(product: Record) -> float:
    nutrition = (product.get("attributes") or {}).get("nutrition") or {}
    return float(nutrition.get("protein") or 0.0)


def _kind_words(turn: Turn) -> list[str]:
    text = turn.message.for_model
    kept_out = NEED_WORDS | avoided_words(text) | need_said_words(text) | _CHEAP_WORDS | _FIT_WORDS
    kept_out = kept_out | KIN_WORDS  # "بنت اختي عندها حساسيه": whom it is for, no kind
    kept_out = kept_out | NO_GOODS_WORDS  # "يبون سناكات لبنت اختي": wanting, and whom for
    besides = {form for phrase in _besides(text) for word in phrase for form in (word, f"ال{word}")}
    kind = [word for word in turn.utterance.topic if word not in kept_out | besides]
    if dining_words.said(text):  # "she's having dinner with me": the eating is no kind
        kind = [word for word in kind if not dining_words.dines(word)]
    if bites_for_children(text, turn.input.text):
        return SNACKS  # "the kids want something to eat, one is allergic to nuts": snacks
    if (dip := dips.the_dip(kind)) is not None:
        return dip  # "fee dip 7ag il chips vegan?": a dip, not the chips it is for
    # "شي حلو ... حساسيه مكسرات": the sweets, not a sweet paprika
    return [WISHED[kind[0]]] if len(kind) == 1 and kind[0] in WISHED else kind


# A kind named as what the shopper wants more than ("vegan breakfast, not just fruit", "other
# than fruit", "غير الفواكه", "mu bs fawakih"): no kind asked, the meal's other goods are
_BESIDES = Pattern(
    r"\b(?:other than|not just|not only|besides|apart from|except|beyond|more than|rather than"
    # goods ruled out: "any sugar free drinks thats not diet pepsi, he hates it"
    r"|that'?s not|thats not|that is not|but not)"
    r"\s+(?:the\s+|some\s+|plain\s+)?(\w+(?:\s+\w+){0,2}?)"
    r"(?=\s*(?:[,.?!;]|$)|\s+(?:he|she|they|it|we|i|because|coz|cuz|cause|as|for)\b)"
    r"|(?<!\w)(?:غير|مو بس|بس مو|مب بس|مش بس)\s+(?:ال)?(\w+(?:\s+\w+){0,2}?)"
    r"(?=\s*(?:[,.?!؟،]|$)|\s+(?:لان|عشان|هو|هي|ما)(?!\w))"
)


def _besides(text: str) -> list[list[str]]:
    """The goods the message names as what it wants other than: each as its words."""
    return [
        phrase.split()
        for match in _BESIDES.finditer(text.lower())
        for phrase in match.groups()
        if phrase
    ]


# Words of a food's fit to the one it is for, which name no kind: "breakfast that suits my
# diabetic dad", "شنو حق الريوق يناسبه", "shno ynasba"
_FIT_WORDS = frozenset(
    words(
        "suit suits suited suitable fit fits fitting okay ok safe good"
        # safe for them: "شنو الآمن له", "shino il amin"
        " امن الامن امين الامين"
        # "ay wa7ed amin": Arabizi's "ay" (which) read "ا"
        " ا"
        " يناسب يناسبه يناسبها يناسبهم يناسبني تناسب تناسبه تناسبها مناسب مناسبه ينفع ينفعه ينفعها"
        " ynasb ynasba ynasbah ynasbha yenasba yenfa3 ynfa3"
        # whom it is for: "ينفع حقه", "يناسب لها" (Arabizi "7aga" read "حقا")
        " حقه حقها حقا حقهم له لها لهم تنسبها تنسبه ينسبها ينسبه"
        " يصلح يصلحله يصلحلها تصلح تصلحله تصلحلها صالح يمشي تمشي"
    )
)


# Words asking for the cheap ones, which name no kind: "cheap snacks without nuts", "سناكات
# رخيصه بدون مكسرات": the kind's products that meet the need, cheapest first
_CHEAP_WORDS = frozenset(
    {"cheap", "cheaper", "cheapest", "affordable", "budget", "رخيص", "رخيصه", "رخيصة",
     "الرخيص", "الرخيصه", "ارخص", "الارخص", "رخاص", "رخيصا", "رخيسا", "رخيسه"}
)  # fmt: skip


def _asks_cheap(turn: Turn) -> bool:
    return bool(_CHEAP_WORDS & set(turn.utterance.tokens))


async def _protein_pool(turn: Turn) -> list[Record]:
    pool = await aisle_products(turn, _PROTEIN_AISLES)
    pool = [p for p in pool if _protein(p) >= _PROTEIN_FOOD]
    pool.sort(key=_protein, reverse=True)
    return pool


async def protein_foods(turn: Turn) -> list[str]:
    """The ids of the foods richest in protein, those in stock first ("protein powder",
    which the store does not carry)."""
    return fitting_ids(await _protein_pool(turn), Need(frozenset(), frozenset(), True))[
        :SEARCH_LIMIT
    ]


async def answer_need(
    turn: Turn, need: Need | None = None, kinds: list[list[str]] | None = None
) -> bool:
    """Answers a food wanted for what it is; False when the message names no need. `need`
    and `kinds`: a need said earlier, asked of the goods this message names ("what about
    cheese or yoghurt", each a kind)."""
    held_only = False  # the need is one said before, none in this message
    if need is None and _a_plant_dairy_in_a_list(turn):
        return False  # "a kilo of bananas and almond milk": a list, the milk one of it
    if need is None:
        need = need_of(turn.message.for_model)
        if need and await brand_variants.need_named_as_a_variant(turn):
            return False  # "diet pepsi", "بيبسي دايت": a brand's variant, by its name
        if need.flags or need.avoid or asks_fit(turn) or asks_what_about(turn):
            # "wel jibin, yinfa3 li?" after "3indi 7asasiya lactose"; "ابي شي بدون جلوتين"
            # after asking for vegan goods: both needs
            need = need_in_talk(turn, need)
        elif turn.utterance.topic and binding(held := need_in_talk(turn)):
            need = held  # "any spreads?" after "I'm vegan": the diet still holds
            held_only = True
    if not need:
        return False
    kind = [word for each in kinds for word in each] if kinds else _kind_words(turn)
    said_kind = kind  # a word of it no product holds still says "not exactly" ("to sweeten")
    either = None if kinds else either_kinds.split(turn.utterance.tokens, kind)
    if either:  # "a dessert or a drink that's sugar free": each kind in turn
        kinds, kind = either, [word for each in either for word in each]
    pools: list[list[Record]] = []
    if not kinds and len(kind) > 1:
        kind = await _words_of_goods(turn, kind)
    meal = None if need.protein else meal_of(turn.message.for_model, kind)
    if meal is not None:
        kind = []
    if turn.budget is not None and (kind or not (need.protein or meal or need.flags)):
        return False  # a kind within a budget is the budget search's, which names what is missing
    if (
        turn.shown()
        and points_into_a_list(turn.message.for_model)
        and not await _names_goods(turn, kind)
    ):
        # "my colleague can't have lactose, which of those is ok for him": the colleague is
        # no kind of goods; those shown (or offered since) are asked of
        await _answer_of_the_shown(turn, need)
        return True
    if meal is not None:
        pool = await laid_first(turn, meal)
    elif need.protein:
        pool = await _protein_pool(turn)
    elif kinds and len(kinds) > 1:
        pools = await either_kinds.pooled(
            kinds,
            _DRINK_WORDS,
            lambda: aisle_products(turn, _DRINK_AISLES),
            lambda each: _of_a_kind(turn, each),
            lambda each: _aisle_of(turn, each),
        )
        pool = either_kinds.joined(pools)
    elif kind and not set(kind) <= _DRINK_WORDS:
        # only what holds a word of the kind: "vegan leather" finds no jam by "good"
        pool = await _of_a_kind(turn, kind)
    elif not kind and turn.shown() and laid_down(turn.message.for_model):
        # "my flatmate is celiac so nothing with gluten" after a list: that list kept to it
        pool = await quiet_products(turn, turn.shown())
    elif not kind and (
        _EAT.search(past_the_rule(turn.message.for_model))
        or _goods_for_a_diet(turn, need)
        or dining_words.said(turn.message.for_model)  # "she's having dinner with me"
    ):
        # "my wife is vegan what can she eat": a few of each aisle of everyday food; the
        # "eat" of "he doesn't eat nuts" asks none, so which kind is asked (below)
        pool = each_in_turn(await aisle_products(turn, _FOOD_AISLES))
    elif kind or need.flags in ({"sugar_free"}, {"low_sugar"}):
        # "something without sugar": to drink, an aisle's in turn (diet soda, water, tea)
        drinks = await aisle_products(turn, _DRINK_AISLES)
        pool = each_in_turn([drink for drink in drinks if meets(drink, need)])
    elif turn.shown():
        pool = await quiet_products(turn, turn.shown())
    else:
        turn.say("need_which_kind")
        turn.chips("aisles", "offers")
        return True
    # "...thats not diet pepsi": the goods named as other than the wish are none of it
    for ruled_out in _besides(turn.message.for_model):
        pool = [p for p in pool if unmet_words(ruled_out, [p])]
    phrase = "need_found"
    kept = need  # the need the cards keep, said back with them
    fitting = _of_every_word(kind, pool, fitting_ids(pool, need))
    searched = bool(kind) and not set(kind) <= _DRINK_WORDS and not need.protein
    if either and fitting:
        # "sweets or drinks": each kind with none that fits said, the others' goods shown
        for each, found in zip(either, pools, strict=False):
            if not fitting_ids(found, need):
                _say_none_of_the_kind(turn, need, [each], found)
        searched = False
    if searched and all(unmet_words(said_kind, [p]) for p in pool if p["_id"] in fitting):
        # "anything sugar free to sweeten his tea": no sweetener, only sugar-free teas; said
        phrase = "need_found_not_exactly"
    if kind and not need.protein and len(_holding(kind, pool)) < _AISLE_WORD:
        # "vegan snacks", "حلويات بدون سكر": the kind is an aisle's word, which few of its
        # products hold (the Kiri Dips' "snacks"); the aisle's products that meet the need
        aisle = await _aisle_of(turn, kind)
        pool = [*pool, *(p for p in aisle if p not in pool)]
        fitting = list(dict.fromkeys([*fitting, *fitting_ids(aisle, need)]))
        if aisle:
            phrase = "need_found"  # the aisle's goods are the kind asked, exactly
    if not fitting and "sugar_free" in need.flags:
        # "juice without sugar": no juice is free of sugar, but some have none added
        flags = (need.flags - {"sugar_free"}) | {"no_added_sugar"}
        kept = Need(flags, need.avoid, need.protein)
        fitting = fitting_ids(pool, kept)
        phrase = "need_no_added_sugar"
    if not fitting and kind and need.flags <= PREFERENCES and not need.avoid and not need.protein:
        # "organic honey": the search says it has not exactly that, and shows the nearest
        return False
    if not fitting and kind and held_only and need.flags <= _SUGAR_FLAGS and not need.avoid:
        # "اكو روب؟" after a diabetic's breakfast: the yoghurt asked for is there, however no
        # pot of it is labelled sugar-free; never "we have none" of goods on the shelf
        return False
    if turn.budget is not None:
        fitting = _within(pool, fitting, turn.budget)
    if not fitting:
        # nothing of the kind that breaks the need is shown as the nearest, nor goods of
        # other kinds ("oat milk": none of our milk is vegan; bread and jam are no answer)
        _say_none_of_the_kind(turn, need, kinds or _each_kind(turn, kind), pool)
        turn.say("need_none")
        say_unstated(turn, unstated(pool, need, fitting))  # before the chips, which end it
        turn.chips("aisles", "help")
        if pool:
            # the goods asked stay in view, unshown: "put one" next is of them, never of a
            # product an earlier reply singled out
            turn.remember_shown([str(p["_id"]) for p in pool])
        return True
    if _asks_cheap(turn):
        # in stock first, each part cheapest first
        order = {str(p["_id"]): (not in_stock(p), float(p.get("price") or 0)) for p in pool}
        fitting = sorted(fitting, key=lambda pid: order.get(pid, (True, 0.0)))
    say_kept(turn, kept)
    say_unstated(turn, unstated(pool, kept, fitting))  # before the cards, whose chips end it
    show_products(turn, fitting[:SEARCH_LIMIT], phrase)
    return True


async def _names_goods(turn: Turn, kind: list[str]) -> bool:
    """Whether the kind holds a word other than pointing that some product or aisle holds."""
    for word in kind:
        if word in _POINTING:
            continue
        if _holding([word], await _of_a_kind(turn, [word])) or await _aisle_of(turn, [word]):
            return True
    return False


async def _words_of_goods(turn: Turn, kind: list[str]) -> list[str]:
    """The kind's words that some product holds, when others hold none ("my nephews are
    coming round, what snacks": the snacks; "سناكات" names the aisle); every word when none
    or all do, so a kind the store does not sell is still said not sold."""
    held: list[str] = []
    exact: list[str] = []  # held as spelt, not only by a word that sounds like it
    aisle_named = False
    for word in kind:
        hits = await _of_a_kind(turn, [word])
        aisle = bool(await _aisle_of(turn, [word]))
        aisle_named = aisle_named or aisle
        if aisle or _holding([word], hits):
            held.append(word)
        if aisle or any(_spelt_in(word, hit) for hit in hits):
            exact.append(word)
    if aisle_named:
        # "kids back from school want snacks": "back" only sounds like the black pepper's
        # "black"; the aisle's word is the kind, the passing word none of it
        held = [word for word in held if word in exact] or held
    return held or kind


def _spelt_in(word: str, product: Record) -> bool:
    """Whether the product's name or keywords hold the word as spelt (a stem of it), no
    letter changed: "back" is no "black"."""
    texts = (*matching.name_texts(product), *matching.keywords_of(product))
    return any(
        word == stem or word in text.lower().split()
        for text in texts
        for stem in matching.stems(text)
    )


def _goods_for_a_diet(turn: Turn, need: Need) -> bool:
    return (
        bool(_GOODS.search(turn.message.for_model))
        and binding(need)
        and not (need.flags and need.flags <= _SUGAR_FLAGS)
    )


def _a_plant_dairy_in_a_list(turn: Turn) -> bool:
    """A plant's milk named beside other goods, and no need said but the one its name
    implies: each is an item of the list, the milk found or said not sold as any is."""
    text = turn.message.for_model
    items = [segment for segment in turn.utterance.segments() if segment.topic]
    if len(items) < 2 or not names_a_plant_dairy(text):
        return False
    return not need_of(_PLANT_WORDS.sub(" ", text))


_PLANT_WORDS = Pattern(
    r"(?<!\w)(?:oats?|almonds?|soya?|rice|cashew|hazelnut|pea|(?:ال)?(?:شوفان|لوز|صويا)|سويا"
    r"|كاجو|بندق)(?!\w)"
)


def _of_every_word(kind: list[str], pool: list[Record], fitting: list[str]) -> list[str]:
    """Those holding every word of a kind named by several ("chocolate milk": not the
    strawberry milk beside it), when any does; else all that fit."""
    if len(kind) < 2:
        return fitting
    by_id = {product["_id"]: product for product in pool}
    whole = [pid for pid in fitting if not unmet_words(kind, [by_id[pid]])]
    return whole or fitting


def _within(pool: list[Record], fitting: list[str], budget: int) -> list[str]:
    """Those that fit priced at or under the budget, cheapest first (in stock first)."""
    by_id = {product["_id"]: product for product in pool}
    priced = [by_id[pid] for pid in fitting if _price(by_id[pid]) <= budget]
    priced.sort(key=lambda product: (not in_stock(product), _price(product)))
    return [product["_id"] for product in priced]


def _price(product: Record) -> int:
    price = product.get("price")
    return int(price) if isinstance(price, int | float) else 0


def say_kept(turn: Turn, need: Need) -> None:
    """The need said back as the cards keep it, so the shopper sees the limit was kept:
    "Kept to: low in sugar, going by each product's label." A budget kept says its own."""
    said = {"en": _need_said(need, 0), "ar": _need_said(need, 1)}
    if need.protein:
        said = {
            language: ("، " if language == "ar" else ", ").join(filter(None, (text, rich)))
            for (language, text), rich in zip(
                said.items(), ("rich in protein", "غني بالبروتين"), strict=True
            )
        }
    if turn.budget is not None:
        price = kwd_text(turn.budget)
        turn.text_block(replies.figures("need_kept_within", turn.language, need=said, price=price))
        return
    turn.text_block(replies.figures("need_kept", turn.language, need=said))


async def _of_a_kind(turn: Turn, kind: list[str]) -> list[Record]:
    hits = confident_hits(kind, await search(turn, " ".join(kind), limit=POOL))
    if not dips.names_a_dip(kind):
        return hits
    # "any vegan dip": the hummus is one, though its name says what it is made of
    for dip in dips.DIPS:
        found = confident_hits(dip.split(), await search(turn, dip, limit=POOL))
        hits.extend(hit for hit in found if hit not in hits)
    return hits


def _say_none_of_the_kind(
    turn: Turn, need: Need, kinds: list[list[str]], pool: list[Record]
) -> None:
    """Which kind has none that keeps the need, in words: "None of our pasta is
    gluten-free: every one contains gluten." Only the words a product of the kind holds are
    the kind's ("my sister is coming thursday, what pasta": pasta)."""
    named = list(
        dict.fromkeys(
            " ".join(map(_as_named, words)) for kind in kinds if (words := _held_words(kind, pool))
        )
    )
    if not named or need.protein:
        return
    joined = {"en": " or ".join(named), "ar": " ولا ".join(named)}
    said = {"en": _need_said(need, 0), "ar": _need_said(need, 1)}
    common = set.intersection(*(set(_allergens(p)) for p in pool)) & _kept_away(need)
    if common:
        names = [ALLERGEN_NAMES.get(a, (a, a)) for a in sorted(common)]
        listed = {"en": ", ".join(en for en, _ in names), "ar": "، ".join(ar for _, ar in names)}
        line = replies.figures(
            "need_none_each_holds", turn.language, kind=joined, need=said, allergens=listed
        )
    else:
        line = replies.figures("need_none_of", turn.language, kind=joined, need=said)
    turn.text_block(line)


def _each_kind(turn: Turn, kind: list[str]) -> list[list[str]]:
    """The kind's words as the message's items hold them ("el jibin wel zabadi": two)."""
    each = [[w for w in segment.topic if w in kind] for segment in turn.utterance.segments()]
    return [words for words in each if words] or [kind]


def _held_words(kind: list[str], pool: list[Record]) -> list[str]:
    held = [
        word
        for word in dict.fromkeys(kind)
        if len(word) > 2 and any(not unmet_words([word], [product]) for product in pool)
    ]
    return [word for word in held if word not in _DRINK_WORDS] or held  # "milk ... to drink"


def _as_named(word: str) -> str:
    """The word without the "and" written onto it ("والجبن")."""
    return word[1:] if word.startswith("وال") else word


def _allergens(product: Record) -> list[str]:
    return list((product.get("attributes") or {}).get("allergens") or ())


def _kept_away(need: Need) -> set[str]:
    flags = {"gluten_free": "gluten", "lactose_free": "milk"}
    return set(need.avoid) | {flags[flag] for flag in need.flags if flag in flags}


def _need_said(need: Need, language: int) -> str:
    named = [DIETARY_NAMES.get(flag, (flag, flag))[language] for flag in sorted(need.flags)]
    named += [
        ("free of " if language == 0 else "خالي من ") + ALLERGEN_NAMES.get(a, (a, a))[language]
        for a in sorted(need.avoid)
    ]
    return (", " if language == 0 else "، ").join(named)


async def _answer_of_the_shown(turn: Turn, need: Need) -> None:
    """The products just shown that meet the need, those richest in protein first when it
    is protein asked; none: said, with the list again, so a "3 of those" after it never
    lands on a product of another aisle. Goods offered since the list are what "those" are
    ("which of those can he eat" right after the croissants and juice were put in)."""
    ids = list(dict.fromkeys(line.productId for line in turn.proposed)) or turn.shown()
    shown = await quiet_products(turn, ids)
    if need.protein:
        shown = sorted(shown, key=_protein, reverse=True)
    fitting = fitting_ids(shown, need)
    if not fitting:
        turn.say("none_shown_fits")
        turn.block({"kind": "products", "productIds": ids})
        turn.chips("detail_first", "cart")
        return
    show_products(turn, fitting, "need_found")


def _holding(kind: list[str], pool: list[Record]) -> list[Record]:
    return [product for product in pool if not unmet_words(kind, [product])]


async def _aisle_of(turn: Turn, kind: list[str]) -> list[Record]:
    """The products of the aisle the kind's words name whole, if they name one."""
    try:
        aisles = await turn.store.categories()
    except HubError:
        return []
    aisle = matching.best_by_name(kind, aisles, fields=AISLE_WORDS, min_coverage=0.0)
    return [] if aisle is None else await aisle_products(turn, (aisle["_id"],))


def fitting_ids(pool: list[Record], need: Need) -> list[str]:
    """The ids of the products that meet the need, those in stock first."""
    meeting = [p for p in pool if meets(p, need)]
    ids = [p["_id"] for p in meeting if in_stock(p)] + [
        p["_id"] for p in meeting if not in_stock(p)
    ]
    return list(dict.fromkeys(ids))


_LONG_VOWELS = Pattern(r"[اوىي]")
_REPEATED = Pattern(r"(.)\1+")


def _skeleton(text: str) -> str:
    """Arabic without long vowels or doubled letters: "الموجمد", "مجممد" and "مجمد" alike,
    as Arabizi read into Arabic script spells them."""
    return _REPEATED.sub(r"\1", _LONG_VOWELS.sub("", text.lower()))


def _holds(product: Record, word: str, aisles: dict[str, Record]) -> bool:
    """Whether the product, or its aisle ("frozen" chicken nuggets), is of the kind."""
    aisle = aisles.get(str(product.get("categoryId") or ""), {})
    texts = [
        *matching.name_texts(product),
        *matching.name_texts(product, "keywords"),
        *matching.name_texts(aisle),
        *matching.name_texts(aisle, "keywords"),
    ]
    stemmed = _skeleton(word.removesuffix("s").removesuffix("ه"))
    return any(stemmed in _skeleton(text) for text in texts)


def _holds_as_written(product: Record, word: str) -> bool:
    """Whether a word of the product's name is the word said, letter for letter."""
    said = normalise(word).text.lower()
    return any(
        said in normalise(text).text.lower().split() for text in matching.name_texts(product)
    )


def _names_other_goods(turn: Turn, word: str, shown: list[Record]) -> bool:
    """Whether the message names goods none of those shown is, beside the kind it does not
    want: "abi 5ubz il asmar mu il abya9" with milk on the screen asks for bread."""
    said = [
        w
        for w in unmet_words(turn.utterance.topic, [])
        if colour_of(w) is None and w.removeprefix("ال") != word.removeprefix("ال")
    ]
    return any(all(unmet_words([w], [product]) for product in shown) for w in said)


async def answer_not_the(turn: Turn) -> bool:
    """What was just shown, less the kind the shopper does not want; False if no list."""
    word = not_the_kind(turn.message.for_model)
    if word is None or not turn.shown():
        return False
    shown = await quiet_products(turn, turn.shown())
    if _names_other_goods(turn, word, shown):
        return False  # "abi 5ubz il asmar mu il abya9" after the milks: bread, searched
    if (colour := colour_of(word)) is not None:
        # "مو الابيض": the white ones by any name of it their own names give, never a word
        # sharing its letters ("بيض", eggs, of the dairy aisle)
        rest = [p["_id"] for p in shown if not of_colour(p, colour)]
        if len(rest) == len(shown):
            return False
        show_products(turn, rest, "need_found") if rest else turn.say("need_none")
        if not rest:
            turn.chips("aisles", "help")
        return True
    try:
        aisles = {aisle["_id"]: aisle for aisle in await turn.store.categories()}
    except HubError:
        aisles = {}  # the products' own names still tell
    rest = [p["_id"] for p in shown if not _holds(p, word, aisles)]
    if not rest:
        # "مو الابيض" of eggs: white's letters, vowels aside, are the eggs' own ("بيض"); the
        # word as written tells the white eggs from the brown
        rest = [p["_id"] for p in shown if not _holds_as_written(p, word)] or rest
    if len(rest) == len(shown):
        return False  # nothing shown was of that kind: not what the shopper meant
    if not rest:
        turn.say("need_none")
        turn.chips("aisles", "help")
        return True
    show_products(turn, rest, "need_found")
    return True

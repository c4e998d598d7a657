"""Prices: budgets ("rice under 2 KD", "معاي ٣ دنانير ابي اغراض فطور"), "cheaper" relative
to what was shown, the cheapest of a kind or of a list, and "which is cheaper, X or Y"."""

from __future__ import annotations

import re

from hub.assistant.brain import matching
from hub.assistant.brain.arabic_words import glued_and
from hub.assistant.brain.budgets import FEEDING_WORDS, shops_on_a_budget
from hub.assistant.brain.comparing import SIDE_BY_SIDE
from hub.assistant.brain.gulf_kinds import of_the_gulf_kind
from hub.assistant.brain.lexicon import THE_TWO
from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.quantities import ordinals_in
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import (
    cheaper_of_the_two,
    cheapest_beside,
    kinds_in_view,
    per_use_compared,
)
from hub.assistant.brain.skills.as_asked import as_asked, say_each_as_asked
from hub.assistant.brain.skills.asked_packs import (
    holds_pack,
    in_the_pack_cheapest_first,
    pack_asked,
)
from hub.assistant.brain.skills.cards import honest, not_found, show_products
from hub.assistant.brain.skills.common import (
    SEARCH_LIMIT,
    SIZE_WORDS,
    TALK_WORDS,
    aisle_named,
    confident_hits,
    head_word,
    keywords_in,
    named_by_brand,
    of_aisles,
    of_every_word,
    of_its_kind,
    quiet_products,
    search,
    search_kind,
    unmet_words,
)
from hub.assistant.brain.skills.compare_sides import (
    with_the_kind_said_once,
    with_the_others_brand,
    with_their_kind,
)
from hub.assistant.brain.skills.dear import cheaper_than_the_dear
from hub.assistant.brain.skills.dietary import answer_need, binding, meets
from hub.assistant.brain.skills.kind_past_need import budget_need, kind_past_need
from hub.assistant.brain.skills.lines import choose_line, stock_of, variant_named, variant_of_size
from hub.assistant.brain.turn import FOCUS_OF_LIST, Turn
from hub.assistant.brain.wished_kinds import kind_wished
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.storefront.port import CartMutation, LineItem
from hub.text import stem

_BUDGET_SEARCH = 24  # a budget filters a wider search, so enough candidates are left
_NEAREST = 3
_COMPARE_SPLIT = frozenset({"or", "vs", "versus", "and", "than", "ولا", "او", "و", "والا"})
_COMPARE_WORDS = frozenset(
    [
        "cheaper",
        "cheap",
        "cheapest",
        "compare",
        "costs",
        "cost",
        "less",
        "price",
        "prices",
        "difference",
        "diff",
        "فرق",
        "between",
        "which",
        "what",  # "what's cheaper, rice or pasta" (read "what is"): no side's goods
        "whats",
        "شنو",
        "شو",
        "وش",
        "better",
        "than",
        "is",
        "vs",
        "how",  # "how much is the brown toast vs the white one"
        "much",
        "بكم",
        "كم",
        "one",
        "واحد",  # "ay wa7id ar5as", "اي واحد ارخص": which one, no side's goods
        "وحده",
        "اي",
        "ا",
        "ارخص",
        "بارخص",
        "الارخص",
        "قارن",
        "بين",
        "ايهم",
        "الفرق",
        "احسن",
        "سعر",
        "افضل",
        "الارخص",
        "اغلي",
        "ارخص",
        "ارخس",
        "رخيص",
        "رخيصه",
        "بالسعر",
        "السعر",
        "بالاسعار",
        "اسعارهم",
        "سعرهم",
    ]
)
_CHEAPEST = frozenset({"cheapest", "الارخص", "ارخصهم", "lowest"})
# "the cheaper one", "ارخص واحد", "الارخص فيهم": a comparative that picks one of those shown
_ONE_OF_THEM = frozenset(
    {"one", "واحد", "وحده", "فيهم", "منهم", "اللي", "الي", "which", "اي", "ايهم", "ايها"}
)
_CHEAPER = frozenset({"cheaper", "ارخص"})


def _asks_cheapest(tokens: set[str]) -> bool:
    return bool(tokens & _CHEAPEST) or bool(tokens & _CHEAPER and tokens & _ONE_OF_THEM)


def picks_cheapest_shown(turn: Turn) -> bool:
    """ "add the cheapest one", "ضيف الارخص", "ارخص واحد": a pick from the list just shown,
    by price."""
    tokens = set(turn.utterance.tokens)
    named = [
        w
        for w in turn.utterance.topic
        if w not in _CHEAPEST and w not in _COMPARE_WORDS and w not in _ONE_OF_THEM and len(w) > 1
    ]
    return _asks_cheapest(tokens) and not named and bool(turn.shown())


def price_of(product: dict[str, object]) -> int:
    price = product.get("price")
    return int(price) if isinstance(price, int | float) else 0


# What a meal is made of, when a shopper asks what a budget buys for it.
_MEALS: dict[str, tuple[str, ...]] = {
    "breakfast": ("eggs", "bread", "cheese", "laban"),
    "lunch": ("rice", "chicken", "tomatoes", "onions"),
    "dinner": ("chicken", "bread", "tomatoes", "cucumbers"),
    "ريوق": ("eggs", "bread", "cheese", "laban"),
    "فطور": ("eggs", "bread", "cheese", "laban"),
    "غدا": ("rice", "chicken", "tomatoes", "onions"),
    "غداء": ("rice", "chicken", "tomatoes", "onions"),
    "عشا": ("chicken", "bread", "tomatoes", "cucumbers"),
    "عشاء": ("chicken", "bread", "tomatoes", "cucumbers"),
    # people to feed with no meal named: a main meal's staples ("need to feed 4 ppl under 5
    # kd", "ابي اطبخ لـ ٤ اشخاص بأقل من ٥ دينار", "abi a6bo5 l 4 ashkhas b 5 dinar")
    **dict.fromkeys(FEEDING_WORDS, ("rice", "chicken", "tomatoes", "onions")),
}


async def _meal_within(turn: Turn, meal: tuple[str, ...], budget: int) -> None:
    """ "I have 5 KD, what can I get for dinner": the meal's staples, each the cheapest of
    its kind that fits, as long as the whole stays within the budget; a diet or an allergy
    said ("gluten free for breakfast under 1 kwd") keeps out the staples that break it."""
    chosen: list[str] = []
    left = budget
    need = need_of(turn.message.for_model)
    for staple in meal:
        hits = sorted(await search(turn, staple, limit=_BUDGET_SEARCH), key=price_of)
        if binding(need):
            hits = [hit for hit in hits if meets(hit, need)]
        if hits and price_of(hits[0]) <= left:
            chosen.append(str(hits[0]["_id"]))
            left -= price_of(hits[0])
    if chosen:
        show_products(turn, chosen, "within_budget")
        return
    turn.say("nothing_fits_meal")
    turn.chips("offers", "aisles")


# A week's or a month's basket asked on a budget with no meal named ("3indi 3 KD lil usbu3,
# shno ashtri?", "4 kd for the week, what should i buy"): the staples of a day's meals
_SPAN_STAPLES = ("rice", "eggs", "bread", "chicken", "laban", "tomatoes", "onions")
_SPANS = frozenset({"week", "weekly", "month", "monthly", "اسبوع", "شهر"})


def meal_of_the_day(turn: Turn) -> tuple[str, ...] | None:
    """The staples of the meal of the day the message names ("dinner", "عشا", "ريوق"); none
    for people fed or food cooked with no meal named ("feed 4", "اطبخ"), which ask what to
    cook."""
    forms = [(token, token[1:], token[2:]) for token in turn.utterance.tokens]
    return next(
        (_MEALS[w] for form in forms for w in form if w in _MEALS and w not in FEEDING_WORDS),
        None,
    )


def meal_named(turn: Turn) -> tuple[str, ...] | None:
    forms = [(token, token[1:], token[2:]) for token in turn.utterance.tokens]
    meal = next((_MEALS[w] for form in forms for w in form if w in _MEALS), None)
    if meal is None and shops_on_a_budget(turn.message.text):
        # (of the whole message: "my budget for the month is 20 kd" leaves no word of it)
        said = [(w, w[1:], w[2:]) for w in turn.message.text.lower().split()]
        spans = any(w.strip(",.!?؟،") in _SPANS for form in said for w in form)
        return _SPAN_STAPLES if spans else None
    return meal


async def search_within(turn: Turn, topic: str, budget: int) -> None:
    """Products matching `topic` at or under `budget` fils; if none, say so and show the
    nearest (the cheapest matches)."""
    meal = meal_named(turn)
    if meal is not None:
        await _meal_within(turn, meal, budget)
        return
    hits, whole_aisle = await _of_topic(turn, topic, limit=_BUDGET_SEARCH)
    if not hits:
        not_found(turn)
        return
    need = budget_need(turn)
    if binding(need):
        # "gluten free snacks under 1 kd": what breaks the need is no answer, nor the nearest
        hits = [p for p in hits if meets(p, need)]
        if not hits:
            turn.say("need_none")
            turn.chips("aisles", "help")
            return
    # what can be bought first, cheapest first: an out-of-stock oil is no answer to a budget
    fitting = sorted(
        (p for p in hits if price_of(p) <= budget), key=lambda p: (stock_of(p) <= 0, price_of(p))
    )
    if not fitting and not whole_aisle:
        fitting = await _near_kind_within(turn, topic, hits, budget)
    if fitting:
        # "a nut-free sweet under 1 KD": the sweets are what was asked, nut-free as kept
        asked = kind_wished(turn.utterance.topic, turn.message.for_model)
        phrase = "within_budget" if whole_aisle else honest(turn, fitting, "within_budget", asked)
        show_products(turn, [p["_id"] for p in fitting[:SEARCH_LIMIT]], phrase)
        return
    nearest = sorted(hits, key=price_of)[:_NEAREST]
    show_products(turn, [p["_id"] for p in nearest], "nothing_fits")


async def _near_kind_within(
    turn: Turn, topic: str, named: list[Record], budget: int
) -> list[Record]:
    """Of the same aisle as what the words named, what fits: "عيش بسمتي تحت ٢ دينار" when
    the one basmati under 2 KD is not called "عيش" in its name."""
    wider = await search_kind(turn, topic, limit=_BUDGET_SEARCH)
    words = turn.utterance.topic
    # the kind's own word may be missing ("عيش"), never what sets it apart: olive oil under
    # 2 KD is no corn oil
    telling = [word for word in words if word != head_word(words)]
    return sorted(
        (
            p
            for p in of_aisles(wider, named)
            if price_of(p) <= budget and not unmet_words(telling, [p])
        ),
        # the kind asked first, what can be bought before what cannot
        key=lambda p: (len(unmet_words(words, [p])), stock_of(p) <= 0, price_of(p)),
    )


async def _of_topic(turn: Turn, topic: str, *, limit: int) -> tuple[list[Record], bool]:
    """What a budget filters: the products of the aisle the words name when they are the
    aisle's own word rather than the products' ("snacks" names few snacks: the whole aisle;
    "juice" names the juices of "Beverages & Juices": those), else the search hits holding
    every word asked ("baby shampoo": shampoos, not every baby product); and whether they
    are a whole aisle."""
    # words carried from the goods shown when the message names none ("anything under 2 kd")
    words = kind_past_need(turn.utterance.topic or topic.split(), turn.message.for_model)
    wished = kind_wished(words, turn.message.for_model)  # "a nut-free sweet": the sweets
    if wished is not None:
        words, topic = wished, " ".join(wished)
    aisle = await aisle_named(turn, words=words)
    if aisle is not None:
        products = await turn.call(
            "products_in_category", turn.store.products_in_category, aisle["_id"], limit=_AISLE
        )
        stocked = [p for p in products if int(p.get("stock") or 0) > 0] or products
        named = [p for p in stocked if not unmet_words(words, [p])]
        if len(named) < _AISLE_WORD:
            return stocked, True
        return named, False
    return of_every_word(words, await search_kind(turn, topic, limit=limit)), False


_AISLE = 200  # a budget over an aisle sees all of it, so its cheapest are not cut off
_AISLE_WORD = 3  # fewer products than this named by the aisle's word: the word is the aisle's


def _called_so(words: list[str], hits: list[Record]) -> list[Record]:
    """The hits with one of `words` as a keyword of its own: "dates" names the dates, not the
    date syrup whose keyword only holds the word ("dates syrup")."""
    wanted = {stem(word) for word in words}
    return [
        hit
        for hit in hits
        if wanted & {stem(k) for k in matching.name_texts(hit, "keywords") if " " not in k}
    ]


async def _cheaper_than_one_shown(turn: Turn, listed: list[Record], said: list[str]) -> bool:
    """ "not the almarai labneh, the cheaper one", "cheaper than the almarai one?" after the
    labnehs: the words name one of the list shown, and the others below its price are the
    answer, cheapest first. A search of the words would find that brand's other goods."""
    named = [product for product in listed if not unmet_words(said, [product])]
    if len(named) != 1:
        return False
    [anchor] = named
    below = sorted(
        (p for p in listed if price_of(p) < price_of(anchor) and stock_of(p) > 0), key=price_of
    )
    if not below:
        return False
    show_products(turn, [str(p["_id"]) for p in below], "cheaper")
    turn.set_focus(str(below[0]["_id"]))
    return True


def _the_cheapest(turn: Turn, cheapest: Record) -> None:
    """The cheapest asked for: proposed when the shopper asked to add it, else its card, in
    focus, so that "add that" next takes it."""
    turn.set_focus(str(cheapest["_id"]))
    variant_id, units = choose_line(cheapest, turn.utterance.quantity, turn.asked_words())
    if turn.utterance.has("ADD", "TAKE") and stock_of(cheapest, variant_id) >= units:
        turn.say("propose_add")
        turn.propose(
            CartMutation("add_to_cart", (LineItem(str(cheapest["_id"]), variant_id, units),))
        )
        turn.chips("cart", "slots")
        return
    turn.say("cheapest")
    turn.block({"kind": "product_detail", "productId": cheapest["_id"]})
    turn.chips("add_it", "cart")


# "ارخص رز", "w arkha9 3aish" (وارخص عيش): "cheapest" before the kind it picks from, not
# "ارخص من" (cheaper than)
_A_CHEAPEST_WORD = Pattern(r"و?(?:ال)?(?:ارخص|ارخس)")
_CHEAPEST_OF = Gated(r"(?<!\w)و?(?:ال)?(?:ارخص|ارخس)\s+(?!من(?!\w)|شي(?!\w))\w")


def asks_cheapest(turn: Turn) -> bool:
    """ "the cheapest rice", "add the cheapest one", "ارخص رز", "وارخص عيش": the one cheapest
    product asked for, not a list of cheaper ones."""
    tokens = set(turn.utterance.tokens)
    return _asks_cheapest(tokens) or bool(_CHEAPEST_OF.search(turn.message.for_model))


def asks_cheapest_of_a_kind(turn: Turn) -> bool:
    """ "and the cheapest rice", "ضيف ارخص رز": the cheapest of a kind the message names."""
    return asks_cheapest(turn) and bool(_kind_named(turn)) and not _THAN.search(turn.message.text)


def _kind_named(turn: Turn) -> list[str]:
    """The words naming what to compare: "rice" of "وارخص رز", none of "ارخص واحد"."""
    return [
        word
        for word in turn.utterance.topic
        if word not in _COMPARE_WORDS
        and not _A_CHEAPEST_WORD.fullmatch(word)
        and word not in _ONE_OF_THEM
        and len(word) > 1  # Arabizi "ay" (which) read "ا"
    ]


# Whether goods named are cheaper, asked of them alone: "r the brown eggs cheaper?", "is the
# almarai one cheaper", "البني ارخص؟"
_ASKED_IF_CHEAPER = Pattern(
    r"^(?:is|are|r|iz|would|will) (?:the |this |that |these |those )?[\w ]{1,40}? (?:cheaper|less"
    r" expensive)\s*\??$"
    r"|^(?:هل )?(?:ال)?\S+(?: \S+)? (?:ارخص|ارخس)\s*\?*$"
)


async def cheaper(turn: Turn) -> None:
    """anything cheaper / ارخص: cheaper than the product in focus of the list last shown;
    "the cheapest one" / الارخص picks the cheapest of that list."""
    if (two := await cheaper_of_the_two.two_talked_of(turn)) is not None:
        _show_the_two(turn, two)  # "اي واحد ارخص؟ وبكم السكري" after the khalas
        return
    shown = turn.shown()
    beside = await cheapest_beside.beside_goods(turn, shown)
    # "the cheaper one with the galaxy": the galaxy goes in beside, no kind to compare
    topic = " ".join(word for word in _kind_named(turn) if word not in beside)
    if (
        topic
        and _ASKED_IF_CHEAPER.match(turn.message.for_model.lower())
        and await _against_the_focus(turn, [topic.split()], asked_of_one=True)
    ):
        return  # "r the brown eggs cheaper?" after the white: the two, the cheaper first
    if topic and binding(need_of(turn.message.for_model)) and await answer_need(turn):
        # "cheapest gluten free cereal": what keeps the diet, or plainly none of the kind
        # and what near it does; never the cheapest of those that break it
        return
    if not shown and (focus := turn.focus()) is not None:
        shown = [focus]  # "anything cheaper" right after the white eggs went in: than those
    if not shown and not topic:
        turn.say("nothing_shown")
        turn.chips("aisles", "offers")
        return
    listed: list[dict[str, object]] = []
    if shown:
        found = await turn.call("products_by_ids", turn.store.products_by_ids, shown)
        listed = [found[pid] for pid in shown if pid in found]
    if len(listed) > 1 and topic and await _cheaper_than_one_shown(turn, listed, topic.split()):
        return
    # one card shown is nothing to pick among: "ghali! shino arkha9 wa7ed" after the
    # zubaidi alone asks for the cheapest of its kind, below it
    if len(listed) > 1 and not topic and _asks_cheapest(set(turn.utterance.tokens)):
        # Of the kind asked ("olive oil", not the corn oil shown beside it), and what can be
        # bought: an out-of-stock card shown beside the others is no answer.
        asked = turn.asked_words()
        listed = [p for p in listed if not unmet_words(asked, [p])] or listed
        # "اي وحده ارخص" after chicken breasts: each at the price of the part or pack asked
        # (KUPCO's breast fillets, not its whole chicken)
        stocked = [p for p in listed if stock_of(p, as_asked(p, asked)[0]) > 0] or listed
        lowest = min(stocked, key=lambda p: as_asked(p, asked)[1])
        if beside and await cheapest_beside.propose_with(turn, lowest, beside):
            return
        _the_cheapest(turn, lowest)
        say_each_as_asked(turn, stocked, asked)
        return
    if topic and (
        await cheaper_than_the_dear(turn, topic.split()) or await _cheaper_than_named(turn, topic)
    ):
        return
    ceiling: int | None = None  # "cheaper rice" names its own products: cheapest first
    anchor: dict[str, object] | None = None
    kept = False  # the kind the shown products were asked by, kept for "cheaper"
    if not topic:
        focus = turn.focus()
        anchor = next((p for p in listed if p["_id"] == focus), listed[0] if listed else None)
        if listed and anchor is listed[0] and stock_of(anchor) <= 0:
            # no product singled out and the list led with one out of stock: cheaper than
            # the first that can be bought
            anchor = next((p for p in listed if stock_of(p) > 0), anchor)
        words = keywords_in(anchor, turn.language)
        if anchor is None or not words:
            not_found(turn)
            return
        # "cheaper" after "basmati rice": cheaper basmati, not any rice; after "almarai
        # milk", any brand's milk
        asked = [
            w
            for w in turn.asked_words()
            if w not in _COMPARE_WORDS and not named_by_brand(anchor, [w])
        ]
        kept = bool(asked) and not unmet_words(asked, [anchor])
        topic, ceiling = (" ".join(asked) if kept else words[0]), price_of(anchor)
    hits = await search_kind(turn, topic, limit=_BUDGET_SEARCH)
    if ceiling is None:  # "cheapest olive oil": olive oils, not every oil
        hits = of_every_word(topic.split(), hits)
        hits = _called_so(topic.split(), hits) or hits
        # as read and as typed: reading Arabizi makes the "x" of "6 x 1.5" a word of its own
        packed = in_the_pack_cheapest_first(hits, turn.message.for_model)
        packed = packed or in_the_pack_cheapest_first(hits, turn.input.text.lower())
        if packed is not None:  # "cheapest water 6 x 1.5": that pack, at its price
            ids, variants = packed
            show_products(turn, ids[:SEARCH_LIMIT], "cheaper", variants)
            turn.set_focus(ids[0])
            return
    elif anchor is not None:  # "arkhas" after dates: dates, not the date syrup beside them
        hits = _called_so(keywords_in(anchor, turn.language)[:1], hits) or hits
    if ceiling is not None and anchor is not None:  # cheaper chicken is chicken, not a flour
        hits = of_aisles(hits, [anchor]) or hits
        if kept:
            hits = [hit for hit in hits if not unmet_words(topic.split(), [hit])]
    # cheaper than the one shown is a choice only in stock; the cheapest of a kind asked
    # anew shows all of it, what can be bought first
    cheaper_ids = [
        p["_id"]
        for p in sorted(hits, key=lambda p: (stock_of(p) <= 0, price_of(p)))
        if ceiling is None or (price_of(p) < ceiling and stock_of(p) > 0)
    ]
    alone = anchor is not None and all(hit["_id"] == anchor["_id"] for hit in hits)
    if not cheaper_ids and ceiling is not None and anchor is not None and (not kept or alone):
        # the zubaidi is its only kind by name: cheaper fish of its aisle, what is sold in
        # stock below its price, cheapest first (a kind asked, "basmati", stays that kind)
        hits = await _of_its_aisle(turn, anchor)
        cheaper_ids = [
            p["_id"]
            for p in sorted(hits, key=price_of)
            if price_of(p) < ceiling and stock_of(p) > 0
        ]
    if cheaper_ids:
        unmet = ceiling is None and unmet_words(topic.split(), hits)
        cheapest = next((p for p in hits if p["_id"] == cheaper_ids[0]), None)
        picked = not unmet and cheapest is not None and stock_of(cheapest) > 0
        if picked and cheapest is not None and asks_cheapest(turn):
            if turn.utterance.has("ADD", "TAKE"):
                _the_cheapest(turn, cheapest)  # "add the cheapest rice", "ضيف ارخص رز"
                return
            # "and the cheapest rice": the kind cheapest first, and "add that" next takes
            # the cheapest, not "which one?"
            show_products(turn, cheaper_ids[:SEARCH_LIMIT], "cheaper")
            turn.set_focus(str(cheapest["_id"]))
            return
        show_products(turn, cheaper_ids[:SEARCH_LIMIT], "not_exactly" if unmet else "cheaper")
        return
    turn.say("none_cheaper")
    if anchor is not None:  # "في ارخص من جذي" after the cheapest tea: that tea, shown
        turn.block({"kind": "product_detail", "productId": anchor["_id"]})
    turn.chips("offers", "aisles")


async def _of_its_aisle(turn: Turn, anchor: dict[str, object]) -> list[dict[str, object]]:
    aisle = anchor.get("categoryId")
    if not isinstance(aisle, str):
        return []
    found: list[dict[str, object]] = await turn.call(
        "products_in_category", turn.store.products_in_category, aisle, limit=_BUDGET_SEARCH
    )
    # goods of its kind, called by a word of its own ("fish" of the zubaidi and the meid): no
    # balsamic vinegar below the ghee because the aisle holds both
    words = _keywords(anchor)
    others = [p for p in found if p.get("_id") != anchor.get("_id") and words & _keywords(p)]
    # of its own kind where the aisle tells by what each holds: fish below the zubaidi, not
    # the squid or the crab beside it
    return [p for p in others if _holds(p) == _holds(anchor)] or others


def _keywords(product: dict[str, object]) -> frozenset[str]:
    keywords = product.get("keywords")
    if not isinstance(keywords, dict):
        return frozenset()
    return frozenset(
        str(word).lower() for said in keywords.values() if isinstance(said, list) for word in said
    )


def _holds(product: dict[str, object]) -> frozenset[str]:
    attributes = product.get("attributes")
    allergens = attributes.get("allergens") if isinstance(attributes, dict) else None
    return frozenset(str(a) for a in allergens) if isinstance(allergens, list) else frozenset()


# "cheaper than lipton", "ارخص من ليبتون", "ar5a9 min tilda": what follows is the anchor
_THAN = Pattern(
    r"(?:cheaper|less expensive|ارخص|ارخس|اقل سعر)\s+(?:\w+\s+)?(?:than|from|من|min|mn)\s+"
    r"(?P<anchor>[^?.!,؟]+)",
    re.IGNORECASE,
)


async def _cheaper_than_named(turn: Turn, topic: str) -> bool:
    """ "any tea cheaper than lipton", "في شاي ارخص من ليبتون": of the kind asked (else the
    aisle of what was named), what costs less than the cheapest of what was named, and none
    of it; said when nothing does. False when the message names no such product."""
    than = _THAN.search(turn.message.text)
    if than is None:
        return False
    said = set(than.group("anchor").lower().split())
    anchor_words = [w for w in topic.split() if w in said]
    kind = [w for w in topic.split() if w not in said]
    if not anchor_words:
        return False
    named = of_every_word(anchor_words, await search(turn, " ".join(anchor_words)))
    named = [p for p in named if not unmet_words(anchor_words, [p])]
    if not named:
        return False
    of_kind = [p for p in named if not kind or not unmet_words(kind, [p])] or named
    ceiling = min(price_of(p) for p in of_kind)
    if kind:
        others = of_every_word(kind, await search_kind(turn, " ".join(kind), limit=_BUDGET_SEARCH))
    else:
        words = keywords_in(of_kind[0], turn.language)
        others = await search_kind(turn, words[0], limit=_BUDGET_SEARCH) if words else []
    others = of_aisles(others, of_kind) or others
    cheaper = [p for p in sorted(others, key=price_of) if price_of(p) < ceiling and p not in named]
    if cheaper:
        show_products(turn, [p["_id"] for p in cheaper[:SEARCH_LIMIT]], "cheaper")
        return True
    show_products(turn, [min(of_kind, key=price_of)["_id"]], "none_cheaper")
    return True


async def compare(turn: Turn) -> None:
    """which is cheaper, X or Y / ايهم ارخص X ولا Y: both, the cheaper first."""
    if per_use_compared.asks_per_use(turn.message.for_model):
        in_view = await per_use_compared.sides_in_view(turn, _sides(turn))
        if len(in_view) == 2:
            # "the gel or the pods, which is cheaper per wash": the two shown, by a use's cost
            ordered = sorted(in_view, key=price_of)
            _say_difference(turn, [(p, None) for p in ordered])
            per_use_compared.say_per_use(turn, ordered)
            show_products(turn, [str(p["_id"]) for p in ordered], "compared")
            return
    if (two := await cheaper_of_the_two.two_talked_of(turn)) is not None:
        _show_the_two(turn, two)  # "which is cheaper? and the sukkari" after the khalas
        return
    than = _THAN.search(turn.message.text)
    if than is not None and not turn.message.text[: than.start()].strip():
        # "cheaper than almarai milk": one thing named, and what costs less than it
        topic = " ".join(w for w in turn.utterance.topic if w not in _COMPARE_WORDS)
        if topic and await _cheaper_than_named(turn, topic):
            return
    if (weighed := await kinds_in_view.named(turn)) is not None:
        # "jumbo or medium which is cheaper" after the murabyan: its shrimp's two kinds
        product, kinds = weighed
        ordered = sorted(kinds, key=price_of)
        turn.say("compared")
        _say_difference(turn, [(product, kind) for kind in ordered])
        turn.block({"kind": "product_detail", "productId": product["_id"]})
        turn.set_focus(str(product["_id"]))
        turn.chips("cart")
        return
    parts = _sides(turn)
    if await _against_the_focus(turn, parts):
        return
    if len(parts) == 1 and turn.shown():
        # "which one is unsalted" after the Lurpak butters: the one of the list that is
        listed = await quiet_products(turn, turn.shown())
        holding = [p for p in listed if not unmet_words(parts[0], [p])]
        if len(holding) > 1:
            # "labneh which one is cheaper" after a list with two: those two, as two named are
            _show_cheaper_first(turn, holding)
            return
        if holding:
            show_products(turn, [p["_id"] for p in holding], "the_one_asked")
            return
    # "which laban is cheaper, almarai or kdd": a side naming only a brand is of the kind
    # named beside it, or asked before ("puck ولا almarai" after cheddar slices)
    asked_before = [w for w in turn.asked_words() if w not in _COMPARE_WORDS]
    parts = await with_their_kind(turn, parts, asked_before)
    parts = await with_the_others_brand(turn, parts)  # "borges extra virgin or the pure one"
    parts = await with_the_kind_said_once(turn, parts)  # "ghee, the vegetable or the butter"
    if len(parts) == 2:
        # "pepsi cans or the big bottle": a side naming only a size or pack is of the kind
        # the other side names.
        for this, other in ((0, 1), (1, 0)):
            if all(stem(token) in SIZE_WORDS for token in parts[this]):
                kind = [token for token in parts[other] if stem(token) not in SIZE_WORDS]
                parts[this] = kind + parts[this]
    if len(parts) >= 2 and len(parts[0]) > 1 and not parts[0][0].isascii():
        # "لبنة المراعي ولا نادك": Arabic names the kind first, and it is the kind of both.
        kind = parts[0][:1]
        parts = [kind + part if len(part) == 1 else part for part in parts]
    elif len(parts) == 2 and len(parts[0]) > 1 and len(parts[1]) == 1:
        # "the brown toast vs the white one": the kind named first (its last word, in
        # English) is the kind of both;
        # "il toast il asmar vs il abya9": its word with no article, the other the colour's
        plain = [word for word in parts[0] if not word.startswith("ال")]
        if parts[1][0].isascii():
            parts = [parts[0], parts[1] + parts[0][-1:]]
        elif plain and len(plain) < len(parts[0]):
            parts = [parts[0], plain + parts[1]]
    elif len(parts) >= 2 and len(parts[-1]) > 1:
        # "kdd or almarai laban": the kind named last is the kind of both.
        kind = parts[-1][1:]
        parts = [part + kind if len(part) == 1 else part for part in parts]
    names = [" ".join(part) for part in parts]
    picked: list[dict[str, object]] = []
    variants: dict[str, Record] = {}  # the variant each side names, by product
    ordinals = ordinals_in(turn.utterance.tokens)
    pair = _the_two_shown(turn, parts)
    if (len(ordinals) >= 2 or pair) and turn.shown():
        shown = turn.shown()
        wanted = pair or [
            shown[o - 1 if o > 0 else len(shown) + o] for o in ordinals if abs(o) <= len(shown)
        ]
        found = await turn.call("products_by_ids", turn.store.products_by_ids, wanted)
        picked = [found[pid] for pid in wanted if pid in found]
    else:
        # Each side's best hit, of the aisle the other sides are in when it has one there:
        # "5las wala il sukkari" compares two dates, not a tuna "خالص" (pure) and a date.
        sides = [
            of_the_gulf_kind(  # "روب المراعي ولا نادك": the two yoghurts, no laban
                part,
                confident_hits(
                    part,
                    await turn.call(
                        "search_products", turn.store.search_products, name, limit=SEARCH_LIMIT
                    ),
                ),
            )
            for part, name in zip(parts[:4], names[:4], strict=True)
        ]
        for hits, part in zip(sides, parts[:4], strict=False):
            # what holds every word of its side first: "sadia breast" is Sadia's, not the
            # KUPCO chicken of the other side's aisle that has a breast too
            whole = [hit for hit in hits if not unmet_words(part, [hit])] or hits
            others = {str(h[0].get("categoryId")) for h in sides if h and h is not hits}
            alike = [hit for hit in whole if str(hit.get("categoryId")) in others]
            # of those, one sold in the pack asked ("24 x 330 ml"), not the family pack
            fitting = [hit for hit in alike or whole if holds_pack(hit, turn.message.text)]
            for hit in (fitting or alike or whole)[:1]:
                if hit not in picked:
                    picked.append(hit)
                    named = variant_named(hit, part)
                    if named is not None:  # "kupco breast": the breast fillets, at their price
                        variants[str(hit["_id"])] = named
    for hit in picked:
        # "mai 9ghar 24": each side at the pack of 24 it is sold in, not the pack listed first
        if str(hit["_id"]) not in variants and (pack := pack_asked(hit, turn.message.text)):
            variants[str(hit["_id"])] = pack
    if len(picked) < 2:
        if picked:  # one of the two is not stocked: say so, show the one that is
            show_products(turn, [str(picked[0]["_id"])], "not_exactly")
            return
        not_found(turn)
        return
    _show_cheaper_first(turn, picked, variants)


def _show_cheaper_first(
    turn: Turn, compared: list[dict[str, object]], variants: dict[str, Record] | None = None
) -> None:
    """The compared, the cheaper first (each at the variant its side named), by how much
    when there are two ("الفرق بين العجوه والسكري بالسعر" wants the figure)."""
    variants = variants or {}
    ordered = sorted(compared, key=lambda p: price_of(variants.get(str(p["_id"])) or p))
    if len(ordered) == 2:
        _say_difference(turn, [(p, variants.get(str(p["_id"]))) for p in ordered])
    chosen = {pid: str(variant["_id"]) for pid, variant in variants.items()}
    show_products(turn, [str(p["_id"]) for p in ordered], "compared", chosen)
    _the_cheaper_singled_out(turn)


def _the_cheaper_singled_out(turn: Turn) -> None:
    """The answer names the cheaper one, first of the cards: "that one", "ok add it" next is
    it, not a question of which of the two (the others stay pointed at by their order)."""
    turn.memory[FOCUS_OF_LIST] = False


def _sides(turn: Turn) -> list[list[str]]:
    """The words of each side a comparison names, split at "or" and "and"."""
    parts: list[list[str]] = [[]]
    tokens = turn.utterance.tokens
    for n, token in enumerate(tokens):
        if token in _COMPARE_SPLIT or token in SIDE_BY_SIDE:
            parts.append([])
        elif n and tokens[n - 1] in SIDE_BY_SIDE and token in ("to", "with"):
            continue  # "compared to the white"
        elif n and tokens[n - 1] in SIDE_BY_SIDE and token.startswith("بال") and len(token) > 4:
            parts[-1].append(token[1:])  # "مقارنه بالابيض": with the white
        elif glued_and(token):  # "العجوه والسكري": "و" glued to the second side
            parts.append([token[1:]])
        elif token not in _COMPARE_WORDS and token not in ("?", "the", "a", "ال"):
            parts[-1].append(token)
    # a number alone names nothing to compare: "can it come between 6 and 8" holds no goods
    return [part for part in parts if any(not token.isdigit() for token in part)]


_OFTHE_TWO = frozenset(
    {"of", "them", "these", "those", "ones", "first", "last", "top", "هذول", "هذيل", "هذي"}
    | {"الاول", "اول", "الاخير", "اخر", "منهم", "بينهم", "بينهن", "فيهم"}
)


def _the_two_shown(turn: Turn, parts: list[list[str]]) -> list[str]:
    """The two products a comparison of "the two" means: the first two the reply before
    showed, or its last two ("the last two"); none when the message names goods itself."""
    said = [token for part in parts for token in part]
    shown = turn.shown()
    if len(shown) < 2 or not THE_TWO & set(said):
        return []
    if not all(token in THE_TWO or token in _OFTHE_TWO for token in said):
        return []
    return shown[-2:] if {"last", "الاخير", "اخر"} & set(said) else shown[:2]


# "it" as one side of a comparison: the product in focus ("the difference between it and
# khalas", "وش الفرق بينه وبين الخلاص", "far8 bainah w bain el khalas")
_IT_SIDE = frozenset({"it", "this", "بينه", "بينها", "منه", "منها", "عنه", "عنها"})
_BETWEEN = frozenset({"وبين", "بين", "between"})
# "and rawdatain? what's the price difference", "w kdd? cham il far8": one side named, the
# other the product talked about, by how much
_A_DIFFERENCE = Gated(
    r"\b(?:diff|difference|how much more|how much less|far8|far2|fari8)\b"
    r"|(?<!\w)(?:ال)?فرق(?!\w)|(?<!\w)(?:اغلى|ارخص)\s+(?:بكم|بجم|كم)(?!\w)"
)


async def _against_the_focus(
    turn: Turn, parts: list[list[str]], *, asked_of_one: bool = False
) -> bool:
    """One product named and the other said as "it" (or, `asked_of_one`, left unsaid: "are
    the brown eggs cheaper?" after the white): the product in focus against the one named,
    by how much in figures; False when the message names both or none is in focus."""
    focus = turn.focus()
    if focus is None:
        return False
    tokens = set(turn.utterance.tokens)
    if (
        not asked_of_one
        and not _IT_SIDE & tokens
        and (not _A_DIFFERENCE.search(turn.typed_and_read) or tokens & (_BETWEEN | THE_TWO))
    ):
        return False  # "what's the difference between the two": the two shown, not the focus
    topic = [t for t in turn.utterance.topic if t not in TALK_WORDS and t not in _COMPARE_WORDS]
    named = [
        [t for t in part if t in topic and t not in _IT_SIDE and t not in _BETWEEN]
        for part in parts
    ]
    named = [part for part in named if part]
    if len(named) != 1:
        return False
    hits = confident_hits(
        named[0],
        await turn.call(
            "search_products", turn.store.search_products, " ".join(named[0]), limit=SEARCH_LIMIT
        ),
    )
    found = await turn.call("products_by_ids", turn.store.products_by_ids, [focus])
    if not hits or focus not in found:
        return False
    ours = found[focus]
    same = [hit for hit in hits if hit.get("categoryId") == ours.get("categoryId")]
    others = [hit for hit in same or hits if hit["_id"] != ours["_id"]] or same or hits
    # "and kdd? what's the difference" after the laban: the KDD laban shown, not its milk
    shown = turn.shown()
    in_view = [hit for hit in others if hit["_id"] in shown]
    kin = [hit for hit in others if of_its_kind(ours, hit)]
    other = (in_view or kin or others)[0]
    if other["_id"] == ours["_id"]:
        return False
    # "how does it compare to the classic 200g": the side named at the pack its numbers say
    size = turn.utterance.quantity
    sized = variant_of_size(other, size) if size is not None and size.unit else None
    packs = {
        str(other["_id"]): pack for pack in [sized or pack_asked(other, turn.message.text)] if pack
    }
    ordered = sorted([ours, other], key=lambda p: price_of(packs.get(str(p["_id"])) or p))
    _say_difference(turn, [(product, packs.get(str(product["_id"]))) for product in ordered])
    chosen = {pid: str(pack["_id"]) for pid, pack in packs.items()}
    show_products(turn, [str(p["_id"]) for p in ordered], "compared", chosen)
    return True


def _show_the_two(turn: Turn, pair: list[Record]) -> None:
    ordered = sorted(pair, key=price_of)
    _say_difference(turn, [(product, None) for product in ordered])
    show_products(turn, [str(p["_id"]) for p in ordered], "compared")


def _said_name(product: Record, variant: Record | None) -> dict[str, str]:
    name, kind = product.get("name") or {}, (variant or {}).get("name") or {}
    both = {}
    for language in ("en", "ar"):
        said = str(name.get(language) or name.get("en") or "")
        of = str(kind.get(language) or kind.get("en") or "")
        both[language] = f"{said} ({of})" if of else said
    return both


def _say_difference(turn: Turn, pair: list[tuple[Record, Record | None]]) -> None:
    (cheap, cheap_kind), (dear, dear_kind) = pair
    low, high = price_of(cheap_kind or cheap), price_of(dear_kind or dear)
    if low == high:
        key, values = "same_price", {"price": kwd_text(low)}
    else:
        key, values = "cheaper_by", {"cheap": kwd_text(low), "dear": kwd_text(high)}
        values["difference"] = kwd_text(high - low)
    turn.text_block(
        figures(
            key,
            turn.language,
            first=_said_name(cheap, cheap_kind),
            second=_said_name(dear, dear_kind),
            **values,
        )
    )

"""Finding things on the shelves: search, aisles, brands, one product's card. Prices,
budgets and comparisons are `prices`; how cards are shown is `cards`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hub.assistant.brain import matching
from hub.assistant.brain.colours import colour_of, of_colour
from hub.assistant.brain.in_case import reason_words
from hub.assistant.brain.needs import THOSE
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import (
    besides_named,
    brand_variants,
    budget_baskets,
    child_goods,
    dietary,
    fizzy_drinks,
    goods_listed,
    healthier,
    kind_without,
    left_out_by_name,
    not_carried,
    occasion_goods,
    other_size_asked,
    plain_kind,
    price_in_words,
    product_facts,
    ready_goods,
    recipes,
    shown_refs,
    size_alone,
    talk,
    unit_prices,
)
from hub.assistant.brain.skills.bare_price import COMES_TO
from hub.assistant.brain.skills.cards import honest, not_found, show_out_of_stock, show_products
from hub.assistant.brain.skills.common import (
    AISLE_WORDS,
    MEASURE_WORDS,
    SEARCH_LIMIT,
    SIZE_WORDS,
    Alternatives,
    Resolved,
    aisle_named,
    alternatives_for,
    confident_hits,
    found_as_arabizi,
    found_as_written,
    items_named,
    keywords_in,
    of_aisles,
    of_every_word,
    of_the_food,
    of_the_list,
    products_by_ids,
    quiet_products,
    quiet_search,
    remembered_id,
    resolve_product,
    search,
    search_kind,
    unmet_words,
)
from hub.assistant.brain.skills.dishes import MEAL_WORDS, wish_word
from hub.assistant.brain.skills.faq import answer_faq
from hub.assistant.brain.skills.grounding import PACK_WORDS
from hub.assistant.brain.skills.kept_goods import kept_as_said
from hub.assistant.brain.skills.kind_past_need import carried_kind
from hub.assistant.brain.skills.lines import (
    any_in_stock,
    choose_line,
    extent_words,
    in_stock,
    of_age_mark,
    of_numbered_size,
    stock_of,
    variant_asked,
    variant_pack,
)
from hub.assistant.brain.skills.made_kinds import ready_said
from hub.assistant.brain.skills.named_loosely import product_named_loosely
from hub.assistant.brain.skills.nutrition import allergen_of_the_shown
from hub.assistant.brain.skills.prices import meal_named, meal_of_the_day, search_within
from hub.assistant.brain.skills.sizes import (
    show_numbered_size,
    show_size,
    size_asked_of,
    sizes_of,
    variant_words,
    variants_asked,
)
from hub.assistant.brain.stock_asked import STOCK_ASKING_WORDS
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment, Utterance
from hub.assistant.brain.whole_piece import WHOLE_WORDS, say_sold_by_the_kilo
from hub.assistant.brain.wished_kinds import WISHED
from hub.record import Record
from hub.text import stem

_CHIP_RECORDS = 4
_BRAND_SEARCH = 40
_OTHER = Gated(r"\b(?:other|others|else)\b|(?<!\w)(?:غيره|غيرها|غيرهم)(?!\w)")


# Fresh, said of a kind of food whose products' names do not say it
FRESH_WORDS = frozenset(
    {"fresh", "freshly", "طازج", "الطازج", "طازه", "الطازه", "طازجه", "الطازجه"}
)


# A way of cooking the goods are for ("any lamb for grilling", "fish for frying", "لحم
# للشوي"): the use, as a meal is, not a word of the product's name
COOKING_USES = frozenset(
    {"grill", "grilling", "bbq", "barbecue", "barbeque", "frying", "roasting", "baking", "oven",
     "الشوي", "للشوي", "مشاوي", "المشاوي", "للمشاوي", "القلي", "للقلي", "للتحمير", "للفرن"}
)  # fmt: skip


# A Latin word of cooking is the goods' use only when said as one ("lamb for grilling"): in
# "bbq chips", "oven chips", "baking soda" it is a word of the product's own name
_FOR_A_USE = Pattern(r"\bfor\s+(?:the\s+|a\s+|some\s+)?(\w+)")


# Whom the goods are for, no word of their name: "nido 1+ for my son", "حليب لبنتي"
_WHO_IT_IS_FOR = frozenset(
    {"son", "daughter", "kids", "kid", "child", "children", "boy", "girl", "husband", "wife",
     "mom", "mum", "mother", "dad", "father", "guests", "ولدي", "لولدي", "بنتي", "لبنتي", "ابني",
     "لابني", "طفلي", "لطفلي", "زوجي", "لزوجي", "زوجتي", "لزوجتي", "امي", "لامي", "ابوي",
     "لابوي", "عيالي", "لعيالي", "للعيال", "للضيوف"}
)  # fmt: skip


def _uses_named(turn: Turn) -> frozenset[str]:
    """The words of the message that name a way of cooking the goods are for."""
    text = turn.typed_and_read.lower()
    used = {word for word in _FOR_A_USE.findall(text) if word in COOKING_USES}
    return frozenset(word for word in COOKING_USES if not word.isascii()) | used


async def search_products(turn: Turn) -> None:
    """Do you have milk / بدي موز / عندكم حليب؟"""
    if (
        await dietary.answer_not_the(turn)
        or await fizzy_drinks.answer_fizzy(turn)
        or await dietary.answer_need(turn)
    ):
        return  # "not the frozen one", "sugar free drinks": by what the products are
    if await allergen_of_the_shown(turn, THOSE):
        return  # "هذول فيهم مكسرات؟": of the products shown, not a search for nuts
    if turn.budget is not None and budget_baskets.wants_a_basket(turn):
        # "get me stuff for a bbq under 10 KD", "ابي اغراض فطور بحدود ٥ دينار", "abi 3asha l
        # 4 ashkha9 b 7 kd": a basket of its goods within the budget, proposed with its total
        meal = meal_of_the_day(turn) or ()
        kinds = occasion_goods.kinds_shopped_for(turn.message.for_model) or [
            (staple,) for staple in meal
        ]
        if kinds:
            await budget_baskets.propose_basket(turn, kinds)
            return
    if await occasion_goods.answer(turn):
        return  # "bbq this weekend what do i need": the occasion's goods, across the aisles
    if await child_goods.answer(turn):
        return  # "milk for a one year old": growing-up milk, not the fresh milks
    if await other_size_asked.answer(turn):
        return  # "بكم؟ واكو اصغر منه؟": the one in view, its price and its sizes
    topic = turn.utterance.topic_text
    if not topic and turn.budget is not None and turn.asked_words():
        # "what about 1 kd" after "dates under 2 kd": the same products, the new budget
        topic = " ".join(carried_kind(turn, turn.asked_words()))
    # "وحده كامله مو كيلو": how it is sold said not wanted, no goods left out
    left_out = set(turn.utterance.left_out) - WHOLE_WORDS - MEASURE_WORDS
    if not topic and turn.budget is not None and meal_named(turn) is not None:
        # "ابي اطبخ لـ ٤ اشخاص بأقل من ٥ دينار": a meal's staples within the budget
        await search_within(turn, "", turn.budget)
        return
    if not topic or (left_out and left_out >= set(turn.utterance.topic)):
        # "شي بدون لحم": only what is not wanted was named, nothing to look for
        turn.say("ask_what")
        turn.chips("aisles", "brands", "offers")
        return
    if turn.budget is not None:
        await search_within(turn, topic, turn.budget)
        return
    if left_out:
        # "brown toast not white", "laban mo almarai": what is said not to be wanted is
        # searched for no more; it only takes out the products that are it
        await _search_leaving_out(turn, left_out)
        return
    if await besides_named.answer(turn):
        return  # "شنو اكو غير الخلاص؟": the dates there are, the Khalas left out
    named = await items_named(turn, [s for s in turn.utterance.segments() if s.topic])
    if len(named) > 1:
        await goods_listed.show_each(turn, named)
        return
    # "what other fresh milk", "وشنو غيره": besides the one in focus, not of the list shown
    other = bool(_OTHER.search(turn.typed_and_read))
    if not other and await _show_of_the_list(turn):  # "abi el kuwaitiya" after the coffees
        return
    if kept := await kept_as_said(turn):  # "frozen chips": the fries kept frozen
        show_products(turn, [hit["_id"] for hit in kept])
        return
    if plain := await plain_kind.plain_first(turn):  # "النيدو العادي الكبير ماكو؟"
        await show_found(
            turn, plain, [w for w in turn.utterance.topic if not plain_kind.is_plain(w)]
        )
        return
    if ready := await ready_goods.ready_first(turn):  # "حمص جاهز": the hummus, not the dry
        made, any_made = ready
        if any_made:
            await show_found(turn, made, ready_said(turn.utterance.topic))
        else:
            show_products(turn, [hit["_id"] for hit in made], "not_exactly")
        return
    hits = await search_kind(turn, topic)
    if other:
        hits = [hit for hit in hits if hit["_id"] != turn.focus()] or hits
    # A search that matched only loosely (no card holds any word asked, "7alyan" finding
    # milk) is no answer: cards appear only for what was named.
    asked = turn.utterance.topic
    confident = confident_hits(asked, hits)
    eaten = [
        word
        for word in asked
        if not wish_word(word, MEAL_WORDS)
        and word not in FRESH_WORDS | _uses_named(turn) | _WHO_IT_IS_FOR | STOCK_ASKING_WORDS
        and word not in reason_words(turn.utterance.tokens)
        and word not in WHOLE_WORDS | MEASURE_WORDS  # "a whole watermelon, not a kilo"
        and not _a_pack_word(word)
    ]
    if eaten and len(eaten) < len(asked) and all(unmet_words(asked, [hit]) for hit in confident):
        # "abi steak lil 3asha": the steak, whatever meal it is for; "what fresh fish do you
        # have": the fish, fresh as ours are, where no name says so; "lamb for grilling":
        # the lamb, whatever way it is cooked; "tide powder still out?": the powder; "size 4
        # pampers in another pack in case...": the pampers
        asked = eaten
        hits = await search_kind(turn, " ".join(eaten))
        confident = confident_hits(eaten, hits)
    confident = await of_the_food(turn, asked, confident)
    confident = size_alone.not_by_the_size_alone(asked, confident)
    if not confident:
        found = await found_as_written(turn)  # "3ndkm croissant?"
        if found:
            show_products(turn, [hit["_id"] for hit in found])
            return
        if await show_read_as_arabizi(turn):
            return
    single = len(turn.utterance.topic) == 1
    few = len(of_the_word(turn.utterance.topic, hits)) < _AISLE_WORD
    if single and few and await _show_aisle_of_word(turn):
        return
    hits = confident
    if not hits:
        # "شنو عندكم بالمخبز": no product, an aisle; "شنو طرق الدفع": a store question;
        # "مربين روبيان": a dish
        if await _show_aisle(turn) or await answer_faq(turn, clear=True):
            return
        several = len(turn.utterance.topic) > 1  # one word was tried as an aisle's just now
        if several and await _show_aisle(turn, by_one_word=True, phrase="aisle_of_wish"):
            return
        if await recipes.names_a_recipe(turn):
            await recipes.recipe(turn)
            return
        loose = await product_named_loosely(turn, turn.utterance.topic)
        if loose is not None:  # "bkam el bzar mix": its words in other forms than the record's
            show_products(turn, [loose["_id"]])
            return
        if variants := await brand_variants.named_variants(turn, turn.utterance.topic):
            # "tide laundry gel or only powder": the brand's variants said, never "not found"
            show_products(turn, [hit["_id"] for hit in variants])
            return
        not_found(turn)
        return
    await show_found(turn, hits, asked)
    say_sold_by_the_kilo(turn, hits)  # "a whole watermelon, not a kilo"


def _a_pack_word(word: str) -> bool:
    """A pack said of the goods ("in another pack", "بباكيت ثاني"), which names none."""
    return word in PACK_WORDS or (word[:1] == "ب" and word[1:] in PACK_WORDS)


async def _search_leaving_out(turn: Turn, left_out: set[str]) -> None:
    """The search of the words wanted, read as if the rest was never said, less what holds
    every word left out ("milk not low fat": no low fat milk; the full fat milk stays)."""
    whole = turn.utterance
    said_not = {whole.where("EXCEPT"), whole.where("NEGATION"), whole.not_between} - {None}
    kept = [
        token for n, token in enumerate(whole.tokens) if token not in left_out and n not in said_not
    ]
    turn.utterance = Utterance(" ".join(kept))
    try:
        wanted = turn.utterance.topic
        hits = await search_kind(turn, " ".join(wanted))
        # only words that can tell products apart ("7ar" is read "حر", too short to)
        telling = unmet_words(sorted(left_out), [])
        parts = await items_named(turn, [s for s in turn.utterance.segments() if s.topic])
        if len(parts) > 1:
            # "tamr 5ala9 3 kilo w gahwa kuwaitiya mu abu 3oof": each of the goods, the one
            # with a brand ruled out less that brand's, never one search of them all
            await goods_listed.show_each(
                turn, parts, lambda found: of_the_word(telling, found) if telling else []
            )
            return
        unwanted = of_the_word(telling, hits) if telling else []
        found = confident_hits(wanted, hits)
        hits = [hit for hit in found if hit not in unwanted]
        if not hits and unwanted:
            # "عندكم روب؟ مو لبن": the yoghurts known by "laban" too; the laban named is out
            unwanted = left_out_by_name.named_by_the_words(telling, found)
            hits = [hit for hit in found if hit not in unwanted]
        if not hits:
            not_found(turn)
            return
        await show_found(turn, hits)
    finally:
        turn.utterance = whole


_AISLE_WORD = 2  # fewer of an aisle's products than this hold its word: the word is the aisle's
_WHOLE_AISLE = 200  # the word is counted over all of the aisle, not its first page


async def _show_aisle_of_word(turn: Turn) -> bool:
    """ "breakfast", "snacks": an aisle's own word, which few of its products hold, is the
    aisle; "rice" names its rices and stays a search. The aisles are looked up quietly: this
    is how the word is read, not a tool the shopper sees."""
    try:
        aisles = await turn.store.categories()
        aisle = _aisles_by_word(aisles).get(turn.utterance.topic[0])
        if aisle is None:
            return False
        products = await turn.store.products_in_category(aisle["_id"], limit=_WHOLE_AISLE)
    except Exception:  # the word is then searched as any other
        return False
    if not products or len(of_the_word(turn.utterance.topic, products)) >= _AISLE_WORD:
        return False
    return await _show_aisle(turn)


_aisle_words: dict[tuple[str, ...], dict[str, Record]] = {}


def _aisles_by_word(aisles: list[Record]) -> dict[str, Record]:
    """Each word of an aisle's names and keywords, as written and as stemmed, to the aisle;
    built once per set of aisles (a single-word search asks it often)."""
    key = tuple(str(aisle["_id"]) for aisle in aisles)
    if key not in _aisle_words:
        index: dict[str, Record] = {}
        for aisle in aisles:
            for field in AISLE_WORDS:
                for text in matching.name_texts(aisle, field):
                    for word in [*text.lower().split(), *matching.stems(text)]:
                        index.setdefault(word, aisle)
        if len(_aisle_words) > 8:
            _aisle_words.clear()
        _aisle_words[key] = index
    return _aisle_words[key]


# an aisle named by several kinds: "Dairy & Eggs", "ألبان وبيض", "Rice, Grains & Pulses"
_SEVERAL_KINDS = Gated(r"&|,|\band\b|\sو")


async def _names_goods_of_its_aisle(turn: Turn) -> bool:
    """ "show me eggs", "wareeni el bai6": one of the kinds an aisle is named by ("Dairy &
    Eggs") that several of its products hold names those goods, shown as such, not the
    aisle from its first shelf (a milk, then "add the large one" takes the milk); "show me
    dairy" and the one kind of an aisle ("Fruits") are the aisle. Looked up quietly, as
    `_show_aisle_of_word`."""
    topic = turn.utterance.topic
    if len(topic) != 1:
        return False
    try:
        aisles = await turn.store.categories()
        aisle = matching.best_by_name(topic, aisles, fields=AISLE_WORDS)
        if aisle is None or not _SEVERAL_KINDS.search(" ".join(matching.name_texts(aisle))):
            return False
        products = await turn.store.products_in_category(aisle["_id"], limit=_WHOLE_AISLE)
    except Exception:  # the aisle is then shown as before
        return False
    return len(of_the_word(topic, products)) >= _AISLE_WORD


def of_the_word(topic: list[str], products: list[Record]) -> list[Record]:
    return [p for p in products if not unmet_words(topic, [p])]


def _in_stock_first(products: list[Record]) -> list[Record]:
    return sorted(products, key=lambda product: not in_stock(product))


async def _opens_with_an_aisle(turn: Turn) -> bool:
    """Whether the first word of what the message names is an aisle's own word."""
    topic = turn.utterance.topic
    return bool(topic) and await aisle_named(turn, words=topic[:1]) is not None


async def _show_aisle(
    turn: Turn, *, by_one_word: bool = False, phrase: str = "category_products"
) -> bool:
    """The aisle the message names; `by_one_word` when nothing sold holds the words, so a
    wish ("something healthy for breakfast") is shown the aisle one of its words names."""
    category = await aisle_named(turn, by_one_word=by_one_word)
    if category is None:
        return False
    limit = _WHOLE_AISLE if by_one_word else SEARCH_LIMIT
    products = await turn.call(
        "products_in_category", turn.store.products_in_category, category["_id"], limit=limit
    )
    if not products:
        return False
    # "something sweet for guests": of the snacks and sweets, the sweets first; "something
    # healthy for breakfast": the oats and whole grain cereals
    held: list[Record] = []
    if by_one_word:
        left_out = turn.utterance.left_out
        wished = [WISHED[word] for word in turn.utterance.topic if word in WISHED]
        words = [WISHED.get(word, word) for word in turn.utterance.topic if word not in left_out]
        held = confident_hits(words, products)
        if healthier.wants_healthier(turn):
            held = [p for p in products if healthier.marked(p)] + held
        # a wish is for something to buy: what is in stock first; and nothing of a taste
        # said not to be wanted ("مو مالح": no salted chips)
        unwanted = confident_hits(left_out, products)
        held = [p for p in _in_stock_first(held) if p not in unwanted]
        products = [p for p in _in_stock_first(products) if p not in unwanted]
        if wished and held:
            products = []  # "something sweet": the sweets, never the crisps beside them
    ordered = list(dict.fromkeys(p["_id"] for p in [*held, *products]))
    show_products(turn, ordered[:SEARCH_LIMIT], phrase)
    return True


async def show_read_as_arabizi(turn: Turn) -> bool:
    """ "yusufi 1 kilo", "i want yusufi": a Gulf word in Latin letters the catalogue does not
    hold as written, shown as the Arabic it spells (the mandarins), said when it is out."""
    if turn.message.arabizi:
        return False
    hits = await found_as_arabizi(turn, turn.utterance.topic)
    if not hits:
        return False
    if any_in_stock(hits[0]):
        show_products(turn, [hit["_id"] for hit in hits])
    else:
        await show_out_of_stock(turn, hits[0], hits)
    return True


async def show_found(turn: Turn, hits: list[Record], topic: list[str] | None = None) -> None:
    """Search hits as cards: of the size asked when a size was named, the hits holding
    every word asked (`topic`, the message's unless told) first, and said honestly when
    none holds them all."""
    topic = turn.utterance.topic if topic is None else topic
    loose = None
    if hits and all(unmet_words(topic, [hit]) for hit in hits):
        # "البزار المخلوط": every word in some form of the one product's
        loose = await product_named_loosely(turn, topic, hits)
    if loose is not None:
        hits = [loose]
        topic = [word for word in topic if not unmet_words([word], hits)]  # its words as held
    elif hits and all(unmet_words(topic, [hit]) for hit in hits):
        # "garam masala": the masala crisps hold a word of it, and are no spice; "tide gel or
        # powder": the brand named and its variants, whatever no one name holds
        of_the_brand = await brand_variants.named_variants(turn, topic)
        if of_the_brand and brand_variants.each_met(topic, of_the_brand):
            # "heinz ketchup or mayo": each word asked is one of the cards', none missed
            of_the_brand.sort(key=lambda hit: not any_in_stock(hit))
            topic = [word for word in topic if not unmet_words([word], of_the_brand[:1])]
        hits = of_the_brand or not_carried.of_the_kind_named(topic, hits)
        if not hits:
            # "ابي خضار للسلطه": vegetables wished for a salad, which no one product's name
            # holds: their aisle, when the wish opens with its word
            wish = turn.utterance.has("WANT", "SEARCH") and await _opens_with_an_aisle(turn)
            if not (wish and await _show_aisle(turn, by_one_word=True, phrase="aisle_of_wish")):
                await not_carried.answer(turn)
            return
    marked = [hit for hit in hits if of_age_mark(hit, turn.utterance.age_mark)]
    hits = marked or hits  # "the 800g nido 1+": the 1+, not the 3+ of the same tin
    number = turn.utterance.size_number
    size = size_asked_of(
        turn.utterance.size_asked or turn.utterance.quantity, hits, turn.utterance.tokens
    )
    variants = variants_asked(turn, hits, size, number)
    if number is not None:
        show_numbered_size(turn, hits, number, variants)
        return
    if size is not None:
        turn.remember_size(size)  # "خلها ٣" next: three of this pack
        show_size(turn, hits, size, variants)
        return
    nearest = of_every_word(topic, hits)
    ordered = nearest + [hit for hit in hits if hit not in nearest]
    colours = [colour for word in topic if (colour := colour_of(word)) is not None]
    if colours and (
        coloured := _of_the_colours(colours, nearest) or _of_the_colours(colours, ordered)
    ):
        # "brown bread", "5ubz asmar": the brown ones, never the white shown beside them
        ordered = hits = coloured
    phrase = honest(turn, hits, "products_found", topic)
    asked = [hit for hit in hits if topic and not unmet_words(topic, [hit])]
    ids = [p["_id"] for p in ordered]
    if phrase == "products_found" and asked and not any(stock_of(hit) > 0 for hit in asked):
        # "heinz ketchup" when it is out: said in words, not left to a greyed card, and shown
        # beside what there is instead
        alternatives = await alternatives_for(turn, asked[0], hits)
        phrase = "asked_out_of_stock" if len(asked) == 1 else "several_out_of_stock"
        phrase += "" if alternatives.alike else "_unlike"
        ids += [pid for pid in alternatives.ids if pid not in ids]
    elif ids and ids[0] in variants and stock_of(ordered[0], variants[ids[0]]) <= 0:
        # "jumbo shrimp" when the jumbo is out: said, with the other kinds on the card
        phrase = "size_out_of_stock"
    elif phrase == "products_found" and asked and _fewer_than_asked(turn, asked[0]):
        phrase = "fewer_in_stock"  # "ابي خس روماني ٥ حبات" with two left: said, not left to a card
    show_products(turn, ids, phrase, variants)


def _of_the_colours(colours: list[frozenset[str]], hits: list[Record]) -> list[Record]:
    return [hit for hit in hits if all(of_colour(hit, colour) for colour in colours)]


def _fewer_than_asked(turn: Turn, product: Record) -> bool:
    quantity = turn.utterance.quantity
    if quantity is None:
        return False
    variant_id, units = choose_line(product, quantity, turn.asked_words())
    return 0 < stock_of(product, variant_id) < units


async def _show_of_the_list(turn: Turn) -> bool:
    """The products of the list just shown that the message names (`of_the_list`), if any."""
    listed = await of_the_list(turn, turn.utterance.topic, pointing=turn.utterance.refers_back)
    if len(listed) == 1 and stock_of(listed[0]) <= 0:
        await show_out_of_stock(turn, listed[0], [])  # "ابي المنثول" when it is out
    elif listed:
        phrase = "the_one_asked" if len(listed) == 1 else "products_found"
        show_products(turn, [p["_id"] for p in listed], phrase)
    return bool(listed)


async def browse(turn: Turn) -> None:
    """Aisle, brand or search: "show me dairy", "Almarai products", "show me rice"."""
    topic = turn.utterance.topic
    if await _names_goods_of_its_aisle(turn):
        await search_products(turn)  # "show me eggs": the eggs, not a brand called "... Eggs"
        return
    if await _show_aisle(turn):
        return
    if await _show_of_the_list(turn):  # "the almarai one" right after orange juices
        return
    brands = await turn.call(
        "brands",
        turn.store.brands,
        useful=lambda found: matching.best_by_name(topic, found) is not None,
    )
    brand = matching.best_by_name(topic, brands)
    if brand is not None:
        products = await turn.call("products_of_brand", turn.store.products_of_brand, brand["_id"])
        if products:
            show_products(turn, [p["_id"] for p in products], "brand_products")
            return
    # "abi fawakih lil bebi, shno 3indkom na3ma": an aisle with words of who it is for and
    # how it should be, which no product holds together; the aisle to start from
    if (
        len(topic) > 1
        and not await _held_whole(turn, topic)
        and await _show_aisle(turn, by_one_word=True, phrase="aisle_of_wish")
    ):
        return
    await search_products(turn)


async def _held_whole(turn: Turn, topic: list[str]) -> bool:
    """Whether one product holds every word of the topic (looked up quietly)."""
    hits = await quiet_search(turn, " ".join(topic))
    return any(not unmet_words(topic, [hit]) for hit in hits)


async def wish(turn: Turn) -> None:
    """A vague wish that names an aisle ("ابغى شي حق الريوق", "something healthy for
    breakfast"): that aisle, said as a place to start with a question; a product that merely
    shares one of its words ("English Breakfast" tea) is no answer to it."""
    if not await _show_aisle(turn, by_one_word=True, phrase="aisle_of_wish"):
        await browse(turn)


async def names_an_aisle(turn: Turn) -> bool:
    """ "ابغى شي حق الريوق", "something for the bakery": a vague wish that names an aisle."""
    return bool(turn.utterance.topic) and await aisle_named(turn, by_one_word=True) is not None


async def categories(turn: Turn) -> None:
    """What aisles do you have / الأقسام; "the dairy aisle" shows that aisle."""
    if turn.utterance.topic:
        await browse(turn)
        return
    found = await turn.call("categories", turn.store.categories)
    turn.say("categories")
    turn.block({"kind": "categories", "categoryIds": [c["_id"] for c in found]})
    turn.chips(*(turn.record_chip("category", record) for record in found[:_CHIP_RECORDS]))


async def brands(turn: Turn) -> None:
    """Which brands / الماركات; "which brands of milk" shows the brands of those products."""
    topic = turn.utterance.topic_text
    wanted: set[str] | None = None
    if topic:
        # every brand of the kind, not those of the first page of cards
        hits = await search(turn, topic, limit=_BRAND_SEARCH)
        hits = confident_hits(turn.utterance.topic, hits) or hits
        wanted = {hit["brandId"] for hit in hits if hit.get("brandId")}
    found = await turn.call("brands", turn.store.brands)
    chosen = [b for b in found if wanted is None or b["_id"] in wanted] or found
    turn.say("brands")
    turn.block({"kind": "brands", "brandIds": [b["_id"] for b in chosen]})
    turn.chips(*(turn.record_chip("brand", record) for record in chosen[:3]), "aisles")


async def names_a_variant(turn: Turn) -> bool:
    """Whether a short message names a kind or size of the product in focus ("the jumbo",
    "الكبير", "fillet"), asking for that product in it rather than for a new search."""
    focus = turn.focus()
    topic = turn.utterance.topic
    if focus is None or not topic or len(topic) > 2 or turn.proposed_change:
        return False
    found = await quiet_products(turn, [focus])
    # "اكو روب؟ الكبير" after the eggs: the big pack of other goods named, not of the eggs
    extent = extent_words(topic)
    other = [word for word in topic if word not in extent] if extent else []
    if found and other and unmet_words(other, found):
        return False
    return bool(found) and variant_asked(found[0], topic) is not None


# The words a question about one product's facts is asked in ("is the honey pure", "which
# country is the rice from", "شنو نكهة الشيبس", "el 3asal 6abee3i"): they name no product,
# so a card that does not hold them is still the product asked about.
_FACT_WORDS = frozenset(
    {"pure", "natural", "country", "origin", "made", "produced", "imported", "local", "know",
     "flavour", "flavor", "taste", "expiry", "expire", "expires", "contain", "contains",
     "ingredients", "inside", "brand", "company", "maker", "size", "halal", "fresh", "info",
     "information", "details",
     "طبيعي", "نكهه", "نكهته", "طعم", "طعمه", "صناعه", "مصنوع", "مستورد", "محلي", "بلد", "منشا",
     "مكونات", "مكوناته", "تفاصيل", "معلومات", "اعرف", "حلال", "طازج", "حجم", "حجمه", "شركه",
     "صلاحيه", "انتهاء",
     # how it is kept when sold: "is the salmon fresh or frozen", "السلمون مثلج؟"
     "frozen", "chilled", "مجمد", "مثلج", "مبرد", "فريش",
     # "tell me more about the first one", "قولي اكثر عن الاول", its weight or pieces
     "tell", "more", "about", "weight", "heavy", "pieces", "قولي", "قول", "اكثر", "عن", "وزن",
     "وزنه", "قطعه", "قطع", "عدد",
     # "does the pepsi come in cans", "how big is the nido tin", "علبة نيدو"
     "come", "comes", "tin", "tins", "box", "علبه", "يجي", "تجي",
     # the pack it is asked of: "how big is the tide bottle", "كم حجم قنينة الزيت"
     "big", "bottle", "bottles", "jar", "jars", "packet", "carton", "قنينه", "علبته", "كرتونه",
     # whether it suits someone: "is almarai laban good for my little boy", "لبن المراعي زين
     # لولدي الصغير؟", "el 7aleeb zain 7ag el ya7al?"
     "good", "ok", "okay", "fine", "suitable", "healthy", "kids", "kid", "children", "child",
     "baby", "babies", "toddler", "toddlers", "son", "daughter", "boy", "girl", "little",
     "زين", "زينه", "مناسب", "مناسبه", "ينفع", "صحي", "مفيد", "عيال", "للعيال", "اطفال",
     "للاطفال", "بيبي", "للبيبي", "يهال", "لليهال", "ياهل", "للياهل", "صغار", "للصغار", "الصغير",
     "ولدي", "لولدي", "بنتي", "لبنتي", "حق"}
)  # fmt: skip


def _asks_a_fact(token: str) -> bool:
    # "بكم صار": what it comes to asks its price, no product of that name
    return (
        token in _FACT_WORDS
        or token in COMES_TO
        or (token.startswith("ال") and token[2:] in _FACT_WORDS)
    )


def _asks_of_two_goods(turn: Turn) -> bool:
    """Whether the message names goods in two parts and asks whether some are sold."""
    u = turn.utterance
    named = [segment for segment in u.segments() if segment.topic and not segment.refers_back]
    return len(named) > 1 and u.has("SEARCH") and not u.has("DETAIL")


async def product_detail(turn: Turn) -> None:
    """Tell me about <product> / details of the second one / تفاصيل / الثاني; "the 1.8 kg",
    "the organic one", "اللي بدون سكر" of the list just shown (`shown_refs`)."""
    if _asks_of_two_goods(turn):
        # "what does the labneh cost? and do you sell manakish?": each part's goods, found
        # as a search finds them, not one card for the first nor "none of those" shown
        await search_products(turn)
        return
    if (
        turn.utterance.ordinal is None
        and other_size_asked.asks_another_size(turn)
        and await other_size_asked.answer(turn)
    ):
        return  # "cham si3ra? w fee 7ajm akbar?": the one in view, its price and its sizes
    if await shown_refs.picks_from_the_shown(turn):
        await shown_refs.pick_shown(turn)
        return
    if await allergen_of_the_shown(turn):  # "do they have nuts?" after the cards
        return
    talked_of = turn.asked_words(), turn.asked_size()  # the variant of the turn before
    turn.remember_size()  # "the 2 litre one": the pack for the next "add 2"
    segment = turn.utterance.segments()[0]
    product_words = [token for token in segment.topic if not _asks_a_fact(token)]
    fact = product_facts.fact_asked(turn.message.for_model)
    if fact is not None:
        # "nescafe gold how many grams in the jar": the product by its own words only
        product_words = product_facts.product_words(
            product_words, turn.utterance.tokens, demonyms=True
        )
    if len(product_words) < len(segment.topic):
        # "is the honey pure": the honey's card, looked up by its own words; "قولي اكثر عن
        # الاول" names none, and points at the first one shown
        segment = replace(segment, topic=product_words)
    measure = [
        token for token in segment.topic if token in MEASURE_WORDS or stem(token) in SIZE_WORDS
    ]
    # the product in focus, in a size or kind: "بكم اللتر منه", "الكبير ٢ لتر", or "الجمبو"
    # after the shrimp (no jumbo pack of nappies)
    only_measure = bool(measure) and len(measure) == len(segment.topic)
    if only_measure or talk.asks_about_it(turn) or await names_a_variant(turn):
        segment = Segment(segment.quantity, segment.ordinal, [], True)
    if not segment.topic and segment.ordinal is not None:
        _, problem = remembered_id(turn, segment)
        if problem == "not_in_list":
            turn.say("not_in_list")
            turn.error("RESOURCE_NOT_FOUND", "not_in_list")
            if turn.shown():
                turn.block({"kind": "products", "productIds": turn.shown()})
            turn.chips("add_first", "detail_first", "cart")
            return
    # "the normal galaxy, not the hazelnut": of the galaxy, one that is no hazelnut one
    kept = await kind_without.without_the_kind(turn, segment, set(turn.utterance.left_out))
    if kept is not None:
        segment = kept[1]
    resolved = Resolved(kept[0]) if kept else await resolve_product(turn, segment)
    if fact is not None and resolved.product is not None and segment.topic:
        resolved = await _named_by_its_words(turn, segment, resolved)
    # ...and the pack it comes in is no word of its name ("كم سعر كرتون مي الروضتين")
    named = [
        token
        for token in segment.topic
        if len(token) > 2 and not _asks_a_fact(token) and token not in PACK_WORDS
    ]
    held = [token for token in named if confident_hits([token], [resolved.product or {}])]
    if named and (resolved.product is None or len(held) <= len(named) // 2):
        # "tell me about the news in al jahra": a hit holding no more than half the words
        # asked is no product the shopper named; unless one holds them in other forms
        # ("how much is the bzar mix" of the Mixed Spices (Bzar))
        candidates = [resolved.product, *resolved.alternatives] if resolved.product else None
        loose = await product_named_loosely(turn, named, candidates)
        resolved = Resolved(product=loose) if loose else Resolved(problem="products_none")
    if resolved.product is None:
        if resolved.problem == "nothing_shown":
            turn.say("nothing_shown")
            turn.chips("aisles", "offers")
        elif not await recipes.recipe_when_named(turn):  # "how many does the shrimp rice serve"
            not_found(turn)
        return
    product_id = resolved.product["_id"]
    asked = variant_words(turn.utterance)
    # "كم جرام", "how many litres": the pack asked about, not a size wanted
    size = None if fact is product_facts.Fact.PACK else turn.utterance.size_asked
    if (
        not segment.topic
        and not turn.utterance.topic
        and size is None
        and variant_asked(resolved.product, asked) is None
    ):
        # "بكم" right after the 2 L card: the variant talked about, not the default one
        asked, size = talked_of
    variant = variant_asked(resolved.product, asked, size, turn.utterance.size_number)
    sold_in = sizes_of(resolved.product, str(size.unit)) if size is not None else []
    if size is not None and sold_in and not any(abs(a - size.amount) < 1e-6 for a in sold_in):
        # "ابي الكبير ٢ لتر" of a milk sold only in 1 L: said, and the ones sold in 2 L
        await _other_sizes(turn, resolved.product, size)
        return
    block: dict[str, Any] = {"kind": "product_detail", "productId": product_id}
    if variant is not None:  # "ابي الكبير ٢ لتر": the card of the 2 L, at its price
        block["variantId"] = variant["_id"]
        amount, unit = variant_pack(variant)
        turn.remember_variant(asked, Quantity(amount, unit) if amount else None)
        if stock_of(resolved.product, variant["_id"]) <= 0:
            turn.say("size_out_of_stock")
    if fact is not None:
        # the fact asked first, from the record, then the card it comes from
        turn.say("detail_fact")
        product_facts.answer(turn, resolved.product)
    else:
        turn.say("detail")
    turn.block(block)
    if unit_prices.asks_per_piece(turn):  # "الحبه بكم": what one piece of the pack costs
        unit_prices.say_per_piece(turn, resolved.product, block.get("variantId"))
    elif fact is None and price_in_words.asked(turn):  # "السكري بكم؟": said, not only shown
        price_in_words.tell(turn, resolved.product, block.get("variantId"))
    turn.set_focus(product_id)
    turn.chips("add_it", "cart", "offers")


async def _named_by_its_words(turn: Turn, segment: Segment, resolved: Resolved) -> Resolved:
    """The product a fact is asked of, named by its words: a people's word the name does not
    hold is the question ("are the carrots australian"), and a first word it does not hold
    names another product ("is the kerrygold butter salted" is no Lurpak's)."""
    product = resolved.product or {}
    unmet = unmet_words(segment.topic, [product])
    if not unmet:
        return resolved
    bare = product_facts.product_words(segment.topic, turn.utterance.tokens)
    if bare != segment.topic:
        again = await resolve_product(turn, replace(segment, topic=bare))
        if again.product is not None and not unmet_words(bare, [again.product]):
            return again
    if segment.topic[0] in unmet or len(unmet) > 1:
        return Resolved(problem="products_none")
    return resolved


async def _other_sizes(turn: Turn, product: Record, size: Quantity) -> None:
    words = keywords_in(product, turn.language)
    hits = await search_kind(turn, words[0]) if words else []
    hits = [product] + [hit for hit in of_aisles(hits, [product]) if hit["_id"] != product["_id"]]
    turn.remember_size(size)
    variants = variants_asked(turn, hits, size, None)
    show_size(turn, hits, size, variants, found_phrase="size_elsewhere")


async def similar(turn: Turn) -> None:
    """something similar / alternatives / بدائل: like the product in focus, not itself."""
    focus = turn.focus()
    if focus is None:
        if turn.utterance.topic:  # "عندكم حفاظات ثانيه" with nothing shown: those products
            await search_products(turn)
            return
        turn.say("nothing_shown")
        turn.chips("aisles", "offers")
        return
    found = await products_by_ids(turn, [focus])
    words = keywords_in(found.get(focus), turn.language)
    if not words:
        not_found(turn)
        return
    hits = await search(turn, words[0])
    # an alternative is one that can be bought: "شنو البديل" after an out-of-stock honey;
    # of the same search, else of its aisle ("shno il badeel" after the corn flakes)
    others = await alternatives_for(turn, found[focus], hits)
    number = turn.utterance.size_number
    if number is not None:  # "what else for size 4": others sold, and left, in that size
        records = await products_by_ids(turn, others.ids)
        sized = [
            pid
            for pid in others.ids
            if (size := of_numbered_size(records.get(pid) or {}, number)) is not None
            and int(size.get("stock") or 0) > 0
        ]
        if not sized:
            turn.say("size_none_left")
            turn.chips("aisles", "offers")
            return
        others = Alternatives(sized, others.alike)
    if not others.ids:
        not_found(turn)
        return
    show_products(turn, others.ids, "products_found" if others.alike else "none_alike")


# -- prices ----------------------------------------------------------------------------

"""Finding things on the shelves: search, aisles, brands, one product's card.

Every list of products shown is remembered (ids in order), so the next message can say
"the second one" or "add two of those".
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.quantities import Quantity, ordinals_in, pack_size
from hub.assistant.brain.skills.common import (
    MEASURE_WORDS,
    SEARCH_LIMIT,
    SIZE_WORDS,
    Record,
    Resolved,
    alternatives_for,
    choose_line,
    confident_hits,
    english,
    items_named,
    keywords_in,
    of_every_word,
    remembered_id,
    resolve_product,
    search,
    search_kind,
    stock_of,
    unmet_words,
)
from hub.assistant.brain.skills.faq import answer_faq
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.storefront.port import CartMutation, LineItem
from hub.text import stem

_CHIP_RECORDS = 4


def show_products(turn: Turn, product_ids: list[str], phrase: str = "products_found") -> None:
    turn.say(phrase)
    turn.block({"kind": "products", "productIds": product_ids})
    turn.remember_shown(product_ids)
    turn.chips("add_first", "detail_first", "cart")


def not_found(turn: Turn) -> None:
    """Said in words with a way on, never an error card: not stocking something is an answer
    to a shopping request, not a failure of it."""
    turn.say("products_none")
    turn.chips("aisles", "offers", "help")


async def search_products(turn: Turn) -> None:
    """Do you have milk / بدي موز / عندكم حليب؟"""
    topic = turn.utterance.topic_text
    if not topic:
        turn.say("ask_what")
        turn.chips("aisles", "brands", "offers")
        return
    if turn.budget is not None:
        await _search_within(turn, topic, turn.budget)
        return
    named = await items_named(turn, [s for s in turn.utterance.segments() if s.topic])
    parts = [" ".join(s.topic) for s in named]
    if len(parts) > 1:
        await _search_each(turn, parts)
        return
    hits = await search_kind(turn, topic)
    # A search that matched only loosely (no card holds any word asked, "7alyan" finding
    # milk) is no answer: cards appear only for what was named.
    hits = confident_hits(turn.utterance.topic, hits)
    if not hits:
        # "شنو عندكم بالمخبز": no product, an aisle; "شنو طرق الدفع": a store question
        if not await _show_aisle(turn) and not await answer_faq(turn, clear=True):
            not_found(turn)
        return
    await show_found(turn, hits)


async def _show_aisle(turn: Turn) -> bool:
    category = await _aisle_named(turn)
    if category is None:
        return False
    products = await turn.call(
        "products_in_category", turn.store.products_in_category, category["_id"]
    )
    if not products:
        return False
    show_products(turn, [p["_id"] for p in products], "category_products")
    return True


# The phrase that presents cards which do not hold every word asked, by the phrase it
# replaces: the reply says what is missing before it offers the nearest.
_NOT_EXACTLY = {"products_found": "not_exactly", "within_budget": "not_exactly_within_budget"}


def honest(turn: Turn, shown: list[Record], phrase: str) -> str:
    """`phrase`, or its not-exactly form when the cards miss part of what was asked (an
    attribute, a variant, a kind: "organic", "lactose free")."""
    topic = turn.utterance.topic
    if not topic or any(not unmet_words(topic, [product]) for product in shown):
        return phrase
    return _NOT_EXACTLY.get(phrase, phrase)


async def show_found(turn: Turn, hits: list[Record]) -> None:
    """Search hits as cards: of the size asked when a size was named, the hits holding
    every word asked (else the kind asked) first, and said honestly when none holds them
    all."""
    size = _size_asked(turn.utterance.quantity, hits)
    if size is not None:
        _show_size(turn, hits, size)
        return
    nearest = of_every_word(turn.utterance.topic, hits)
    ordered = nearest + [hit for hit in hits if hit not in nearest]
    phrase = honest(turn, hits, "products_found")
    topic = turn.utterance.topic
    asked = [hit for hit in hits if topic and not unmet_words(topic, [hit])]
    ids = [p["_id"] for p in ordered]
    if phrase == "products_found" and asked and not any(stock_of(hit) > 0 for hit in asked):
        # "heinz ketchup" when it is out: said in words, not left to a greyed card, and shown
        # beside what there is instead
        phrase = "asked_out_of_stock"
        ids += [pid for pid in await alternatives_for(turn, asked[0], hits) if pid not in ids]
    show_products(turn, ids, phrase)


def _size_asked(quantity: Quantity | None, hits: list[Record]) -> Quantity | None:
    """The size a request names: a measure ("1 litre"), or a count where the products are
    sold in packs of pieces ("eggs 30 pieces", "بيض ٣٠ حبه": the tray of 30)."""
    if quantity is None or quantity.unit in ("g", "ml"):
        return quantity
    if quantity.amount > 1 and any(_sizes(hit, "pc") for hit in hits):
        return Quantity(quantity.amount, "pc")
    return None


def _size_in_stock(product: Record, size: Quantity) -> bool:
    """Whether the variant (or product) of exactly `size` has stock."""
    variants = product.get("variants") or []
    for variant in variants:
        amount, unit = pack_size(english(variant.get("name")))
        if unit == size.unit and amount is not None and abs(amount - size.amount) < 1e-6:
            return stock_of(product, variant["_id"]) > 0
    return stock_of(product) > 0


def _sizes(product: Record, unit: str) -> list[float]:
    labels = [english(v.get("name")) for v in product.get("variants") or []]
    found = [pack_size(label) for label in labels or [english(product.get("unit"))]]
    return [amount for amount, found_unit in found if amount and found_unit == unit]


def _show_size(turn: Turn, hits: list[Record], size: Quantity) -> None:
    """ "almarai laban 2 litre": the products sold in that size; when none is, say so and
    show the nearest sizes first."""

    def distance(product: Record) -> float:
        gaps = [abs(amount - size.amount) for amount in _sizes(product, str(size.unit))]
        return min(gaps, default=float("inf"))

    exact = [hit for hit in hits if distance(hit) < 1e-6]
    if exact:
        if not any(_size_in_stock(hit, size) for hit in exact):
            # "سمن اصيل ٢ لتر" when the 2 L is out: say so, and show the sizes there are
            nearest = exact + [hit for hit in sorted(hits, key=distance) if hit not in exact]
            show_products(turn, [hit["_id"] for hit in nearest], "size_out_of_stock")
            return
        show_products(turn, [hit["_id"] for hit in exact])
        return
    nearest = sorted(hits, key=distance)
    show_products(turn, [hit["_id"] for hit in nearest], "size_missing")


async def _search_each(turn: Turn, parts: list[str]) -> None:
    """ "cucumbers, lemons and mint": one list with the best matches of each."""
    per_part = max(2, SEARCH_LIMIT // len(parts))
    shown: list[str] = []
    picks: list[str] = []
    for part in parts[:SEARCH_LIMIT]:
        hits = (await search(turn, part, limit=per_part))[:per_part]
        stocked = [hit for hit in hits if stock_of(hit) > 0]
        if stocked and stocked[0]["_id"] not in picks:
            picks.append(stocked[0]["_id"])
        for hit in hits:
            if hit["_id"] not in shown:
                shown.append(hit["_id"])
    if not shown:
        not_found(turn)
        return
    show_products(turn, shown)
    turn.remember_picks(picks)


async def browse(turn: Turn) -> None:
    """Aisle, brand or search: "show me dairy", "Almarai products", "show me rice"."""
    topic = turn.utterance.topic
    if await _show_aisle(turn):
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
    await search_products(turn)


_AISLE_WORDS = ("name", "keywords")  # "the bakery", "المخبز", "الريوق"


async def names_an_aisle(turn: Turn) -> bool:
    """ "ابغى شي حق الريوق", "something for the bakery": a vague wish that names an aisle."""
    return bool(turn.utterance.topic) and await _aisle_named(turn) is not None


async def _aisle_named(turn: Turn) -> Record | None:
    """The aisle the message's words name ("dairy", "snacks", "المخبز"), if any."""
    topic = turn.utterance.topic
    named: list[Record | None] = [None]

    def names_one(aisles: list[Record]) -> bool:
        named[0] = matching.best_by_name(topic, aisles, fields=_AISLE_WORDS)
        return named[0] is not None

    await turn.call("categories", turn.store.categories, useful=names_one)
    return named[0]


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
        hits = await search(turn, topic)
        wanted = {hit["brandId"] for hit in hits if hit.get("brandId")}
    found = await turn.call("brands", turn.store.brands)
    chosen = [b for b in found if wanted is None or b["_id"] in wanted] or found
    turn.say("brands")
    turn.block({"kind": "brands", "brandIds": [b["_id"] for b in chosen]})
    turn.chips(*(turn.record_chip("brand", record) for record in chosen[:3]), "aisles")


async def product_detail(turn: Turn) -> None:
    """Tell me about <product> / details of the second one / تفاصيل / الثاني."""
    segment = turn.utterance.segments()[0]
    measure = [token for token in segment.topic if token in MEASURE_WORDS]
    if measure and len(measure) == len(segment.topic):  # "بكم اللتر منه": the one shown
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
    resolved = await resolve_product(turn, segment)
    named = [token for token in segment.topic if len(token) > 2]
    held = [token for token in named if confident_hits([token], [resolved.product or {}])]
    if resolved.product is not None and named and len(held) <= len(named) // 2:
        # "tell me about the news in al jahra": a hit holding no more than half the words
        # asked is no product the shopper named.
        resolved = Resolved(problem="products_none")
    if resolved.product is None:
        if resolved.problem == "nothing_shown":
            turn.say("nothing_shown")
            turn.chips("aisles", "offers")
        else:
            not_found(turn)
        return
    product_id = resolved.product["_id"]
    turn.say("detail")
    turn.block({"kind": "product_detail", "productId": product_id})
    turn.set_focus(product_id)
    turn.chips("add_it", "cart", "offers")


async def similar(turn: Turn) -> None:
    """something similar / alternatives / بدائل: like the product in focus, not itself."""
    focus = turn.focus()
    if focus is None:
        turn.say("nothing_shown")
        turn.chips("aisles", "offers")
        return
    found = await turn.call("products_by_ids", turn.store.products_by_ids, [focus])
    words = keywords_in(found.get(focus), turn.language)
    if not words:
        not_found(turn)
        return
    hits = await search(turn, words[0])
    others = [p["_id"] for p in hits if p["_id"] != focus]
    if not others:
        not_found(turn)
        return
    show_products(turn, others)


# -- prices ----------------------------------------------------------------------------

_BUDGET_SEARCH = 24  # a budget filters a wider search, so enough candidates are left
_NEAREST = 3
_COMPARE_SPLIT = frozenset({"or", "vs", "versus", "and", "ولا", "او", "و", "والا"})
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
        "between",
        "which",
        "better",
        "than",
        "is",
        "vs",
        "one",
        "ارخص",
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
    ]
)
_CHEAPEST = frozenset({"cheapest", "الارخص", "ارخصهم", "lowest"})
# "the cheaper one", "ارخص واحد", "الارخص فيهم": a comparative that picks one of those shown
_ONE_OF_THEM = frozenset({"one", "واحد", "وحده", "فيهم", "منهم"})
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
        if w not in _CHEAPEST and w not in _COMPARE_WORDS and w not in _ONE_OF_THEM
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
}


async def _meal_within(turn: Turn, meal: tuple[str, ...], budget: int) -> None:
    """ "I have 5 KD, what can I get for dinner": the meal's staples, each the cheapest of
    its kind that fits, as long as the whole stays within the budget."""
    chosen: list[str] = []
    left = budget
    for staple in meal:
        hits = sorted(await search(turn, staple, limit=_BUDGET_SEARCH), key=price_of)
        if hits and price_of(hits[0]) <= left:
            chosen.append(str(hits[0]["_id"]))
            left -= price_of(hits[0])
    if chosen:
        show_products(turn, chosen, "within_budget")
        return
    turn.say("nothing_fits_meal")
    turn.chips("offers", "aisles")


def meal_named(turn: Turn) -> tuple[str, ...] | None:
    return next(
        (
            _MEALS[w]
            for token in turn.utterance.tokens
            for w in (token, token[1:], token[2:])
            if w in _MEALS
        ),
        None,
    )


async def _search_within(turn: Turn, topic: str, budget: int) -> None:
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
    fitting = sorted((p for p in hits if price_of(p) <= budget), key=price_of)
    if fitting:
        phrase = "within_budget" if whole_aisle else honest(turn, fitting, "within_budget")
        show_products(turn, [p["_id"] for p in fitting[:SEARCH_LIMIT]], phrase)
        return
    nearest = sorted(hits, key=price_of)[:_NEAREST]
    show_products(turn, [p["_id"] for p in nearest], "nothing_fits")


async def _of_topic(turn: Turn, topic: str, *, limit: int) -> tuple[list[Record], bool]:
    """What a budget filters: the products of the aisle the words name when they are the
    aisle's own word rather than the products' ("snacks" names few snacks: the whole aisle;
    "juice" names the juices of "Beverages & Juices": those), else the search hits holding
    every word asked ("baby shampoo": shampoos, not every baby product); and whether they
    are a whole aisle."""
    words = turn.utterance.topic
    aisle = await _aisle_named(turn)
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


async def cheaper(turn: Turn) -> None:
    """anything cheaper / ارخص: cheaper than the product in focus of the list last shown;
    "the cheapest one" / الارخص picks the cheapest of that list."""
    shown = turn.shown()
    topic = " ".join(w for w in turn.utterance.topic if w not in _COMPARE_WORDS)
    if not shown and not topic:
        turn.say("nothing_shown")
        turn.chips("aisles", "offers")
        return
    listed: list[dict[str, object]] = []
    if shown:
        found = await turn.call("products_by_ids", turn.store.products_by_ids, shown)
        listed = [found[pid] for pid in shown if pid in found]
    if listed and not topic and _asks_cheapest(set(turn.utterance.tokens)):
        # Of the kind asked ("olive oil", not the corn oil shown beside it), and what can be
        # bought: an out-of-stock card shown beside the others is no answer.
        asked = turn.asked_words()
        listed = [p for p in listed if not unmet_words(asked, [p])] or listed
        stocked = [p for p in listed if stock_of(p) > 0] or listed
        cheapest = min(stocked, key=price_of)
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
        return
    ceiling: int | None = None  # "cheaper rice" names its own products: cheapest first
    if not topic:
        focus = turn.focus()
        anchor = next((p for p in listed if p["_id"] == focus), listed[0] if listed else None)
        words = keywords_in(anchor, turn.language)
        if anchor is None or not words:
            not_found(turn)
            return
        topic, ceiling = words[0], price_of(anchor)
    hits = await search_kind(turn, topic, limit=_BUDGET_SEARCH)
    if ceiling is None:  # "cheapest olive oil": olive oils, not every oil
        hits = of_every_word(topic.split(), hits)
    cheaper_ids = [
        p["_id"] for p in sorted(hits, key=price_of) if ceiling is None or price_of(p) < ceiling
    ]
    if cheaper_ids:
        unmet = ceiling is None and unmet_words(topic.split(), hits)
        show_products(turn, cheaper_ids[:SEARCH_LIMIT], "not_exactly" if unmet else "cheaper")
        return
    turn.say("none_cheaper")
    turn.chips("offers", "aisles")


async def compare(turn: Turn) -> None:
    """which is cheaper, X or Y / ايهم ارخص X ولا Y: both, the cheaper first."""
    parts: list[list[str]] = [[]]
    for token in turn.utterance.tokens:
        if token in _COMPARE_SPLIT:
            parts.append([])
        elif token not in _COMPARE_WORDS and token not in ("?", "the", "a"):
            parts[-1].append(token)
    parts = [part for part in parts if part]
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
    elif len(parts) >= 2 and len(parts[-1]) > 1:
        # "kdd or almarai laban": the kind named last is the kind of both.
        kind = parts[-1][1:]
        parts = [part + kind if len(part) == 1 else part for part in parts]
    names = [" ".join(part) for part in parts]
    picked: list[dict[str, object]] = []
    ordinals = ordinals_in(turn.utterance.tokens)
    if len(ordinals) >= 2 and turn.shown():
        shown = turn.shown()
        wanted = [
            shown[o - 1 if o > 0 else len(shown) + o] for o in ordinals if abs(o) <= len(shown)
        ]
        found = await turn.call("products_by_ids", turn.store.products_by_ids, wanted)
        picked = [found[pid] for pid in wanted if pid in found]
    else:
        # Each side's best hit, of the aisle the other sides are in when it has one there:
        # "5las wala il sukkari" compares two dates, not a tuna "خالص" (pure) and a date.
        sides = [
            confident_hits(
                part,
                await turn.call(
                    "search_products", turn.store.search_products, name, limit=SEARCH_LIMIT
                ),
            )
            for part, name in zip(parts[:4], names[:4], strict=True)
        ]
        for hits in sides:
            others = {str(h[0].get("categoryId")) for h in sides if h and h is not hits}
            alike = [hit for hit in hits if str(hit.get("categoryId")) in others]
            for hit in (alike or hits)[:1]:
                if hit not in picked:
                    picked.append(hit)
    if len(picked) < 2:
        if picked:  # one of the two is not stocked: say so, show the one that is
            show_products(turn, [str(picked[0]["_id"])], "not_exactly")
            return
        not_found(turn)
        return
    ordered = sorted(picked, key=price_of)
    show_products(turn, [str(p["_id"]) for p in ordered], "compared")

"""A product of the list just shown, picked by what tells it apart: "the organic one", "the
1.8 kg", "اللي بدون سكر", "el kabeer", "tell me more about the salted one".

The words are matched against the products shown, and only them: a word that fits none of
them is said to fit none (the list is shown again), never searched for in the whole store.
Only a question or a bare pick is read here; a buy request takes the cart's own path.
"""

from __future__ import annotations

from typing import Any

from hub.assistant.brain import matching
from hub.assistant.brain.lacking_picks import lacking_picked
from hub.assistant.brain.lexicon import STOP_WORDS
from hub.assistant.brain.needs import need_of, not_the_kind, points_into_a_list
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import offer_words, price_in_words, unit_prices
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.choosing import told_apart
from hub.assistant.brain.skills.common import (
    MEASURE_WORDS,
    confident_hits,
    quiet_products,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.lines import (
    choose_line,
    extent_words,
    in_stock,
    multipacks_of,
    of_age_mark,
    stock_of,
    units_for,
    variant_by_extent,
    variant_named,
    variant_of_size,
    variant_pack,
)
from hub.assistant.brain.skills.sizes import sizes_of
from hub.assistant.brain.turn import SHOWN_WANTED, Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem
from hub.text import words

# Words that point into a list: "the X one", "اللي X", "elly X", "واحد X"
_POINTING = frozenset({"one", "ones", "اللي", "الي", "واحد", "وحده", "هذا", "هذي", "ذاك"})
# Words of the asking, not of the product: "tell me more about the organic one", "the pants
# then, how many in a pack", "البانتس كم حبه فيه"
_ASKING = frozenset(
    {"tell", "me", "more", "about", "show", "details", "detail", "info", "what", "is", "it",
     "how", "many", "pieces", "pcs", "count", "then", "pack", "packet", "box", "weight",
     "weigh", "does", "وزن", "وزنه", "وزنها", "وزنا", "حجم", "حجمه", "حجمها",
     "عن", "تفاصيل", "وريني", "علمني", "قولي", "شنو", "حبه", "حبات", "قطعه", "عدد", "فيه", "فيها"}
)  # fmt: skip
# "how many in a pack", "كم حبه", "kam 7aba": the pack's count asked, none named or bought
_HOW_MANY = Gated(
    r"\bhow many\b|(?<!\w)كم (?:حبه|حبات|قطعه|واحد|عدد)(?!\w)|\bkam (?:7ab+a|7ab+at|wa7d\w*)\b"
)
# Comparatives and extents the price and size rules own: "the cheaper one", "the big one"
_OWNED = frozenset(
    {"cheaper", "cheapest", "ارخص", "الارخص", "big", "bigger", "biggest", "small", "smaller",
     "smallest", "large", "largest", "كبير", "الكبير", "اكبر", "صغير", "الصغير", "اصغر",
     "expensive", "اغلى", "اغلي", "healthier", "صحي"}
)  # fmt: skip

# "the one with 24", "اللي فيه ٢٤", "elly fee 12": a bare number pointing into the list is the
# count of a pack shown ("24 x 330 ml"), never a count to buy
_WITH = frozenset({"with", "of", "pack", "fee", "في", "فيه", "فيها", "حق", "مال", "pls", "please"})
_WHOSE = frozenset({"ابو", "بو"})  # "ابو ٢٤": the one with 24, pointing as "اللي فيه" does


# Words that settle on a choice before naming it: "ok the black forest", "خلاص المحشي"
_SETTLING = frozenset(
    {"ok", "okay", "k", "so", "then", "fine", "yes", "yeah", "خلاص", "طيب", "زين", "اوكي", "يلا",
     "اوك", "اذن", "تمام", "ايه", "ايوه", "ee", "eee", "aiwa", "aywa", "eeh"}
)  # fmt: skip


# ...or after it: "the kuwaiti then", "المحشي اجل"; or it is found good enough: "the gel is
# ok", "il cans zain", "العلب اوكي", "the liquid will do" (said of what is there instead)
_SETTLED_AFTER = frozenset(
    {"then", "خلاص", "اجل", "عيل", "ok", "okay", "fine", "zain", "zein", "زين", "زينه", "زينين",
     "اوكي", "اوك", "تمام", "ماشي", "يمشي", "عادي", "do", "good"}
)  # fmt: skip
# What goods come in, which a pick may name alone though the count reads it as a unit: "the
# cans are fine", "العلب زينه", "el galon"
_PACKED_IN = frozenset(
    {"can", "cans", "tin", "tins", "bottle", "bottles", "gallon", "gallons", "carton", "box",
     "علب", "علبه", "قنينه", "قناني", "جالون", "كرتون", "باكيت"}
)  # fmt: skip


def accepted_by_name(turn: Turn) -> bool:
    """A product named and then found good enough ("the gel is ok", "il gel ok", "العلب
    اوكي", "fine the cans"), asking nothing: what the model may read as thanks takes that
    product."""
    tokens = turn.utterance.tokens
    settled = tokens[-1] in _SETTLED_AFTER or tokens[0] in _SETTLING  # "fine the cans"
    return len(tokens) > 1 and settled and not turn.utterance.asks


def _after_settling(turn: Turn) -> list[str]:
    """The message's words from the first that is no settling word ("خلاص" opening a
    message settles; "khalas" alone may still be the dates)."""
    tokens = turn.utterance.tokens
    start = 0
    while start < len(tokens) - 1 and tokens[start] in _SETTLING:
        start += 1
    return tokens[start:]


def _telling_words(turn: Turn) -> list[str]:
    settling = set(turn.utterance.tokens[: len(turn.utterance.tokens) - len(_after_settling(turn))])
    topic = turn.utterance.topic
    packed_in = [t for t in turn.utterance.tokens if t.removeprefix("ال") in _PACKED_IN]
    return [
        word
        for word in (topic if any(t in topic for t in packed_in) else [*topic, *packed_in])
        if word not in _POINTING
        and word not in _ASKING
        and word not in STOP_WORDS
        and word not in settling
        and word not in _SETTLED_AFTER
    ]


def _by_its_article(turn: Turn) -> bool:
    """ "العربي", "خلاص المحشو باللوز", "ok the black forest": a word opening with the
    article, as a pick of the list reads, yet as a new product might; it picks only when a
    product shown fits it."""
    first = _after_settling(turn)[:1]
    return first == ["the"] or (bool(first) and first[0].startswith("ال") and len(first[0]) > 3)


def _shaped_as_a_pick(turn: Turn, *, loosely: bool = False) -> bool:
    u = turn.utterance
    if not turn.shown() or turn.proposed_change or u.ordinal is not None:
        return False
    if len(u.tokens) > 8 or u.has("ADD", "TAKE", "REMOVE", "CART", "RECIPE", "ORDER", "DELIVER"):
        return False
    if not_the_kind(turn.message.for_model) is not None:
        return False  # "not the frozen one": the list less that kind (`skills.dietary`)
    if points_into_a_list(turn.message.for_model) and need_of(turn.message.for_model):
        return False  # "which ones r vegan": those that meet the need (`skills.dietary`)
    words = _telling_words(turn)
    if any(word in _OWNED for word in u.tokens) or extent_words(u.tokens) or len(words) > 2:
        return False
    # "one" of "the organic one" points; it counts nothing, nor does "a" of "in a pack"
    counted = (
        u.quantity is not None
        and u.quantity.unit is None
        and not (u.quantity.amount == 1 and set(u.tokens) & _POINTING)
        and not _asks_how_many(turn)
    )
    # "the gel", "el gel", after a settling word too ("5ala9 el gel 3ady")
    pointing = bool(set(u.tokens) & _POINTING) or _after_settling(turn)[:1] in (["the"], ["ال"])
    pointing = pointing or _asks_how_many(turn)  # "البانتس كم حبه فيه"
    pointing = pointing or (loosely and _by_its_article(turn))
    return pointing and not counted and (bool(words) or _size(turn) is not None)


def _asks_how_many(turn: Turn) -> bool:
    return bool(_HOW_MANY.search(turn.typed_and_read))


def _size(turn: Turn) -> Quantity | None:
    """The pack the words name; none when they ask how many a pack holds."""
    return None if _asks_how_many(turn) else turn.utterance.size_asked


def _fits(product: Record, words: list[str], size: Quantity | None) -> Record | None:
    """The variant (or the product itself) the words and the size name, if they do."""
    variant: Record | None = None
    if size is not None:
        variant = variant_of_size(product, size)
        sold = sizes_of(product, str(size.unit))
        if variant is None and not any(abs(amount - size.amount) < 1e-6 for amount in sold):
            return None
    for word in words:
        named = variant_named(product, [word])
        if named is not None:
            variant = variant or named
        elif not any(confident_hits([form], [product]) for form in (word, *_said_as(word))):
            return None
    return variant or product


def _said_as(word: str) -> list[str]:
    """The written forms a word of the shopper's may take on a card: a participle said the
    spoken way ("المحشي" is the card's "محشو", stuffed), an adjective of origin agreeing
    with its noun ("الكويتي" said of a "قهوة عربية كويتية", "العربيه" of a "خبز عربي"), and
    one و where Arabizi's "uw" was read as two; checked against the products shown only."""
    bare = word.removeprefix("ال")
    if bare.isascii() or len(bare) < 3:
        return []
    # Arabizi's "uw" read as two و ("kuwaiti" as "كوويتي"), which Arabic writes once
    bare = bare.replace("وو", "و")
    forms = [bare] if bare != word.removeprefix("ال") else []
    if len(bare) >= 4 and bare.startswith("م") and bare.endswith("ي"):
        forms.append(bare[:-1] + "و")
    if bare.endswith("ي"):
        forms.append(bare + "ه")
    elif bare.endswith("يه"):
        forms.append(bare[:-1])
    return forms


def _pack_count_pointed(turn: Turn) -> int | None:
    """The count of a pack the message points at ("the one with 24"), if that is all it is."""
    u = turn.utterance
    if not turn.shown() or turn.proposed_change or u.ordinal is not None or set(u.topic) - _WHOSE:
        return None
    if len(u.tokens) > 5 or not set(u.tokens) & (_POINTING | _WHOSE):
        return None
    if set(u.tokens) - _POINTING - _WHOSE - _WITH - {"the", "ال"} != {str(_whole(u.quantity))}:
        return None
    return _whole(u.quantity)


def _whole(quantity: Quantity | None) -> int | None:
    if quantity is None or quantity.unit is not None or quantity.amount != int(quantity.amount):
        return None
    return int(quantity.amount)


async def picked(turn: Turn) -> list[tuple[Record, Record]] | None:
    """(product, variant or product) of each product shown the message points at; None
    when the message is no pick from the list shown."""
    if not _shaped_as_a_pick(turn):
        if _shaped_as_a_pick(turn, loosely=True):
            # "العربي" after the breads: a pick when a product shown fits, else a word of its own
            shown = await quiet_products(turn, turn.shown())
            words, size = _telling_words(turn), _size(turn)
            return [pair for product in shown if (pair := _pick_of(product, words, size))] or None
        if (by_extent := await _extent_picked(turn)) is not None:
            return by_extent
        if (aged := await _aged_picked(turn)) is not None:
            return aged
        count = _pack_count_pointed(turn)
        if count is None:
            return None
        shown = await quiet_products(turn, turn.shown())
        packs = [
            (product, packs[0]) for product in shown if (packs := multipacks_of(product, count))
        ]
        return packs or None
    shown = await quiet_products(turn, turn.shown())
    words = _telling_words(turn)
    if lacking := lacking_picked(shown, turn.utterance.tokens, words):
        return [(product, product) for product in lacking]  # "اللي بدون ملح": the unsalted
    size = _size(turn)
    return [pair for product in shown if (pair := _pick_of(product, words, size))]


async def _extent_picked(turn: Turn) -> list[tuple[Record, Record]] | None:
    """ "the big box of the chicken one, how much per pack", "el chicken el kabeer": the
    biggest or smallest pack of the one product shown the other words name; "the big one"
    alone is the size rules' own (`catalogue.names_a_variant`)."""
    u = turn.utterance
    if not turn.shown() or turn.proposed_change or u.ordinal is not None or len(u.tokens) > 16:
        return None
    if u.has("ADD", "TAKE", "REMOVE", "CART", "RECIPE", "ORDER", "DELIVER", "NEGATION"):
        return None
    extent = extent_words(u.topic)
    named = [word for word in _telling_words(turn) if word not in extent]
    if not extent or not named:
        return None
    shown = await quiet_products(turn, turn.shown())
    fitting = [p for p in shown if all(confident_hits([word], [p]) for word in named)]
    if len(fitting) > 1:
        fitting = [product for product in fitting if product["_id"] == turn.focus()]
    if len(fitting) != 1:
        return None
    variant = variant_by_extent(fitting[0], extent)
    return [(fitting[0], variant)] if variant is not None else None


async def _aged_picked(turn: Turn) -> list[tuple[Record, Record]] | None:
    """ "the one for 3 years", "اللي حق السنه" after the Nido tins: the one shown of the age
    said, which no word of its name holds (its "3+" is read as the age)."""
    u = turn.utterance
    if u.age_mark is None or not turn.shown() or turn.proposed_change or _telling_words(turn):
        return None
    if u.has("ADD", "TAKE", "REMOVE", "CART", "RECIPE", "ORDER", "DELIVER"):
        return None
    shown = await quiet_products(turn, turn.shown())
    return [(p, p) for p in shown if of_age_mark(p, u.age_mark)] or None


def _pick_of(
    product: Record, words: list[str], size: Quantity | None
) -> tuple[Record, Record] | None:
    fit = _fits(product, words, size)
    return (product, fit) if fit is not None else None


async def _sold_beside_the_list(turn: Turn) -> bool:
    """ "il steak kam il kilo" after meats that hold no steak: the steak the store sells,
    shown as asked, never said missing because the list just shown lacks it. "The organic
    one" points into the list by a kind, and finds nothing beyond it."""
    named = [word for word in _telling_words(turn) if word not in MEASURE_WORDS]
    if not named or _points(turn.utterance.tokens):
        return False
    # "il croissant cham? w 3indkom manakish?": each part names goods of its own, each sought
    parts = [
        [word for word in segment.topic if word in named] for segment in turn.utterance.segments()
    ]
    groups = [part for part in parts if part] if sum(1 for part in parts if part) > 1 else [named]
    sold: list[Record] = []
    for group in groups:
        hits = confident_hits(group, await search(turn, " ".join(group)))
        sold += [
            hit
            for hit in hits
            if not unmet_words(group, [hit]) and _in_its_name(hit, group) and hit not in sold
        ]
    if not sold:
        return False
    show_products(turn, [hit["_id"] for hit in sold])
    return True


# "شنو الانواع اللي عندكم": "اللي" opens what the store has, pointing at nothing shown
_YOU_HAVE = frozenset({"عندكم", "عندك", "عندكو", "تبيعون", "تبيعونه", "موجود", "موجوده", "متوفر"})


def _points(tokens: list[str]) -> bool:
    return any(
        token in _POINTING
        and not (token in ("اللي", "الي") and tokens[n + 1 : n + 2] and tokens[n + 1] in _YOU_HAVE)
        for n, token in enumerate(tokens)
    )


def _in_its_name(product: Record, named: list[str]) -> bool:
    """Every word is one of the product's own name, not only of its keywords ("vegan")."""
    own = [word for text in matching.name_texts(product) for word in matching.stems(text)]
    return all(any(matching.same_word(token, word) for word in own) for token in named)


async def picks_from_the_shown(turn: Turn) -> bool:
    return await picked(turn) is not None


async def pick_shown(turn: Turn) -> None:
    """The one product that fits: its card; several that fit: those; none: said, with the
    list again."""
    fitting = await picked(turn) or []
    if not fitting and await _sold_beside_the_list(turn):
        return
    if not fitting:
        turn.say("none_shown_fits")
        turn.block({"kind": "products", "productIds": turn.shown()})
        turn.chips("detail_first", "add_first", "cart")
        return
    focused = [pair for pair in fitting if pair[0]["_id"] == turn.focus()]
    if len(fitting) > 1 and focused:
        fitting = focused  # "the 2 litre one" of the laban talked about, not the milk beside it
    said = [*turn.asked_words(), *_telling_words(turn)]
    by_pack = any(word.removeprefix("ال") in _PACKED_IN for word in said)
    plain = told_apart([product for product, _ in fitting], said) if by_pack else []
    if len(fitting) > 1 and len(plain) == 1:
        # "the cans are fine" of the Pepsi and the Diet Pepsi cans: the one no mark sets apart
        fitting = [pair for pair in fitting if pair[0] is plain[0]]
    asked = turn.asked_words()
    of_the_kind = [pair for pair in fitting if asked and not unmet_words(asked, [pair[0]])]
    if len(fitting) > 1 and len(of_the_kind) == 1 and in_stock(of_the_kind[0][0]):
        # "the brown one" after "arabic bread": the brown Arabic bread, not the brown toast
        # the list held beside it
        fitting = of_the_kind
    if len(fitting) > 1:
        turn.say("which_product")
        candidates = [str(product["_id"]) for product, _ in fitting]
        turn.block({"kind": "products", "productIds": candidates})
        # "add 4" next is of these, never of the list before them; still what was asked for
        wanted = turn.shown_as_wanted()
        turn.remember_shown(candidates)
        turn.remember_variant(asked + list(turn.utterance.topic), None)
        turn.memory[SHOWN_WANTED] = wanted
        turn.chips("cart", "offers")
        return
    [(product, fit)] = fitting
    if _takes_it(turn) and await _propose_picked(turn, product, fit):
        return
    block: dict[str, Any] = {"kind": "product_detail", "productId": product["_id"]}
    turn.remember_size()  # "the 2 litre one": the pack for the next "add 2"
    if fit is not product:
        block["variantId"] = fit["_id"]
        amount, unit = variant_pack(fit)
        turn.remember_variant(_telling_words(turn), Quantity(amount, unit) if amount else None)
        if stock_of(product, fit["_id"]) <= 0:
            turn.say("size_out_of_stock")  # "el 1.8 kg mawjood?" of the Nido: said first
    turn.set_focus(product["_id"])
    turn.say("detail")
    turn.block(block)
    if unit_prices.asks_per_piece(turn):  # "how much is that per pack": its piece's price
        unit_prices.say_per_piece(turn, product, block.get("variantId"))
    elif price_in_words.asked(turn):  # "السكري بكم؟" of the dates shown: said, not only shown
        price_in_words.tell(turn, product, block.get("variantId"))
    turn.chips("add_it", "cart", "offers")


def _takes_it(turn: Turn) -> bool:
    """A pick that takes the product rather than asks about it: settled on ("خلاص المحشي
    باللوز", "ok the black forest then") or said of a list the shopper asked for to buy
    ("abi gahwa 3arabiya", then "el kuwaiti wa7ed"); a question about it never takes it."""
    u = turn.utterance
    if u.asks or _asks_how_many(turn) or u.has("INFO", "PRICE", "NEGATION"):
        return False
    if u.has("QUESTION") and not accepted_by_name(turn):
        return False  # "is" of "the gel is ok" asks nothing
    settled = len(_after_settling(turn)) < len(u.tokens)
    settled = settled or (len(u.tokens) > 1 and u.tokens[-1] in _SETTLED_AFTER)
    return settled or turn.shown_as_wanted()


def _pieces(count: Quantity | None) -> Quantity | None:
    """A count the list was asked with, as pieces of a pack ("eggs 30": the tray of 30)."""
    return Quantity(count.amount, "pc") if count is not None and count.amount > 1 else None


async def _propose_picked(turn: Turn, product: Record, fit: Record) -> bool:
    """The product picked, offered for the cart (one of it, or the count said); False when
    that pack is not in stock, so its card says so instead."""
    variant_id = fit["_id"] if fit is not product else None
    # "ebi baidh 30", then "el bunni": the pack the list was asked in, where it is sold so
    asked = turn.asked_size() or _pieces(turn.asked_count())
    packed = variant_of_size(product, asked) if variant_id is None and asked else None
    if packed is not None:
        variant_id = str(packed["_id"])
    if variant_id is None:
        variant_id, units = choose_line(product, turn.utterance.quantity, _telling_words(turn))
    else:
        units = units_for(product, variant_id, turn.utterance.quantity)
    if stock_of(product, variant_id) < units:
        return False
    # grounded by the card it was matched against, every word held by it (`_fits`)
    turn.note_grounding(" ".join(_telling_words(turn)), str(product["_id"]), 1.0)
    turn.set_focus(product["_id"])
    turn.say("propose_add")
    turn.propose(CartMutation("add_to_cart", (LineItem(str(product["_id"]), variant_id, units),)))
    turn.chips("cart", "offers", "slots")
    return True


# "skip", "بلاش", "ما ابي", "blash": the shopper turns down what was shown ("no almarai" alone
# may as well mean the list less that brand, so a bare no turns down only with its reason:
# "no, the salmon's too pricey")
_TURNS_DOWN = Gated(
    r"\b(?:skip|forget|pass on|don'?t want|do not want|not buying)\b"
    r"|(?<!\w)(?:بلاش|بلاها|بلاه|بلاهم|ما ابي|مابي|ما ابيه|ما ابيها|ما ابغى|ما بغيت|انسى|انساه"
    r"|انساها|ماله داعي)(?!\w)"
)
_NO = Pattern(r"\s*(?:no+|nah|nope|لا)(?!\w)")
_CHEAPER = Gated(r"\b(?:cheap\w*|less)\b|(?<!\w)(?:ال)?(?:ارخص|رخيص\w*|اقل)(?!\w)")
# ...and what it says of it: "too pricey", "غالي", "ghali wayed", "not needed"
_ITS_WHY = frozenset(
    words(
        "no nah nope skip forget pass on don't dont do not want the it its it's is too so very"
        " pricey expensive costly much anymore then thanks thank you ok okay actually"
        " لا بلاش بلاها بلاه بلاهم ما ابي مابي ابيه ابيها ابغى بغيت انسى انساه انساها ماله داعي"
        " غالي غاليه غاليين وايد ويد مره جدا خلاص شكرا اوكي"
    )
)


async def turns_down_a_shown(turn: Turn) -> bool:
    """ "la blash el blueberry, ghali", "no skip the salmon, too pricey", "لا ما ابي السلمون
    غالي" right after those were shown: the shopper passes on a product shown, which is only
    acknowledged (nothing proposed, no cheaper list of the very thing turned down)."""
    u = turn.utterance
    if not turn.shown() or u.has_quantity or u.has("ADD", "CART", "ORDER") or len(u.tokens) > 10:
        return False
    if turn.proposed_change or turn.choosing:
        return False  # "skip the bread" of an offer or a "which bread?": the cart's own path
    said = turn.message.for_model
    if "?" in said or "؟" in said or _CHEAPER.search(said):
        return False  # "no, any cheaper?": a cheaper one asked for
    said_no = u.has("NEGATION") or _NO.match(said) is not None
    if not (_TURNS_DOWN.search(said) or (said_no and u.has("PRICEY"))):
        return False
    named = [word for word in u.topic if word not in _ITS_WHY]
    if not named:
        return False
    shown = await quiet_products(turn, turn.shown())
    return any(confident_hits([word], [product]) for product in shown for word in named) and all(
        any(confident_hits([word], [product]) for product in shown) for word in named
    )


async def leave_out(turn: Turn) -> None:
    """A product shown, turned down: acknowledged; the list stays for the next pick."""
    turn.say("passed_on")
    turn.chips("cart", "offers")


async def names_another(turn: Turn) -> bool:
    """ "ولومي واحد", "and one loomi", "w 2 lemon" right after a list or a card, nothing
    offered: another product of the store wanted beside them, not a pick of the list (none
    of it is called so)."""
    u = turn.utterance
    if not turn.shown() or turn.proposed_change or not u.topic or len(u.tokens) > 6:
        return False
    if u.asks or u.has("REMOVE", "CHANGE", "NEGATION", "CART", "ORDER") or u.ordinal:
        return False
    if not offer_words.opens_with_and(turn):
        return False
    if u.quantity is None and not u.has("ADD", "TAKE", "WANT"):
        return False  # "والميد", "and loomi?": asked after, not yet wanted
    named = [word.removeprefix("و") if n == 0 else word for n, word in enumerate(u.topic)]
    named = [word for word in named if word not in _POINTING]
    if not named:
        return False
    shown = await quiet_products(turn, turn.shown())
    if any(all(confident_hits([word], [product]) for word in named) for product in shown):
        return False  # "and the meid" after the fish: of the list
    return bool(confident_hits(named, await search(turn, " ".join(named))))

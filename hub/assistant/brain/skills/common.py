"""What several skills need: finding the product the shopper means, and the cart's lines.

A product is named three ways: by words ("2 milk": a catalogue search), by position in the
list last shown ("the second one"), or by pointing back ("add it", "منها": the product in
focus). `resolve_product` settles all three with at most one tool call.
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass, field, replace

from hub.assistant.brain import matching
from hub.assistant.brain.gulf_kinds import of_the_gulf_kind
from hub.assistant.brain.in_case import reason_words
from hub.assistant.brain.lacking_picks import lacking_picked
from hub.assistant.brain.lexicon import STOP_WORDS
from hub.assistant.brain.needs import names_a_plant_dairy
from hub.assistant.brain.normaliser import latin_words, read_as_arabizi
from hub.assistant.brain.quantities import parse_number
from hub.assistant.brain.skills import kind_phrases, pack_kinds
from hub.assistant.brain.skills.lines import extent_words, in_stock, of_age_mark, variant_of_size
from hub.assistant.brain.skills.made_kinds import made_first, ready_said
from hub.assistant.brain.skills.varieties import the_variety
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import JOINERS, Segment, Utterance
from hub.assistant.brain.word_forms import describes
from hub.record import Record
from hub.text import stem, words

log = logging.getLogger(__name__)

SEARCH_LIMIT = 8


@dataclass
class Resolved:
    """The product a segment names, or why there is none (`problem` is a PROSE key)."""

    product: Record | None = None
    alternatives: list[Record] = field(default_factory=list)
    problem: str | None = None


def keywords_in(product: Record | None, language: str) -> list[str]:
    """A product's search keywords in `language` (English when it has none there)."""
    keywords = (product or {}).get("keywords")
    if not isinstance(keywords, dict):
        return []
    return list(keywords.get(language) or keywords.get("en") or [])


def names_of(record: Record) -> dict[str, str]:
    """A record's name in both languages for a reply's figures, English standing in for a
    missing Arabic one."""
    name = record.get("name")
    if not isinstance(name, dict):
        return {"en": str(name or ""), "ar": str(name or "")}
    english = str(name.get("en") or "")
    return {"en": english, "ar": str(name.get("ar") or english)}


def cart_lines(cart: Record | None) -> list[Record]:
    return list((cart or {}).get("items") or [])


async def filled_cart(turn: Turn, *also: Record) -> Record | None:
    """The owner's cart when it has lines; otherwise say so and answer None.

    For the requests that change a checkout (coupon, points, express) and make no sense on an
    empty cart. An empty cart is an answer in words, not a failure card; `also` are cards
    shown with it (the points balance beside "use my points").
    """
    cart = await turn.call(
        "cart", turn.store.cart, turn.owner, useful=lambda c: bool(cart_lines(c))
    )
    if cart_lines(cart):
        return cart
    say_cart_empty(turn, *also)
    return None


def say_cart_empty(turn: Turn, *also: Record) -> None:
    turn.say("cart_empty")
    turn.block({"kind": "cart_summary"})  # the empty cart itself: an answer, not a failure
    for block in also:
        turn.block(block)
    turn.chips("aisles", "offers")


async def search(turn: Turn, query: str, *, limit: int = SEARCH_LIMIT) -> list[Record]:
    # "وبيض ٣٠ حبه", "وملح": the store is asked for the goods, not the "and" written on them
    query = " ".join(matching.without_glued_and(word) for word in query.split())
    found = await _searched(turn, query, limit)
    kind = _without_its_extent(query.split())
    extent = extent_words(query.split())
    if kind and any(named_by_brand(hit, extent) for hit in found):
        # "الشوفان الكبير", "روب الكبير": the big pack of the oats, not the goods of the
        # brand Al Kabeer, unless the goods named are that brand's ("سمبوسه الكبير")
        held = confident_hits(kind, await _searched(turn, " ".join(kind), limit))
        if held and not any(_names(hit, word) for hit in held for word in extent):
            return held
    return found


def _without_its_extent(query: list[str]) -> list[str]:
    """The goods words of a query that also says how big a pack ("oats big"), when it says
    both; else nothing."""
    extent = extent_words(query)
    kind = [word for word in query if word not in extent]
    return kind if extent and kind else []


async def _searched(turn: Turn, query: str, limit: int) -> list[Record]:
    key = f"{limit}:{query}"
    if key not in turn.searched:
        turn.searched[key] = await turn.call(
            "search_products", turn.store.search_products, query, limit=limit
        )
    # "ارخص روب": the yoghurts, though a laban lists "روب" among its words
    return of_the_gulf_kind(words(query), of_the_kind(words(query), turn.searched[key]))


async def search_kind(turn: Turn, query: str, *, limit: int = SEARCH_LIMIT) -> list[Record]:
    """A search whose hits are of the kind named: when an attribute word led the search
    elsewhere ("organic honey" finding organic eggs), the kind alone ("honey") is searched."""
    hits = await search(turn, query, limit=limit)
    topic = query.split()
    if len(topic) < 2:
        return hits
    head = head_word(topic)
    if any(_names(hit, head) for hit in hits):
        return hits
    return await search(turn, head, limit=limit) or hits


async def found_as_arabizi(turn: Turn, topic: list[str]) -> list[Record]:
    """ "yusufi 1 kilo": a Gulf word in Latin letters, in a message with nothing else to say it
    is Arabizi, searched as the Arabic it spells; the hits that hold it."""
    read = [read_as_arabizi(word) for word in topic]
    if read == topic:
        return []
    return confident_hits(read, await search_kind(turn, " ".join(read)))


async def found_as_written(turn: Turn) -> list[Record]:
    """ "3ndkm croissant?", "7i6ly kellogs frosties": a product's Latin name in a one-item
    Arabizi message, read as Arabic letters by the normaliser, searched as written; only
    what holds a word as written ("fe l makhbaz" finds no litre of milk)."""
    if not turn.message.arabizi or len(turn.utterance.segments()) != 1:
        return []
    latin = latin_words(turn.input.text)
    written = [word for word in latin if len(word) > 2]  # "l" is no name
    if not written:
        return []
    return confident_hits(written, await search_kind(turn, " ".join(latin)))


_PACKS = frozenset({"pack", "packs", "packet", "packets", "pkt", "pkts"})


def head_word(topic: list[str]) -> str:
    """The word naming the kind: the last in English ("organic honey"), the first in Arabic
    ("عسل عضوي"); never a size ("kiri spread jar big": the jar, not a "big" family pack), nor
    the pack ("juice in small packs": juice, never any pack of water)."""
    kinds = [
        word
        for word in topic
        if word not in SIZE_WORDS
        and word not in MEASURE_WORDS
        and word not in _PACKS
        and not pack_kinds.is_pack_word(word)
    ]
    words = kinds or topic
    return words[-1] if words[-1].isascii() else words[0]


def of_the_kind(query: list[str], hits: list[Record]) -> list[Record]:
    """The hits of the kind of product asked about: the best hit's aisle, and elsewhere only
    the brand asked for ("almarai" is in several aisles) or products sold as what was asked
    ("shampoo" for babies and for hair); within it, those that hold a word
    asked when some do. A word shared by chance ("jumbo" shrimp, "large" eggs, "mint")
    no longer brings diapers, garbage bags or toothpaste."""
    if not hits:
        return hits
    kind = hits[0].get("categoryId")
    alike = [
        hit
        for hit in hits
        if hit.get("categoryId") == kind
        or named_by_brand(hit, query)
        or matching.sold_as(hit, query)
    ]
    return confident_hits(query, alike) or alike


def named_by_brand(hit: Record, query: list[str]) -> bool:
    brand = hit.get("brand")
    texts = matching.name_texts(brand) if isinstance(brand, dict) else []
    return any(
        matching.same_word(token, word)
        for text in texts
        for word in matching.stems(text)
        for token in query
    )


def _names(hit: Record, token: str, *, sound_alike: bool = True) -> bool:
    """Whether the product's name, keywords or one of its variants ("Fillet" of Hamour,
    "Breast fillets" of a chicken) hold the shopper's word."""
    return _texts_hold(_texts_of(hit), token, sound_alike)


# A product's texts by the record's id, with the record itself (whose id no other record
# takes while it is held here)
_texts_read: dict[int, tuple[Record, tuple[str, ...]]] = {}
_MOST_RECORDS = 512  # a turn's searches, and the same products found again after it


def _texts_of(hit: Record) -> tuple[str, ...]:
    """The product's name, keywords and variants' names, gathered once per record: records
    are never changed in place (a change replaces the record), and a search's hits are asked
    about each word of the message by several checks of one turn."""
    held = _texts_read.get(id(hit))
    if held is not None and held[0] is hit:
        return held[1]
    variants = [text for v in hit.get("variants") or [] for text in matching.name_texts(v)]
    texts = (*matching.name_texts(hit), *matching.keywords_of(hit), *variants)
    if len(_texts_read) >= _MOST_RECORDS:
        _texts_read.clear()
    _texts_read[id(hit)] = (hit, texts)
    return texts


def holds_as_spelt(hit: Record, token: str) -> bool:
    """Whether the product's name or keywords hold the shopper's word as spelt, no slip."""
    return any(matching.same_word_as_spelt(token, word) for word in _own_words(hit))


def words_for(hit: Record, token: str) -> list[str]:
    """The words of the product's name or keywords the shopper's word stands for, a slip
    allowed ("samboosa" for "sambosa")."""
    return [word for word in _own_words(hit) if matching.same_word(token, word, sound_alike=False)]


def _own_words(hit: Record) -> list[str]:
    texts = (*matching.name_texts(hit), *matching.keywords_of(hit))
    return [word for text in texts for word in matching.stems(text)]


@functools.lru_cache(maxsize=1 << 15)
def _texts_hold(texts: tuple[str, ...], token: str, sound_alike: bool) -> bool:
    """Memoised by the texts themselves: a search's hits are asked about the same words by
    several checks of one turn (which hits to show, which words none holds), and the same
    products come up again for other shoppers."""
    return any(
        matching.same_word(token, word, sound_alike=sound_alike)
        for text in texts
        for word in matching.stems(text)
    ) or any(matching.runs_together(token, text, near=sound_alike) for text in texts)


# Words every kind of goods could be called: holding one names nothing in particular ("dog
# food" is no baby food)
_GENERIC = frozenset(["food", "foods", "stuff", "things", "products", "اكل", "طعام", "اغراض"])


def confident_hits(topic: list[str], hits: list[Record]) -> list[Record]:
    """The hits whose name or keywords hold one of the shopper's words (a typo allowed), a
    word that tells a kind of goods apart when there is one: a search that only matched
    loosely shows nothing rather than something unrelated."""
    telling = [token for token in topic if token not in _GENERIC] or topic
    return [hit for hit in hits if any(_names(hit, token) for token in telling)]


# Words of a measure that name no product: "بكم اللتر منه" (how much is the litre of it).
MEASURE_WORDS = frozenset(
    {
        "لتر",
        "اللتر",
        "كيلو",
        "الكيلو",
        "حبه",
        "الحبه",
        "حبات",
        "الحبات",
        "litre",
        "liter",
        "kilo",
        "piece",
        "pieces",
        "pcs",
        "each",
    }
)

# Words of a size or pack ("lays family size", "مياه جالون"): they describe one item.
_SIZES = frozenset(
    [
        "family",
        "size",
        "big",
        "small",
        "large",
        "jumbo",
        "mini",
        "value",
        "economy",
        "pack",
        "gallon",
        "xl",
        "عائلي",
        "عائليه",
        "حجم",
        "كبير",
        "صغير",
        "جالون",
        "جامبو",
        "صغار",
        "كبار",
        "كبيره",
        "صغيره",
        "وسط",
        "medium",
        "كرتون",
        "carton",
        "box",
        "bottle",
        "bottles",
        "can",
        "cans",
        "bag",
        "bags",
        "packet",
        "jar",
        "tub",
        "tubs",
        "tin",
        "كيس",
        "اكياس",
        "باكيت",
        "علب",
        "علبه",
        "قاروره",
        "حبه",
        "حبات",
    ]
)
# with the article too: "حليب نيدو الكبير" is the big Nido, not Nido and a "large" something
SIZE_WORDS = _SIZES | {"ال" + word for word in _SIZES if not word.isascii()}
# Words of shopping talk that name no attribute of a product ("do you guys carry X", "انواع
# العصير", "kam si3ra"): a card cannot hold them, so they are never what it is missing.
# ("stock" is the lexicon's, left in a topic only as goods: "chicken stock", `utterance`.)
TALK_WORDS = frozenset(
    [
        "guys",
        "sell",
        "carry",
        "whatever",
        "kinds",
        "types",
        "sorts",
        "brands",
        "انواع",
        "انوع",
        "اشكال",
        "نوع",
        "سعر",
        "سعره",
        "سعرها",
        "اسعار",
        "ماركات",
        # what a pack holds, asked of it: "cham 7abba fiha" (read "كم حبه فيها")
        *["فيه", "فيها", "فيهم"],
        # a comparison asked of them: "وش الفرق بينه وبين الخلاص", "difference between"
        *["الفرق", "فرق", "بين", "بينه", "بينها", "بينهم", "وبين", "difference", "between"],
        # who it is for, that they eat or like it, and when, said beside it: "ibni ma yakil
        # ela nuggets" (my son eats only...), "3indna diwaniya el lela abi gahwa"
        *[
            "ابني",
            "بنتي",
            "ولدي",
            "عيالنا",
            "ياكل",
            "يكل",
            "تاكل",
            "تكل",
            "ياكلون",
            "ناكل",
            "يحب",
            "تحب",
            "يحبون",
        ],
        *["عندنا", "ديوانيه", "الديوانيه", "للديوانيه", "الليله", "العشا", "للعشا"],
    ]
)


async def items_named(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """The message's items, with words that run together without "and" split apart when
    they name different things: "onions potatoes carrots" is three items, "almarai laban" or
    "chicken breast" is one (a product holds every word)."""
    # Alone, two words are more often a thing and what it is like ("organic tomatoes") than
    # two things; within a list ("tomatoes cucumbers and onions") they are two things.
    segments = [await _counted_in_its_name(turn, segment) for segment in segments]
    segments = await _one_product_named_in_parts(turn, segments)
    fewest = 2 if len(segments) > 1 else 3
    items: list[Segment] = []
    for segment in segments:
        items.extend(await _run_on_items(turn, segment, fewest))
    return items


async def _counted_in_its_name(turn: Turn, segment: Segment) -> Segment:
    """A number said in words right before the goods that a product's own name holds is that
    name's, no count: "add seven spices", "ضيف سبع بهارات" are one Seven Spices, and "add 2
    seven spices" two of them; "add seven lemons" stays seven lemons."""
    tokens = turn.utterance.tokens
    if not segment.topic or segment.topic[0] not in tokens:
        return segment
    at = tokens.index(segment.topic[0])
    word = tokens[at - 1] if at else ""
    said = parse_number(word)
    if said is None or word.isdigit():
        return segment
    topic = [word, *segment.topic]
    hits = await search(turn, " ".join(topic))
    if not hits or not all(
        _texts_hold(tuple(matching.name_texts(hits[0])), token, False) for token in topic
    ):
        return segment
    quantity = segment.quantity
    if quantity is not None and quantity.amount == said and quantity.unit is None:
        quantity = None  # the number was the name's, not a count
    return Segment(quantity, segment.ordinal, topic, segment.refers_back, segment.size)


async def _one_product_named_in_parts(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """Two parts that together are one product's name are that product: "turkish coffee w
    cardamom", "lays salt and vinegar" name one thing each, "milk and bread" two. Only a part
    with no count of its own, right after the "and", joins the part before it; in a longer
    list, only when the two name one variety of the list just shown ("٢ ملح و ٣ فلفل وليمون"
    after the Lay's)."""
    if len(segments) == 2:
        return [one] if (one := await _as_one(turn, *segments)) is not None else segments
    if len(segments) < 2 or not turn.shown():
        return segments
    shown = await quiet_products(turn, turn.shown())
    joined = segments[:1]
    for second in segments[1:]:
        first = joined[-1]
        if _may_join(turn, first, second) and the_variety(shown, [*first.topic, *second.topic]):
            joined[-1] = replace(first, topic=[*first.topic, *second.topic])
        else:
            joined.append(second)
    return joined


def _may_join(turn: Turn, first: Segment, second: Segment) -> bool:
    if not first.topic or not second.topic or second.quantity is not None or second.ordinal:
        return False
    # "شيل الزعفران وحط كركم": a verb of its own, a request of its own
    return _joined_as_one(turn.utterance.tokens, first.topic[-1], second.topic)


async def _as_one(turn: Turn, first: Segment, second: Segment) -> Segment | None:
    """The two parts as one product's part, when one product's name holds both."""
    if not _may_join(turn, first, second):
        return None
    topic = [t for t in [*first.topic, *second.topic] if t not in matching.NAME_FILLER]
    hits = await search(turn, " ".join(topic))
    if not hits or not all(
        _names(hits[0], token, sound_alike=False) or named_by_brand(hits[0], [token])
        for token in topic
    ):
        return None
    # ...and that product is of the kind the first part names: "saffron and cardamom" are two
    # spices, though a coffee holds both
    alone = await search(turn, " ".join(first.topic))
    if not alone or alone[0].get("categoryId") != hits[0].get("categoryId"):
        return None
    if len(second.topic) > 1:
        # "cocoa and baking powder": a second part of several words that is a product's
        # whole name is that product, however a cocoa powder holds its last word
        own = await search(turn, " ".join(second.topic))
        if (
            own
            and own[0]["_id"] != hits[0]["_id"]
            and all(_names(own[0], token, sound_alike=False) for token in second.topic)
        ):
            return None
    return Segment(first.quantity, first.ordinal, [*first.topic, *second.topic], first.refers_back)


def _joined_as_one(tokens: list[str], last: str, second: list[str]) -> bool:
    """Whether `last` and the second part stand with only an "and" between them, as the words
    of one name do ("salt and vinegar"); an "و" written on joins a last word alone
    ("بازلاء وجزر"), not the start of another item ("سكري وعلبه هدايا بتيل")."""
    first = second[0]
    return any(
        tokens[n] == last
        and (
            (n + 2 < len(tokens) and tokens[n + 1] in JOINERS and tokens[n + 2] == first)
            or (len(second) == 1 and tokens[n + 1] == f"و{first}")
        )
        for n in range(len(tokens) - 1)
    )


# Goods said to be of their plain kind, no flavour added: "plain", "سادة", Arabizi "sada"
_PLAIN = frozenset({"plain", "original", "classic", "ساده", "الساده", "سادة", "السادة"})

_WITH_THE = 4  # letters of "بال" and a word: "بالليمون", not "بال" alone


# What a food is made into, said after it in English and before it in Arabic
_A_MADE_FORM = frozenset(
    {"sauce", "sauces", "dip", "dips", "paste", "spread", "dressing", "صوص", "صلصه", "غموس"}
)


async def _run_on_items(turn: Turn, segment: Segment, fewest: int) -> list[Segment]:
    topic = [token for token in segment.topic if token not in matching.NAME_FILLER]
    if len(topic) < fewest or {stem(token) for token in topic} & SIZE_WORDS:  # "packs"
        return [segment]
    if any(_says_how(token) or token in _PLAIN for token in topic):
        # "chips mixed", "شيبس منوع", "plain galaxy", "جالكسي ساده": how the item is, never
        # an item of its own
        return [segment]
    if turn.shown() and the_variety(await quiet_products(turn, turn.shown()), topic):
        return [segment]  # "2 chili lemon" after the Lay's: its Chile Limón, one item
    units = _plant_dairy_units(topic)
    if len(units) < len(topic):
        # "almond milk" is one kind, no almonds and a milk; the list around it is items still
        # ("oats bananas almond milk")
        if len(units) == 1:
            return [segment]
        return await _items_beside_a_plant_dairy(turn, segment, units)
    if len(topic) == 2 and _A_MADE_FORM.intersection(topic):
        # "garlic sauce", "tahini dip", "صوص ثوم": one made kind, whatever else each word names
        return [segment]
    if any(token.startswith("بال") and len(token) > _WITH_THE for token in topic[1:]):
        # "ماي فوار بالليمون", "شاي بالهيل": what the item before is made or flavoured with
        return [segment]
    # A word about the item ("whole" chicken, "red" onions, "almarai" laban) shares a product
    # name with it; words no one product holds, each naming products alone, are items.
    hits = await search(turn, " ".join(topic))
    held = [
        token
        for token in topic
        if hits and (_names(hits[0], token) or named_by_brand(hits[0], [token]))
    ]
    if hits and len(held) == len(topic):
        return [segment]
    if len(topic) >= 3 and len(held) == len(topic) - 1:
        return [segment]  # "nadec low fat milk": one thing, of which no product is all
    # an item of its own is named by its own word: one that names products only loosely
    # ("كاس" of "ابو كاس", a brand not sold, found as "اكياس") is part of another item's
    # name, so "رز بسمتي ابو كاس" stays one rice, which no product is
    for token in topic:
        hits = await search(turn, token)
        if not any(_names(hit, token, sound_alike=False) for hit in hits):
            return [segment]
    first, *rest = topic
    return [
        Segment(segment.quantity, segment.ordinal, [first], segment.refers_back),
        *(Segment(None, None, [token], False) for token in rest),
    ]


def _plant_dairy_units(topic: list[str]) -> list[list[str]]:
    """The words of a run-on list, a plant's milk ("almond milk", "حليب لوز") kept as one."""
    units: list[list[str]] = []
    n = 0
    while n < len(topic):
        if n + 1 < len(topic) and names_a_plant_dairy(f"{topic[n]} {topic[n + 1]}"):
            units.append(topic[n : n + 2])
            n += 2
        else:
            units.append([topic[n]])
            n += 1
    return units


async def _items_beside_a_plant_dairy(
    turn: Turn, segment: Segment, units: list[list[str]]
) -> list[Segment]:
    """Each word beside the plant's milk an item where it names products of its own; the
    list is one item otherwise, as any run-on words no product holds apart."""
    for unit in units:
        if len(unit) > 1:
            continue
        hits = await search(turn, unit[0])
        if not any(_names(hit, unit[0], sound_alike=False) for hit in hits):
            return [segment]
    first, *rest = units
    return [
        Segment(segment.quantity, segment.ordinal, first, segment.refers_back),
        *(Segment(None, None, unit, False) for unit in rest),
    ]


def unmet_words(topic: list[str], shown: list[Record], *, sound_alike: bool = True) -> list[str]:
    """The words of the request that no product shown holds ("lactose" and "free" of
    "lactose free milk" when only plain milk is stocked): the part of the request the cards
    do not satisfy, which the reply must own up to."""
    return [
        token
        for token in topic
        if len(token) > 2
        and token not in SIZE_WORDS  # sizes are checked as sizes (`sizes.size_asked_of`)
        and token not in TALK_WORDS
        and not any(_names(hit, token, sound_alike=sound_alike) for hit in shown)
    ]


async def names_a_product(turn: Turn, fewest: int = 1, *, near: bool = False) -> bool:
    """Every word of a short message is in one product's name or keywords ("شيبس ليز
    بالملح", "a whole chicken please", "fresh salmon fillet"): it asks for that product,
    whatever the words made the model think of. A message with a word no product holds ("a
    poem about the sea") is not. `near`: a sound-alike spelling in Arabic script counts too,
    for a reading that only shows cards.
    Looked up quietly: this is how the brain reads the message, not a tool it shows."""
    topic = turn.utterance.topic
    if not fewest <= len(topic) <= _NAMING_WORDS:
        return False
    hits = await _quiet_search(turn, " ".join(topic))
    # Sound-alike spellings are Arabizi's: in Arabic script "المسأله" is no "ماسالا".
    sound_alike = near or turn.message.arabizi
    return any(not unmet_words(topic, [hit], sound_alike=sound_alike) for hit in hits)


_NAMING_WORDS = 4


async def names_a_product_in_its_words(turn: Turn) -> bool:
    """Every word of the message, request words too, is in one product's name ("quaker
    quick cook oats": "quick cook" is the oats' own name, no quick meal asked). Looked up
    quietly, as `names_a_product`."""
    said = [
        token
        for token in turn.utterance.tokens
        if len(token) > 2
        and not token.isdigit()
        and token not in STOP_WORDS
        and token not in SIZE_WORDS
        and token not in MEASURE_WORDS
        and token not in TALK_WORDS
        and token not in _THERE_WORDS
    ]
    if not 2 <= len(said) <= _NAMING_WORDS + 2:
        return False
    hits = await _quiet_search(turn, " ".join(said))
    arabizi = turn.message.arabizi
    return any(
        all(
            not unmet_words([token], [hit], sound_alike=arabizi) or _begins_a_name_word(hit, token)
            for token in said
        )
        for hit in hits
    )


# Whether goods are there to buy, asked of the words that name them: "... موجوده؟", "...
# mawjooda?", "... available"
_THERE_WORDS = frozenset(
    {"موجود", "موجوده", "موجودا", "متوفر", "متوفره", "متوفرا", "available", "availble",
     "avail", "mawjood", "mawjooda", "mawjouda", "mitwaffir", "metwafer"}
)  # fmt: skip


def _begins_a_name_word(hit: Record, token: str) -> bool:
    """ "cook" of "Quick Cooking Oats": a word of the name said without its ending."""
    name = hit.get("name") or {}
    return len(token) >= 4 and any(
        word.startswith(token) for word in words(f"{name.get('en', '')} {name.get('ar', '')}")
    )


async def names_products_each(turn: Turn) -> bool:
    """Each part of a list names a product ("3 pepsi w 2 lays w galaxy"): a shopping list,
    whatever the words made the model think of. Looked up quietly."""
    parts = [segment.topic for segment in turn.utterance.segments() if segment.topic]
    if len(parts) < 2:
        return False
    for topic in parts[:_NAMING_WORDS]:
        if len(topic) > _NAMING_WORDS:
            return False
        hits = await _quiet_search(turn, " ".join(topic))
        if not any(not unmet_words(topic, [hit]) for hit in hits):
            return False
    return True


async def names_an_item(turn: Turn) -> bool:
    """Some one word of the message is a product's ("الخبز ما وصل", "the eggs never came"):
    what it says went wrong is about that item, not the whole order. Looked up quietly."""
    for token in turn.utterance.topic[:_NAMING_WORDS]:
        if len(token) > 2 and any(
            not unmet_words([token], [hit]) for hit in await _quiet_search(turn, token)
        ):
            return True
    return False


async def names_a_brand(turn: Turn) -> bool:
    """The one word left of a vague message is a brand's name ("abi shay a7mad": Ahmad,
    whatever "shay" was read as): a request for its products. Looked up quietly."""
    topic = turn.utterance.topic
    if len(topic) != 1 or len(topic[0]) < 3:
        return False
    return any(named_by_brand(hit, topic) for hit in await _quiet_search(turn, topic[0]))


async def quiet_products(turn: Turn, product_ids: list[str]) -> list[Record]:
    """Products looked up to read the message (is "the jumbo" a kind of the shrimp just
    shown?), like `_quiet_search`: no tool shown, a failure is no product. In the order
    asked. Kept for the turn: the list just shown is read by several rules of one message."""
    key = "ids:" + ",".join(product_ids)
    if key not in turn.searched:
        try:
            found = await turn.store.products_by_ids(product_ids)
        except Exception:
            log.warning("quiet lookup of %s failed", product_ids, exc_info=True)
            return []
        turn.searched[key] = [found[pid] for pid in product_ids if pid in found]
    return list(turn.searched[key])


async def _quiet_search(turn: Turn, query: str) -> list[Record]:
    """A search that reads the message rather than answers it: no tool is shown, a failure
    is no hit (the message is then answered as the model read it), and the hits are kept for
    the search the answer may make."""
    key = f"{SEARCH_LIMIT}:{query}"
    if key not in turn.searched:
        try:
            turn.searched[key] = await turn.store.search_products(query, limit=SEARCH_LIMIT)
        except Exception:
            log.warning("quiet lookup for %r failed", query, exc_info=True)
            return []
    rows: list[Record] = turn.searched[key]
    return rows


def of_aisles(hits: list[Record], named: list[Record]) -> list[Record]:
    """The hits in an aisle of the `named` products: what was asked for, not what shares a
    word with it by chance ("بيبي" of diapers finding Pepsi, "powder" finding icing sugar)."""
    aisles = {product.get("categoryId") for product in named}
    return [hit for hit in hits if hit.get("categoryId") in aisles]


def of_every_word(topic: list[str], hits: list[Record]) -> list[Record]:
    """The hits that hold every word asked ("baby shampoo": shampoos for babies, not every
    product for babies); when none does, those of the kind named (the last word in English,
    "organic honey", the first in Arabic, "عسل عضوي"); else all the hits."""
    every = [hit for hit in hits if not unmet_words(topic, [hit])]
    if every or not topic:
        return every or hits
    return [hit for hit in hits if _names(hit, head_word(topic))] or hits


async def products_by_ids(turn: Turn, ids: list[str]) -> dict[str, Record]:
    return await turn.call("products_by_ids", turn.store.products_by_ids, ids)


def remembered_id(turn: Turn, segment: Segment) -> tuple[str | None, str | None]:
    """(product id, problem) for a segment that points back rather than names."""
    if segment.ordinal is not None:
        shown = turn.shown()
        if not shown:
            return None, "nothing_shown"
        index = segment.ordinal - 1 if segment.ordinal > 0 else len(shown) + segment.ordinal
        if not 0 <= index < len(shown):
            return None, "not_in_list"
        return shown[index], None
    focus = turn.focus()
    return (focus, None) if focus else (None, "nothing_shown")


def _only_the_pack_met(topic: list[str], hit: Record) -> bool:
    """ "كيس فحم" (a bag of charcoal) finds tea bags by the bag alone: not a match. A hit
    the search found by a misspelt word ("tumato") is still one."""
    packs = [w for w in topic if w in SIZE_WORDS]
    named = [w for w in topic if w not in SIZE_WORDS and w not in MEASURE_WORDS and len(w) > 2]
    if not packs or not named or len(unmet_words(named, [hit])) < len(named):
        return False
    return any(_names(hit, pack) for pack in packs)


async def of_the_list(turn: Turn, topic: list[str], *, pointing: bool = False) -> list[Record]:
    """The products of the list just shown that a short message names: by their brand ("7u6
    il kdd" after orange juices is the KDD juice, not KDD's milk), or by any of their words
    when the message points at one ("the kuwaiti one", "الكويتيه" after Arabic coffees).
    "add milk" after a milk chocolate names neither way: it is milk."""
    focus = turn.focus()
    if not topic or len(topic) > 2 or not (turn.shown() or focus):
        return []
    if not turn.shown() and focus is not None:
        # one product's card: "2 sadia" right after it is that product, by its brand alone
        (alone,) = await quiet_products(turn, [focus]) or [{}]
        if alone and all(named_by_brand(alone, [w]) for w in topic):
            return [alone]
        # "2 of the salted ones" right after the Lay's Salted card: a word its name holds
        pointed = pointing or _points_into_a_list(turn.utterance.tokens, topic)
        return [alone] if alone and pointed and _in_its_name(alone, topic) else []
    listed = await quiet_products(turn, turn.shown())
    # "اللي بدون ملح" after the butters: the one whose name says it is without salt
    lacking = lacking_picked(listed, turn.utterance.tokens, topic)
    if lacking:
        return lacking
    by_brand = [p for p in listed if all(named_by_brand(p, [word]) for word in topic)]
    pointing = (
        pointing
        or all(word.startswith("ال") for word in topic)
        or _points_into_a_list(turn.utterance.tokens, topic)
    )
    # sound-alikes are Arabizi's, and never beat a word another product holds as spelt:
    # "el bai6" (البيض) after the white (ابيض) onions names the eggs, not the onions
    arabizi = turn.message.arabizi
    by_words = [p for p in listed if not unmet_words(topic, [p], sound_alike=arabizi)]
    by_words = by_words if pointing else []
    if by_words and arabizi and await _spelt_elsewhere(turn, topic, by_words):
        by_words = []
    # "the kuwaiti one" after the breads: the one whose own name says Kuwaiti, not every
    # bread of the brand the word is in (Kuwait Flour Mills)
    in_name = [p for p in by_words if _in_its_name(p, topic)]
    return in_name or by_brand or by_words or the_variety(listed, topic)


async def _spelt_elsewhere(turn: Turn, topic: list[str], listed: list[Record]) -> bool:
    """Words the products of the list hold only as they sound, which a product of the
    store holds as spelt."""
    sounded = unmet_words(topic, listed, sound_alike=False)
    if not sounded:
        return False
    hits = await _quiet_search(turn, " ".join(sounded))
    return any(not unmet_words(sounded, [hit], sound_alike=False) for hit in hits)


def _in_its_name(product: Record, topic: list[str]) -> bool:
    """Every word of `topic` is spelt (a typo aside, no sound-alike) in the product's name."""
    named = [word for text in matching.name_texts(product) for word in matching.stems(text)]
    return all(
        any(matching.same_word(token, word, sound_alike=False) for word in named) for token in topic
    )


# "the orange one", "el burtugal wa7ed", "اللي بالبرتقال": a word of the list pointed at
_ONE_OF_THEM = frozenset({"one", "ones", "واحد", "وحده"})
_WHICH = frozenset({"اللي", "الي"})


def _points_into_a_list(tokens: list[str], topic: list[str]) -> bool:
    return any(
        word in topic
        and (
            (n + 1 < len(tokens) and tokens[n + 1] in _ONE_OF_THEM)
            or (n > 0 and tokens[n - 1] in _WHICH)
            # "elly bil mel7", read "اللي بال ملح": the one with salt
            or (n > 1 and tokens[n - 1] == "بال" and tokens[n - 2] in _WHICH)
            or (n > 0 and tokens[n - 1] == "the" and word in _SORTS)
        )
        for n, word in enumerate(tokens)
    )


# What tells goods of one kind apart, said with "the" as Arabic says "الاحمر": "add 3 of the
# red" after the lentils is the red lentils, not red apples ("the milk" names a kind: not here)
_SORTS = frozenset(
    {"red", "green", "yellow", "white", "brown", "black", "golden", "blue", "pink", "purple",
     "orange", "plain", "spicy", "mild", "sweet", "salted", "unsalted", "local", "organic",
     "classic", "original", "diet", "light", "dark", "large", "jumbo", "mini", "big", "small",
     "medium", "whole"}
)  # fmt: skip


# Goods of several kinds of one sort wanted together: "chips mix", "شيبس منوع"
_ASSORTED = frozenset(
    {"mix", "assorted", "variety", "various", "منوع", "منوعه", "متنوع", "متنوعه", "مشكل", "مشكله",
     "mshakal", "mnawa3", "mkhtalif", "مختلف", "مختلفه"}
)  # fmt: skip


def _says_how(word: str) -> bool:
    """The word says how goods are ("mixed", "مطحون", "assorted"), not what they are."""
    return describes(word) or word in _ASSORTED


async def resolve_product(turn: Turn, segment: Segment) -> Resolved:
    # "التمر الكيلو", "the dates the kilo": a measure named beside the goods is their pack,
    # never a word of what they are ("بالتمر" of the maamoul is no fresh dates)
    goods = [word for word in segment.topic if word not in MEASURE_WORDS]
    # "another jumbo pack as backup": why it is wanted names no goods
    reason = reason_words(turn.utterance.tokens)
    goods = [word for word in goods if word not in reason] or goods
    # "عطني حمص جاهز": the hummus, whatever no name says of being ready (its kinds kept made
    # first)
    ready = ready_said(goods)
    goods = ready or goods
    if goods and goods != segment.topic:
        segment = replace(segment, topic=goods)
    if segment.topic:
        named = await of_the_list(turn, segment.topic, pointing=segment.refers_back)
        if named:
            return Resolved(product=named[0], alternatives=named[1:])
        hits = await search(turn, " ".join(segment.topic))
        if not confident_hits(segment.topic, hits):
            hits = await found_as_written(turn) or hits
        kind = [word for word in segment.topic if not _says_how(word)]
        if kind != segment.topic and not confident_hits(kind, hits):
            # "5 mixed chips": how it is ("mixed") held by another kind of goods only; the
            # goods of the kind named, which one of them is then asked
            hits = confident_hits(kind, await search(turn, " ".join(kind))) or hits
        # the hit holding most of the words named, a brand named first among equals: "تايد
        # بودره" is the Tide powder, not the icing sugar whose keyword holds "بودره"
        mark = turn.utterance.age_mark  # "nido 3+": the one of that age first
        hits = sorted(
            hits,
            key=lambda hit: (
                mark is not None and not of_age_mark(hit, mark),
                len(unmet := unmet_words(segment.topic, [hit])),
                # what it is met before how it is: "chips mixed" is chips, not mixed peppers
                sum(not _says_how(word) for word in unmet),
                not named_by_brand(hit, segment.topic),
            ),
        )
        if ready:
            hits, _ = await made_first(turn, hits)
        goods = [word for word in segment.topic if word not in SIZE_WORDS]
        if len(goods) > 1 and goods != segment.topic:
            # "small chocolate milk": the chocolate milk, not the milk chocolate bar
            plain = await search(turn, " ".join(goods))
            hits = kind_phrases.by_the_phrase_first(goods, hits, plain)
        if hits and _only_the_pack_met(segment.topic, hits[0]):
            # "روب علبه كبيره" found the large bin bags by "large" alone: the goods named
            # are looked for without the pack's word, which then picks their pack
            goods = [word for word in segment.topic if word not in SIZE_WORDS]
            hits = confident_hits(goods, await search(turn, " ".join(goods))) or hits
        if not hits or _only_the_pack_met(segment.topic, hits[0]):
            return Resolved(problem="products_none")
        return Resolved(product=hits[0], alternatives=hits[1:])
    product_id, problem = remembered_id(turn, segment)
    if product_id is None:
        return Resolved(problem=problem)
    u = turn.utterance
    size = u.size_asked
    # asked whether a size is there ("el 1.8 kg mawjood?"), not wanted of the one in focus
    asks_for_size = size is not None and (u.asks or u.has("SEARCH")) and not u.has("WANT")
    shown = turn.shown() if asks_for_size and segment.ordinal is None else []
    found = await products_by_ids(turn, list(dict.fromkeys([product_id, *shown])))
    if product_id not in found:
        return Resolved(problem="products_none")
    if shown and size is not None and variant_of_size(found[product_id], size) is None:
        # "el 1.8 kg mawjood?" after the Nido: the one of the list sold in that size
        sized = next(
            (found[i] for i in shown if i in found and variant_of_size(found[i], size)), None
        )
        if sized is not None:
            return Resolved(product=sized)
    return Resolved(product=found[product_id])


_AISLE_ALTERNATIVES = 60


@dataclass(frozen=True, slots=True)
class Alternatives:
    """In-stock products to offer instead of one: `alike` when they are of its kind (share
    one of its keywords: other cereals for corn flakes), else only of its aisle (tuna for
    the store's only ketchup), which a reply must say."""

    ids: list[str]
    alike: bool


def _keyword_phrases(product: Record) -> set[str]:
    return {text.lower() for text in matching.name_texts(product, "keywords")}


def of_its_kind(product: Record, other: Record) -> bool:
    """The two share a keyword: peeled tomatoes for a tomato paste, not tuna for ketchup."""
    return bool(_keyword_phrases(product) & _keyword_phrases(other))


async def alternatives_for(turn: Turn, product: Record, known: list[Record]) -> Alternatives:
    """In-stock products like `product`: from the same search, else from its aisle; those of
    its kind only, when there are any. Either way of its aisle: a search for diapers may also have found Pepsi
    ("بيبي", "بيبسي")."""
    kind = _keyword_phrases(product)

    def usable(found: list[Record]) -> list[Record]:
        return [p for p in found if in_stock(p) and p["_id"] != product["_id"]]

    def ranked(found: list[Record]) -> Alternatives:
        alike = [p["_id"] for p in found if _keyword_phrases(p) & kind][:SEARCH_LIMIT]
        if alike:
            return Alternatives(alike, True)
        return Alternatives([p["_id"] for p in found][:SEARCH_LIMIT], False)

    others = usable(of_aisles(known, [product]))
    if any(_keyword_phrases(p) & kind for p in others) or not product.get("categoryId"):
        return ranked(others)
    aisle = await turn.call(
        "products_in_category",
        turn.store.products_in_category,
        product["categoryId"],
        limit=_AISLE_ALTERNATIVES,  # the whole aisle: the nuts come after a page of dates
        useful=lambda found: bool(usable(found)),
    )
    return ranked(others + [p for p in usable(aisle) if p not in others])


def require_customer(turn: Turn, error_key: str) -> bool:
    """Guests have no orders, points or addresses: say so with a sign-in card."""
    if turn.customer_id:
        return True
    turn.say("sign_in")
    turn.error("AUTHENTICATION_REQUIRED", error_key)
    turn.chips("cart", "offers", "help")
    return False


# The fields an aisle is named by: its name and the words shoppers call it ("the bakery",
# "المخبز", "الريوق").
AISLE_WORDS = ("name", "keywords")


_WISH_WORDS = 3  # "something healthy for breakfast": a wish this short may name its aisle


_MEALS = frozenset(
    stem(word)
    for word in words("breakfast lunch dinner supper فطور الفطور ريوق الريوق غدا الغدا عشا العشا")
)


async def aisle_named(
    turn: Turn, *, by_one_word: bool = False, words: list[str] | None = None
) -> Record | None:
    """The aisle the message's words (or `words`) name ("dairy", "snacks", "المخبز"), if any.
    With `by_one_word`, a short wish whose other words name no aisle ("something healthy for
    breakfast", "شي صحي للريوق") names the one aisle one of its words names."""
    unwanted = set(turn.utterance.left_out)
    # a word said not to be wanted names nothing wished for ("شي صحي مو حلو")
    said = turn.utterance.topic if words is None else words
    topic = [word for word in said if word not in unwanted]
    if not topic:
        return None
    named: list[Record | None] = [None]

    def names_one(aisles: list[Record]) -> bool:
        named[0] = matching.best_by_name(topic, aisles, fields=AISLE_WORDS)
        if named[0] is None and by_one_word and 1 < len(topic) <= _WISH_WORDS:
            # the first word that names one: the thing wished for comes before whom it is
            # for ("شي حلو حق الاطفال": sweets, not the baby aisle)
            # a meal named leads: "shno 7ilo lil fa6oor" is nice for breakfast, not sweets
            ordered = sorted(topic, key=lambda word: stem(word) not in _MEALS)
            named[0] = next(
                (
                    aisle
                    for word in ordered
                    if word not in _GENERIC
                    and (aisle := matching.best_by_name([word], aisles, fields=AISLE_WORDS))
                ),
                None,
            )
        return named[0] is not None

    await turn.call("categories", turn.store.categories, useful=names_one)
    return named[0]


async def quiet_recipes(turn: Turn) -> list[Record] | None:
    """The store's recipes read as the brain reads a message's words, not as a tool it shows;
    None when the store cannot say, and the message is then read without them."""
    try:
        recipes: list[Record] = await turn.store.recipes()
    except Exception:
        log.warning("quiet lookup of the recipes failed", exc_info=True)
        return None
    return recipes


async def quiet_search(turn: Turn, query: str) -> list[Record]:
    """`_quiet_search` for the modules that weigh a message's words against the store."""
    return await _quiet_search(turn, query)


def _before_its_medium(utterance: Utterance) -> list[str]:
    """The food of "X in Y" ("tuna in water", "حمص بالماي", "chickpeas in brine"): the words
    asked before what it is packed or cooked in; none when the message has no such "in"."""
    tokens = utterance.tokens

    def packed_in(n: int, token: str) -> bool:
        if n == 0:
            return False
        if token in ("in", "في"):
            return n < len(tokens) - 1
        return token.startswith("بال") and len(token) > 4

    at = next((n for n, token in enumerate(tokens) if packed_in(n, token)), None)
    if at is None:
        return []
    head = [token for token in tokens[:at] if token in utterance.topic]
    return head if 0 < len(head) < len(utterance.topic) else []


async def of_the_food(turn: Turn, asked: list[str], hits: list[Record]) -> list[Record]:
    """`hits`, or, when none holds every word asked and the message asks for a food "in"
    something ("tuna in water?", "تونه بالماي"), the food's own products: the nearest are of
    the food, not of what it is packed in (the reply still says they are not exactly that)."""
    head = _before_its_medium(turn.utterance)
    if not head or not hits or not all(unmet_words(asked, [hit]) for hit in hits):
        return hits
    return confident_hits(head, await search_kind(turn, " ".join(head))) or hits

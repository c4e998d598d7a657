"""Which one product a cart request's words pick out, or the few they fit about equally.

A mention can be grounded and still not name one product: "milk" is six fresh milks,
"almarai milk" two, "chicken breast" a fresh and a frozen one. Proposing the store's first
hit is a guess the shopper has to catch, so a proposal is made only for the product the
words pick out:
- every telling word of the mention must be the product's own: a word some product of the
  store holds ("low" of "low fat", "organic", "frozen", a brand) rules out the products that
  lack it; a word no product holds ("for my coffee") rules nothing out;
- a size named ("2 litre", "1.8 kg") rules out the products not sold in it, weights of
  goods sold by the kilo excepted ("2 kg tomatoes" is two bags);
- of several that still fit, the conversation and the shopper's records may make one
  clearly theirs: the only one that fits what the list shown was asked by, the only one in
  the cart, the only one they have bought before.
Otherwise the fitting products are shown with a chip each and the shopper is asked which;
the request is kept (`CHOOSING`), so "the second one", "the low fat one" or a chip then
proposes the one picked with the count first asked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from hub.assistant.brain import matching
from hub.assistant.brain.lowered_counts import lowers_a_count
from hub.assistant.brain.normaliser import arabizi_to_arabic, is_arabizi_word, latin_words
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import kind_told_before, pack_kinds, pieces_extent, short_words
from hub.assistant.brain.skills.common import (
    Resolved,
    cart_lines,
    confident_hits,
    named_by_brand,
    of_its_kind,
    quiet_products,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.skills.lines import (
    any_in_stock,
    multipacks_of,
    of_age_mark,
    of_numbered_size,
    pack_of,
    packs_of,
    says_a_box,
    variant_of_size,
)
from hub.assistant.brain.skills.made_kinds import made_ones, ready_said
from hub.assistant.brain.turn import CHOOSING, FOCUS_OF_LIST, Turn
from hub.assistant.brain.utterance import Segment
from hub.assistant.brain.vocabulary import is_english_word
from hub.record import Record
from hub.text import words as words_of

_MAX_CHOICES = 6


@dataclass
class Choice:
    """The product the words pick out (and why), or the ones to ask among."""

    product: Record | None
    fitting: list[Record]
    why: str  # words, shown, cart, bought; several, size, unmatched
    # the pack of `product` its words named ("the small carton", "the 1.5 L"), when they did,
    # and the kind of pack named, which another pack of it may fit too
    variant_id: str | None = None
    wish: pack_kinds.Wish | None = None


# Words of what a thing comes in, which tell products apart ("pepsi cans", not the bottle);
# a size's extent ("big", "family") is the variant's to read (`lines.variant_asked`)
_CONTAINERS = frozenset(
    {"can", "cans", "bottle", "bottles", "gallon", "jar", "tin", "carton", "box", "bag",
     "bags", "packet", "علب", "علبه", "قاروره", "جالون", "كرتون", "كيس", "اكياس", "باكيت"}
)  # fmt: skip


# A box or carton is what a multipack ("12 x 41.5 g", "6 x 1.5 L") comes in: "a kitkat box",
# "كرتون ماي", "kartoon pepsi" name it, though its name says no box
_BOXED = frozenset({"box", "boxes", "carton", "كرتون", "كراتين", "علبه", "بوكس"})
_MULTIPACK = Gated(r"\d\s*[x×]\s*\d")


def _a_container(word: str) -> bool:
    return word.removeprefix("ال") in _CONTAINERS


def _boxes(word: str, product: Record) -> bool:
    return word.removeprefix("ال") in _BOXED and bool(_MULTIPACK.search(str(product.get("unit"))))


# The cart as an Arabizi message writes it in English: "bil cart", "fil basket"
_THE_CART_WRITTEN = frozenset({"cart", "carts", "basket", "trolley"})
# the Arabizi "only" (بس) of "7aleeb 1 bas": how many are wanted, no word of the goods' name
_ONLY_WRITTEN = frozenset({"bas", "bass", "bs"})


def _unmet(
    turn: Turn,
    topic: list[str],
    product: Record,
    *,
    typed: bool = True,
    ready_met: bool = True,
) -> list[str]:
    """The telling words of `topic` the product does not hold; an Arabizi message's Latin
    words are tried as written too ("7i6ly kellogs frosties") when `topic` is what it typed.
    A word of being ready is met unless `ready_met` says no kind found is sold cooked."""
    # a container is read as a unit and left out of the mention ("3 pepsi cans w 2 lays"):
    # taken from the message, right after a word of the mention
    tokens = turn.utterance.tokens
    after = [tokens[n + 1] for n, word in enumerate(tokens[:-1]) if word in topic]
    containers = [w for w in dict.fromkeys([*topic, *after]) if _a_container(w)]
    arabizi = turn.message.arabizi
    # "add ready hummus": no name says it is ready, the food named is the mention
    said = (ready_said(topic) if ready_met else None) or topic
    unmet = unmet_words(telling_words(said), [product], sound_alike=arabizi)
    # a container is a size word to the search, but tells a can from a bottle
    unmet += [
        w
        for w in containers
        if w not in unmet and not confident_hits([w], [product]) and not _boxes(w, product)
    ]
    if typed and arabizi and len(turn.utterance.segments()) == 1:
        # a Latin word read as Arabic letters is met when the product holds it as written,
        # and one it does not hold as written is unmet ("7i6ly kellogs frosties")
        # the cart written in English ("7o6 2 7aloom bil cart") is where the goods go, no word
        # of their name
        written = [
            w
            for w in latin_words(turn.input.text)
            if len(w) > 2 and w not in _THE_CART_WRITTEN and w not in _ONLY_WRITTEN
        ]
        held = [w for w in written if not unmet_words([w], [product], sound_alike=True)]
        lacking = [w for w in written if w not in held and w not in unmet]
        # an Arabizi word's reading is no English name's: "asmar" of "toast asmar" is the
        # brown (اسمر) a white toast lacks, whatever "toast" excuses
        read = {arabizi_to_arabic(w) for w in re.findall(r"[a-z0-9]+", turn.input.text.lower())
                if is_arabizi_word(w)}  # fmt: skip
        if unmet and len(unmet) <= len([w for w in held if w not in topic]):
            # ...but a Latin word it holds neither way stays unmet: "low" of "7aleeb low
            # fat" is no full fat milk's, whose "fat" excuses only the "فت" read from it
            return [w for w in unmet if (w in written and w not in held) or w in read] + lacking
        return unmet + lacking
    return unmet


async def _held_by_the_store(turn: Turn, word: str, others: list[Record]) -> bool:
    """Whether some product holds `word`: then it says which product is wanted. Looked up
    quietly (reading the message, not answering it)."""
    if confident_hits([word], others):
        return True
    key = f"8:{word}"
    if key not in turn.searched:
        try:
            turn.searched[key] = await turn.store.search_products(word, limit=8)
        except Exception:
            return False
    return bool(confident_hits([word], turn.searched[key]))


def _written_in(product: Record, word: str) -> bool:
    texts = matching.name_texts(product) + matching.keywords_of(product)
    return any(word in words_of(text) for text in texts)


_WRITTEN_MIN = 3  # shorter words ("kg", "ال") name nothing by their letters alone


def _another_as_written(shown: Record, fitting: list[Record], topic: list[str]) -> bool:
    """A word the product shown holds only by its stem and another holds as written: "لبنه"
    (labneh) after the laban was shown names the labneh, not the laban."""
    written = [word for word in telling_words(topic) if len(word) >= _WRITTEN_MIN]
    lacking = [word for word in written if not _written_in(shown, word)]
    return any(_written_in(other, word) for word in lacking for other in fitting)


async def _names_another_as_written(turn: Turn, asked: list[str], offered: list[Record]) -> bool:
    """A word none of the products offered holds as written but others do: a word of another
    product ("لبنه", labneh, which a stem makes "لبن", the laban offered), not a pick."""
    for word in asked:
        if len(word) < _WRITTEN_MIN or any(_written_in(product, word) for product in offered):
            continue
        if any(_written_in(hit, word) for hit in await quiet_search(turn, word)):
            return True
    return False


def _a_name_not_sold(word: str) -> bool:
    """A Latin word no product holds and no English or Arabizi word is a name: a brand the
    store does not sell ("add basmati rice mahmood", "sunwhite rice"), which rules out every
    product rather than none, so the shopper is asked and not sold another brand."""
    return (
        word.isascii()
        and word.isalpha()
        and len(word) > 3
        and not is_english_word(word)
        and not is_arabizi_word(word)
    )


def sold_in(product: Record, size: Quantity) -> bool:
    """The product comes in that pack: a variant of it, or its own unit."""
    if variant_of_size(product, size) is not None:
        return True
    amount, unit = pack_of(product, None)
    return bool(amount) and unit == size.unit and abs((amount or 0) - size.amount) < 1e-6


def size_named(segment: Segment) -> Quantity | None:
    """The pack the mention names: "2 milk 2 litre", "nadec milk 2 litre", "the 30 pack"."""
    if segment.size is not None:
        return segment.size
    quantity = segment.quantity
    return quantity if quantity is not None and quantity.unit is not None else None


async def _bought(turn: Turn) -> list[str]:
    """The products of the customer's orders, newest first."""
    if not turn.customer_id:
        return []
    orders = await turn.call(
        "orders", turn.store.orders, turn.customer_id, useful=lambda found: bool(found)
    )
    return [str(item["productId"]) for order in orders or [] for item in order.get("items") or []]


async def _in_cart(turn: Turn) -> list[str]:
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda c: bool(c))
    return [str(line["productId"]) for line in cart_lines(cart)]


def _only(fitting: list[Record], ids: list[str]) -> Record | None:
    held = [product for product in fitting if product["_id"] in ids]
    return held[0] if len(held) == 1 else None


async def choose(turn: Turn, segment: Segment, resolved: Resolved) -> Choice:
    """The product `segment`'s words pick out of what the search found for them, in the
    pack they name of it, if they name one."""
    choice = await _choose(turn, segment, resolved)
    if choice.product is None:
        return choice
    size = size_named(segment)
    wish: pack_kinds.Wish | None = None
    if size is not None:
        pack = (
            False if sold_in(choice.product, size) else pack_kinds.piece_sized(choice.product, size)
        )
    else:
        named = _names_goods_or_points(turn, segment, [choice.product])
        wish = _pack_wish(turn, segment) if named else None
        pack = pack_kinds.pack_wished(choice.product, wish) if wish else False
    return replace(choice, variant_id=pack, wish=wish) if isinstance(pack, str) else choice


def pack_named(choice: Choice, product: Record, variant_id: str | None) -> str | None:
    """The pack the words named of `product` in place of `variant_id` (the line the count and
    size chose), when that line is not of the kind named ("karton 24" is its 24-pack
    already); None to keep the line."""
    if choice.variant_id is None or choice.variant_id == variant_id:
        return None
    if choice.wish is not None and pack_kinds.variant_fits(product, variant_id, choice.wish):
        return None
    return choice.variant_id


async def _choose(turn: Turn, segment: Segment, resolved: Resolved) -> Choice:
    assert resolved.product is not None
    candidates = [resolved.product, *resolved.alternatives]
    topic = segment.topic
    if pack_kinds.wish_of(topic) and _names_goods_or_points(turn, segment, candidates):
        # "abraaj small bottles carton": the pack's words pick the pack below, not the
        # product whose keywords hold "bottles"
        topic = [word for word in topic if not pack_kinds.is_pack_word(word)] or topic
    # a word of being ready is held against every kind when none is sold cooked: "add cooked
    # chicken" is no fresh chicken ("ready hummus" is the tin and its dry kind, as before),
    # and tells them apart, whatever no name holds it
    uncooked = ready_said(topic) is not None and not await made_ones(turn, candidates)
    unmet = {
        product["_id"]: _unmet(turn, topic, product, ready_met=not uncooked)
        for product in candidates
    }
    telling: dict[str, bool] = (
        dict.fromkeys(set(topic) - set(ready_said(topic) or []), True) if uncooked else {}
    )
    for words in unmet.values():
        for word in words:
            if word not in telling and _a_container(word):
                # what a food is packed in tells its products apart only when one of them
                # holds it ("pepsi cans", not the bottle); hummus sold in no product called
                # a can is still the hummus asked of "4 hummus cans"
                telling[word] = bool(confident_hits([word], candidates))
            elif word not in telling:
                telling[word] = await _held_by_the_store(turn, word, candidates) or (
                    # a name as typed ("romani" read as Romaine is none), which no product sounds like
                    word in topic
                    and _a_name_not_sold(word)
                    and bool(unmet_words([word], candidates))
                )
    fitting = [p for p in candidates if not any(telling[w] for w in unmet[p["_id"]])]
    if not fitting:
        return Choice(None, _nearest(candidates, unmet), "unmatched")
    # "add nido 3+": of the tins alike by their words, the one of the age asked
    aged = [p for p in fitting if of_age_mark(p, turn.utterance.age_mark)]
    fitting = aged or fitting
    size = size_named(segment)
    if size is not None:
        sized = [product for product in fitting if sold_in(product, size)]
        # kilos of what is sold by the kilo are whole packs; a count of pieces ("a dozen
        # eggs") is packs of them: only a volume must be a pack sold
        loose = size.unit == "pc" or (size.unit == "g" and any(packs_of(p, size) for p in fitting))
        # ...and a measure one piece of a pack holds is that pack: "the 1.5 L" of "6 x 1.5 L"
        pieces = [p for p in fitting if pack_kinds.piece_sized(p, size) is not False]
        if sized:
            fitting = sized
        elif pieces:
            fitting = pieces
        elif not loose:
            return Choice(None, fitting[:_MAX_CHOICES], "size")
    elif _names_goods_or_points(turn, segment, candidates) and (wish := _pack_wish(turn, segment)):
        # "the small carton", "el galon", or "5alha 5 abraaj" after "kartoon 9ghar": of
        # the products found, else of the store's that the words name (the brand's carton
        # the list on screen left out)
        packed = [p for p in fitting if pack_kinds.pack_wished(p, wish) is not False]
        if not packed:
            found = await quiet_search(turn, " ".join(topic))
            # of the goods' own aisle: "strawberry boxes" is a box of the strawberries, not
            # the strawberry milk sold in packs of six
            aisles = {p.get("categoryId") for p in fitting}
            packed = [
                p
                for p in found
                if pack_kinds.pack_wished(p, wish) is not False
                and not _unmet(turn, topic, p)
                and (not aisles or p.get("categoryId") in aisles)
            ]
            # a sound-alike never beats a word held as spelt: "bai6" (بيض) is the eggs, not
            # the white (ابيض) onions beside them
            named = telling_words(topic)
            spelt = [p for p in found if not unmet_words(named, [p], sound_alike=False)]
            packed = [p for p in packed if p in spelt] if spelt else packed
        # the age said outweighs a pack wished before: "the big tin" then "nido 1+" is the 1+
        fitting = [p for p in packed if p in aged or not aged] or fitting
        if (most := pieces_extent.by_pieces(fitting, wish)) is not None:
            fitting = [most]  # "the big wipes" of 3 x 52 and of 48: the 156 pieces
    count = segment.quantity
    boxed = count is not None and count.unit is None and says_a_box(topic)
    if boxed and count is not None and count.amount == int(count.amount):
        # "karton mai 9gheer 24": those sold in packs of 24, not four six-packs of any
        packed = [p for p in fitting if multipacks_of(p, int(count.amount))]
        fitting = packed or fitting
    fitting = short_words.held_by_some(fitting, topic)  # "تايد جل": the gel of the Tides
    if len(fitting) == 1:
        return Choice(fitting[0], fitting, "words")
    asked = turn.asked_words()
    shown = turn.shown()
    if asked and shown:
        by_list = [
            p
            for p in fitting
            if p["_id"] in shown and not _unmet(turn, [*asked, *topic], p, typed=False)
        ]
        if len(by_list) == 1 and not _another_as_written(by_list[0], fitting, topic):
            return Choice(by_list[0], fitting, "shown")
        if len(by_list) > 1 and (by_pack := _of_the_pack_asked(turn, by_list)) is not None:
            return by_pack
        # ...in the very spelling asked: "almarai" after "el labna" is the labneh (لبنه) the
        # list holds, not the laban (لبن) it showed beside it
        spelt = [p for p in by_list if _primarily(p, [*asked, *topic], exactly=True)]
        if len(spelt) == 1:
            return Choice(spelt[0], fitting, "shown")
    if (in_the_pack := _in_the_pack_asked(turn, fitting, segment)) is not None:
        return in_the_pack
    # the shopper's records settle a tie between the products the words name as what they
    # are first of all: "yoghurt" bought as laban is no yoghurt the shopper bought
    first = [product for product in fitting if _primarily(product, topic)]
    # ...and spelt as the shopper spelt it: "لبنه" is labneh, not laban ("لبن")
    first = [product for product in first if _primarily(product, topic, exactly=True)] or first
    first = first or fitting  # "fish", "عيش": no product is that first of all
    if (held := _only(first, await _in_cart(turn))) is not None:
        return Choice(held, fitting, "cart")
    # "arabic, not toast" said of the brown bread two messages before
    if (told_kind := kind_told_before.told_before(turn, topic, fitting)) is not None:
        return Choice(told_kind, fitting, "words")
    if (bought := _only(first, await _bought(turn))) is not None:
        return Choice(bought, fitting, "bought")
    told = told_apart(fitting, topic)
    if len(told) == 1:
        return Choice(told[0], fitting, "words")
    return Choice(None, told[:_MAX_CHOICES], "several")


def _names_goods_or_points(turn: Turn, segment: Segment, products: list[Record]) -> bool:
    """The words name goods beside the pack, or the goods on screen are what a pack alone
    points into: "el kbeer" with nothing shown names nothing to pick a pack of. A box said
    with the count of its pieces ("karton mai 9gheer 24") is told by that count
    (`multipacks_of`), not by its kind."""
    count = segment.quantity
    if (
        count is not None
        and count.unit is None
        and count.amount == int(count.amount)
        and says_a_box(segment.topic)
        and any(multipacks_of(p, int(count.amount)) for p in products)
    ):
        return False
    return bool(turn.shown()) or any(not pack_kinds.is_pack_word(w) for w in segment.topic)


def _pack_wish(turn: Turn, segment: Segment) -> pack_kinds.Wish:
    """The pack the request names: in its own words (the whole message's, when it asks for
    one thing), else in the words the list on screen was asked by."""
    said = pack_kinds.wish_of(segment.topic)
    if not said and len(turn.utterance.segments()) == 1:
        said = pack_kinds.wish_said(turn.typed_and_read)
    if not said and turn.shown():
        said = pack_kinds.wish_of(turn.asked_words())
    return said


def told_apart(fitting: list[Record], topic: list[str]) -> list[Record]:
    """Of products the words all fit, the one they name plainly ("tomatoes": not the cherry
    tomatoes), else those they name as what they are first of all ("kdd milk": not its
    chocolate milk), of which the one with no variant's mark the shopper did not say
    ("almarai milk": not the low fat one); several when the words tell none apart."""
    plain = [product for product in fitting if _plainly_named(product, topic)]
    if len(plain) == 1:
        return plain
    pool = [product for product in fitting if _primarily(product, topic)] or fitting
    unmarked = [product for product in pool if not _marked(product, topic)]
    kin: list[Record] = []
    if len(unmarked) == 1:
        # the plain one of every product of its aisle the words name by a keyword, not only
        # of those they name first of all: "abu auf coffee" is its Turkish and its Arabic
        # coffee, neither the other's variant, so the shopper is asked ("طماطم" is still the
        # fresh tomatoes, the tinned ones being another aisle's)
        aisle = unmarked[0].get("categoryId")
        kin = [
            other
            for other in fitting
            if other not in pool
            and other.get("categoryId") == aisle
            and _a_keyword_said(other, topic)
        ]
        if all(_variant_of(other, unmarked[0], topic) for other in [*pool, *kin]):
            return unmarked
        unmarked = []  # no plain one of the others: Mi Goreng is no plain Indomie
    among = pool if len(pool) > 1 else [*pool, *kin]  # kin only when one was named first
    buyable = [product for product in unmarked or among if any_in_stock(product)]
    return buyable if len(buyable) == 1 else among  # "pepsi" with its bottle out: the cans


def _a_keyword_said(product: Record, topic: list[str]) -> bool:
    """The words name the product by one of its keywords whole: "coffee" is Abu Auf's
    Arabic coffee too (not first of all), "yoghurt" is no laban ("yoghurt drink")."""
    said = {form for token in topic for form in matching.forms_of(token)}
    return any(
        (stems := matching.stems(keyword)) and all(word in said for word in stems)
        for keyword in matching.keywords_of(product)
    )


def _variant_of(product: Record, plain: Record, topic: list[str]) -> bool:
    """`product` is `plain` with a variant's mark: in one language every word of its name is
    the plain one's or a mark ("Almarai Low Fat Fresh Milk" of "Almarai Full Fat Fresh
    Milk"), so a shopper who names the kind and no mark means the plain one. Lay's French
    cheese chips are no salted Lay's with a mark, nor Indomie's chicken noodles its Mi Goreng:
    of those the shopper is asked."""
    if product is plain:
        return True
    names = product.get("name")
    if not isinstance(names, dict):
        return False
    # what the plain one is called and known as, and the other's brand, are no difference
    held = {word for text in matching.name_texts(plain) for word in matching.stems(text)}
    held |= {word for text in matching.keywords_of(plain) for word in matching.stems(text)}
    held |= {word for token in topic for word in matching.forms_of(token)}
    brand = product.get("brand")
    if isinstance(brand, dict):
        held |= {word for text in matching.name_texts(brand) for word in matching.stems(text)}
    for text in names.values():
        words = matching.stems(_ORIGIN.sub(" ", str(text)))
        if words and all(word in held or word in _MARKS for word in words):
            return True
    return False


# Words that make a product a variant of its kind: "low fat", "diet", "brown", "organic",
# "frozen", a flavour. Not said, they rule it out of a tie with the plain one.
_MARK_WORDS = frozenset(
    {"low", "light", "lite", "skimmed", "skim", "diet", "zero", "flavoured", "flavored",
     "strawberry", "chocolate", "vanilla", "mango", "brown", "wholegrain", "wholemeal",
     "organic", "frozen", "spicy", "hot", "sparkling", "minis", "mini", "cherry",
     "sweetened", "condensed", "evaporated", "gallon", "sport", "family", "جالون", "رياضي",
     "عائليه", "عائلية", "صغيره", "صغيرة", "cheese", "vinegar", "masala", "chile", "chili",
     "hazelnut", "caramel", "lemon", "بالجبنه", "جبنه", "بالخل", "خل", "ماسالا", "الحار",
     "بالبندق", "بندق", "بالكراميل", "كراميل", "بالليمون", "قليل", "لايت", "دايت", "زيرو", "بنكهة",
     "بنكهه", "فراوله", "فراولة", "شوكولاته", "شوكولاتة", "اسمر", "بني", "عضوي", "مجمد",
     "مجمده", "مجمدة", "حار", "فوار", "كرزيه", "كرزية", "شيري", "محلى", "محلي", "مكثف",
     "مبخر", "free", "range", "حر", "cap", "غطاء", "بغطاء"}
)  # fmt: skip
_MARKS = frozenset(form for word in _MARK_WORDS for form in (word, *matching.stems(word)))


def _marked(product: Record, topic: list[str]) -> bool:
    """A mark the shopper did not say, that is no word of what the product is ("chocolate"
    marks a milk, not a chocolate bar)."""
    said = {word for token in topic for word in matching.forms_of(token)}
    keywords = product.get("keywords")
    firsts = (
        [words[0] for words in keywords.values() if words] if isinstance(keywords, dict) else []
    )
    said |= {word for keyword in firsts for word in matching.stems(keyword)}
    return any(
        word in _MARKS and word not in said
        for text in matching.name_texts(product)
        for word in matching.stems(text)
    )


async def of_the_list(turn: Turn, segment: Segment, focus: Record) -> Choice:
    """ "add it", "add 2", "ابي ٢" right after a list: the first of the list is no product
    the shopper singled out. The one product of the list its words were asked by ("do you
    have kdd laban") is; when they fit several ("do you have milk"), the shopper is asked."""
    shown = turn.shown()
    if (
        segment.ordinal is not None
        or not turn.memory.get(FOCUS_OF_LIST)
        or len(shown) < 2
        or focus["_id"] != shown[0]
    ):
        return Choice(focus, [focus], "shown")
    products = await quiet_products(turn, shown)
    aged = [p for p in products if of_age_mark(p, turn.utterance.age_mark)]
    if len(aged) == 1:
        return Choice(aged[0], aged, "shown")  # "2 of the one for 1 year" after the Nido tins
    asked = turn.asked_words()
    fitting = [p for p in products if asked and not _unmet(turn, asked, p, typed=False)]
    size = turn.utterance.size_asked or turn.asked_size()
    # ...of the list, when a word of the asking is none of its names' ("سكر كيلو نسيته")
    if size is not None and (sized := [p for p in fitting or products if sold_in(p, size)]):
        fitting = sized  # "aseel ghee", then "the 1L then, add 2": the one sold in a litre
    told = told_apart(fitting, asked) if fitting else products
    if len(told) > 1 and (by_pack := _of_the_pack_asked(turn, told)) is not None:
        return by_pack  # "indomie, the big 40", then "add one": the one sold by the 40
    if len(told) == 1 and any_in_stock(told[0]):
        return Choice(told[0], fitting, "shown")  # "do you have kdd milk", "add it"
    if len(told) == 1:
        # the one asked for was shown out of stock beside what there is of its kind: "add
        # 2" is of the first thing offered in its place, never of the one that cannot be had
        # (beside goods of its aisle only, the shopper is told it is out)
        instead = [p for p in products if any_in_stock(p) and of_its_kind(told[0], p)]
        return (
            Choice(instead[0], instead[:1], "shown") if instead else Choice(told[0], told, "shown")
        )
    return Choice(None, told[:_MAX_CHOICES], "several")


def _in_the_pack_asked(turn: Turn, fitting: list[Record], segment: Segment) -> Choice | None:
    """The one product of `fitting` shown that comes in the pack the list was asked in
    ("water 6 x 1.5 L", then "3 packs of the abraaj one": its 6 x 1.5 L, not its gallon),
    when the words name no pack of their own."""
    asked = turn.asked_size()
    if asked is None or size_named(segment) is not None:
        return None
    shown = turn.shown()
    sized = [
        p
        for p in fitting
        if p["_id"] in shown
        and (sold_in(p, asked) or pack_kinds.piece_sized(p, asked) is not False)
    ]
    return Choice(sized[0], fitting, "shown") if len(sized) == 1 else None


_A_BOX = 6  # the fewest pieces a count said with the list may be the pack of


def _of_the_pack_asked(turn: Turn, fitting: list[Record]) -> Choice | None:
    """The one product of `fitting` sold in packs of as many pieces as the list was asked
    for ("indomie, the big 40": the 40 x 75 g), in that pack: a count no other product shown
    comes in was the pack's, not how many to buy."""
    count = turn.asked_count()
    if count is None or count.unit is not None or not float(count.amount).is_integer():
        return None
    if count.amount < _A_BOX:
        return None  # "abi 2 ra8i", then "7e6hom": two of them, not a pack of two
    packed = [(p, packs) for p in fitting if (packs := multipacks_of(p, int(count.amount)))]
    if len(packed) != 1:
        return None
    product, packs = packed[0]
    variant_id = None if packs[0] is product else str(packs[0]["_id"])
    return Choice(product, [product], "shown", variant_id=variant_id)


_ORIGIN = Pattern(r"\([^)]*\)")


def _plainly_named(product: Record, topic: list[str]) -> bool:
    """The mention is the product's whole name, less its brand and where it is from:
    "tomatoes" of "Tomatoes (Jordan)", not of "Cherry Tomatoes"."""
    brand = product.get("brand")
    brand_words = (
        {word for text in matching.name_texts(brand or {}) for word in matching.stems(text)}
        if isinstance(brand, dict)
        else set()
    )
    for text in matching.name_texts(product):
        words = [w for w in matching.stems(_ORIGIN.sub(" ", text)) if w not in brand_words]
        # spelt as the name spells it: "لبن" (laban) is no "لبنة" (labneh)
        if words and all(any(w in matching.forms_of(t) for t in topic) for w in words):
            return True
    return False


def _primarily(product: Record, topic: list[str], *, exactly: bool = False) -> bool:
    """The mention names what the product is first of all, its first keyword: "milk" of
    KDD's fresh milk, not of its chocolate milk (first "chocolate milk"); `exactly`, in its
    very spelling (an article or "و" aside), no typo or ta marbuta let go."""
    keywords = product.get("keywords")
    firsts = (
        [words[0] for words in keywords.values() if words] if isinstance(keywords, dict) else []
    )
    if exactly:
        said = {form for token in topic for form in matching.forms_of(token)}
        return any(
            (stems := matching.stems(keyword)) and all(w in said for w in stems)
            for keyword in firsts
        )
    return any(
        (stems := matching.stems(keyword))
        and all(any(matching.same_word(t, w, sound_alike=False) for t in topic) for w in stems)
        for keyword in firsts
    )


def _nearest(candidates: list[Record], unmet: dict[str, list[str]]) -> list[Record]:
    fewest = min(len(words) for words in unmet.values())
    return [p for p in candidates if len(unmet[p["_id"]]) == fewest][:_MAX_CHOICES]


def among_the_lines(turn: Turn, topic: list[str], products: list[Record]) -> list[Record]:
    """The cart's products the words fit about equally ("remove the milk" of a cart with
    two milks); one or none when they pick out one."""
    fitting = [product for product in products if not _unmet(turn, topic, product)]
    telling = telling_words(topic)
    spelt = [p for p in fitting if not unmet_words(telling, [p], sound_alike=False)]
    # a sound-alike never beats a word the product holds as spelt: "el bai6" (البيض) is
    # the eggs, not the white (ابيض) bread beside them
    fitting = spelt or fitting
    plain = [product for product in fitting if _plainly_named(product, topic)]
    return plain if len(plain) == 1 else fitting


_ADD = "add"
SWAP = "swap"
# The request a pick answers, by the change it was kept for
_CHANGES = {
    "add": "add_to_cart",
    "remove": "remove_cart_item",
    "update": "update_cart_item",
    SWAP: "list_swap",
}


def ask_which(
    turn: Turn,
    choice: Choice,
    quantity: Quantity | None,
    change: str = _ADD,
    *,
    chips: bool = True,
    taking: list[str | None] | None = None,
) -> None:
    """The products that fit, a chip each, and the question; the request is kept so that
    the pick next proposes with the count asked now."""
    phrase = {"size": "size_missing_which", "unmatched": "not_exactly_which"}
    key = phrase.get(choice.why, "which_one_of_these")
    key = "which_line" if change not in (_ADD, SWAP) else key
    turn.say(key)
    ids = [product["_id"] for product in choice.fitting]
    turn.block({"kind": "products", "productIds": ids})
    turn.remember_shown(ids)
    count = [quantity.amount, quantity.unit] if quantity is not None else None
    turn.memory[CHOOSING] = {"count": count, "ids": ids, "change": change}
    if taking is not None:  # the cart line a swap takes off
        turn.memory[CHOOSING]["taking"] = taking
    if chips:
        turn.chips(*choice_chips(turn, choice, change))


def choice_chips(turn: Turn, choice: Choice, change: str = _ADD) -> list[str | dict[str, Any]]:
    """A chip per product to add ("Add <name>"), or the cart for a change of its lines."""
    if change not in (_ADD, SWAP):
        return ["cart"]
    return [turn.record_chip("product", product) for product in choice.fitting[:4]]


async def picked_change(turn: Turn) -> str | None:
    """The request a pick from the products just offered to pick from makes: the change
    they were offered for; an answer that fits several of them to add still asks which."""
    if await picked(turn) is None and (pending_change(turn) != _ADD or not await narrowed(turn)):
        return None
    change = (pending(turn) or {}).get("change")
    return _CHANGES.get(str(change), "add_to_cart")


def pending_change(turn: Turn) -> str:
    return str((pending(turn) or {}).get("change") or _ADD)


def pending(turn: Turn) -> dict[str, Any] | None:
    value = turn.choosing
    return value if isinstance(value, dict) and value.get("ids") else None


def pending_count(turn: Turn) -> Quantity | None:
    value = pending(turn)
    count = value.get("count") if value else None
    if isinstance(count, list) and len(count) == 2 and isinstance(count[0], int | float):
        return Quantity(float(count[0]), count[1] if isinstance(count[1], str) else None)
    return None


# Words of pointing and asking, not of a product: "the second one", "that one please"
_POINTING = frozenset(
    {"one", "ones", "this", "that", "اللي", "الي", "واحد", "وحده", "هذا", "هذي", "elly", "ely"}
)


def counts(turn: Turn) -> bool:
    """The message says a count of its own: "3 of the second one", not the "one" of "the
    low fat one"."""
    u = turn.utterance
    quantity = u.quantity
    if quantity is None or quantity.unit is not None:
        return False
    if quantity.amount != 1 or not set(u.tokens) & _POINTING:
        return True
    # "7ot wa7d yellow lentils": "one" before the goods named, or right after the verb,
    # counts them; "one of the breads", "وحده من الخبز", "wa7id mn il 5ubz", "one less
    # bread" count one of them; "the low fat one", "اللي واحد" only point
    topic = set(u.topic)
    verbs = {u.where("ADD"), u.where("TAKE")} - {None}
    # "نزل الليز واحد", "nazzil el lays wa7ed": after a verb that lowers, the goods' "one"
    # is by how much
    lowered = lowers_a_count(turn.message.for_model, None)
    return any(
        token in _POINTING
        and (
            (n + 1 < len(u.tokens) and u.tokens[n + 1] in topic | _ONE_OF)
            or n - 1 in verbs
            or (n > 0 and u.has("REMOVE") and _counted_before(u.tokens[n - 1], topic))
            or (n > 0 and lowered and u.tokens[n - 1] in topic)
        )
        for n, token in enumerate(u.tokens)
    )


def _counted_before(word: str, topic: set[str]) -> bool:
    """Arabic counts after the goods: "شيل خبزه وحده", "shil 5ubza wa7da" (one loaf) taken
    off; goods with their article ("البني واحد") are pointed at, not counted."""
    return word in topic and not word.isascii() and not word.startswith("ال")


# What after "one" makes it a count of the goods that follow: "one of", "وحده من", "one less"
_ONE_OF = frozenset({"of", "less", "fewer", "من"})


# "any one is fine", "whichever", "اي وحده", "مو مهم", "ay wa7da", "mo muhim": the shopper
# leaves the pick to the store
_ANY_WILL_DO = Pattern(
    r"\b(?:any(?: one|one| of them)?(?: is)? (?:fine|ok|okay|good)|any(?: one| of them)?$"
    r"|whichever(?: one)?|doesn'?t matter|don'?t mind|up to you|you (?:choose|pick|decide))\b"
    r"|(?<!\w)(?:اي (?:وحده|واحد|وحد|شي|نوع)|مو مهم|ما يهم|ماتفرق|ما تفرق|على كيفك|انت اختار"
    r"|اختار انت)(?!\w)"
    r"|\b(?:ay (?:wa7da|wa7ed|wa7id|shay|shi|no3)|mo muhim|ma yhim|3ala kefak|3la kaifik)\b",
    re.IGNORECASE,
)


# The words of leaving the pick to the store, beside which nothing else may be asked
# ("whichever is cheapest" asks the cheapest)
_ANY_WORDS = frozenset(
    {"any", "anyone", "whichever", "choose", "pick", "decide", "matter", "mind", "doesnt",
     "dont", "fine", "ok", "okay", "good", "up", "mo", "muhim", "ma", "yhim", "3ala", "3la",
     "kefak", "kaifik", "ay", "shay", "shi", "no3", "ا", "مهم", "يهم", "كيفك", "اختار", "انت",
     "تفرق", "ماتفرق"}
)  # fmt: skip


def _leaves_the_pick(turn: Turn) -> bool:
    u = turn.utterance
    one = u.quantity is None or (u.quantity.amount == 1 and u.quantity.unit is None)
    asked = set(u.topic) - _ANY_WORDS
    return one and not asked and bool(_ANY_WILL_DO.search(turn.typed_and_read))


async def picked(turn: Turn) -> Record | None:
    """The one product of those just offered to pick from that the message picks: by its
    place ("the second one", "الثاني"), its words ("the low fat one", "kdd", a chip's
    "Add <name>") or its size ("the 1 litre"). None when it picks none or several."""
    fitting = await _fitting(turn)
    return fitting[0] if fitting is not None and len(fitting) == 1 else None


async def narrowed(turn: Turn) -> list[Record] | None:
    """Those of the products offered to pick from that the answer fits, when it fits more
    than one and not all: "white" after "which bread?" is still which of the white ones."""
    fitting = await _fitting(turn)
    offered = pending(turn) or {}
    if fitting is None or len(fitting) < 2 or len(fitting) >= len(offered.get("ids") or []):
        return None
    return fitting


async def _fitting(turn: Turn) -> list[Record] | None:
    if "picked" not in turn.searched:
        turn.searched["picked"] = await _fits(turn)
    return turn.searched["picked"]  # type: ignore[no-any-return]


# "the cheapest one", "ارخص واحد", "arkha9 wa7d" (ارخص), "the most expensive", "الاغلى": a
# pick by price among those offered
_BY_PRICE = Pattern(
    r"\b(?:cheapest|cheaper|priciest|dearest|most expensive)\b"
    r"|(?<!\w)(?:ال)?(?:ارخص|ارخس|ارخصهم|اغلى|اغلي|اغلاهم)(?!\w)"
)
_DEAREST = frozenset(
    {"priciest", "dearest", "most expensive", "اغلى", "اغلي", "الاغلى", "الاغلي", "اغلاهم"}
)


async def _fits(turn: Turn) -> list[Record] | None:
    offered = pending(turn)
    u = turn.utterance
    if offered is None or len(u.tokens) > 10 or u.has("REMOVE", "NEGATION", "CART"):
        return None
    if u.asks and not u.has("ADD", "TAKE", "WANT"):
        return None  # "is the second one fresh?": a question about it, answered by its card
    ids = [str(pid) for pid in offered["ids"]]
    products = await quiet_products(turn, ids)
    if _leaves_the_pick(turn):
        # "any one is fine", "اي وحده", "ay wa7da": the first of them that can be had
        return [product for product in products if any_in_stock(product)][:1] or None
    if u.ordinal is not None:
        index = u.ordinal - 1 if u.ordinal > 0 else len(ids) + u.ordinal
        return products[index : index + 1] if 0 <= index < len(products) else None
    if u.size_number is not None:  # "size 3", "مقاس ٢" of the nappies asked about
        return [product for product in products if of_numbered_size(product, u.size_number)]
    words = [word for word in u.topic if word not in _POINTING]
    by_price = _BY_PRICE.search(turn.message.for_model)
    unpriced = [w for w in words if not _BY_PRICE.fullmatch(w) and w not in _ANY_WORDS]
    if by_price and not unpriced:
        # "the cheapest one", "arkha9 wa7d", "whichever is cheapest": the one price picks
        stocked = [product for product in products if any_in_stock(product)] or products
        dearest = by_price.group(0) in _DEAREST
        return [(max if dearest else min)(stocked, key=lambda p: int(p.get("price") or 0))]
    size = u.size_asked  # "the 1 litre"
    if not words and size is None:
        return None
    if await _names_another_as_written(turn, words, products):
        return None  # "عطني لبنه" after the laban: the labneh, asked for, not the laban
    sized = [product for product in products if size is None or sold_in(product, size)]
    by_brand = [product for product in sized if named_by_brand(product, u.tokens)]
    if len(by_brand) == 1:
        return by_brand  # "kdd", "كي دي دي"
    return [product for product in by_brand or sized if not _unmet(turn, words, product)]


def primarily_named(product: Record, topic: list[str]) -> bool:
    """`_primarily` for the skills that weigh which of a recipe's goods the words name."""
    return _primarily(product, topic)

"""A product of a past order wanted again in another size: "same diapers as last time but
size 5", "ابي نفس الحفاضات بس مقاس ٥", "nafs el 7aleeb bs 2 litre", "the same rice but
the bigger bag".

The goods word alone ("diapers") fits several products; "the same" says which: the one
the shopper bought. The size said is that product's variant, proposed when it is in stock;
when it is out or not sold, that is said, and the store's other products of the kind sold
in that size are shown to pick from, never one proposed in its place unasked. Read only for
a signed-in shopper whose orders hold a product the words name; a guest has no orders, and
"same price?" or "the same size" name no goods.
"""

from __future__ import annotations

from dataclasses import dataclass

from hub.assistant.brain.normaliser import is_arabizi_word, latin_words
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import (
    SIZE_WORDS,
    confident_hits,
    products_by_ids,
    quiet_products,
    quiet_search,
)
from hub.assistant.brain.skills.lines import (
    english,
    extent_words,
    of_numbered_size,
    pack_of,
    stock_of,
    variant_by_extent,
    variant_of_size,
    variant_pack,
)
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

# "same", "نفس", Arabizi "nafs" (read "نفس"), "the one i got", "اللي اخذته قبل"
_SAME = Pattern(
    r"\bsame\b|\bthe (?:one|ones|kind|brand) (?:i|we) (?:got|bought|ordered|had|get|buy)\b"
    r"|(?<!\w)(?:نفس|نفسه|نفسها)(?!\w)"
    r"|(?<!\w)(?:اللي|الي)\s+(?:طلبته|طلبتها|اخذته|اخذتها|خذيته|خذيتها|جبته|جبتها|شريته"
    r"|شريتها|اشتريته|اشتريتها)(?!\w)"
)
# "same size", "same price?", "نفس الحجم", "نفس السعر؟": a likeness asked of an attribute,
# no goods wanted again in another size nor an order repeated
_SAME_SIZE = Gated(
    r"\bsame (?:size|pack|one|price|taste|brand|kind|thing|quality)\b"
    r"|(?<!\w)نفس\s+(?:ال)?(?:حجم|مقاس|سعر|شي|طعم|ماركه|نوع|جوده|نكهه)(?!\w)"
)


@dataclass(frozen=True)
class Wanted:
    """The product bought before and the record (variant or product) of the size now asked:
    None when the product is not sold in it."""

    product: Record
    sized: Record | None


def _says_same_goods(turn: Turn) -> bool:
    said = turn.typed_and_read.lower()
    return bool(_SAME.search(said)) and not _SAME_SIZE.search(said)


def asks_a_likeness(turn: Turn) -> bool:
    """ "same price?", "نفس السعر؟", "nafs el 7ajm?": whether two things are alike in one
    respect, asked; no order is named nor asked again."""
    u = turn.utterance
    return bool(_SAME_SIZE.search(turn.typed_and_read.lower())) and not u.has("ORDER", "REORDER")


def _names_a_size(turn: Turn) -> bool:
    u = turn.utterance
    return (
        u.size_number is not None
        or u.size_asked is not None
        or bool(extent_words([*u.tokens, *u.topic]))
    )


async def _bought(turn: Turn) -> list[Record]:
    """The products of the customer's past orders, newest order first, each once. Read
    quietly: the message is being read, not answered."""
    try:
        orders = await turn.store.orders(str(turn.customer_id))
    except Exception:
        return []
    ids = [str(line["productId"]) for order in orders for line in order.get("items") or []]
    return await quiet_products(turn, list(dict.fromkeys(ids)))


def _sized(turn: Turn, product: Record, than: Record | None = None) -> Record | None:
    """The record of `product` in the size asked; "bigger" or "smaller" of another product
    is read against the pack of `than`, the one bought."""
    u = turn.utterance
    if u.size_number is not None:
        return of_numbered_size(product, u.size_number)
    if u.size_asked is not None:
        return variant_of_size(product, u.size_asked)
    if than is None:
        return variant_by_extent(product, [*u.tokens, *u.topic])
    return _beyond(product, pack_of(than, None), bigger=not _says_smaller(turn))


def _says_smaller(turn: Turn) -> bool:
    words = {w.removeprefix("ال") for w in extent_words([*turn.utterance.tokens])}
    return bool(words) and words <= _SMALLER


_SMALLER = frozenset({"small", "smaller", "smallest", "صغير", "اصغر", "sagheer", "saghir"})


def _beyond(
    product: Record, pack: tuple[float | None, str | None], *, bigger: bool
) -> Record | None:
    """The record (variant or product) of `product` nearest past `pack`, in its unit."""
    amount, unit = pack
    if not amount:
        return None
    variants: list[Record] = product.get("variants") or []
    sized = [(variant_pack(v), v) for v in variants] or [(pack_of(product, None), product)]
    past = [
        (size, record)
        for (size, size_unit), record in sized
        if size and size_unit == unit and (size > amount if bigger else size < amount)
    ]
    if not past:
        return None
    return (min if bigger else max)(past, key=lambda entry: entry[0])[1]


async def wanted(turn: Turn) -> Wanted | None:
    """The past order's product the message asks for again in another size, if it does."""
    if not turn.customer_id or not _says_same_goods(turn) or not _names_a_size(turn):
        return None
    # "what size is the same as size 5" names no goods: a size's own words are no product's
    said = list(turn.utterance.topic)
    if turn.message.arabizi:  # "nafs el nescafe": the brand as written, not as read
        said += [w for w in latin_words(turn.input.text) if not is_arabizi_word(w)]
    topic = [w for w in said if len(w) > 2 and not _SAME.fullmatch(w) and w not in SIZE_WORDS]
    if not topic:
        return None
    bought = await _bought(turn)
    named = confident_hits(topic, bought)
    if not named:
        return None
    product = named[0]
    return Wanted(product, _sized(turn, product))


async def asks_another_size(turn: Turn) -> bool:
    """ "same diapers but size 5": a product bought before, in another size."""
    return await wanted(turn) is not None


def _in_stock(product: Record, sized: Record) -> bool:
    variant = sized["_id"] if sized is not product else None
    return stock_of(product, variant) > 0


async def _others_in_size(turn: Turn, product: Record) -> tuple[list[str], dict[str, str]]:
    """The store's other products of the kind, in stock in the size asked, and the variant
    of each to show."""
    keywords = product.get("keywords")
    kind = ""
    if isinstance(keywords, dict):
        words = keywords.get("en") or []
        kind = str(words[0]) if words else ""
    kind = kind or english(product.get("name"))
    ids: list[str] = []
    variants: dict[str, str] = {}
    for hit in await quiet_search(turn, kind):
        if hit["_id"] == product["_id"] or hit.get("categoryId") != product.get("categoryId"):
            continue
        sized = _sized(turn, hit, product)
        if sized is not None and _in_stock(hit, sized):
            ids.append(hit["_id"])
            if sized is not hit:
                variants[hit["_id"]] = str(sized["_id"])
    return ids, variants


async def another_size(turn: Turn) -> None:
    """The product bought before, proposed in the size asked; or, when it is out or not
    sold in it, said, with what the store has of the kind in that size."""
    found = await wanted(turn)
    if found is None:
        turn.say("products_none")
        turn.chips("aisles", "offers")
        return
    product, sized = found.product, found.sized
    await turn.call("orders", turn.store.orders, turn.customer_id)  # the answer's sources
    await products_by_ids(turn, [product["_id"]])
    turn.set_focus(product["_id"])
    if sized is not None and _in_stock(product, sized):
        quantity = turn.utterance.quantity
        count = int(quantity.amount) if quantity and quantity.unit is None else 1
        variant = sized["_id"] if sized is not product else None
        turn.say("past_product_in_size")
        turn.propose(CartMutation("add_to_cart", (LineItem(product["_id"], variant, count),)))
        turn.chips("cart", "offers", "slots")
        return
    others, variants = await _others_in_size(turn, product)
    if sized is not None and sized is not product:
        variants[product["_id"]] = str(sized["_id"])  # its card shows the size asked, out
    phrase = "past_size_out" if sized is not None else "past_size_not_sold"
    if not others:
        phrase += "_alone"
    # what can be had in that size first: "add the first one" takes it, not the one out
    shown = [*others, product["_id"]]
    show_products(turn, shown, phrase, variants)

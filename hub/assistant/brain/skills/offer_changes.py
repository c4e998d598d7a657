"""The offer still waiting for Confirm, changed by a short follow-up: more of it, its count
multiplied, a line dropped, a sibling of its goods swapped in, or a new count revising it.

Each answers the proposal just made (a count multiplied may name a line held too), so they
stand apart from the cart's own changes.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.problems import states_a_problem
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import (
    brand_moved,
    line_swaps,
    offer_corrections,
    offer_words,
    pieces_counted,
)
from hub.assistant.brain.skills.adding import add_to_cart
from hub.assistant.brain.skills.common import (
    Resolved,
    cart_lines,
    confident_hits,
    products_by_ids,
    search,
)
from hub.assistant.brain.skills.goods_unsure import explain_problem
from hub.assistant.brain.skills.held_lines import fetch_cart, line_named, offer_in_cart
from hub.assistant.brain.skills.kind_named import names_another_aisles_kind
from hub.assistant.brain.skills.lines import (
    choose_line,
    pack_of,
    packs_of,
    stock_of,
    variant_asked,
    variant_of_size,
    whole_packs,
)
from hub.assistant.brain.skills.own_label import same_maker
from hub.assistant.brain.skills.pack_counts import pack_of_pieces, rounded_note
from hub.assistant.brain.skills.sized_counts import size_and_count
from hub.assistant.brain.skills.sizes import sizes_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem
from hub.text import stem


async def multiplies_a_line(turn: Turn) -> bool:
    """ "double it", "double the chicken", "ضاعفه", "triple the laban" right after an offer,
    or naming a line the cart holds: that line's count times two (or three), not a double
    charge. A problem said ("you charged me double") is a complaint; after a recipe, "double
    it" scales the recipe (`recipes.rescales`)."""
    u = turn.utterance
    if u.multiplier is None or u.has_quantity or u.asks or len(u.tokens) > 6:
        return False
    if states_a_problem(turn.message) or u.has("ADD", "REMOVE", "NEGATION", "ORDER"):
        return False
    if turn.proposed_change == "add_to_cart" and turn.proposed:
        if not offer_words.named(turn):
            return len(turn.proposed) == 1
        found = await products_by_ids(turn, [item.productId for item in turn.proposed])
        return bool(confident_hits(offer_words.named(turn), list(found.values())))
    if not offer_words.named(turn) or turn.proposed_change == "add_recipe_to_cart":
        return False  # "double it" with nothing offered: the recipe's, or nothing
    lines = cart_lines(await fetch_cart(turn))
    return bool(lines) and (await line_named(turn, lines))[1] is not None


async def add_more_to_offer(turn: Turn) -> None:
    """The offer grown by that many; once the offer is confirmed (in the cart), only the more
    is offered: "w zid wa7d" after 2 were added is one more, not three."""
    [offered] = turn.proposed
    count = turn.utterance.quantity
    more = int(count.amount) if count is not None and count.unit is None else 1
    if offer_in_cart(turn, cart_lines(await fetch_cart(turn)), [offered]):
        line = LineItem(offered.productId, offered.variantId, more)
        turn.say("propose_add")
        turn.propose(CartMutation("add_to_cart", (line,)))
        turn.set_focus(offered.productId)
        turn.chips("cart", "offers")
        return
    if not await revise_offer(turn, Quantity(offered.quantity + more)):
        await add_to_cart(turn)


async def add_to_offer(turn: Turn) -> None:
    """The offer again with the products now named added to it, replacing the one pending;
    an offer already confirmed is in the cart, and only the new products are offered."""
    offered = list(turn.proposed)
    confirmed = offer_in_cart(turn, cart_lines(await fetch_cart(turn)), offered)
    await add_to_cart(turn, keep=None if confirmed else offered)


async def drops_from_the_offer(turn: Turn) -> bool:
    """ "actually no butter", "بدون الخبز" right after an offer holding it: that line taken
    off the offer (the removal's own path), not a new product nor a count."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or len(turn.proposed) < 2 or not u.topic:
        return False
    if not u.has("NEGATION", "EXCEPT") or u.has("ADD", "CART") or u.has_quantity:
        return False
    found = await products_by_ids(turn, [line.productId for line in turn.proposed])
    return bool(confident_hits(u.topic, list(found.values())))


# A name scoring this share of the best is named about as well (a shorter name scores higher)
_NEARLY = 0.75


async def sibling_named(turn: Turn) -> Record | None:
    """ "the salted one", "لا، الكبير" right after one product was offered: the product of
    the same brand or aisle the words name instead, if they name one."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or len(turn.proposed) != 1:
        return None
    if not u.topic or len(u.tokens) > 8 or u.has("INFO", "CART", "ADD"):
        return None
    # "brown toast not white": the words said not to be wanted name no sibling
    topic = [word for word in u.topic if word not in set(u.left_out)] or u.topic
    offered = turn.proposed[0]
    found = await products_by_ids(turn, [offered.productId])
    current = found.get(offered.productId)
    if current is None:
        return None
    if _other_variant(current, offered, topic) is not None:
        return current  # "change it to thighs" of the chicken breasts: its own thighs

    kinds = {stem(word) for word in matching.keywords_of(current)}

    def sibling(product: Record) -> bool:
        """Of its maker's brand, or of its aisle and its kind: "the almarai one" after the KDD
        laban is a laban; "white" names no laban, and no white eggs of the same aisle either."""
        if product["_id"] == current["_id"]:
            return False
        if same_maker(product, current):
            return True
        same_aisle = bool(product.get("categoryId")) and (
            product.get("categoryId") == current.get("categoryId")
        )
        same_kind = bool(kinds & {stem(word) for word in matching.keywords_of(product)})
        return same_aisle and same_kind

    if await names_another_aisles_kind(turn, topic, current):
        return None  # "و بيض ابيض ١٥ حبه" after the bread: eggs named, goods of their own
    name = current.get("name")
    kind = name.get("en", "") if isinstance(name, dict) else str(name or "")
    hits = await search(turn, " ".join([*topic, kind]))
    named = matching.ranked(topic, [current, *(hit for hit in hits if sibling(hit))])
    if not named or named[0] is current:
        return None  # not the one offered
    # of those the words name as well, the nearest kind to the one offered: "the almarai
    # one" after the KDD laban is Almarai's laban, not its labneh
    top = matching.score_named(topic, named[0])
    tied = [
        product
        for product in named
        if product is not current and matching.score_named(topic, product) >= _NEARLY * top
    ]
    kind_words = matching.stems(kind)
    return max(tied, key=lambda product: matching.score_named(kind_words, product))


def _other_variant(product: Record, offered: LineItem, topic: list[str]) -> Record | None:
    """The variant of the offered product the words name ("thighs", "the big one"), when it
    is not the one offered."""
    named = variant_asked(product, topic) if topic else None
    return named if named is not None and named["_id"] != offered.variantId else None


async def swap_offer(turn: Turn) -> None:
    """The offered product (or its variant) replaced by the one named, in the same
    quantity."""
    product = await sibling_named(turn)
    if product is None:
        await add_to_cart(turn)
        return
    await replace_offer(turn, product)


async def replace_offer(turn: Turn, product: Record) -> None:
    """The one line offered replaced by `product`, in the same quantity unless one is said."""
    asked = turn.utterance.quantity  # "the salted one" says one of a kind, not how many
    # "make it the big one, 2": the message's own count is the "one" of "the big one"; the
    # bare count after the comma is read with the part naming the kind (one part, not two)
    parts = turn.utterance.segments()
    counted = [p.quantity for p in parts if p.quantity is not None and p.quantity.unit is None]
    asked = counted[-1] if len(parts) == 1 and counted else asked
    offered = turn.proposed[0]
    count = asked if asked and asked.amount > 1 else Quantity(offered.quantity)
    variant_id, units = choose_line(product, count, turn.utterance.topic)
    if product["_id"] == offered.productId and (
        other := _other_variant(product, offered, turn.utterance.topic)
    ):
        variant_id, units = other["_id"], int(count.amount) if count.unit is None else units
    if asked is None and product["_id"] != offered.productId:
        # "البني" after the white eggs of 30 offered: the brown of 30, the pack kept
        found = await products_by_ids(turn, [offered.productId])
        held = found.get(offered.productId) or {}
        variant_id = line_swaps.same_pack(held, offered.variantId, product) or variant_id
    available = stock_of(product, variant_id)
    if available < units:
        await explain_problem(
            turn, "out_of_stock" if available <= 0 else "not_enough", Resolved(product)
        )
        turn.chips("cart", "offers")
        return
    lines = cart_lines(await fetch_cart(turn))
    if offer_in_cart(turn, lines, [offered]):
        # confirmed already ("swap it for brown 30" after the white eggs went in): the cart
        # line swapped in one change, never the other added beside it
        turn.say("propose_swap")
        items = (
            LineItem(offered.productId, offered.variantId, 0),
            LineItem(product["_id"], variant_id, units),
        )
        turn.propose(CartMutation("update_cart_item", items), supersedes=True)
        turn.set_focus(product["_id"])
        turn.chips("cart", "offers")
        return
    turn.say("propose_add")
    turn.propose(
        CartMutation("add_to_cart", (LineItem(product["_id"], variant_id, units),)), supersedes=True
    )
    turn.set_focus(product["_id"])
    turn.chips("cart", "offers", "slots")


async def revise_offer(turn: Turn, quantity: Quantity, times: int | None = None) -> bool:
    """ "actually make it 4", "la la 5aleha 3" right after an offer: the same offer with the
    new quantity (or, `times`, its count multiplied: "double it"), replacing the one still
    pending. A message naming a product the offer does not hold is about the cart instead
    (False)."""
    offered = turn.proposed
    found = await products_by_ids(turn, [item.productId for item in offered])
    topic = offer_words.named(turn)
    moved = await brand_moved.line_moved_to_brand(turn, offered, found, topic) if topic else None
    if moved is not None:
        # "no, make it almarai 2 L x2" of the Nadec milk offered: the Almarai milk instead
        sized = size_and_count(turn)
        said = Quantity(sized[1]) if sized else turn.utterance.quantity
        size = sized[0] if sized else None
        instead = offer_corrections.offer_with(offered, moved[0], moved[1], said, topic, size)
        if instead is None:
            await explain_problem(turn, "not_enough", Resolved(moved[1]))
            turn.chips("cart", "offers")
            return True
        turn.say("propose_add")
        turn.propose(CartMutation("add_to_cart", instead), supersedes=True)
        turn.set_focus(str(moved[1]["_id"]))
        turn.chips("cart", "offers")
        return True
    if topic:
        named = matching.ranked(
            topic, [found[i.productId] for i in offered if i.productId in found]
        )
        if not named:
            return False
        target = named[0]["_id"]
    elif len(offered) == 1:
        target = offered[0].productId
    elif (last := turn.singled_out()) is not None and last in {i.productId for i in offered}:
        # "no make it just one" after "and 3 eggs too" was put beside the milk, or after "is
        # the milk fresh?": the line talked about last
        target = last
    else:
        return False  # "make it 4" of a three-item offer: which one is asked below
    product = found.get(target)
    if product is None:
        return False
    other = await offer_corrections.instead_of(turn, product, topic) if topic else None
    if other is not None:  # "I meant white sugar" of the brown offered: the white instead
        said = turn.utterance.quantity
        instead = offer_corrections.offer_with(offered, target, other, said, topic)
        if instead is None:
            await explain_problem(turn, "not_enough", Resolved(other))
            turn.chips("cart", "offers")
            return True
        turn.say("propose_add")
        turn.propose(CartMutation("add_to_cart", instead), supersedes=True)
        turn.set_focus(str(other["_id"]))
        turn.chips("cart", "offers")
        return True
    items: list[LineItem] = []
    summed: str | None = None
    for item in offered:
        if item.productId != target:
            items.append(item)
            continue
        variant_id: str | None
        if times is not None:
            quantity = Quantity(item.quantity * times)
        elif (
            quantity.unit is None
            and quantity.amount == int(quantity.amount)
            and (
                again := pieces_counted.recounted(
                    turn, product, item.variantId, item.quantity, int(quantity.amount)
                )
            )
            is not None
        ):
            # "make it 6" after "4 avocados" went in as two packs of two: six pieces
            units, summed = again
            if units > stock_of(product, item.variantId):
                await explain_problem(turn, "not_enough", Resolved(product))
                turn.chips("cart", "offers")
                return True
            items.append(LineItem(target, item.variantId, units))
            continue
        asked = turn.asked_size()
        if quantity.unit is None and asked is not None and asked.unit == "g":
            # "la bs 2" after "3 kilo tomatoes": two kilos, as the amount was asked, when its
            # packs make that weight; "make it 3" after the 5 kg bag of rice: three bags
            weight = Quantity(quantity.amount * 1000, "g")
            if packs_of(product, weight) is not None or variant_of_size(product, weight):
                quantity = weight
        own = whole_packs(quantity, pack_of(product, item.variantId))
        exact = variant_of_size(product, quantity) if quantity.unit is not None else None
        pieces = pack_of_pieces(product, quantity, item.variantId)
        sized = size_and_count(turn)
        if sized is not None and (pack := variant_of_size(product, sized[0])) is not None:
            # "no, make it the 2 litre x2": that many of that pack
            variant_id, units = pack["_id"], sized[1]
        elif exact is not None and exact["_id"] != item.variantId:
            # "make it 2 litre" of the 1 L laban offered: the 2 L bottle, one of it
            variant_id, units = exact["_id"], 1
        elif pieces is not None:  # "30" of the eggs offered: the tray of 30
            variant_id, units = pieces["_id"], 1
        elif own is not None:  # "make it 2" of the 1 kg fillet offered: two of that fillet
            variant_id, units = item.variantId, own
        elif (packed := packs_of(product, quantity)) is not None:
            variant_id, units = packed
        elif quantity.unit is None and item.variantId is not None:
            # "خلها ٣" of the tray of 30 offered: three of that tray, not of the default pack
            variant_id, units = item.variantId, int(quantity.amount)
        elif quantity.unit is not None and not sizes_of(product, quantity.unit):
            # "2 kilo" of the laban sold by the bottle: no such pack, the offer as it was
            turn.say("size_missing")
            turn.block({"kind": "product_detail", "productId": target})
            turn.set_focus(target)
            turn.keep_offer()
            turn.chips("cart", "offers")
            return True
        else:
            variant_id, units = choose_line(product, quantity, turn.asked_words())
        if units > stock_of(product, variant_id):
            await explain_problem(turn, "not_enough", Resolved(product))
            turn.chips("cart", "offers")
            return True
        if units:
            items.append(LineItem(target, variant_id, units))
            # "nu9 kilo" of tomatoes sold by the kilo: the pack offered instead is said
            summed = summed or rounded_note(turn, product, variant_id, quantity, units)
    if not items:
        return False  # "make it 0": dropping the only line is a removal, asked of the cart
    turn.say("propose_add")
    if summed is not None:
        turn.text_block(summed)
    turn.propose(CartMutation("add_to_cart", tuple(items)), supersedes=True)
    turn.set_focus(target)
    turn.chips("cart", "offers")
    return True

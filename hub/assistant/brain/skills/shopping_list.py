"""The shopping list is the cart: "is milk on my list" and "take X off my list and add Y".

Asking whether something is on the list is answered from the cart's lines. Taking one thing
off and putting another on is one change, so it is one proposal: an `update_cart_item` of
absolute quantities, 0 for the line taken off and the new count for the one put on, which
the shopper confirms once, or not at all.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import choosing, lines_swapped, rest_and_swap, swap_by_variety
from hub.assistant.brain.skills.cart import cart_summary
from hub.assistant.brain.skills.common import (
    Resolved,
    cart_lines,
    confident_hits,
    products_by_ids,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.count_changes import update_cart_item
from hub.assistant.brain.skills.extent_moves import moves_a_line_by_extent
from hub.assistant.brain.skills.grounding import GROUNDED, grounded_mention
from hub.assistant.brain.skills.line_swaps import swaps
from hub.assistant.brain.skills.lines import choose_line
from hub.assistant.brain.swaps import parts, replaces
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem


def _forms(text: str) -> frozenset[str]:
    return frozenset(normalise(word).text for word in text.split())


# Words of asking about the list, which name no product: "did i put X on my shopping list"
_LIST_TALK = _forms(
    "shopping list lists cart basket trolley put added add have already getting get did check"
    " there ordered order"
    " القايمه قايمه قايمتي قايمة ليست ليستي السله سله سلتي حطيت ضفت مضاف موجود عندي شوف"
    " شيكلي تاكد ضمن طلبي الطلب"
    # and what a shopper says around it that names no product either: "so far", "rn"
    " so far yet now rn atm currently right moment back read tell show me please pls again"
    " everything all things items stuff whole full entire"
    # "anything on my list?", "fi shay fi sallati?": anything at all, no product
    " anything something any else rest شي اي باقي الباقي"
    " الحين لين للحين كل كله كلها الاغراض اغراض الاشياء اشياء ذكرني اقرا اعرض وريني عطني"
    " hal7een la7een kil kilha ghra9 ashya thakirni warini 3a6ni"
)


def _products_named(turn: Turn) -> list[str]:
    return [word for word in turn.utterance.topic if word not in _LIST_TALK]


def asks_whole_list(turn: Turn) -> bool:
    """A question of the list that names no product ("what's on my list so far", "شو في
    ليستي") asks for the whole of it: the cart's summary, not a product looked for."""
    return not _products_named(turn)


async def _listed(turn: Turn) -> tuple[list[Record], dict[str, Record]]:
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    lines = cart_lines(cart)
    found = await products_by_ids(
        turn, list(dict.fromkeys(str(line["productId"]) for line in lines))
    )
    return lines, found


def _line_named(words: list[str], lines: list[Record], found: dict[str, Record]) -> Record | None:
    named = matching.ranked(words, list(found.values())) if words else []
    if not named or unmet_words(words, named[:1]):
        return None
    return next(line for line in lines if line["productId"] == named[0]["_id"])


async def on_list(turn: Turn) -> None:
    words = _products_named(turn)
    if not words:
        await cart_summary(turn)
        return
    lines, found = await _listed(turn)
    line = _line_named(words, lines, found)
    if line is not None:
        turn.say("on_list_yes")
        turn.block({"kind": "products", "productIds": [line["productId"]]})
        turn.remember_shown([str(line["productId"])])
        turn.chips("cart", "slots")
        return
    hits = confident_hits(words, await search(turn, " ".join(words)))
    if not hits:
        turn.say("on_list_no_store")
        turn.chips("cart", "aisles")
        return
    turn.say("on_list_no")
    turn.block({"kind": "products", "productIds": [hits[0]["_id"]]})
    turn.remember_shown([hits[0]["_id"]])
    turn.set_focus(hits[0]["_id"])
    turn.chips("add_first", "cart")


def _quantity_of(turn: Turn, words: list[str]) -> Quantity | None:
    for segment in turn.utterance.segments():
        if set(words) & set(segment.topic):
            return segment.quantity
    return None


async def list_swap(turn: Turn) -> None:
    if await rest_and_swap.answers(turn):
        return  # "حط الباقي وبدل التايد البودره حط الجل" right after an order offered again
    if await moves_a_line_by_extent(turn):
        await update_cart_item(turn)  # "بدلهم بالكبير": the line to its big pack, no "large" goods
        return
    if choosing.pending_change(turn) == choosing.SWAP:
        chosen = await choosing.picked(turn)
        if chosen is not None:
            await _swap_picked(turn, chosen)  # "the first one" after "which rice?"
            return
    taken, put = parts(turn.utterance.tokens, turn.utterance.topic) or ([], [])
    lines, found = await _listed(turn)
    line = _line_named(taken, lines, found)
    hits = confident_hits(put, await search(turn, " ".join(put))) if put else []
    quantity = _quantity_of(turn, put)
    segment = Segment(quantity, None, put, False)
    product = hits[0] if hits else None
    grounded = product is not None and grounded_mention(turn, segment, product) >= GROUNDED
    # "instead of the tide put the gel" with no Tide held: the gel alone; "take the bread off
    # and add rice" with no bread: two acts, the first one impossible, so neither is proposed
    several = lines_swapped.lines_named(taken, lines, found) if line is None else []
    if several and product is not None and grounded:
        # "remove the laban and the eggs and add 2 of the baby wipes": every line named goes
        choice = await choosing.choose(turn, segment, Resolved(product, hits[1:]))
        await lines_swapped.propose(turn, several, lines, choice, quantity, put)
        return
    if line is None and not (grounded and swaps(turn)):
        turn.say("swap_not_on_list" if lines else "cart_empty")
        turn.block({"kind": "cart_summary"})
        turn.chips("cart")
        return
    if line is not None and (product is None or not grounded):
        # "put plain salted instead" of the spicy chips: the salted chips
        held = found.get(str(line["productId"]))
        kin = await swap_by_variety.of_the_line_kind(turn, put, taken, held) if held else None
        if kin is not None:
            (product, put), grounded = kin, True
            hits, segment = [product], Segment(quantity, None, put, False)
    if product is None or not grounded:
        turn.say("swap_what")
        turn.block({"kind": "cart_summary"})
        turn.chips("cart", "aisles")
        return
    choice = await choosing.choose(turn, segment, Resolved(product, hits[1:]))
    if line is None:  # nothing goes: what comes is only added
        if choice.product is None:
            choosing.ask_which(turn, choice, quantity)
        else:
            _propose_in_place(turn, lines, choice.product, quantity, put)
        return
    if choice.product is None:
        # "add rice" of several rices: which one, the line to take off kept with the count
        taking = [str(line["productId"]), line.get("variantId")]
        choosing.ask_which(turn, choice, quantity, choosing.SWAP, taking=taking)
        return
    kept = _kept_of(turn, line, taken)
    await _propose_swap(turn, line, lines, choice.product, quantity, put, kept)


def _kept_of(turn: Turn, line: Record, taken: list[str]) -> int:
    """What stays of the line taken off: "remove 1 lays" of three leaves two; the whole
    line goes when no count of it is said, or when the new goods come in its place."""
    count = _quantity_of(turn, taken)
    held = int(line["quantity"])
    if count is None or count.unit is not None or swaps(turn) or replaces(turn.utterance.tokens):
        return 0
    return max(0, held - int(count.amount)) if count.amount == int(count.amount) else 0


def _propose_in_place(
    turn: Turn, lines: list[Record], product: Record, quantity: Quantity | None, put: list[str]
) -> None:
    """ "badal il tide 7ot il gel" when the cart holds no Tide: nothing of the cart is what
    goes, so no other line is taken off; what comes is offered alone, in the count asked."""
    variant_id, units = choose_line(product, quantity, put)
    if lines_swapped.short_of_stock(turn, product, variant_id, units):
        return
    turn.say("swap_nothing_held" if lines else "swap_into_empty")
    turn.propose(CartMutation("add_to_cart", (LineItem(product["_id"], variant_id, units),)))
    turn.set_focus(product["_id"])
    turn.chips("cart", "slots")


async def _swap_picked(turn: Turn, product: Record) -> None:
    taking = (choosing.pending(turn) or {}).get("taking")
    lines, _ = await _listed(turn)
    line = next(
        (held for held in lines if isinstance(taking, list) and held["productId"] == taking[0]),
        None,
    )
    if line is None:  # taken off meanwhile: only the pick is left to put on
        turn.say("swap_not_on_list" if lines else "cart_empty")
        turn.block({"kind": "cart_summary"})
        turn.chips("cart")
        return
    quantity = turn.utterance.quantity if choosing.counts(turn) else choosing.pending_count(turn)
    await _propose_swap(turn, line, lines, product, quantity, turn.utterance.topic)


async def _propose_swap(
    turn: Turn,
    line: Record,
    lines: list[Record],
    product: Record,
    quantity: Quantity | None,
    put: list[str],
    kept: int = 0,
) -> None:
    variant_id, units = choose_line(product, quantity, put)
    if quantity is None and (swaps(turn) or replaces(turn.utterance.tokens)):
        # "instead of the 2 saffron put turmeric": as many as the line it replaces; "take
        # the bananas off and add rice" is two acts, the rice counted on its own
        units = int(line["quantity"])
    held = lines_swapped.held_in(lines, product["_id"], variant_id)
    if lines_swapped.short_of_stock(turn, product, variant_id, held + units):
        return
    items = (
        LineItem(str(line["productId"]), line.get("variantId"), kept),
        LineItem(product["_id"], variant_id, held + units),
    )
    turn.say("propose_swap" if not kept else "propose_update")
    turn.propose(CartMutation("update_cart_item", items))
    turn.chips("cart", "slots")

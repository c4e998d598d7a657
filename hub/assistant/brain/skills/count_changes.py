"""A line's count changed: set or lowered, proposed as one change to confirm; right after an
offer, the count revises the offer instead.

The change of a line held is its own request, apart from adding and removing.
"""

from __future__ import annotations

from hub.assistant.brain.lowered_counts import lowers_a_count
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import (
    choosing,
    kind_swaps,
    line_swaps,
    offer_and_more,
    offer_words,
    pack_swaps,
    pieces_counted,
)
from hub.assistant.brain.skills.common import (
    Resolved,
    cart_lines,
    products_by_ids,
    remembered_id,
    resolve_product,
)
from hub.assistant.brain.skills.extent_moves import moved_by_extent, propose_swap
from hub.assistant.brain.skills.goods_unsure import ask_which, explain_problem
from hub.assistant.brain.skills.grounding import GROUNDED, grounded_mention
from hub.assistant.brain.skills.held_lines import (
    cart_problem,
    fetch_cart,
    line_named,
    lines_alike,
    offer_in_cart,
)
from hub.assistant.brain.skills.lines import choose_line, stock_of, units_for
from hub.assistant.brain.skills.offer_changes import revise_offer
from hub.assistant.brain.skills.pack_counts import packs_counted, rounded_to_packs
from hub.assistant.brain.skills.sized_counts import size_and_count
from hub.assistant.brain.turn import FOCUS_OF_SEVERAL, PROPOSED, PROPOSED_CHANGE, Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.storefront.port import ActionType, CartMutation, LineItem

# A line lowered by a count, not to it: "reduce the chips by one", "take the milk down by 2",
# "نقص الشيبس واحد", "قلل الحليب واحد" ("نقصه لواحد", "reduce it to 1" say the count left)
_LOWERED_BY = Gated(
    r"\b(?:reduce|decrease|lower|cut|take)\b(?:(?!\bto\b).)*\bby\b"
    # ...the "to" read with its final letter as ي ("الي") too
    r"|(?<!\w)(?:نقص|نقصي|نقصه|نقصها|قلل|قللي|قلله|قللها)(?!\w)"
    r"(?:(?!(?<!\w)(?:ل|لين|الى|إلى|الي)).)*$"
)


def _ask_which_count(turn: Turn) -> None:
    """A new count for an offer of several lines, naming none: asked, never guessed. The
    offer stays pending, so "5 milk" next changes it."""
    turn.say("count_for_which")
    turn.block({"kind": "products", "productIds": [line.productId for line in turn.proposed]})
    turn.memory[PROPOSED] = [[i.productId, i.variantId, i.quantity] for i in turn.proposed]
    turn.memory[PROPOSED_CHANGE] = turn.proposed_change
    turn.chips("cart", "offers")


async def update_cart_item(turn: Turn) -> None:
    """change milk to 3 / make it 5 / غير الحليب إلى ٣ / خليها ٥ / no, 5 / not 2, 4."""
    quantity = offer_words.count_meant(turn) or Quantity(1)
    times = turn.utterance.multiplier if turn.utterance.quantity is None else None
    lines = cart_lines(await fetch_cart(turn))
    pending = bool(turn.proposed) and not offer_in_cart(turn, lines, turn.proposed)
    if pending and await offer_and_more.corrected_with_more(turn):
        return  # "no make it one kilo, and add garlic": the offer corrected, garlic beside
    if await moved_by_extent(turn, lines):
        return
    if pending and await revise_offer(turn, quantity, times):
        return
    if pending and len(turn.proposed) > 1 and not offer_words.named(turn):
        if (
            offer_words.EVERY_LINE.search(turn.message.text)
            and quantity.unit is None
            and quantity.amount
        ):
            # "la 5alhum 3", "make them all 3": every line of the offer at that count
            items = tuple(
                LineItem(i.productId, i.variantId, int(quantity.amount)) for i in turn.proposed
            )
            turn.say("propose_add")
            turn.propose(CartMutation("add_to_cart", items), supersedes=True)
            turn.chips("cart", "offers")
            return
        _ask_which_count(turn)  # "no, 5" of "2 bread and milk": which of the two
        return
    chosen = await choosing.picked(turn) if choosing.pending_change(turn) == "update" else None
    if chosen is None and len(together := await _held_of_several(turn, lines)) > 1:
        # "make it one" after "2 milk and 3 eggs" went in together: which of them, never
        # the last one named by chance
        choosing.ask_which(turn, choosing.Choice(None, together, "several"), quantity, "update")
        return
    product_id: str | None
    product: Record | None
    if chosen is None and (pair := await line_swaps.swap_pair(turn, lines)) is not None:
        # "swap the saffron for turmeric", "بدل الخبز الابيض ابي اسمر": both named, one change
        await propose_swap(turn, pair[0], pair[1], quantity, resolved=Resolved(pair[1]))
        return
    if chosen is not None:
        # "the second one" after "which milk?": the count first asked for, unless it says one
        said = offer_words.count_meant(turn) if choosing.counts(turn) else None
        quantity = said or choosing.pending_count(turn) or Quantity(1)
        product_id, product = chosen["_id"], chosen
    elif len(alike := await lines_alike(turn, lines)) > 1:
        # "change the milk to 3" of a cart with two milks: which one
        choosing.ask_which(turn, choosing.Choice(None, alike, "several"), quantity, "update")
        return
    else:
        product_id, product = await line_named(turn, lines) if lines else (None, None)
    if (
        product is not None
        and line_swaps.names_another(turn, product)
        and pack_swaps.other_kind(product, None, turn.utterance.topic) is None
    ):
        # "بدلها بيض بني" of the white eggs: the brown put in their place; "bdil el rubyan
        # bel jumbo" names another kind of the same shrimp, which the line moves to
        product_id = None
    if times is None and (pair := await kind_swaps.counted_to_another_kind(turn, lines)):
        # "change them to brown 30", "خلها بني ٢" of the white eggs: the line told to be
        # another kind with a count (or the pack's pieces), never that kind added beside it
        await propose_swap(turn, pair[0], pair[1], quantity, resolved=Resolved(pair[1]))
        return
    matching_lines = [line for line in lines if line["productId"] == product_id]
    if not matching_lines:
        await _update_as_add(turn, quantity, lines)
        return
    line = matching_lines[0]
    if times is not None:  # "double the chicken" of the cart's two: four
        quantity = Quantity(int(line["quantity"]) * times)
    product = product or line.get("product") or {}
    variant_id = line.get("variantId")
    pack = None if times is not None else pack_swaps.other_pack(product, variant_id, quantity)
    counted_pack = None if times is not None else pack_swaps.counted_pack(turn)
    if pack is None and counted_pack is not None:
        # "خله واحد ٢ لتر": the count read as the quantity, the pack is the size beside it
        pack = pack_swaps.other_pack(product, variant_id, counted_pack[0])
    if pack is None and times is None and kind_swaps.counts_nothing(turn):
        # "الروبيان خله جامبو", "make the chicken the breast fillet": the kind a word names
        pack = pack_swaps.other_kind(product, variant_id, turn.utterance.topic)
    if (
        pack is None
        and times is None
        and kind_swaps.counts_nothing(turn)
        and (pair := await line_swaps.swap_pair(turn, lines, made_so=True)) is not None
    ):
        # "البيض خله بني", "il bai6 5alah bunni": the line told to be another kind, which
        # is another product of its kind, put in its place
        await propose_swap(turn, pair[0], pair[1], quantity, resolved=Resolved(pair[1]))
        return
    if pack is not None and len(matching_lines) == 1:
        # "el bai6 5aleeh 15 bas": the eggs moved to the tray of 15, as many trays as before
        # unless a count is said with the pack ("one 2 litre instead of the two small ones")
        count = counted_pack[1] if counted_pack is not None else int(line["quantity"])
        if count > stock_of(product, pack["_id"]):
            await explain_problem(turn, "not_enough", Resolved(product))
            turn.chips("cart", "offers")
            return
        items = pack_swaps.moved(str(line["productId"]), variant_id, count, pack)
        turn.say("propose_update")
        turn.propose(CartMutation("update_cart_item", items), supersedes=bool(turn.proposed))
        turn.set_focus(str(line["productId"]))
        turn.chips("cart", "offers")
        return
    lowered = quantity.unit is None and bool(_LOWERED_BY.search(turn.typed_and_read))
    if lowered:
        # "reduce the chips by one", "نقص الشيبس واحد": that many fewer, not that many
        quantity = Quantity(max(0, int(line["quantity"]) - int(quantity.amount)))
    units = 0 if quantity.amount == 0 else units_for(product, variant_id, quantity)
    if times is not None:  # packs counted: "double" the three 6-can packs is six packs
        units = int(quantity.amount)
    summed = None
    if times is None and not lowered and quantity.unit is None and quantity.amount >= 1:
        # "make it 6" of the avocados that went in as "4 avocados": six pieces, three packs
        again = pieces_counted.recounted(
            turn, product, variant_id, int(line["quantity"]), int(quantity.amount)
        )
        units, summed = again if again is not None else (units, None)
    item = LineItem(str(line["productId"]), variant_id, units)
    if units == int(line["quantity"]) and len(matching_lines) == 1:
        # "i only need 1 pepsi" of the cart's one: nothing to confirm
        turn.say("line_already_at")
        turn.set_focus(item.productId)
        turn.chips("cart", "offers")
        return
    if units and product and units > stock_of(product, variant_id):
        turn.say("not_enough")
        turn.error("OUT_OF_STOCK", "not_enough")
        turn.block({"kind": "product_detail", "productId": item.productId})
        return
    turn.say("propose_update" if units else "propose_remove")
    if summed is not None:
        turn.text_block(summed)
    action: ActionType = "update_cart_item" if units else "remove_cart_item"
    turn.propose(CartMutation(action, (item,)), supersedes=bool(turn.proposed))
    turn.set_focus(item.productId)
    turn.chips("cart", "offers")


async def _held_of_several(turn: Turn, lines: list[Record]) -> list[Record]:
    """The cart's products of an offer of several lines named at once, when a count is said
    with no name and nothing was talked about since: none of them is the one meant."""
    u = turn.utterance
    if offer_words.named(turn) or u.ordinal is not None or not turn.memory.get(FOCUS_OF_SEVERAL):
        return []
    held = {str(line["productId"]) for line in lines}
    ids = [pid for pid in dict.fromkeys(i.productId for i in turn.proposed) if pid in held]
    found = await products_by_ids(turn, ids) if len(ids) > 1 else {}
    return [found[pid] for pid in ids if pid in found]


async def _update_as_add(turn: Turn, quantity: Quantity, lines: list[Record]) -> None:
    """A new quantity for something not in the cart yet means adding that many. A change
    with no quantity of something the cart does not hold ("how do I change my oil") asks
    nothing of the cart: nothing is proposed."""
    swapping = line_swaps.swaps(turn)
    topic = line_swaps.goods_words(turn) if swapping else turn.utterance.topic
    segments = turn.utterance.segments()
    if not swapping and len(segments) == 1 and segments[0].quantity is not None:
        quantity = segments[0].quantity  # "make it the small one, 2": the count, not "one"
    sized = None if swapping else size_and_count(turn)
    if sized is not None:
        quantity = Quantity(sized[1])  # "make it almarai 2 L x2": two of the 2 L
    segment = Segment(quantity, turn.utterance.ordinal, topic, True, sized and sized[0])
    if turn.utterance.quantity is None and not swapping:
        turn.say("update_what_count")  # nothing in the cart to change, and no new count
        turn.chips("cart", "offers")
        return
    if lowers_a_count(turn.message.for_model, quantity.amount):
        # "reduce the water to 1 pack" of a cart without water: nothing of it to take down,
        # and adding it was not asked
        cart_problem(turn, "not_in_cart")
        return
    if not segment.topic and remembered_id(turn, segment)[0] is None:
        cart_problem(turn, "update_what")
        return
    resolved = await resolve_product(turn, segment)
    product = resolved.product
    if product is None:
        await explain_problem(turn, resolved.problem or "products_none", resolved)
        turn.chips("cart", "offers")
        return
    if segment.topic:
        score = grounded_mention(turn, segment, product)
        if score < GROUNDED:
            ask_which(turn, [resolved])
            turn.chips("cart", "offers")
            return
    choice = await (
        choosing.choose(turn, segment, resolved)
        if segment.topic
        else choosing.of_the_list(turn, segment, product)
    )
    if choice.product is None:
        choosing.ask_which(turn, choice, quantity)
        return
    product = choice.product
    size = None if segment.topic else turn.asked_size()  # "خلها ٣" of the tray of 30 shown
    if quantity.unit is not None:
        size = quantity  # "5aleha 3 kilo" after 2 kilos were shown: three kilos
    if sized is not None:
        size = sized[0]
    variant_id, units = choose_line(product, quantity, segment.topic or turn.asked_words(), size)
    if (named := choosing.pack_named(choice, product, variant_id)) is not None:
        variant_id, units = named, packs_counted(quantity)  # "5alha 5 rawdatain" after the cartons
    available = stock_of(product, variant_id)
    if available <= 0 or units > available:
        await explain_problem(turn, "out_of_stock" if available <= 0 else "not_enough", resolved)
        turn.chips("cart", "offers")
        return
    held = await line_swaps.replaced_line(turn, product, lines) if swapping else None
    if held is not None:  # "bdelha bunni 30": the white eggs off, the brown on, one change
        await propose_swap(turn, held, product, quantity, resolved, variant_id, units)
        return
    turn.say("propose_update_as_add")
    if (note := rounded_to_packs(turn, product, variant_id, segment, units)) is not None:
        turn.text_block(note)  # "كيلو ونص" of the lamb just shown, sold by the kilo
    turn.propose(CartMutation("add_to_cart", (LineItem(product["_id"], variant_id, units),)))
    turn.set_focus(product["_id"])
    turn.chips("cart", "offers")

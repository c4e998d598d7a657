"""A line swapped for another pack of the same goods said only by its extent ("one big one
instead"), and the swap of a held line proposed as one change.

The readings ask it before the model's pick and the change of a line ends in it, so it stands
apart from both.
"""

from __future__ import annotations

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills import line_swaps, pack_extents, pack_swaps
from hub.assistant.brain.skills.common import Resolved, cart_lines, products_by_ids
from hub.assistant.brain.skills.goods_unsure import explain_problem
from hub.assistant.brain.skills.held_lines import offer_in_cart
from hub.assistant.brain.skills.lines import choose_line, stock_of
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem


async def moves_a_line_by_extent(turn: Turn) -> bool:
    """A swap said only by a pack's extent ("5alah wa7ed kbeer bdalhom") of a line offered
    or held in another pack: a change of the offer or the cart, whatever the model made."""
    if not line_swaps.swaps(turn) or not pack_extents.says_only_an_extent(turn.utterance.topic):
        return False
    lines = cart_lines(await turn.store.cart(turn.owner))
    if await _offered_by_extent(turn, lines) is not None:
        return True
    return await _extent_move(turn, lines) is not None


async def _offered_by_extent(turn: Turn, lines: list[Record]) -> tuple[int, Record, Record] | None:
    """The line of the offer still pending a swap by extent moves (its place in the offer),
    the pack it moves to and its product, when one line alone is sold in that other pack."""
    pending = turn.proposed_change == "add_to_cart" and bool(turn.proposed)
    if not pending or offer_in_cart(turn, lines, turn.proposed):
        return None
    topic = turn.utterance.topic
    found = await products_by_ids(turn, [item.productId for item in turn.proposed])
    movable = [
        (at, pack, product)
        for at, item in enumerate(turn.proposed)
        if (product := found.get(item.productId)) is not None
        and (pack := pack_swaps.extent_pack(product, item.variantId, topic)) is not None
    ]
    return movable[0] if len(movable) == 1 else None


async def _extent_move(turn: Turn, lines: list[Record]) -> tuple[Record, Record, Record] | None:
    """The line a swap said by extent moves, the pack it moves to, and its product."""
    u = turn.utterance
    if not line_swaps.swaps(turn) or not pack_extents.says_only_an_extent(u.topic) or not lines:
        return None
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    moving = pack_swaps.line_by_extent(lines, found, u.topic, turn.focus())
    if moving is None:
        return None
    line, pack = moving
    return line, pack, found[str(line["productId"])]


async def moved_by_extent(turn: Turn, lines: list[Record]) -> bool:
    """ "5alah wa7ed kbeer bdalhom", "one big one instead of them", "بدالهم وحده كبيره":
    words saying only a pack's extent, with a swap, move the line talked about (of the offer
    still pending, else of the cart) to that pack, in the count said (else the line's)."""
    u = turn.utterance
    said = int(u.quantity.amount) if u.quantity and u.quantity.unit is None else None
    if (
        line_swaps.swaps(turn)
        and pack_extents.says_only_an_extent(u.topic)
        and (offered := await _offered_by_extent(turn, lines)) is not None
    ):
        at, pack, product = offered
        revised = list(turn.proposed)
        moved = LineItem(revised[at].productId, str(pack["_id"]), said or revised[at].quantity)
        if moved.quantity > stock_of(product, moved.variantId):
            await explain_problem(turn, "not_enough", Resolved(product))
            turn.chips("cart", "offers")
            return True
        revised[at] = moved
        turn.say("propose_add")
        turn.propose(CartMutation("add_to_cart", tuple(revised)), supersedes=True)
        turn.set_focus(moved.productId)
        turn.chips("cart", "offers")
        return True
    moving = await _extent_move(turn, lines)
    if moving is None:
        return False
    line, pack, product = moving
    count = said or int(line["quantity"])
    if count > stock_of(product, pack["_id"]):
        await explain_problem(turn, "not_enough", Resolved(product))
        turn.chips("cart", "offers")
        return True
    items = pack_swaps.moved(str(line["productId"]), line.get("variantId"), count, pack)
    turn.say("propose_update")
    turn.propose(CartMutation("update_cart_item", items), supersedes=bool(turn.proposed))
    turn.set_focus(str(line["productId"]))
    turn.chips("cart", "offers")
    return True


async def propose_swap(
    turn: Turn,
    held: tuple[Record, Record],
    product: Record,
    quantity: Quantity,
    resolved: Resolved,
    variant_id: str | None = None,
    units: int | None = None,
) -> None:
    """One change: the held line off and `product` on, in the count and pack the held line
    had unless the message says its own."""
    if units is None:
        variant_id, units = choose_line(product, quantity, line_swaps.goods_words(turn), None)
    items = line_swaps.swap(held, product, variant_id, units, turn.utterance.quantity)
    if items[1].quantity > stock_of(product, items[1].variantId):
        await explain_problem(turn, "not_enough", resolved)
        turn.chips("cart", "offers")
        return
    turn.say("propose_swap")
    turn.propose(CartMutation("update_cart_item", items), supersedes=bool(turn.proposed))
    turn.set_focus(product["_id"])
    turn.chips("cart", "offers")

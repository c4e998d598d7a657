"""The cart as a whole: emptied, or shown.

Nothing here changes the cart: emptying becomes one `Proposal` the shopper confirms. The other
changes of the cart stand in their own modules (`adding`, `removing`, `count_changes`,
`offer_changes`, `extent_moves`).
"""

from __future__ import annotations

from hub.assistant.brain.checkout import ready_to_pay
from hub.assistant.brain.skills import (
    area_fee_said,
    budget_baskets,
    fee_by_address,
    points_asked_with,
    recipe_lines_off,
)
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.skills.held_lines import cart_problem, fetch_cart
from hub.assistant.brain.skills.removing import remove_cart_item
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import CartMutation


async def clear_cart(turn: Turn) -> None:
    """empty my cart / فضي السلة."""
    lines = cart_lines(await fetch_cart(turn))
    if not lines:
        cart_problem(turn, "cart_empty", ("CART_EMPTY", "cart_empty"))
        return
    if await recipe_lines_off.recipes_lines(turn, lines):
        await remove_cart_item(turn)  # "shil kil a3'radh el harees": all of one dish's goods
        return
    turn.say("propose_clear_cart")
    turn.propose(CartMutation("clear_cart"))
    turn.chips("aisles", "offers")


async def cart_summary(turn: Turn) -> None:
    """what's in my cart / show my cart / سلتي."""
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    filled = bool(cart_lines(cart))
    if ready_to_pay(turn.message.for_model):
        # the assistant takes no payment: the cart, and where the storefront takes it
        turn.say("checkout" if filled else "checkout_empty")
    else:
        turn.say("cart" if filled else "cart_empty")
    turn.block({"kind": "cart_summary"})
    # "...and delivery to jahra": that area's fee and the total it makes, else the saved one's
    if not await area_fee_said.said_with_cart(turn, cart):
        await fee_by_address.say_fee_unset(turn, cart)  # "the total with delivery", no area set
    await points_asked_with.said_beside_cart(turn, cart)  # "...and can I use my points?"
    if filled:
        _against_the_budget(turn, cart)
        turn.chips("offers", "slots", "delivery_info")
    else:
        turn.chips("aisles", "offers")


def _against_the_budget(turn: Turn, cart: Record) -> None:
    """ "how much is it now? it can't go over 5": the cart's total (its discounts and any fee
    of its area in) said against the ceiling, which the card alone leaves to be worked out."""
    if turn.budget is None:
        return
    total = int(cart.get("total") or 0)
    budget_baskets.said_total(
        turn, "budget_total" if total <= turn.budget else "budget_over", total
    )

"""Whether the area named beside a delivery time is the cart's own already.

"does it get to Mangaf before 7?" from a shopper whose cart is already delivered to Mangaf
asks of the time only: the area's card and its windows answer it, and proposing to set the
area the cart already has is a change nobody asked for.
"""

from __future__ import annotations

from hub.assistant.brain.turn import Turn
from hub.record import Record


async def already_the_carts(turn: Turn, area: Record) -> bool:
    """The cart is delivered to `area` already; False when the cart cannot be read."""
    try:
        cart = await turn.store.cart(turn.owner)
    except Exception:  # unknown: the area is proposed, as it was before
        return False
    held = cart.get("deliveryArea")
    return isinstance(held, dict) and held.get("_id") == area["_id"]

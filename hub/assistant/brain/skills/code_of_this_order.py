"""A code asked of "this order" while an order still to come is the one talked of: "and does
BBQ10 work on this order?", "w coupon BBQ10 ymshi 3ala hal order?", "وكود BBQ10 يمشي على
هالطلب؟" a turn or two after the chalet order's status. "This order" is that placed order,
not the cart: no code goes on an order placed, so that is said (a code goes on the cart at
checkout), never the code proposed for the cart unasked.

A conversation about the cart ("this order" of the goods just put in) keeps its cart reading.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import placed_order_words
from hub.assistant.brain.turn import INTENT, ORDER, Turn
from hub.record import Record

# "this order", "that order", "hal order", "هالطلب", "هذا الطلب", "هالاوردر"
_THIS_ORDER = Gated(
    r"\b(?:this|that|tht|dis) order\b|\bhal (?:order|6alab|talab)\b"
    r"|(?<!\w)(?:هالطلب|هالطلبيه|هالاوردر|هالأوردر|هال\s?order)(?!\w)"
    r"|(?<!\w)(?:هذا|ذا|هذي)\s+(?:ال)?(?:طلب|طلبيه|اوردر|order)(?!\w)"
)
# Replies about the cart, after which "this order" is the cart's order to come
_OF_THE_CART = frozenset(
    {"add_to_cart", "update_cart_item", "remove_cart_item", "cart_summary", "checkout",
     "apply_coupon", "clear_coupon", "add_recipe_to_cart", "add_more_to_offer", "set_express",
     "select_address", "select_delivery_area", "pick_slot"}
)  # fmt: skip


def asked(turn: Turn) -> bool:
    """Whether a code is asked of "this order" while an order was talked of last, not a cart."""
    return (
        bool(turn.memory.get(ORDER))
        and turn.memory.get(INTENT) not in _OF_THE_CART
        and placed_order_words.names_a_code(turn)
        and bool(_THIS_ORDER.search(turn.typed_and_read))
    )


def the_one(turn: Turn, orders: list[Record]) -> Record | None:
    """The order talked of, when the code is asked of it and it is still to come."""
    if not asked(turn):
        return None
    return next((o for o in orders if o.get("_id") == turn.memory.get(ORDER)), None)

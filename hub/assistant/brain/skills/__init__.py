"""One skill per intent: an async function that answers one kind of request on a `Turn`."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from hub.assistant.brain.skills import (
    account,
    cart,
    catalogue,
    delivery,
    prices,
    questions,
    recipes,
    restock,
    savings,
    support,
    talk,
)
from hub.assistant.brain.turn import Turn

Skill = Callable[[Turn], Awaitable[None]]

SKILLS: dict[str, Skill] = {
    "handoff": support.handoff,
    "complaint": support.complaint,
    "what_next": support.what_next,
    "out_of_domain": support.decline,
    "cheaper": prices.cheaper,
    "compare": prices.compare,
    "faq": delivery.rules_and_area_fee,
    "clear_coupon": savings.clear_coupon,
    "apply_coupon": savings.apply_coupon,
    "clear_loyalty": savings.clear_loyalty,
    "apply_loyalty": savings.apply_loyalty,
    "points_balance": savings.points_balance,
    "how_points_work": savings.how_points_work,
    "set_express": delivery.set_express,
    "select_address": account.select_address,
    "reorder": account.reorder,
    "add_recipe_to_cart": recipes.add_recipe_to_cart,
    "clear_cart": cart.clear_cart,
    "cancel_order": support.cancel_order,
    "remove_cart_item": cart.remove_cart_item,
    "update_cart_item": cart.update_cart_item,
    "add_to_cart": cart.add_to_cart,
    "swap_offer": cart.swap_offer,
    "add_to_offer": cart.add_to_offer,
    "add_more_to_offer": cart.add_more_to_offer,
    "cart_summary": cart.cart_summary,
    "order_status": account.order_status,
    "order": account.order,
    "recipe": recipes.recipe,
    "delivery_slots": delivery.delivery_slots,
    "delivery_info": delivery.delivery_info,
    "area_time": delivery.area_time,
    "select_delivery_area": delivery.select_delivery_area,
    "hours": delivery.hours,
    "locations": delivery.locations,
    "offers": savings.offers,
    "categories": catalogue.categories,
    "brands": catalogue.brands,
    "browse": catalogue.browse,
    "wish": catalogue.wish,
    "similar": catalogue.similar,
    "when_back": restock.when_back,
    "product_detail": catalogue.product_detail,
    "search": catalogue.search_products,
    "greeting": talk.greeting,
    "thanks": talk.thanks,
    "help": talk.help_,
    "general": questions.general,
    "unknown": talk.unknown,
}

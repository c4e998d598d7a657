"""Stored block references rendered into the blocks clients receive, from the store as it is now.

A saved message keeps references (the table in `hub.assistant.events`), so reading a thread
tomorrow shows tomorrow's prices, stock and action status, never a stale snapshot. Rendering
never fails a read: a product that left the catalogue is dropped from its block, a block
whose one subject is gone (an order, a recipe, a single product) is dropped, and a kind this
hub does not know is passed through for clients to ignore. Only storage being down fails the
read, since no honest answer can be given then.

Lookups are batched: one `products_by_ids` for every product any block of the call names,
and each other list (offers, FAQ, branches...) is fetched at most once per call.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from hub.auth import customer_of
from hub.catalogue import Language
from hub.errors import ServiceUnavailable
from hub.storefront import cards
from hub.storefront.port import Record, Storefront
from storage.database import STORAGE_OUTAGES

log = logging.getLogger("hub.assistant")

# Action types whose items add to or set cart lines, so a price estimate means something.
ESTIMATED_ACTIONS = frozenset({"add_to_cart", "add_recipe_to_cart", "reorder", "update_cart_item"})
SNAPSHOT_KINDS = frozenset({"text", "delivery_slots", "handoff", "actions", "error"})


def _field(item: Any, name: str) -> Any:
    return item.get(name) if isinstance(item, Mapping) else getattr(item, name, None)


class _Store:
    """The storefront seen by one hydration call: each list fetched at most once."""

    def __init__(self, storefront: Storefront, owner: str) -> None:
        self.storefront = storefront
        self.owner = owner
        self.products: dict[str, Record] = {}
        self.recipes: dict[str, Record] = {}
        self._lists: dict[str, list[Record]] = {}
        self._orders: dict[str, Record | None] = {}
        self._cart: Record | None = None

    async def listed(
        self, name: str, load: Callable[[], Awaitable[list[Record]]]
    ) -> dict[str, Record]:
        if name not in self._lists:
            self._lists[name] = await load()
        return {record["_id"]: record for record in self._lists[name]}

    async def cart(self) -> Record:
        if self._cart is None:
            self._cart = await self.storefront.cart(self.owner)
        return self._cart

    async def order(self, order_id: Any) -> Record | None:
        customer_id = customer_of(self.owner)
        if customer_id is None or not isinstance(order_id, str):
            return None
        if order_id not in self._orders:
            self._orders[order_id] = await self.storefront.order(customer_id, order_id)
        return self._orders[order_id]


async def hydrate_blocks(
    refs: list[dict],
    *,
    storefront: Storefront,
    owner: str,
    language: Language,
    actions: Mapping[str, dict],
) -> list[dict]:
    """Client blocks for stored references, in order; `actions` maps actionId to the action
    record with its effective status."""
    store = _Store(storefront, owner)
    blocks = [ref for ref in refs if isinstance(ref, dict) and isinstance(ref.get("kind"), str)]
    if any(ref["kind"] == "recipe" for ref in blocks):
        store.recipes = await store.listed("recipes", storefront.recipes)
    product_ids = [pid for ref in blocks for pid in _product_ids(ref, store, actions)]
    if product_ids:
        store.products = await storefront.products_by_ids(list(dict.fromkeys(product_ids)))
    hydrated = []
    for ref in blocks:
        try:
            block = await _render(ref, store, language, actions)
        except ServiceUnavailable:
            raise
        except STORAGE_OUTAGES:
            raise
        except Exception:
            log.exception("could not render a stored %s block; leaving it out", ref["kind"])
            continue
        if block is not None:
            hydrated.append(block)
    return hydrated


def _product_ids(ref: dict, store: _Store, actions: Mapping[str, dict]) -> list[str]:
    kind = ref["kind"]
    if kind == "products":
        ids = list(ref.get("productIds") or [])
    elif kind == "product_detail":
        ids = [ref.get("productId")]
    elif kind == "cart_action":
        action = actions.get(ref.get("actionId", "")) or {}
        ids = [_field(item, "productId") for item in action.get("items") or []]
    elif kind == "recipe":
        recipe = store.recipes.get(ref.get("recipeId", "")) or {}
        ids = [ingredient.get("productId") for ingredient in recipe.get("ingredients", [])]
    else:
        ids = []
    return [pid for pid in ids if isinstance(pid, str)]


async def _render(
    ref: dict, store: _Store, language: Language, actions: Mapping[str, dict]
) -> dict | None:
    if ref.get("language") in ("en", "ar"):
        # The brain answered in the message's language, not the app's: its cards follow.
        language = ref["language"]
        ref = {key: value for key, value in ref.items() if key != "language"}
    kind = ref["kind"]
    products = store.products
    storefront = store.storefront
    if kind in SNAPSHOT_KINDS:
        return dict(ref)
    if kind == "products":
        found = [products[pid] for pid in ref.get("productIds") or [] if pid in products]
        chosen = ref.get("variantIds") or {}
        return {
            "kind": kind,
            "products": [cards.product_card(p, language, chosen.get(p["_id"])) for p in found],
        }
    if kind == "product_detail":
        product = products.get(ref.get("productId", ""))
        if product is None:
            return None
        card = cards.product_card(product, language, ref.get("variantId"))
        return {"kind": kind, "product": card}
    if kind == "cart_action":
        return _cart_action(ref, actions.get(ref.get("actionId", "")), products, language)
    if kind == "cart_summary":
        return {"kind": kind, "cart": cards.cart_view(await store.cart(), language)}
    if kind in ("order", "order_status"):
        order = await store.order(ref.get("orderId"))
        if order is None:
            return None
        return {"kind": kind, "order": cards.order_summary(order, language)}
    if kind == "offers":
        offers = await store.listed("offers", storefront.offers)
        block: dict[str, Any] = {
            "kind": kind,
            "offers": [
                cards.offer_card(offers[oid], language)
                for oid in ref.get("offerIds") or []
                if oid in offers
            ],
        }
        if ref.get("couponCode"):
            block["couponCode"] = ref["couponCode"]
        return block
    if kind == "recipe":
        recipe = store.recipes.get(ref.get("recipeId", ""))
        if recipe is None:
            return None
        card = cards.recipe_card(recipe, products, language)
        return {
            "kind": kind,
            "recipe": card,
            "servings": ref.get("servings") or recipe.get("servings"),
            "ingredientCount": len(card["ingredients"]),
        }
    if kind == "faq":
        entries = await store.listed("faq", storefront.faq)
        return {"kind": kind, "items": _pick(entries, ref.get("faqIds"), cards.faq_item, language)}
    if kind == "categories":
        categories = await store.listed("categories", storefront.categories)
        chosen = _pick(categories, ref.get("categoryIds"), cards.category_card, language)
        return {"kind": kind, "categories": chosen}
    if kind == "brands":
        brands = await store.listed("brands", storefront.brands)
        return {
            "kind": kind,
            "brands": _pick(brands, ref.get("brandIds"), cards.brand_card, language),
        }
    if kind == "locations":
        branches = await store.listed("branches", storefront.branches)
        chosen = _pick(branches, ref.get("branchIds"), cards.location_card, language)
        return {"kind": kind, "items": chosen}
    if kind == "delivery_info":
        return await _delivery_info(ref, store, language)
    return dict(ref)


def _pick(
    records: dict[str, Record],
    ids: Any,
    render: Callable[[Record, Language], Record],
    language: Language,
) -> list[Record]:
    return [render(records[rid], language) for rid in ids or [] if rid in records]


def _cart_action(
    ref: dict, action: dict | None, products: dict[str, Record], language: Language
) -> dict:
    if action is None:
        # The proposal is gone from storage: show it, but never as confirmable.
        return {
            "kind": "cart_action",
            "actionId": ref.get("actionId"),
            "actionType": None,
            "items": [],
            "status": "expired",
        }
    items = []
    estimate = 0
    for item in action.get("items") or []:
        product = products.get(_field(item, "productId"))
        if product is None:
            continue
        variant_id = _field(item, "variantId")
        quantity = int(_field(item, "quantity") or 0)
        estimate += cards.unit_price(product, variant_id) * quantity
        items.append(
            {
                "productId": product["_id"],
                "variantId": variant_id,
                "quantity": quantity,
                "product": cards.product_card(product, language),
            }
        )
    block: dict[str, Any] = {
        "kind": "cart_action",
        "actionId": ref.get("actionId"),
        "actionType": action.get("type"),
        "items": items,
        "status": action.get("status"),
    }
    params = action.get("params")
    if isinstance(params, dict) and params:
        block["params"] = dict(params)
    if action.get("type") in ESTIMATED_ACTIONS and items:
        block["estimatedTotal"] = estimate
    return block


async def _delivery_info(ref: dict, store: _Store, language: Language) -> dict:
    """The named area, or else the owner's cart's current delivery selection."""
    block: dict[str, Any] = {"kind": "delivery_info"}
    if ref.get("areaId"):
        areas = await store.listed("areas", store.storefront.delivery_areas)
        area = areas.get(ref["areaId"])
        express = bool(ref.get("express"))
    else:
        cart = await store.cart()
        area, express = cart.get("deliveryArea"), bool(cart.get("express"))
    if area is None:
        return block
    block["areaName"] = cards.localized(area.get("name"), language)
    block["zoneName"] = cards.localized(area.get("zoneName"), language)
    block["fee"] = area["expressFee"] if express else area["fee"]
    block["etaMinutes"] = area["expressEtaMinutes"] if express else area["etaMinutes"]
    if express:
        block["express"] = True
    return block

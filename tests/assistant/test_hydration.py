"""Stored block references rendered from the store as it is at read time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hub.assistant.hydration import hydrate_blocks
from hub.storefront import seed
from hub.storefront.port import CartMutation, LineItem
from storage.conversation_records import ActionLine, CartAction
from tests.storefront.test_embedded import seeded_storefront, simple_product

CUSTOMER = "customer:demo-1"
GUEST = "guest:" + "cd" * 16


class CountingStorefront:
    """The embedded storefront, counting product lookups."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.product_lookups = 0

    async def products_by_ids(self, ids):
        self.product_lookups += 1
        return await self._inner.products_by_ids(ids)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


@pytest.fixture
def storefront(io_loop):
    return io_loop.run_sync(seeded_storefront)


def proposed(action_id, action_type, lines, status="pending", params=None) -> CartAction:
    """An action as the repository hands it out."""
    at = datetime(2026, 5, 1, tzinfo=UTC)
    return CartAction(
        id=action_id,
        conversation_id="c" * 24,
        owner=CUSTOMER,
        type=action_type,
        items=tuple(ActionLine(product_id, None, quantity) for product_id, quantity in lines),
        params=params or {},
        status=status,
        created_at=at,
        updated_at=at,
        expires_at=at + timedelta(minutes=15),
    )


async def hydrate(storefront, refs, owner=CUSTOMER, language="en", actions=None):
    return await hydrate_blocks(
        refs, storefront=storefront, owner=owner, language=language, actions=actions or {}
    )


async def test_products_follow_price_and_stock_changes(storefront):
    product = simple_product()
    refs = [{"kind": "products", "productIds": [product["_id"], "p-9999"]}]
    [before] = await hydrate(storefront, refs)
    assert [card["price"] for card in before["products"]] == [product["price"]]
    assert before["products"][0]["inStock"] is True
    await storefront.update_product(product["_id"], price=product["price"] + 250, stock=0)
    [after] = await hydrate(storefront, refs)
    card = after["products"][0]
    assert card["price"] == product["price"] + 250
    assert (card["inStock"], card["stock"]) == (False, 0)


async def test_cards_speak_the_readers_language(storefront):
    product = simple_product()
    refs = [{"kind": "product_detail", "productId": product["_id"]}]
    [english] = await hydrate(storefront, refs)
    [arabic] = await hydrate(storefront, refs, language="ar")
    assert english["product"]["name"] == product["name"]["en"]
    assert arabic["product"]["name"] == product["name"]["ar"]
    assert english["product"]["brand"] and english["product"]["image"] == product["image"]
    assert await hydrate(storefront, [{"kind": "product_detail", "productId": "p-9999"}]) == []


async def test_cart_actions_carry_current_cards_and_an_estimate(storefront):
    one, two = simple_product(), simple_product(skip=1)
    actions = {
        "a1": proposed("a1", "add_to_cart", [(one["_id"], 2), (two["_id"], 1), ("p-9999", 1)]),
        "a2": proposed("a2", "apply_coupon", [], "confirmed", {"couponCode": "FRESH10"}),
    }
    refs = [
        {"kind": "cart_action", "actionId": "a1"},
        {"kind": "cart_action", "actionId": "a2"},
        {"kind": "cart_action", "actionId": "gone"},
    ]
    counting = CountingStorefront(storefront)
    add, coupon, gone = await hydrate(counting, refs, actions=actions)
    assert counting.product_lookups == 1
    assert add["actionType"] == "add_to_cart" and add["status"] == "pending"
    assert [(i["productId"], i["quantity"]) for i in add["items"]] == [
        (one["_id"], 2),
        (two["_id"], 1),
    ]
    assert add["items"][0]["product"]["name"] == one["name"]["en"]
    assert add["estimatedTotal"] == 2 * one["price"] + two["price"]
    assert coupon["status"] == "confirmed" and "estimatedTotal" not in coupon
    assert coupon["params"] == {"couponCode": "FRESH10"}
    assert gone == {
        "kind": "cart_action",
        "actionId": "gone",
        "actionType": None,
        "items": [],
        "status": "expired",
    }


async def test_one_product_lookup_for_the_whole_message(storefront):
    one, two = simple_product(), simple_product(skip=1)
    refs = [
        {"kind": "products", "productIds": [one["_id"]]},
        {"kind": "product_detail", "productId": two["_id"]},
        {"kind": "recipe", "recipeId": "recipe-machboos", "servings": 6},
        {"kind": "products", "productIds": [two["_id"]]},
    ]
    counting = CountingStorefront(storefront)
    blocks = await hydrate(counting, refs)
    assert [b["kind"] for b in blocks] == ["products", "product_detail", "recipe", "products"]
    assert counting.product_lookups == 1


async def test_recipe_block(storefront):
    recipe = next(r for r in seed.RECIPES if r["_id"] == "recipe-machboos")
    [block] = await hydrate(
        storefront, [{"kind": "recipe", "recipeId": recipe["_id"], "servings": 4}], language="ar"
    )
    assert block["servings"] == 4
    assert block["ingredientCount"] == len(recipe["ingredients"])
    card = block["recipe"]
    assert card["name"] == recipe["name"]["ar"] and card["steps"] == recipe["steps"]["ar"]
    assert card["ingredients"][0]["product"]["_id"] == recipe["ingredients"][0]["productId"]
    assert await hydrate(storefront, [{"kind": "recipe", "recipeId": "recipe-x"}]) == []


async def test_cart_summary_is_the_owners_cart_now(storefront):
    product = simple_product()
    await storefront.apply(GUEST, CartMutation("add_to_cart", (LineItem(product["_id"], None, 3),)))
    [block] = await hydrate(storefront, [{"kind": "cart_summary"}], owner=GUEST)
    cart = block["cart"]
    assert cart["itemCount"] == 3 and cart["currency"] == "KWD"
    assert cart["items"][0]["product"]["_id"] == product["_id"]
    assert cart["subtotal"] == 3 * product["price"]


async def test_orders_belong_to_their_customer(storefront):
    order = (await storefront.orders("demo-1"))[0]
    refs = [
        {"kind": "order", "orderId": order["_id"]},
        {"kind": "order_status", "orderId": order["_id"]},
    ]
    blocks = await hydrate(storefront, refs)
    assert [b["kind"] for b in blocks] == ["order", "order_status"]
    summary = blocks[0]["order"]
    assert summary["orderNumber"] == order["orderNumber"] and summary["total"] == order["total"]
    assert summary["itemCount"] == order["itemCount"]
    assert summary["thumbnails"] and len(summary["thumbnails"]) <= 4
    assert await hydrate(storefront, refs, owner="customer:demo-2") == []
    assert await hydrate(storefront, refs, owner=GUEST) == []


async def test_store_content_blocks(storefront):
    offer, faq, branch = seed.OFFERS[0], seed.FAQ[0], seed.BRANCHES[0]
    refs = [
        {"kind": "offers", "offerIds": [offer["_id"], "offer-x"], "couponCode": "FRESH10"},
        {"kind": "faq", "faqIds": [faq["_id"]]},
        {"kind": "categories", "categoryIds": ["cat-fruits", "cat-dairy-eggs"]},
        {"kind": "brands", "brandIds": ["brand-almarai"]},
        {"kind": "locations", "branchIds": [branch["_id"]]},
    ]
    offers, faqs, categories, brands, locations = await hydrate(storefront, refs, language="ar")
    assert [o["_id"] for o in offers["offers"]] == [offer["_id"]]
    assert offers["offers"][0]["title"] == offer["title"]["ar"]
    assert offers["couponCode"] == "FRESH10"
    assert faqs["items"] == [{"question": faq["question"]["ar"], "answer": faq["answer"]["ar"]}]
    assert [c["_id"] for c in categories["categories"]] == ["cat-fruits", "cat-dairy-eggs"]
    assert brands["brands"][0]["name"] == "المراعي"
    location = locations["items"][0]
    assert (location["label"], location["lat"], location["lng"]) == (
        branch["name"]["ar"],
        branch["lat"],
        branch["lng"],
    )


async def test_delivery_info_from_the_block_or_the_cart(storefront):
    zone = next(z for z in seed.ZONES if z["_id"] == "zone-central")
    [named] = await hydrate(storefront, [{"kind": "delivery_info", "areaId": "area-salmiya"}])
    assert named == {
        "kind": "delivery_info",
        "areaName": "Salmiya",
        "zoneName": zone["name"]["en"],
        "fee": zone["fee"],
        "etaMinutes": zone["etaMinutes"],
    }
    [unknown] = await hydrate(storefront, [{"kind": "delivery_info"}], owner=GUEST)
    assert unknown == {"kind": "delivery_info"}
    await storefront.apply(
        GUEST, CartMutation("select_delivery_area", params={"areaId": "area-salmiya"})
    )
    await storefront.apply(
        GUEST, CartMutation("add_to_cart", (LineItem(simple_product()["_id"], None, 1),))
    )
    await storefront.apply(GUEST, CartMutation("set_express", params={"express": True}))
    [current] = await hydrate(storefront, [{"kind": "delivery_info"}], owner=GUEST)
    assert (current["fee"], current["etaMinutes"]) == (
        zone["expressFee"],
        zone["expressEtaMinutes"],
    )


async def test_snapshots_pass_through_and_junk_is_survived(storefront):
    days = [{"date": "2025-03-01", "slots": []}]
    refs: list[Any] = [
        {"kind": "text", "text": "Hello"},
        {"kind": "delivery_slots", "days": days},
        {"kind": "handoff", "ticketId": "t1", "ticketNumber": "T-000001"},
        {"kind": "actions", "suggestions": [{"label": "Milk", "prompt": "show milk"}]},
        {"kind": "error", "code": "OUT_OF_STOCK"},
        {"kind": "hologram", "beam": 3},
        {"no": "kind"},
        "not a block",
        {"kind": "products", "productIds": None},
    ]
    blocks = await hydrate(storefront, refs)
    assert blocks[:6] == refs[:6]
    assert blocks[6] == {"kind": "products", "products": []}
    assert len(blocks) == 7

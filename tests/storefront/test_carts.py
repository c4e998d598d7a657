"""Every cart mutation of the embedded storefront, its totals and each way it can fail."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from hub.envelope import render_error
from hub.errors import HubError
from hub.storefront import seed
from hub.storefront.port import ACTION_TYPES, CartMutation, LineItem
from tests.storefront.test_embedded import (
    NOW,
    Clock,
    add,
    product_where,
    seeded_storefront,
    simple_product,
)

GUEST = "guest:" + "ab" * 16
DEMO = "customer:demo-1"
DEMO_ACCOUNT = seed.DEMO_CUSTOMERS[0]
ZONES = {zone["_id"]: zone for zone in seed.ZONES}
AREAS = {area["_id"]: area for area in seed.AREAS}

VARIANT_PRODUCT = product_where(lambda p: len(p["variants"]) >= 2 and p["stock"] >= 20)
OUT_OF_STOCK = product_where(lambda p: not p["variants"] and p["stock"] == 0)
LOW_STOCK = product_where(lambda p: not p["variants"] and 0 < p["stock"] <= 3)


def mutation(kind: str, *items: LineItem, **params) -> CartMutation:
    return CartMutation(kind, tuple(items), params)  # type: ignore[arg-type]


def line(product: dict, quantity: int = 1, variant_id: str | None = None) -> LineItem:
    return LineItem(product["_id"], variant_id, quantity)


async def failure(coro) -> HubError:
    with pytest.raises(HubError) as caught:
        await coro
    return caught.value


def test_the_tests_cover_every_action_type():
    covered = {
        "add_to_cart", "update_cart_item", "remove_cart_item", "apply_coupon", "apply_loyalty",
        "add_recipe_to_cart", "reorder", "select_delivery_area", "select_address", "clear_cart",
        "clear_coupon", "clear_loyalty", "set_express",
    }  # fmt: skip
    assert covered == set(ACTION_TYPES)


async def test_add_to_cart_sums_quantities_and_prices_lines():
    storefront = await seeded_storefront()
    product = simple_product()
    await storefront.apply(GUEST, add(product["_id"], 2))
    cart = await storefront.apply(GUEST, add(product["_id"], 1))
    assert [(i["productId"], i["quantity"]) for i in cart["items"]] == [(product["_id"], 3)]
    assert cart["items"][0]["lineTotal"] == 3 * product["price"]
    assert cart["itemCount"] == 3
    assert cart["subtotal"] == 3 * product["price"] == cart["total"] + cart["discount"]
    assert cart["deliveryFee"] == 0 and cart["deliveryArea"] is None
    assert await storefront.cart(GUEST) == cart


async def test_a_variant_product_defaults_to_its_first_variant():
    storefront = await seeded_storefront()
    first, second = VARIANT_PRODUCT["variants"][:2]
    await storefront.apply(GUEST, add(VARIANT_PRODUCT["_id"], 1))
    cart = await storefront.apply(GUEST, add(VARIANT_PRODUCT["_id"], 2, second["_id"]))
    lines = {(i["variantId"], i["quantity"], i["unitPrice"]) for i in cart["items"]}
    assert lines == {(first["_id"], 1, first["price"]), (second["_id"], 2, second["price"])}
    error = await failure(storefront.apply(GUEST, add(VARIANT_PRODUCT["_id"], 1, "nope")))
    assert error.status_message == "RESOURCE_NOT_FOUND"
    # None names the default variant's line when the product has several lines.
    cart = await storefront.apply(GUEST, mutation("update_cart_item", line(VARIANT_PRODUCT, 4)))
    assert {(i["variantId"], i["quantity"]) for i in cart["items"]} == {
        (first["_id"], 4),
        (second["_id"], 2),
    }


async def test_one_update_moves_a_line_to_another_variant():
    storefront = await seeded_storefront()
    first, second = VARIANT_PRODUCT["variants"][:2]
    await storefront.apply(GUEST, add(VARIANT_PRODUCT["_id"], 2, first["_id"]))
    moved = mutation(
        "update_cart_item",
        line(VARIANT_PRODUCT, 0, first["_id"]),
        line(VARIANT_PRODUCT, 2, second["_id"]),
    )
    cart = await storefront.apply(GUEST, moved)
    assert [(i["variantId"], i["quantity"]) for i in cart["items"]] == [(second["_id"], 2)]


async def test_out_of_stock_names_the_products_and_changes_nothing():
    storefront = await seeded_storefront()
    product = simple_product()
    error = await failure(
        storefront.apply(
            GUEST,
            CartMutation("add_to_cart", (line(product, 1), line(OUT_OF_STOCK, 1))),
        )
    )
    assert error.status_message == "OUT_OF_STOCK"
    assert [p.field for p in error.problems] == [OUT_OF_STOCK["_id"]]
    assert error.problems[0].message_key == "item_out_of_stock"
    assert error.detail["products"] == [
        {"productId": OUT_OF_STOCK["_id"], "variantId": None, "available": 0}
    ]
    assert (await storefront.cart(GUEST))["items"] == []

    error = await failure(storefront.apply(GUEST, add(LOW_STOCK["_id"], LOW_STOCK["stock"] + 1)))
    assert error.status_message == "OUT_OF_STOCK"
    assert error.problems[0].detail["available"] == LOW_STOCK["stock"]
    for language in ("en", "ar"):
        message = render_error(error, language)["error"]["data"][0]["message"]
        assert LOW_STOCK["name"][language] in message
    await storefront.apply(GUEST, add(LOW_STOCK["_id"], LOW_STOCK["stock"]))
    error = await failure(storefront.apply(GUEST, add(LOW_STOCK["_id"], 1)))
    assert error.status_message == "OUT_OF_STOCK"


async def test_bad_items_are_refused():
    storefront = await seeded_storefront()
    unknown = await failure(storefront.apply(GUEST, add("p-9999", 1)))
    assert unknown.status_message == "RESOURCE_NOT_FOUND"
    zero = await failure(storefront.apply(GUEST, add(simple_product()["_id"], 0)))
    assert zero.status_message == "VALIDATION_ERROR"
    empty = await failure(storefront.apply(GUEST, CartMutation("add_to_cart")))
    assert empty.status_message == "VALIDATION_ERROR"


async def test_update_and_remove_items():
    storefront = await seeded_storefront()
    one, two = simple_product(), simple_product(skip=1)
    for kind in ("update_cart_item", "remove_cart_item"):
        error = await failure(storefront.apply(GUEST, mutation(kind, line(one))))
        assert error.status_message == "CART_EMPTY"
    await storefront.apply(GUEST, CartMutation("add_to_cart", (line(one, 2), line(two, 1))))
    cart = await storefront.apply(GUEST, mutation("update_cart_item", line(one, 5)))
    assert {i["productId"]: i["quantity"] for i in cart["items"]} == {one["_id"]: 5, two["_id"]: 1}
    error = await failure(storefront.apply(GUEST, mutation("update_cart_item", line(one, 10_000))))
    assert error.status_message == "OUT_OF_STOCK"
    missing = simple_product(skip=2)
    for kind, quantity in (("update_cart_item", 0), ("remove_cart_item", 1)):
        error = await failure(storefront.apply(GUEST, mutation(kind, line(missing, quantity))))
        assert error.status_message == "RESOURCE_NOT_FOUND"
    negative = await failure(storefront.apply(GUEST, mutation("update_cart_item", line(one, -1))))
    assert negative.status_message == "VALIDATION_ERROR"
    cart = await storefront.apply(GUEST, mutation("update_cart_item", line(one, 0)))
    assert [i["productId"] for i in cart["items"]] == [two["_id"]]
    cart = await storefront.apply(GUEST, mutation("remove_cart_item", line(two, 0)))
    assert cart["items"] == [] and cart["total"] == 0


async def fruit_cart(storefront, owner: str = GUEST, quantity: int = 6) -> dict:
    fruit = simple_product(category="cat-fruits")
    return await storefront.apply(owner, add(fruit["_id"], quantity))


async def test_apply_and_clear_a_coupon():
    storefront = await seeded_storefront()
    error = await failure(storefront.apply(GUEST, mutation("apply_coupon", couponCode="FRESH10")))
    assert error.status_message == "CART_EMPTY"
    cart = await fruit_cart(storefront)
    assert cart["subtotal"] >= 3000
    cart = await storefront.apply(GUEST, mutation("apply_coupon", couponCode=" fresh10 "))
    assert cart["couponCode"] == "FRESH10"
    assert cart["discount"] == cart["subtotal"] // 10
    assert cart["total"] == cart["subtotal"] - cart["discount"]
    assert "offer-fresh-produce" in cart["appliedOfferIds"]
    cart = await storefront.apply(GUEST, mutation("clear_coupon"))
    assert cart["couponCode"] is None and cart["discount"] == 0
    cart = await storefront.apply(GUEST, mutation("clear_coupon"))
    assert cart["couponCode"] is None


async def test_coupon_failures():
    clock = Clock()
    storefront = await seeded_storefront(clock)
    small = simple_product(category="cat-fruits")
    await storefront.apply(GUEST, add(small["_id"], 1))
    cases = {
        "NOPE": "coupon_unknown",
        "FRESH10": "coupon_min_subtotal",  # one fruit is under the 3 KWD minimum
        "BABY15": "coupon_min_subtotal",
    }
    for code, key in cases.items():
        error = await failure(storefront.apply(GUEST, mutation("apply_coupon", couponCode=code)))
        assert error.status_message == "VALIDATION_ERROR"
        assert [p.message_key for p in error.problems] == [key]
    await storefront.apply(GUEST, add(small["_id"], 20))
    error = await failure(storefront.apply(GUEST, mutation("apply_coupon", couponCode="CLEAN1")))
    assert [p.message_key for p in error.problems] == ["coupon_not_applicable"]
    missing = await failure(storefront.apply(GUEST, mutation("apply_coupon")))
    assert missing.status_message == "VALIDATION_ERROR"
    clock.now = NOW + timedelta(days=8)
    error = await failure(storefront.apply(GUEST, mutation("apply_coupon", couponCode="FRESH10")))
    assert [p.message_key for p in error.problems] == ["coupon_expired"]


async def test_offers_without_a_code_apply_by_themselves():
    storefront = await seeded_storefront()
    dairy = simple_product(category="cat-dairy-eggs")
    cart = await storefront.apply(GUEST, add(dairy["_id"], 2))
    assert cart["discount"] == 2 * dairy["price"] * 15 // 100
    assert cart["appliedOfferIds"] == ["offer-dairy-flash"]


async def test_loyalty_points():
    storefront = await seeded_storefront()
    error = await failure(storefront.apply(DEMO, mutation("apply_loyalty", points=600)))
    assert error.status_message == "CART_EMPTY"
    cart = await fruit_cart(storefront, DEMO, quantity=10)
    cart = await storefront.apply(DEMO, mutation("apply_loyalty", points=600))
    assert cart["loyaltyPoints"] == 600 and cart["loyaltyDiscount"] == 600
    assert cart["total"] == cart["subtotal"] - cart["discount"] - 600
    balance = DEMO_ACCOUNT["loyaltyPoints"]
    for points, key in ((balance + 1, "loyalty_balance"), (499, "loyalty_minimum")):
        error = await failure(storefront.apply(DEMO, mutation("apply_loyalty", points=points)))
        assert error.status_message == "VALIDATION_ERROR"
        assert [p.message_key for p in error.problems] == [key]
    cart = await storefront.apply(DEMO, mutation("apply_loyalty"))
    assert cart["loyaltyPoints"] == min(balance, cart["subtotal"] - cart["discount"])
    cart = await storefront.apply(DEMO, mutation("clear_loyalty"))
    assert cart["loyaltyPoints"] == 0 and cart["loyaltyDiscount"] == 0


async def test_points_never_take_more_than_the_products_cost():
    storefront = await seeded_storefront()
    cheap = product_where(
        lambda p: not p["variants"] and p["stock"] > 5 and 500 < p["price"] < 1000
        and p["categoryId"] not in ("cat-dairy-eggs", "cat-water", "cat-fruits")
    )  # fmt: skip
    cart = await storefront.apply(DEMO, add(cheap["_id"], 1))
    cart = await storefront.apply(DEMO, mutation("apply_loyalty", points=2000))
    assert cart["loyaltyDiscount"] == cart["subtotal"] - cart["discount"]
    assert cart["total"] == 0


async def test_guests_have_no_account_to_use():
    storefront = await seeded_storefront()
    await fruit_cart(storefront)
    for kind, params in (
        ("apply_loyalty", {"points": 500}),
        ("select_address", {"addressId": DEMO_ACCOUNT["addresses"][0]["_id"]}),
        ("reorder", {"orderId": DEMO_ACCOUNT["orders"][0]["_id"]}),
    ):
        error = await failure(storefront.apply(GUEST, mutation(kind, **params)))
        assert error.status_message == "FORBIDDEN", kind


async def test_delivery_area_fee_and_express():
    storefront = await seeded_storefront()
    area = AREAS["area-salmiya"]
    zone = ZONES[area["zoneId"]]
    cart = await storefront.apply(GUEST, mutation("select_delivery_area", areaId=area["_id"]))
    assert cart["deliveryArea"]["_id"] == area["_id"] and cart["deliveryFee"] == 0  # empty cart
    error = await failure(storefront.apply(GUEST, mutation("set_express", express=True)))
    assert error.status_message == "CART_EMPTY"
    cart = await fruit_cart(storefront)
    assert cart["deliveryFee"] == zone["fee"] and cart["minOrder"] == zone["minOrder"]
    cart = await storefront.apply(GUEST, mutation("set_express", express=True))
    assert cart["express"] is True and cart["deliveryFee"] == zone["expressFee"]
    assert cart["total"] == cart["subtotal"] - cart["discount"] + zone["expressFee"]
    cart = await storefront.apply(GUEST, mutation("set_express", express=False))
    assert cart["deliveryFee"] == zone["fee"]
    bad = await failure(storefront.apply(GUEST, mutation("set_express", express="yes")))
    assert bad.status_message == "VALIDATION_ERROR"
    unknown = await failure(storefront.apply(GUEST, mutation("select_delivery_area", areaId="x")))
    assert unknown.status_message == "RESOURCE_NOT_FOUND"


async def test_select_a_saved_address():
    storefront = await seeded_storefront()
    home, work = DEMO_ACCOUNT["addresses"][:2]
    cart = await storefront.apply(DEMO, mutation("select_address", addressId=home["_id"]))
    assert cart["address"]["_id"] == home["_id"]
    assert cart["deliveryArea"]["_id"] == home["areaId"]
    unknown = await failure(storefront.apply(DEMO, mutation("select_address", addressId="addr-x")))
    assert unknown.status_message == "RESOURCE_NOT_FOUND"
    cart = await storefront.apply(DEMO, mutation("select_delivery_area", areaId=work["areaId"]))
    assert cart["address"] is None and cart["deliveryArea"]["_id"] == work["areaId"]


async def test_add_a_recipe():
    storefront = await seeded_storefront()
    recipe = next(r for r in seed.RECIPES if r["_id"] == "recipe-machboos")
    cart = await storefront.apply(GUEST, mutation("add_recipe_to_cart", recipeId=recipe["_id"]))
    wanted = {(i["productId"], i["variantId"]) for i in recipe["ingredients"]}
    assert {(i["productId"], i["variantId"]) for i in cart["items"]} == wanted
    chosen = recipe["ingredients"][0]
    cart = await storefront.apply(
        GUEST,
        mutation(
            "add_recipe_to_cart",
            LineItem(chosen["productId"], chosen["variantId"], 2),
            recipeId=recipe["_id"],
        ),
    )
    assert next(i for i in cart["items"] if i["productId"] == chosen["productId"])["quantity"] == 3
    unknown = await failure(storefront.apply(GUEST, mutation("add_recipe_to_cart", recipeId="r")))
    assert unknown.status_message == "RESOURCE_NOT_FOUND"


async def test_reorder_a_past_order():
    storefront = await seeded_storefront()
    order = (await storefront.orders("demo-1"))[-1]  # the oldest order, all of it in stock
    cart = await storefront.apply(DEMO, mutation("reorder", orderId=order["_id"]))
    assert {(i["productId"], i["variantId"], i["quantity"]) for i in cart["items"]} == {
        (i["productId"], i["variantId"], i["quantity"]) for i in order["items"]
    }
    others = (await storefront.orders("demo-2"))[0]
    for order_id in (others["_id"], "order-x"):
        error = await failure(storefront.apply(DEMO, mutation("reorder", orderId=order_id)))
        assert error.status_message == "RESOURCE_NOT_FOUND"


async def test_clear_the_cart_keeps_the_delivery_choice():
    storefront = await seeded_storefront()
    error = await failure(storefront.apply(DEMO, mutation("clear_cart")))
    assert error.status_message == "CART_EMPTY"
    await fruit_cart(storefront, DEMO, quantity=10)
    await storefront.apply(DEMO, mutation("apply_coupon", couponCode="FRESH10"))
    await storefront.apply(DEMO, mutation("apply_loyalty", points=500))
    await storefront.apply(DEMO, mutation("select_delivery_area", areaId="area-salmiya"))
    await storefront.apply(DEMO, mutation("set_express", express=True))
    cart = await storefront.apply(DEMO, mutation("clear_cart"))
    assert cart["items"] == [] and cart["total"] == 0 and cart["deliveryFee"] == 0
    assert (cart["couponCode"], cart["loyaltyPoints"], cart["express"]) == (None, 0, False)
    assert cart["deliveryArea"]["_id"] == "area-salmiya"


async def test_merge_a_guest_cart_onto_the_customer_once():
    storefront = await seeded_storefront()
    shared, guest_only = simple_product(), simple_product(skip=1)
    await storefront.apply(DEMO, add(shared["_id"], 2))
    await storefront.apply(DEMO, mutation("select_delivery_area", areaId="area-salmiya"))
    await storefront.apply(GUEST, CartMutation("add_to_cart", (line(shared, 3), line(guest_only))))
    await storefront.apply(GUEST, mutation("select_delivery_area", areaId="area-jahra"))
    await storefront.apply(GUEST, add(LOW_STOCK["_id"], LOW_STOCK["stock"]))
    await storefront.apply(DEMO, add(LOW_STOCK["_id"], 1))
    await storefront.merge_carts(GUEST, DEMO)
    await storefront.merge_carts(GUEST, DEMO)
    cart = await storefront.cart(DEMO)
    assert {i["productId"]: i["quantity"] for i in cart["items"]} == {
        shared["_id"]: 5,
        guest_only["_id"]: 1,
        LOW_STOCK["_id"]: LOW_STOCK["stock"],  # capped by stock
    }
    assert cart["deliveryArea"]["_id"] == "area-salmiya"
    assert (await storefront.cart(GUEST))["items"] == []


async def test_concurrent_confirms_on_one_cart_all_land():
    storefront = await seeded_storefront()
    product = simple_product()
    await asyncio.gather(*(storefront.apply(GUEST, add(product["_id"], 1)) for _ in range(10)))
    cart = await storefront.cart(GUEST)
    assert cart["items"][0]["quantity"] == 10


async def test_carts_show_current_prices():
    storefront = await seeded_storefront()
    product = simple_product()
    await storefront.apply(GUEST, add(product["_id"], 2))
    await storefront.update_product(product["_id"], price=product["price"] + 100)
    cart = await storefront.cart(GUEST)
    assert cart["items"][0]["unitPrice"] == product["price"] + 100
    assert cart["subtotal"] == 2 * (product["price"] + 100)


async def test_one_update_takes_a_line_off_and_puts_another_on():
    """ "take the bread off my list and add milk" is one change of absolute counts: 0 takes a
    line off, a count for a product the cart lacks puts it on; either failing changes nothing."""
    storefront = await seeded_storefront()
    one, two, new = simple_product(), simple_product(skip=1), simple_product(skip=2)
    await storefront.apply(GUEST, CartMutation("add_to_cart", (line(one, 2), line(two, 1))))
    swapped = mutation("update_cart_item", line(one, 0), line(new, 3))
    cart = await storefront.apply(GUEST, swapped)
    assert {i["productId"]: i["quantity"] for i in cart["items"]} == {two["_id"]: 1, new["_id"]: 3}
    too_many = mutation("update_cart_item", line(two, 0), line(one, 10_000))
    error = await failure(storefront.apply(GUEST, too_many))
    assert error.status_message == "OUT_OF_STOCK"
    cart = await storefront.cart(GUEST)
    assert {i["productId"]: i["quantity"] for i in cart["items"]} == {two["_id"]: 1, new["_id"]: 3}

"""The embedded storefront's repositories and the push tokens: the contract both
implementations keep (see `tests.storage.backends`)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from storage.storefront_carts import CartLine, CartState
from tests.storage.backends import both, storage_on

T0 = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def product(pid: str, category: str, brand: str, **fields: object) -> dict[str, object]:
    return {"_id": pid, "name": {"en": pid, "ar": pid}, "categoryId": category, "brandId": brand,
            "price": 100, "stock": 5, **fields}  # fmt: skip


@both
async def test_catalogue_keeps_seed_order_and_never_overwrites(backend):
    catalogue = (await storage_on(backend)).catalogue
    first = [
        product("p2", "dairy", "b1"),
        product("p1", "dairy", "b2"),
        product("p3", "bakery", "b1"),
    ]
    assert await catalogue.insert_missing("products", first) == 3
    changed = {**first[0], "price": 1}
    assert await catalogue.insert_missing("products", [changed, product("p4", "dairy", "b1")]) == 1
    assert [p["_id"] for p in await catalogue.all("products")] == ["p2", "p1", "p4", "p3"]
    assert all("position" not in p for p in await catalogue.all("products"))
    assert (await catalogue.by_ids("products", ["p2"]))["p2"]["price"] == 100
    assert set(await catalogue.by_ids("products", ["p3", "nope", "p3"])) == {"p3"}
    assert await catalogue.by_ids("products", []) == {}

    dairy = await catalogue.products_where(category_id="dairy", limit=0)
    assert [p["_id"] for p in dairy] == ["p2", "p1", "p4"]
    both_filters = await catalogue.products_where(category_id="dairy", brand_id="b1", limit=1)
    assert [p["_id"] for p in both_filters] == ["p2"]


@both
async def test_catalogue_offers_by_coupon_and_product_updates(backend):
    catalogue = (await storage_on(backend)).catalogue
    await catalogue.insert_missing("offers", [{"_id": "o1", "couponCode": "SAVE"}, {"_id": "o2"}])
    assert (await catalogue.offer_by_coupon("SAVE"))["_id"] == "o1"
    assert await catalogue.offer_by_coupon("NONE") is None

    await catalogue.insert_missing("products", [product("p1", "dairy", "b1")])
    held = (await catalogue.by_ids("products", ["p1"]))["p1"]
    updated = await catalogue.update_product("p1", {"stock": 0, "_id": "x", "position": 9})
    assert updated is not None and updated["_id"] == "p1" and updated["stock"] == 0
    assert "position" not in updated
    assert held["stock"] == 5  # what a caller read before the change stays as it was
    assert (await catalogue.by_ids("products", ["p1"]))["p1"]["stock"] == 0
    assert await catalogue.update_product("nope", {"stock": 1}) is None


@both
async def test_carts_are_versioned_and_taken_whole(backend):
    carts = (await storage_on(backend)).carts
    empty = await carts.load("guest:a")
    assert empty.lines == [] and empty.version == 0
    state = CartState(lines=[CartLine("p1", None, 2)], couponCode="SAVE", areaId="area-1")
    assert await carts.save("guest:a", state)
    assert not await carts.save("guest:a", state)  # a second writer that read version 0
    stored = await carts.load("guest:a")
    assert (stored.lines, stored.couponCode, stored.areaId, stored.version) == (
        [CartLine("p1", None, 2)],
        "SAVE",
        "area-1",
        1,
    )
    stored.lines.append(CartLine("p2", "v1", 1))
    assert await carts.save("guest:a", stored)
    assert not await carts.save("guest:a", stored)
    taken = await carts.take("guest:a")
    assert taken is not None and len(taken.lines) == 2
    assert await carts.take("guest:a") is None
    assert (await carts.load("guest:a")).version == 0


@both
async def test_customers_and_their_orders_newest_first(backend):
    customers = (await storage_on(backend)).customers
    orders = [
        {
            "_id": f"o{n}",
            "customerId": "c1",
            "orderNumber": 100 + n,
            "placedAt": T0 + timedelta(days=n),
        }
        for n in range(3)
    ] + [{"_id": "x", "customerId": "c2", "orderNumber": 200, "placedAt": T0}]
    await customers.insert_missing([{"_id": "c1", "loyaltyPoints": 5}], orders)
    await customers.insert_missing([{"_id": "c1", "loyaltyPoints": 99}], orders[:1])
    assert (await customers.customer("c1"))["loyaltyPoints"] == 5
    assert await customers.customer("nobody") is None
    assert [o["_id"] for o in await customers.orders("c1", limit=2)] == ["o2", "o1"]
    assert (await customers.order("c1", "o0"))["orderNumber"] == 100
    assert await customers.order("c1", "x") is None  # another customer's


@both
async def test_ticket_numbers_never_repeat(backend):
    tickets = (await storage_on(backend)).tickets
    numbers = await asyncio.gather(*(tickets.next_number() for _ in range(20)))
    assert sorted(numbers) == list(range(1, 21))
    await tickets.insert({"_id": "t1", "ticketNumber": "T-000001", "owner": "customer:c1"})
    assert (await tickets.ticket("t1"))["ticketNumber"] == "T-000001"
    assert await tickets.ticket("t2") is None


@both
async def test_the_newest_open_ticket_of_an_owner(backend):
    tickets = (await storage_on(backend)).tickets
    assert await tickets.newest_open("customer:c1") is None
    for number, owner, status, minutes in (
        (1, "customer:c1", "open", 0),
        (2, "customer:c1", "open", 5),
        (3, "customer:c1", "closed", 9),
        (4, "customer:c2", "open", 9),
    ):
        await tickets.insert({"_id": f"t{number}", "ticketNumber": f"T-00000{number}",
                              "owner": owner, "status": status,
                              "createdAt": T0 + timedelta(minutes=minutes)})  # fmt: skip
    assert (await tickets.newest_open("customer:c1"))["_id"] == "t2"
    assert (await tickets.newest_open("customer:c2"))["_id"] == "t4"
    assert await tickets.newest_open("guest:x") is None


@both
async def test_push_tokens_follow_the_last_customer_to_register(backend):
    push = (await storage_on(backend)).push_tokens
    first = await push.register("c1", "token-aaaaaaaa", "ios")
    again = await push.register("c1", "token-aaaaaaaa", "android")
    assert first.created and not again.created
    assert again.view["createdAt"] == first.view["createdAt"]
    assert again.view["platform"] == "android"
    moved = await push.register("c2", "token-aaaaaaaa", "android")
    assert moved.created
    await push.register("c1", "token-bbbbbbbb", "ios")
    [c1] = await push.tokens_of("c1")
    [c2] = await push.tokens_of("c2")
    assert (c1.token, c1.platform, c1.created_at) == ("token-bbbbbbbb", "ios", c1.updated_at)
    assert (c2.token, c2.platform, c2.updated_at) == (
        "token-aaaaaaaa",
        "android",
        moved.token.updated_at,
    )


@both
async def test_catalogue_keeps_what_a_food_is(backend):
    catalogue = (await storage_on(backend)).catalogue
    attributes = {
        "dietary": ["vegan", "vegetarian", "gluten_free", "lactose_free", "halal"],
        "allergens": ["sesame"],
        "nutrition": {"per": "100 g", "energyKcal": 595, "protein": 17.0, "sugar": None,
                      "fat": 53.8},
    }  # fmt: skip
    await catalogue.insert_missing(
        "products", [product("p1", "canned", "b1", attributes=attributes), product("p2", "x", "b")]
    )
    stored = await catalogue.by_ids("products", ["p1", "p2"])
    assert stored["p1"]["attributes"] == attributes
    assert "attributes" not in stored["p2"]
    updated = await catalogue.update_product("p1", {"stock": 0})
    assert updated is not None and updated["attributes"] == attributes
    listed = await catalogue.products_where(category_id="canned", limit=0)
    assert listed[0]["attributes"]["allergens"] == ["sesame"]

"""The embedded storefront on storage: seeding, catalogue reads, customers, tickets, slots.

Runs against `HUB_MONGO_URL` when set, else the embedded default; each test has its own
store. Helpers here are shared by the cart, search and hydration tests.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta

from hub.storefront import seed
from hub.storefront.embedded import EmbeddedStorefront, seed_demo_store
from hub.storefront.port import CartMutation, LineItem
from storage.configured import open_storage
from storage.stores import Storage
from tests.conftest import GUEST_A, hub_settings
from tests.services import free_port

# 09:30 in Kuwait: the day's first slot (09:00) has started, the second has not.
NOW = datetime(2025, 3, 1, 6, 30, tzinfo=UTC)


class Clock:
    def __init__(self, now: datetime = NOW) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def fresh_storage() -> Storage:
    """A store of its own: the configured backend (`HUB_MONGO_URL`), else the embedded one."""
    return open_storage(hub_settings())


async def seeded_storefront(
    clock: Callable[[], datetime] | None = None, storage: Storage | None = None
) -> EmbeddedStorefront:
    storefront = EmbeddedStorefront(storage or fresh_storage(), clock=clock or Clock())
    await storefront.start(seed_demo=True)
    return storefront


def product_where(test: Callable[[dict], bool]) -> dict:
    return next(product for product in seed.PRODUCTS if test(product))


def simple_product(min_stock: int = 20, category: str | None = None, skip: int = 0) -> dict:
    """A product without variants holding at least `min_stock`."""
    found = [
        p
        for p in seed.PRODUCTS
        if not p["variants"]
        and p["stock"] >= min_stock
        and (category is None or p["categoryId"] == category)
    ]
    return found[skip]


def add(product_id: str, quantity: int = 1, variant_id: str | None = None) -> CartMutation:
    return CartMutation("add_to_cart", (LineItem(product_id, variant_id, quantity),))


async def test_seeding_is_idempotent_and_keeps_changes():
    storage = fresh_storage()
    storefront = await seeded_storefront(storage=storage)
    product = simple_product()
    await storefront.update_product(product["_id"], price=product["price"] + 10)
    await seed_demo_store(storage)
    again = await seeded_storefront(storage=storage)
    assert len(await again.categories()) == len(seed.CATEGORIES)
    assert len(await again.recipes()) == len(seed.RECIPES)
    ids = [p["_id"] for p in seed.PRODUCTS]
    assert len(await again.products_by_ids(ids)) == len(seed.PRODUCTS)
    stored = (await again.products_by_ids([product["_id"]]))[product["_id"]]
    assert stored["price"] == product["price"] + 10
    assert len(await again.orders("demo-1", limit=50)) == len(seed.DEMO_CUSTOMERS[0]["orders"])


async def test_an_empty_store_still_answers():
    storefront = EmbeddedStorefront(fresh_storage(), clock=Clock())
    await storefront.start(seed_demo=False)
    assert await storefront.search_products("milk") == []
    assert await storefront.categories() == []
    assert await storefront.offers() == []
    cart = await storefront.cart("guest:" + "a" * 32)
    assert cart["items"] == [] and cart["total"] == 0
    await storefront.stop()


async def test_storage_down_at_start_does_not_stop_the_hub(hub_factory, client_for):
    hub = await hub_factory(mongo_url=f"mongodb://127.0.0.1:{free_port()}/")
    client = client_for(hub)
    assert (await client.get("/healthz")).status == 200
    ready = await client.get("/readyz")
    assert ready.status == 503 and ready.status_message == "SERVICE_UNAVAILABLE"
    assert [problem["field"] for problem in ready.json["error"]["data"]] == ["mongodb"]
    cart = await client.get("/v1/cart", guest=GUEST_A)  # a storefront read, answered
    assert cart.status == 503 and cart.status_message == "SERVICE_UNAVAILABLE"


async def test_catalogue_reads_keep_the_store_order_and_brand_names():
    storefront = await seeded_storefront()
    categories = await storefront.categories()
    assert [c["_id"] for c in categories] == [c["_id"] for c in seed.CATEGORIES]
    assert [b["_id"] for b in await storefront.brands()] == [b["_id"] for b in seed.BRANDS]
    fruits = await storefront.products_in_category("cat-fruits", limit=5)
    expected = [p["_id"] for p in seed.PRODUCTS if p["categoryId"] == "cat-fruits"][:5]
    assert [p["_id"] for p in fruits] == expected
    assert all("position" not in p for p in fruits)
    almarai = await storefront.products_of_brand("brand-almarai", limit=50)
    assert almarai and {p["brandId"] for p in almarai} == {"brand-almarai"}
    assert almarai[0]["brand"]["name"]["en"] == "Almarai"
    assert await storefront.products_by_ids(["p-9999"]) == {}
    recipe = await storefront.recipe("recipe-machboos")
    assert recipe is not None and recipe["ingredients"]
    assert await storefront.recipe("recipe-nothing") is None
    assert len(await storefront.faq()) == len(seed.FAQ)
    assert len(await storefront.branches()) == len(seed.BRANCHES)


async def test_delivery_areas_carry_their_zone():
    storefront = await seeded_storefront()
    areas = {area["_id"]: area for area in await storefront.delivery_areas()}
    assert len(areas) == len(seed.AREAS)
    zones = {zone["_id"]: zone for zone in seed.ZONES}
    for area in areas.values():
        zone = zones[area["zoneId"]]
        assert area["fee"] == zone["fee"] and area["expressFee"] == zone["expressFee"]
        assert area["etaMinutes"] == zone["etaMinutes"]
        assert area["zoneName"] == zone["name"]


async def test_offers_run_until_they_end():
    clock = Clock()
    storefront = await seeded_storefront(clock)
    offers = await storefront.offers()
    assert {o["_id"] for o in offers} == {o["_id"] for o in seed.OFFERS}
    for offer in offers:
        ends = datetime.fromisoformat(offer["endsAt"])
        assert ends == NOW + timedelta(days=offer["endsInDays"])
    clock.now = NOW + timedelta(days=1, minutes=1)
    running = {o["_id"] for o in await storefront.offers()}
    assert running == {o["_id"] for o in seed.OFFERS if o["endsInDays"] > 1}


async def test_orders_newest_first_and_only_the_customers_own():
    storefront = await seeded_storefront()
    orders = await storefront.orders("demo-3")
    placed = [o["placedAt"] for o in orders]
    assert placed == sorted(placed, reverse=True)
    assert len(orders) == len(seed.DEMO_CUSTOMERS[2]["orders"])
    assert len(await storefront.orders("demo-3", limit=2)) == 2
    first = orders[0]
    assert first["total"] == first["subtotal"] + first["deliveryFee"]
    assert first["itemCount"] == sum(item["quantity"] for item in first["items"])
    assert first["items"][0]["image"].startswith("/static/products/")
    assert await storefront.order("demo-3", first["_id"]) == first
    assert await storefront.order("demo-1", first["_id"]) is None
    assert await storefront.orders("somebody-new") == []
    statuses = {
        o["status"] for c in ("demo-1", "demo-2", "demo-3") for o in await storefront.orders(c)
    }
    assert statuses == set(seed.ORDER_STATUSES)


async def test_accounts_of_demo_and_new_customers():
    storefront = await seeded_storefront()
    demo = await storefront.account("demo-1")
    assert demo is not None
    assert demo["loyaltyPoints"] == seed.DEMO_CUSTOMERS[0]["loyaltyPoints"]
    assert demo["walletBalance"] == seed.DEMO_CUSTOMERS[0]["walletBalance"]
    assert [a["_id"] for a in demo["addresses"]] == [
        a["_id"] for a in seed.DEMO_CUSTOMERS[0]["addresses"]
    ]
    assert await storefront.account("new-customer") == {
        "_id": "new-customer",
        "name": None,
        "phone": None,
        "loyaltyPoints": 0,
        "walletBalance": 0,
        "addresses": [],
    }


async def test_ticket_numbers_are_readable_and_unique_under_concurrency():
    storage = fresh_storage()
    first, second = (
        await seeded_storefront(storage=storage),
        await seeded_storefront(storage=storage),
    )
    one = await first.create_ticket("customer:demo-1", "c1", "Late order", "orders", None, [])
    assert re.fullmatch(r"T-\d{6}", one.ticketNumber)
    tickets = await asyncio.gather(
        *(
            (first if n % 2 else second).create_ticket(
                f"guest:{n:032x}", f"c{n}", None, None, None, [{"role": "user", "content": "hi"}]
            )
            for n in range(20)
        )
    )
    numbers = [one.ticketNumber] + [t.ticketNumber for t in tickets]
    assert len(set(numbers)) == 21
    assert len({t.ticketId for t in tickets}) == 20
    stored = await first.ticket(tickets[0].ticketId)
    assert stored is not None and stored["ticketNumber"] == tickets[0].ticketNumber
    assert stored["transcript"] == [{"role": "user", "content": "hi"}]


async def test_delivery_slots_are_kuwait_days_from_today():
    storefront = await seeded_storefront()
    days = await storefront.delivery_slots()
    assert [d["date"] for d in days] == [
        (date(2025, 3, 1) + timedelta(days=n)).isoformat() for n in range(7)
    ]
    today = days[0]["slots"]
    assert [s["from"] for s in today] == [start for start, _ in seed.SLOT_HOURS]
    assert today[0]["slotId"] == "2025-03-01-09:00"
    assert [s["available"] for s in today[:2]] == [False, True]
    assert all(s["available"] for day in days[1:] for s in day["slots"])
    assert all(s["fee"] == seed.SLOT_FEE for day in days for s in day["slots"])
    assert len(await storefront.delivery_slots(3)) == 3


async def test_kuwait_date_turns_at_21_utc():
    clock = Clock(datetime(2025, 3, 1, 21, 30, tzinfo=UTC))  # 00:30 on 2 March in Kuwait
    storefront = await seeded_storefront(clock)
    days = await storefront.delivery_slots(2)
    assert days[0]["date"] == "2025-03-02"
    assert all(slot["available"] for slot in days[0]["slots"])
    clock.now = datetime(2025, 3, 2, 19, 30, tzinfo=UTC)  # 22:30 in Kuwait: every slot started
    days = await storefront.delivery_slots(1)
    assert not any(slot["available"] for slot in days[0]["slots"])


async def test_a_product_change_reaches_search_and_carts():
    storefront = await seeded_storefront()
    product = simple_product(category="cat-fruits")
    await storefront.update_product(
        product["_id"], keywords={"en": ["zanzibarfruit"], "ar": []}, stock=0
    )
    found = await storefront.search_products("zanzibarfruit")
    assert [p["_id"] for p in found] == [product["_id"]]
    assert await storefront.search_products("zanzibarfruit", include_out_of_stock=False) == []
    assert await storefront.update_product("p-9999", price=1) is None


async def test_orders_carry_the_delivery_window_they_were_booked_for():
    storefront = await seeded_storefront()
    for customer in ("demo-1", "demo-2", "demo-3"):
        for order in await storefront.orders(customer):
            placed = datetime.fromisoformat(order["placedAt"])
            opens = datetime.fromisoformat(order["deliverySlot"]["from"])
            closes = datetime.fromisoformat(order["deliverySlot"]["to"])
            assert placed <= opens < closes, order["orderNumber"]
    on_its_way = (await storefront.orders("demo-1"))[0]
    assert on_its_way["status"] == "out_for_delivery"
    assert datetime.fromisoformat(on_its_way["deliverySlot"]["to"]) < NOW  # late
    preparing = (await storefront.orders("demo-2"))[0]
    assert datetime.fromisoformat(preparing["deliverySlot"]["to"]) > NOW  # on time


async def test_orders_carry_the_saved_address_they_went_to():
    storefront = await seeded_storefront()
    for customer in ("demo-1", "demo-2", "demo-3"):
        account = await storefront.account(customer)
        saved = {address["_id"]: address["label"] for address in account["addresses"]}
        went_to = {
            order["orderNumber"]: saved[order["addressId"]]
            for order in await storefront.orders(customer)
        }
        assert went_to, customer
    demo_3 = await storefront.orders("demo-3")
    assert {o["orderNumber"]: o["addressId"] for o in demo_3}["KW-100921"] == "addr-demo-3-chalet"
    demo_2 = await storefront.orders("demo-2")
    assert {o["orderNumber"]: o["addressId"] for o in demo_2}["KW-100544"] == "addr-demo-2-parents"

"""The hub's own storefront: the `Storefront` port on the hub's MongoDB collections.

It serves the demo grocery in dev mode and whatever an operator loaded otherwise; a
production hub with an empty catalogue still starts (search finds nothing, carts stay
empty). Reads go to storage every time, so every hub on one database sees the same prices
and stock; only the search index and the brand names on product records are held in memory,
rebuilt at start and whenever the catalogue changes through this class.

Cart rules live in `hub.storefront.carts`; this class loads what they need, runs them and
stores the result, retrying when another request changed the same cart meanwhile.
"""

from __future__ import annotations

import logging
import operator
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from hub.auth import customer_of
from hub.errors import Forbidden, NotFound, ServiceUnavailable
from hub.ids import new_id
from hub.record import Record
from hub.storefront.carts import (
    StoreFacts,
    apply_mutation,
    merged_lines,
    offer_is_running,
    price_cart,
)
from hub.storefront.delivery import delivery_days
from hub.storefront.port import CartMutation, LineItem, Ticket
from hub.storefront.search import CatalogueIndex
from hub.storefront.seed import SLOT_FEE, SLOT_HOURS
from hub.storefront.seeding import seed_demo_store
from storage.storefront_carts import CartState
from storage.stores import Storage
from storage.warmup import StorageWarmup

log = logging.getLogger("hub.storefront")

PRODUCT_IMAGE = "/static/products/{}.svg"
SAVE_ATTEMPTS = 8

__all__ = ["EmbeddedStorefront", "seed_demo_store"]


def _iso(value: Any) -> Any:
    if isinstance(value, datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value.isoformat()
    return value


class EmbeddedStorefront:
    def __init__(self, storage: Storage, *, clock: Callable[[], datetime] | None = None) -> None:
        self._storage = storage
        self._clock = clock or (lambda: datetime.now(UTC))
        self._catalogue = storage.catalogue
        self._carts = storage.carts
        self._customers = storage.customers
        self._tickets = storage.tickets
        self._index = CatalogueIndex()
        self._brands: dict[str, Record] = {}
        self._categories: dict[str, Record] = {}
        # Each product with its brand: (the product's record, the brand's, the two joined)
        self._branded: dict[str, tuple[Record, Record, Record]] = {}
        # The areas joined with their zones, with the very records they were joined from
        self._joined_areas: tuple[list[Record], list[Record], list[Record]] | None = None
        self._loaded = False
        self._warmup: StorageWarmup | None = None

    # -- lifecycle -----------------------------------------------------------------------

    async def start(self, *, seed_demo: bool = False) -> None:
        """Indexes, then (dev mode) the demo grocery, then the search index.

        With storage down the hub still starts: this retries in the background until
        storage answers, and search loads its index on first use after that.
        """
        self._warmup = StorageWarmup("the storefront", lambda: self._prepare(seed_demo))
        await self._warmup.start()

    async def stop(self) -> None:
        if self._warmup is not None:
            await self._warmup.stop()

    async def _prepare(self, seed_demo: bool) -> None:
        for repository in (self._catalogue, self._carts, self._customers, self._tickets):
            await repository.ensure_indexes()
        if seed_demo:
            await seed_demo_store(self._storage, now=self._clock())
        await self.reload_catalogue()

    async def reload_catalogue(self) -> None:
        """Rebuild the in-memory search index and brand names from storage."""
        products = await self._catalogue.all("products")
        brands = await self._catalogue.all("brands")
        categories = await self._catalogue.all("categories")
        self._index.rebuild(products, brands, categories)
        self._brands = {brand["_id"]: brand for brand in brands}
        self._categories = {category["_id"]: category for category in categories}
        self._loaded = True

    async def update_product(self, product_id: str, **changes: Any) -> Record | None:
        """Change a product (price, stock, variants, names...) and re-index it."""
        product = await self._catalogue.update_product(product_id, changes)
        if product is not None:
            self._index.update_product(
                product,
                self._brands.get(product.get("brandId", "")),
                self._categories.get(product.get("categoryId", "")),
            )
        return self._with_brand(product) if product else None

    # -- catalogue -----------------------------------------------------------------------

    def _with_brand(self, product: Record) -> Record:
        """The product with its brand's name; the same record for the same product and
        brand records (records are never changed in place), so that what a reader learns of
        a product once (its names' words) holds for the next turn that finds it."""
        brand = self._brands.get(product.get("brandId", ""))
        if brand is None:
            return product
        held = self._branded.get(product["_id"])
        if held is not None and held[0] is product and held[1] is brand:
            return held[2]
        branded = {**product, "brand": {"_id": brand["_id"], "name": brand.get("name")}}
        self._branded[product["_id"]] = (product, brand, branded)
        return branded

    async def search_products(
        self, query: str, *, limit: int = 8, include_out_of_stock: bool = True
    ) -> list[Record]:
        if not self._loaded:
            await self.reload_catalogue()
        ids = self._index.search(query, limit=limit, include_out_of_stock=include_out_of_stock)
        found = await self.products_by_ids(ids)
        products = [found[pid] for pid in ids if pid in found]
        if not include_out_of_stock:
            products = [p for p in products if int(p.get("stock") or 0) > 0]
        return products

    async def products_by_ids(self, ids: Sequence[str]) -> dict[str, Record]:
        found = await self._catalogue.by_ids("products", ids)
        return {pid: self._with_brand(product) for pid, product in found.items()}

    async def products_in_category(self, category_id: str, *, limit: int = 8) -> list[Record]:
        products = await self._catalogue.products_where(category_id=category_id, limit=limit)
        return [self._with_brand(product) for product in products]

    async def products_of_brand(self, brand_id: str, *, limit: int = 8) -> list[Record]:
        products = await self._catalogue.products_where(brand_id=brand_id, limit=limit)
        return [self._with_brand(product) for product in products]

    async def categories(self) -> list[Record]:
        return await self._catalogue.all("categories")

    async def brands(self) -> list[Record]:
        return await self._catalogue.all("brands")

    async def offers(self) -> list[Record]:
        now = self._clock()
        offers = await self._catalogue.all("offers")
        return [
            {**offer, "endsAt": _iso(offer.get("endsAt"))}
            for offer in offers
            if offer_is_running(offer, now)
        ]

    async def recipes(self) -> list[Record]:
        return await self._catalogue.all("recipes")

    async def recipe(self, recipe_id: str) -> Record | None:
        return (await self._catalogue.by_ids("recipes", [recipe_id])).get(recipe_id)

    async def faq(self) -> list[Record]:
        return await self._catalogue.all("faq")

    async def branches(self) -> list[Record]:
        return await self._catalogue.all("branches")

    async def delivery_areas(self) -> list[Record]:
        """Read from storage at every call; joined anew only when a record read is not the
        very one last joined (records are never changed in place, only replaced), as a
        turn that names an area asks for all seventy of them."""
        areas = await self._catalogue.all("areas")
        zone_records = await self._catalogue.all("zones")
        joined = self._joined_areas
        if joined is None or not (_same(joined[0], areas) and _same(joined[1], zone_records)):
            zones = {zone["_id"]: zone for zone in zone_records}
            with_zones = [_with_zone(area, zones.get(area.get("zoneId"))) for area in areas]
            joined = self._joined_areas = (areas, zone_records, with_zones)
        return list(joined[2])

    async def _areas_by_ids(self, ids: Iterable[str | None]) -> dict[str, Record]:
        areas = await self._catalogue.by_ids("areas", [i for i in ids if isinstance(i, str)])
        zones = await self._catalogue.by_ids("zones", [a.get("zoneId", "") for a in areas.values()])
        return {
            aid: _with_zone(area, zones.get(area.get("zoneId", ""))) for aid, area in areas.items()
        }

    async def delivery_slots(self, days: int = 7) -> list[Record]:
        return delivery_days(self._clock(), SLOT_HOURS, SLOT_FEE, days)

    # -- carts ---------------------------------------------------------------------------

    async def _facts(
        self, owner: str, state: CartState, product_ids: Iterable[str], area_ids: Iterable[Any]
    ) -> StoreFacts:
        customer_id = customer_of(owner)
        account = await self.account(customer_id) if customer_id else None
        wanted_areas = [state.areaId, *area_ids]
        if account is not None:
            wanted_areas += [address.get("areaId") for address in account["addresses"]]
        ids = [line.productId for line in state.lines] + list(product_ids)
        return StoreFacts(
            products=await self.products_by_ids(ids),
            offers=await self._catalogue.all("offers"),
            areas=await self._areas_by_ids(wanted_areas),
            account=account,
            now=self._clock(),
        )

    async def cart(self, owner: str) -> Record:
        state = await self._carts.load(owner)
        return price_cart(state, await self._facts(owner, state, [], []))

    async def apply(self, owner: str, mutation: CartMutation) -> Record:
        source = await self._source_items(owner, mutation)
        items = source if source is not None else mutation.items
        product_ids = [item.productId for item in items]
        for _ in range(SAVE_ATTEMPTS):
            state = await self._carts.load(owner)
            facts = await self._facts(owner, state, product_ids, [mutation.params.get("areaId")])
            new = apply_mutation(
                state, mutation, facts, is_guest=customer_of(owner) is None, items=source
            )
            if await self._carts.save(owner, new):
                return price_cart(new, facts)
        raise ServiceUnavailable()

    async def _source_items(self, owner: str, mutation: CartMutation) -> list[LineItem] | None:
        """The lines a recipe or reorder proposal adds when it names none itself."""
        if mutation.type == "add_recipe_to_cart":
            recipe_id = mutation.params.get("recipeId")
            if recipe_id is None and mutation.items:
                return None
            recipe = await self.recipe(recipe_id) if isinstance(recipe_id, str) else None
            if recipe is None:
                raise NotFound(message_key="recipe_unknown")
            if mutation.items:
                return None
            return [
                LineItem(i["productId"], i.get("variantId"), int(i.get("quantity") or 1))
                for i in recipe.get("ingredients", [])
            ]
        if mutation.type == "reorder":
            customer_id = customer_of(owner)
            if customer_id is None:
                raise Forbidden(message_key="sign_in_for_account")
            order_id = mutation.params.get("orderId")
            if order_id is None and mutation.items:
                return None
            order = await self.order(customer_id, order_id) if isinstance(order_id, str) else None
            if order is None:
                raise NotFound(message_key="order_unknown")
            if mutation.items:
                return None
            return [
                LineItem(i["productId"], i.get("variantId"), int(i["quantity"]))
                for i in order["items"]
            ]
        return None

    async def merge_carts(self, from_owner: str, to_owner: str) -> None:
        """Move a guest's lines onto the customer's cart; the guest's cart is removed, so a
        second merge finds nothing to move. The customer's coupon and delivery selection win;
        the guest's fill in only what the customer had not chosen."""
        if from_owner == to_owner:
            return
        taken = await self._carts.take(from_owner)
        if taken is None:
            return
        for _ in range(SAVE_ATTEMPTS):
            target = await self._carts.load(to_owner)
            ids = [line.productId for line in (*target.lines, *taken.lines)]
            products = await self.products_by_ids(ids)
            merged = replace(
                target,
                lines=merged_lines(target.lines, taken.lines, products),
                couponCode=target.couponCode or taken.couponCode,
                express=target.express or taken.express,
                areaId=target.areaId or taken.areaId,
            )
            if await self._carts.save(to_owner, merged):
                return
        raise ServiceUnavailable()

    # -- customers -----------------------------------------------------------------------

    async def orders(self, customer_id: str, *, limit: int = 10) -> list[Record]:
        return [_order_record(doc) for doc in await self._customers.orders(customer_id, limit)]

    async def order(self, customer_id: str, order_id: str) -> Record | None:
        doc = await self._customers.order(customer_id, order_id)
        return _order_record(doc) if doc else None

    async def account(self, customer_id: str) -> Record | None:
        """A signed-in customer the store has no record of yet has an empty account."""
        doc = await self._customers.customer(customer_id) or {}
        return {
            "_id": customer_id,
            "name": doc.get("name"),
            "phone": doc.get("phone"),
            "loyaltyPoints": int(doc.get("loyaltyPoints") or 0),
            "walletBalance": int(doc.get("walletBalance") or 0),
            "addresses": list(doc.get("addresses") or []),
        }

    # -- support -------------------------------------------------------------------------

    async def create_ticket(
        self,
        owner: str,
        conversation_id: str,
        subject: str | None,
        category: str | None,
        subcategory: str | None,
        transcript: list[Record],
    ) -> Ticket:
        number = await self._tickets.next_number()
        ticket: Record = {
            "_id": new_id(),
            "ticketNumber": f"T-{number:06d}",
            "owner": owner,
            "conversationId": conversation_id,
            "subject": subject,
            "category": category,
            "subcategory": subcategory,
            "transcript": transcript,
            "status": "open",
            "createdAt": self._clock(),
        }
        await self._tickets.insert(ticket)
        return Ticket(ticketId=ticket["_id"], ticketNumber=ticket["ticketNumber"])

    async def open_ticket(self, owner: str) -> Ticket | None:
        found = await self._tickets.newest_open(owner)
        if found is None:
            return None
        return Ticket(found["_id"], found["ticketNumber"], found.get("category"))

    async def ticket(self, ticket_id: str) -> Record | None:
        return await self._tickets.ticket(ticket_id)


def _same(held: list[Record], read: list[Record]) -> bool:
    """Whether two lists hold the very same records, in the same order."""
    return len(held) == len(read) and all(map(operator.is_, held, read))


def _with_zone(area: Record, zone: Record | None) -> Record:
    zone = zone or {}
    return {
        **area,
        "zoneName": zone.get("name"),
        "fee": int(zone.get("fee") or 0),
        "etaMinutes": zone.get("etaMinutes"),
        "expressFee": int(zone.get("expressFee") or zone.get("fee") or 0),
        "expressEtaMinutes": zone.get("expressEtaMinutes"),
        "minOrder": int(zone.get("minOrder") or 0),
    }


def _order_record(doc: Record) -> Record:
    items = [
        {
            "productId": item["productId"],
            "variantId": item.get("variantId"),
            "quantity": int(item["quantity"]),
            "price": int(item["price"]),
            "image": PRODUCT_IMAGE.format(item["productId"]),
        }
        for item in doc.get("items", [])
    ]
    subtotal = sum(item["price"] * item["quantity"] for item in items)
    delivery_fee = int(doc.get("deliveryFee") or 0)
    return {
        "_id": doc["_id"],
        "orderNumber": doc.get("orderNumber"),
        "status": doc.get("status"),
        "items": items,
        "itemCount": sum(item["quantity"] for item in items),
        "subtotal": subtotal,
        "deliveryFee": delivery_fee,
        "total": subtotal + delivery_fee,
        "placedAt": _iso(doc.get("placedAt")),
        "deliverySlot": _slot(doc.get("deliverySlot")),
        "addressId": doc.get("addressId"),
    }


def _slot(slot: Any) -> Record | None:
    """The window the order was booked to arrive in, `{from, to}` as ISO instants."""
    if not isinstance(slot, dict) or not slot.get("from") or not slot.get("to"):
        return None
    return {"from": _iso(slot["from"]), "to": _iso(slot["to"])}

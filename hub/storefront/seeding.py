"""Loading the demo grocery into the embedded storefront's collections (dev mode).

Seeding only inserts what is missing and never overwrites, so it runs at every start of a
dev hub, on any number of hubs at once, and keeps what shoppers changed meanwhile (carts,
stock edits). Relative dates in the seed (`endsInDays`, `placedDaysAgo`, `slotHours`) are
fixed to the moment a record is first stored.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta

from hub.record import Record
from hub.storefront import seed
from hub.storefront.delivery import KUWAIT
from storage.stores import Storage

log = logging.getLogger("hub.storefront")


def demo_offers(now: datetime) -> list[Record]:
    return [{**offer, "endsAt": now + timedelta(days=offer["endsInDays"])} for offer in seed.OFFERS]


def _booked(now: datetime, days_ago: int) -> datetime:
    return now - timedelta(days=days_ago, hours=2)


def placed_at(now: datetime, days_ago: int) -> datetime:
    """When a demo order of `days_ago` days was placed: two hours before `now`, that many
    days back, but on that day in Kuwait: "my order today" just after midnight there is
    still an order of today, placed since midnight."""
    midnight = now.astimezone(KUWAIT).replace(hour=0, minute=0, second=0, microsecond=0)
    return max(_booked(now, days_ago), (midnight - timedelta(days=days_ago)).astimezone(UTC))


def demo_orders(now: datetime) -> list[Record]:
    """The demo orders as of `now`; a delivery window keeps to the two hours before it, so a
    late order stays late whatever the hour."""
    orders = []
    for customer in seed.DEMO_CUSTOMERS:
        for order in customer["orders"]:
            booked = _booked(now, order["placedDaysAgo"])
            placed = placed_at(now, order["placedDaysAgo"])
            opens, closes = order["slotHours"]
            slot = {
                "from": booked + timedelta(hours=opens),
                "to": booked + timedelta(hours=closes),
            }
            orders.append(
                {
                    **order,
                    "customerId": customer["_id"],
                    "placedAt": placed,
                    "deliverySlot": slot,
                }
            )
    return orders


def demo_customers() -> list[Record]:
    return [
        {key: value for key, value in customer.items() if key != "orders"}
        for customer in seed.DEMO_CUSTOMERS
    ]


async def seed_demo_store(storage: Storage, *, now: datetime | None = None) -> None:
    """Store the demo grocery; a no-op for whatever is already there."""
    now = now or datetime.now(UTC)
    catalogue = storage.catalogue
    inserted = 0
    for kind, records in (
        ("categories", seed.CATEGORIES),
        ("brands", seed.BRANDS),
        ("products", seed.PRODUCTS),
        ("offers", demo_offers(now)),
        ("recipes", seed.RECIPES),
        ("faq", seed.FAQ),
        ("branches", seed.BRANCHES),
        ("zones", seed.ZONES),
        ("areas", seed.AREAS),
    ):
        inserted += await catalogue.insert_missing(kind, records)  # type: ignore[arg-type]
    await storage.customers.insert_missing(demo_customers(), demo_orders(now))
    if inserted:
        log.info("demo store seeded (%d catalogue records)", inserted)

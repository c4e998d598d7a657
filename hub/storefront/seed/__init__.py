"""Seed data of the demo Kuwaiti grocery the embedded storefront serves in dev mode.

Plain, deterministic Python data: names in English and Arabic (`{"en", "ar"}`), money in
fils (1 KWD = 1000 fils), stable string ids.
"""

from hub.storefront.seed.branches import BRANCHES
from hub.storefront.seed.brands import BRANDS
from hub.storefront.seed.categories import CATEGORIES
from hub.storefront.seed.customers import DEMO_CUSTOMERS, ORDER_STATUSES
from hub.storefront.seed.delivery import AREAS, SLOT_FEE, SLOT_HOURS, ZONES
from hub.storefront.seed.faq import (
    FAQ,
    LOYALTY_FILS_PER_POINT,
    LOYALTY_MIN_REDEEM_POINTS,
    LOYALTY_POINT_VALUE_FILS,
    REPORT_FRESH_HOURS,
    REPORT_PACKAGED_DAYS,
)
from hub.storefront.seed.offers import OFFERS
from hub.storefront.seed.products import PRODUCTS
from hub.storefront.seed.recipes import RECIPES

__all__ = [
    "AREAS",
    "BRANCHES",
    "BRANDS",
    "CATEGORIES",
    "DEMO_CUSTOMERS",
    "FAQ",
    "LOYALTY_FILS_PER_POINT",
    "LOYALTY_MIN_REDEEM_POINTS",
    "LOYALTY_POINT_VALUE_FILS",
    "OFFERS",
    "ORDER_STATUSES",
    "PRODUCTS",
    "RECIPES",
    "REPORT_FRESH_HOURS",
    "REPORT_PACKAGED_DAYS",
    "SLOT_FEE",
    "SLOT_HOURS",
    "ZONES",
]

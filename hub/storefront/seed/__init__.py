"""Seed data of the demo Kuwaiti grocery the embedded storefront serves in dev mode.

Plain, deterministic Python data: names in English and Arabic (`{"en", "ar"}`), money in
fils (1 KWD = 1000 fils), stable string ids.
"""

from hub.storefront.seed.branches import BRANCHES
from hub.storefront.seed.brands import BRANDS
from hub.storefront.seed.categories import CATEGORIES
from hub.storefront.seed.delivery import AREAS, SLOT_FEE, SLOT_HOURS, ZONES
from hub.storefront.seed.products import PRODUCTS

__all__ = [
    "AREAS",
    "BRANCHES",
    "BRANDS",
    "CATEGORIES",
    "PRODUCTS",
    "SLOT_FEE",
    "SLOT_HOURS",
    "ZONES",
]

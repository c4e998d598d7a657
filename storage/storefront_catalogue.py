"""The embedded storefront's catalogue and store content: products, aisles, brands, offers,
recipes, FAQ, branches and delivery zones/areas.

Each kind of record lives in its own collection. Records keep the bilingual seed shape; the
only field added in storage is `position`, the seed order, so lists come back in the order
the store shows them whatever the database's natural order is. It is never returned.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, Protocol

from hub.record import Record

ContentKind = Literal[
    "products", "categories", "brands", "offers", "recipes", "faq", "branches", "zones", "areas"
]


class CatalogueRepository(Protocol):
    """Store content by kind. Records come back in seed order, without `position`; callers
    treat them as read-only (the in-memory implementation hands out the stored records)."""

    async def ensure_indexes(self) -> None: ...

    async def insert_missing(self, kind: ContentKind, records: Sequence[Record]) -> int:
        """Insert the records whose `_id` is not stored yet, in order; count them."""
        ...

    async def all(self, kind: ContentKind) -> list[Record]: ...

    async def by_ids(self, kind: ContentKind, ids: Iterable[str]) -> dict[str, Record]: ...

    async def products_where(
        self, *, category_id: str | None = None, brand_id: str | None = None, limit: int
    ) -> list[Record]:
        """Products of an aisle and/or a brand, in order; `limit` 0 is no limit."""
        ...

    async def offer_by_coupon(self, coupon_code: str) -> Record | None: ...

    async def update_product(self, product_id: str, changes: Record) -> Record | None:
        """Set top-level fields of one product; the stored product after the change."""
        ...

"""The store's own content: FAQ answers, aisles, brands and branches.

Stored: `{kind: "faq", faqIds}`, `{kind: "categories", categoryIds}`,
`{kind: "brands", brandIds}`, `{kind: "locations", branchIds}`; each list is fetched once
per read and entries no longer in the store are dropped.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from hub.assistant.blocks.kind import BlockKind, Cards, ClientBlock, Ids, Reads, StoredRef
from hub.catalogue import Language
from hub.record import Record
from hub.storefront import cards


async def _pick(
    reads: Reads,
    name: str,
    load: Callable[[], Awaitable[list[Record]]],
    ids: list[str],
    render: Callable[[Record, Language], Record],
    language: Language,
) -> list[Record]:
    records = await reads.listed(name, load)
    return [render(records[rid], language) for rid in ids if rid in records]


class FaqRef(StoredRef):
    faqIds: Ids = []


class FaqItem(BaseModel):
    model_config = ConfigDict(frozen=True, extra="allow")

    question: str | None
    answer: str | None


class FaqBlock(ClientBlock):
    kind: Literal["faq"]
    items: list[FaqItem] = Field(description="Question and answer pairs from store content.")


async def _faq(ref: FaqRef, reads: Reads, language: Language) -> FaqBlock:
    faq = reads.storefront.faq
    items = await _pick(reads, "faq", faq, ref.faqIds, cards.faq_item, language)
    return FaqBlock(kind="faq", items=[FaqItem(**item) for item in items])


class CategoriesRef(StoredRef):
    categoryIds: Ids = []


class CategoriesBlock(ClientBlock):
    kind: Literal["categories"]
    categories: Cards = Field(description="Aisle cards.")


async def _categories(ref: CategoriesRef, reads: Reads, language: Language) -> CategoriesBlock:
    load = reads.storefront.categories
    chosen = await _pick(reads, "categories", load, ref.categoryIds, cards.category_card, language)
    return CategoriesBlock(kind="categories", categories=chosen)


class BrandsRef(StoredRef):
    brandIds: Ids = []


class BrandsBlock(ClientBlock):
    kind: Literal["brands"]
    brands: Cards = Field(description="Brand cards.")


async def _brands(ref: BrandsRef, reads: Reads, language: Language) -> BrandsBlock:
    load = reads.storefront.brands
    chosen = await _pick(reads, "brands", load, ref.brandIds, cards.brand_card, language)
    return BrandsBlock(kind="brands", brands=chosen)


class LocationsRef(StoredRef):
    branchIds: Ids = []


class Location(BaseModel):
    model_config = ConfigDict(frozen=True, extra="allow")

    label: str | None
    address: str | None = None
    phone: str | None = None
    lat: float | int
    lng: float | int


class LocationsBlock(ClientBlock):
    kind: Literal["locations"]
    items: list[Location] = Field(description="Branch pins.")


async def _locations(ref: LocationsRef, reads: Reads, language: Language) -> LocationsBlock:
    load = reads.storefront.branches
    chosen = await _pick(reads, "branches", load, ref.branchIds, cards.location_card, language)
    return LocationsBlock(kind="locations", items=[Location(**item) for item in chosen])


KINDS = (
    BlockKind("faq", FaqRef, FaqBlock, _faq),
    BlockKind("categories", CategoriesRef, CategoriesBlock, _categories),
    BlockKind("brands", BrandsRef, BrandsBlock, _brands),
    BlockKind("locations", LocationsRef, LocationsBlock, _locations),
)

"""Product cards: a list of products, or one product in detail.

Stored: `{kind: "products", productIds, variantIds?}` (`variantIds` maps a product to the
variant the shopper asked for) and `{kind: "product_detail", productId, variantId?}`. A
product that left the catalogue is dropped from the list; a detail whose product is gone is
dropped.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field

from hub.assistant.blocks.kind import (
    BlockKind,
    Card,
    Cards,
    Choices,
    ClientBlock,
    Ids,
    OptionalId,
    Reads,
    StoredRef,
)
from hub.catalogue import Language
from hub.storefront.cards import product_card


class ProductsRef(StoredRef):
    productIds: Ids = []
    variantIds: Choices = {}


class ProductsBlock(ClientBlock):
    kind: Literal["products"]
    products: Cards = Field(description="Product cards: localized names, prices in fils.")


async def _listed(ref: ProductsRef, reads: Reads) -> Iterable[str]:
    return ref.productIds


async def _products(ref: ProductsRef, reads: Reads, language: Language) -> ProductsBlock:
    found = [reads.products[pid] for pid in ref.productIds if pid in reads.products]
    chosen = ref.variantIds
    rendered = [product_card(p, language, chosen.get(p["_id"])) for p in found]
    return ProductsBlock(kind="products", products=rendered)


class ProductDetailRef(StoredRef):
    productId: OptionalId = None
    variantId: OptionalId = None


class ProductDetailBlock(ClientBlock):
    kind: Literal["product_detail"]
    product: Card = Field(description="One product card.")


async def _detailed(ref: ProductDetailRef, reads: Reads) -> Iterable[str]:
    return [ref.productId] if ref.productId else []


async def _detail(
    ref: ProductDetailRef, reads: Reads, language: Language
) -> ProductDetailBlock | None:
    product = reads.products.get(ref.productId or "")
    if product is None:
        return None
    rendered = product_card(product, language, ref.variantId)
    return ProductDetailBlock(kind="product_detail", product=rendered)


KINDS = (
    BlockKind("products", ProductsRef, ProductsBlock, _products, _listed),
    BlockKind("product_detail", ProductDetailRef, ProductDetailBlock, _detail, _detailed),
)

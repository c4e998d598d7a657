"""Promotions, with the coupon the shopper may apply.

Stored: `{kind: "offers", offerIds, couponCode?}`; offers no longer running are dropped.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from hub.assistant.blocks.kind import BlockKind, Cards, ClientBlock, Ids, Reads, StoredRef
from hub.catalogue import Language
from hub.storefront.cards import offer_card


class OffersRef(StoredRef):
    offerIds: Ids = []
    couponCode: str | None = None


class OffersBlock(ClientBlock):
    kind: Literal["offers"]
    offers: Cards = Field(description="Promotion cards.")
    couponCode: str | None = Field(default=None, description="Absent when none applies.")


async def _offers(ref: OffersRef, reads: Reads, language: Language) -> OffersBlock:
    offers = await reads.listed("offers", reads.storefront.offers)
    rendered = [offer_card(offers[oid], language) for oid in ref.offerIds if oid in offers]
    if ref.couponCode:
        return OffersBlock(kind="offers", offers=rendered, couponCode=ref.couponCode)
    return OffersBlock(kind="offers", offers=rendered)


KINDS = (BlockKind("offers", OffersRef, OffersBlock, _offers),)

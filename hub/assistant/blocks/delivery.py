"""What delivery costs and takes: for a named area, or for the owner's cart as it is now.

Stored: `{kind: "delivery_info", areaId?, express?}`. Without an area, the cart's current
area and express choice are read; with neither, the block carries its kind alone.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from hub.assistant.blocks.kind import BlockKind, ClientBlock, OptionalId, Reads, StoredRef
from hub.catalogue import Language
from hub.storefront.cards import localized


class DeliveryInfoRef(StoredRef):
    areaId: OptionalId = None
    express: Any = None


class DeliveryInfoBlock(ClientBlock):
    kind: Literal["delivery_info"]
    areaName: str | None = None
    zoneName: str | None = None
    fee: int | None = Field(default=None, description="Fils.")
    etaMinutes: int | None = None
    express: bool | None = Field(default=None, description="Present and true for express.")


async def _render(ref: DeliveryInfoRef, reads: Reads, language: Language) -> DeliveryInfoBlock:
    if ref.areaId:
        areas = await reads.listed("areas", reads.storefront.delivery_areas)
        area, express = areas.get(ref.areaId), bool(ref.express)
    else:
        cart = await reads.cart()
        area, express = cart.get("deliveryArea"), bool(cart.get("express"))
    if area is None:
        return DeliveryInfoBlock(kind="delivery_info")
    fields: dict[str, Any] = {
        "areaName": localized(area.get("name"), language),
        "zoneName": localized(area.get("zoneName"), language),
        "fee": area["expressFee"] if express else area["fee"],
        "etaMinutes": area["expressEtaMinutes"] if express else area["etaMinutes"],
    }
    if express:
        fields["express"] = True
    return DeliveryInfoBlock(kind="delivery_info", **fields)


KINDS = (BlockKind("delivery_info", DeliveryInfoRef, DeliveryInfoBlock, _render),)

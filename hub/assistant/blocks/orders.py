"""An order of the signed-in customer, as a summary or as a status update.

Stored: `{kind: "order" | "order_status", orderId}`. Only the order's own customer sees it:
for anyone else, or once the order is gone, the block is dropped.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from hub.assistant.blocks.kind import BlockKind, Card, ClientBlock, OptionalId, Reads, StoredRef
from hub.catalogue import Language
from hub.storefront.cards import order_summary


class OrderRef(StoredRef):
    kind: Literal["order", "order_status"]
    orderId: OptionalId = None


class OrderBlock(ClientBlock):
    kind: Literal["order", "order_status"]
    order: Card = Field(
        description="`_id`, `orderNumber`, `status`, `total`, `itemCount`, `thumbnails`, "
        "`placedAt`, `deliverySlot` (`{from, to}` or null)."
    )


async def _order(ref: OrderRef, reads: Reads, language: Language) -> OrderBlock | None:
    order = await reads.order(ref.orderId)
    if order is None:
        return None
    return OrderBlock(kind=ref.kind, order=order_summary(order, language))


KINDS = (
    BlockKind("order", OrderRef, OrderBlock, _order),
    BlockKind("order_status", OrderRef, OrderBlock, _order),
)

"""The cart: a proposed change awaiting confirmation, and the cart as it is now.

Stored: `{kind: "cart_action", actionId}` (the action record, with its effective status, is
looked up at read time, so a confirmed or expired proposal reads as such) and
`{kind: "cart_summary"}` (the owner's cart when read, the shape of `GET /v1/cart`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from hub.assistant.blocks.kind import BlockKind, Card, ClientBlock, OptionalId, Reads, StoredRef
from hub.catalogue import Language
from hub.storefront import cards
from storage.conversation_records import CartAction

# Action types whose items add to or set cart lines, so a price estimate means something.
ESTIMATED_ACTIONS = frozenset({"add_to_cart", "add_recipe_to_cart", "reorder", "update_cart_item"})


class CartActionRef(StoredRef):
    actionId: OptionalId = None


class ProposedLine(BaseModel):
    model_config = ConfigDict(frozen=True, extra="allow")

    productId: str
    variantId: str | None
    quantity: int
    product: Card = Field(description="The product card, localized.")


class CartActionBlock(ClientBlock):
    kind: Literal["cart_action"]
    actionId: str | None
    actionType: str | None = Field(description="None once the proposal is gone from storage.")
    items: list[ProposedLine]
    status: str | None = Field(
        description="`pending` (offer a Confirm control), `confirmed`, `cancelled`, `expired`."
    )
    params: dict[str, Any] | None = Field(default=None, description="Absent when it has none.")
    estimatedTotal: int | None = Field(
        default=None, description="Fils; present for actions that add or set lines."
    )


def _action(ref: CartActionRef, reads: Reads) -> CartAction | None:
    return reads.actions.get(ref.actionId or "")


async def _proposed(ref: CartActionRef, reads: Reads) -> Iterable[str]:
    action = _action(ref, reads)
    return [line.product_id for line in action.items] if action is not None else []


async def _cart_action(ref: CartActionRef, reads: Reads, language: Language) -> CartActionBlock:
    action = _action(ref, reads)
    if action is None:
        # The proposal is gone from storage: show it, but never as confirmable.
        return CartActionBlock(
            kind="cart_action", actionId=ref.actionId, actionType=None, items=[], status="expired"
        )
    items = []
    estimate = 0
    for line in action.items:
        product = reads.products.get(line.product_id)
        if product is None:
            continue
        variant_id, quantity = line.variant_id, line.quantity
        estimate += cards.unit_price(product, variant_id) * quantity
        items.append(
            ProposedLine(
                productId=product["_id"],
                variantId=variant_id,
                quantity=quantity,
                product=cards.product_card(product, language),
            )
        )
    extra: dict[str, Any] = {}
    if action.params:
        extra["params"] = dict(action.params)
    if action.type in ESTIMATED_ACTIONS and items:
        extra["estimatedTotal"] = estimate
    return CartActionBlock(
        kind="cart_action",
        actionId=ref.actionId,
        actionType=action.type,
        items=items,
        status=action.status,
        **extra,
    )


class CartSummaryBlock(ClientBlock):
    kind: Literal["cart_summary"]
    cart: Card = Field(description="The owner's cart now: the shape of GET /v1/cart.")


async def _cart_summary(ref: StoredRef, reads: Reads, language: Language) -> CartSummaryBlock:
    return CartSummaryBlock(kind="cart_summary", cart=cards.cart_view(await reads.cart(), language))


KINDS = (
    BlockKind("cart_action", CartActionRef, CartActionBlock, _cart_action, _proposed),
    BlockKind("cart_summary", StoredRef, CartSummaryBlock, _cart_summary),
)

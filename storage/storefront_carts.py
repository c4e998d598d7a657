"""Carts of the embedded storefront: one document per owner (`customer:<id>`, `guest:<key>`).

A cart is written whole, guarded by its `version`: a mutation that read version n only lands
if the document still has version n, so two confirms racing on one cart cannot interleave
(the loser re-reads and re-applies). Merging after sign-in takes the guest's cart with one
atomic delete, so two merges of the same guest can never both add its lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class CartLine:
    productId: str
    variantId: str | None
    quantity: int


@dataclass(slots=True)
class CartState:
    """What a cart holds; `version` is the stored version it was read at."""

    lines: list[CartLine] = field(default_factory=list)
    couponCode: str | None = None
    loyaltyPoints: int = 0
    express: bool = False
    areaId: str | None = None
    addressId: str | None = None
    version: int = 0


def cart_document(state: CartState) -> dict[str, Any]:
    return {
        "lines": [
            {"productId": line.productId, "variantId": line.variantId, "quantity": line.quantity}
            for line in state.lines
        ],
        "couponCode": state.couponCode,
        "loyaltyPoints": state.loyaltyPoints,
        "express": state.express,
        "areaId": state.areaId,
        "addressId": state.addressId,
        "updatedAt": datetime.now(UTC),
    }


def cart_of(doc: dict[str, Any]) -> CartState:
    return CartState(
        lines=[
            CartLine(line["productId"], line.get("variantId"), int(line["quantity"]))
            for line in doc.get("lines", [])
        ],
        couponCode=doc.get("couponCode"),
        loyaltyPoints=int(doc.get("loyaltyPoints") or 0),
        express=bool(doc.get("express")),
        areaId=doc.get("areaId"),
        addressId=doc.get("addressId"),
        version=int(doc.get("version") or 0),
    )


class CartRepository(Protocol):
    async def ensure_indexes(self) -> None: ...

    async def load(self, owner: str) -> CartState:
        """The owner's cart (an empty one at version 0 when there is none)."""
        ...

    async def save(self, owner: str, state: CartState) -> bool:
        """Write `state` if the stored cart is still the version it was read at."""
        ...

    async def take(self, owner: str) -> CartState | None:
        """Remove the owner's cart and return what it held."""
        ...

    async def expire_guests(self, cutoff: datetime) -> int:
        """Delete guest carts untouched since `cutoff`; answers how many."""
        ...


class MemoryCartRepository:
    def __init__(self) -> None:
        self._carts: dict[str, dict[str, Any]] = {}

    async def ensure_indexes(self) -> None:
        """Nothing to index."""

    async def load(self, owner: str) -> CartState:
        doc = self._carts.get(owner)
        return cart_of(doc) if doc else CartState()

    async def save(self, owner: str, state: CartState) -> bool:
        stored = self._carts.get(owner)
        if (stored["version"] if stored else 0) != state.version:
            return False
        self._carts[owner] = {**cart_document(state), "version": state.version + 1}
        return True

    async def take(self, owner: str) -> CartState | None:
        doc = self._carts.pop(owner, None)
        return cart_of(doc) if doc else None

    async def expire_guests(self, cutoff: datetime) -> int:
        stale = [
            owner
            for owner, doc in self._carts.items()
            if owner.startswith("guest:") and doc["updatedAt"] < cutoff
        ]
        for owner in stale:
            del self._carts[owner]
        return len(stale)

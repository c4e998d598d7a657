"""The storefront port: everything the assistant and the cart route may ask of a store.

The hub ships one implementation on its own collections (`hub.storefront.embedded`), seeded
in dev mode with a demo Kuwaiti grocery. A deployment can put its real commerce backend
behind this same interface; nothing else in the hub knows which one it talks to.

Records are returned in their stored, bilingual form (`{"en", "ar"}` names, money in fils);
a food product carries `attributes`: `{dietary: [flag], allergens: [allergen] | None,
nutrition: {per, energyKcal, protein, sugar, fat} | None}` (flags and allergens are the codes
of `hub.storefront.seed.attributes.DIETARY` / `ALLERGENS`; None means unknown, never "none");
`hub.storefront.cards` renders them into the localized shapes clients receive in blocks.
Failures are `HubError`s: `OUT_OF_STOCK`, `CART_EMPTY`, `VALIDATION_ERROR`, `FORBIDDEN`,
`RESOURCE_NOT_FOUND`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from hub.record import Record

ActionType = Literal[
    "add_to_cart",
    "update_cart_item",
    "remove_cart_item",
    "apply_coupon",
    "apply_loyalty",
    "add_recipe_to_cart",
    "reorder",
    "select_delivery_area",
    "select_address",
    "clear_cart",
    "clear_coupon",
    "clear_loyalty",
    "set_express",
]

ACTION_TYPES: tuple[str, ...] = ActionType.__args__  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class LineItem:
    """One cart line as proposals and carts name it; `variantId` may be None."""

    productId: str
    variantId: str | None
    quantity: int


@dataclass(frozen=True, slots=True)
class CartMutation:
    """A change to one owner's cart or delivery selection, applied only on confirm.

    Payload by type:
    - add_to_cart, add_recipe_to_cart (+ `recipeId`), reorder (+ `orderId`): `items`
      (quantities are added to what the cart holds)
    - update_cart_item: `items` with the new absolute quantity of each line (0 takes it off;
      a product the cart has no line of is put on at that quantity)
    - remove_cart_item: `items` (quantity ignored)
    - apply_coupon: `couponCode`; apply_loyalty: `points`
    - select_delivery_area: `areaId`; select_address: `addressId`; set_express: `express`
    - clear_cart, clear_coupon, clear_loyalty: nothing
    """

    type: ActionType
    items: tuple[LineItem, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Ticket:
    ticketId: str
    ticketNumber: str
    category: str | None = None  # what it is about, when the one who opened it said


class Storefront(Protocol):
    # -- catalogue -------------------------------------------------------------------
    async def search_products(
        self, query: str, *, limit: int = 8, include_out_of_stock: bool = True
    ) -> list[Record]:
        """Best matches first; tolerant of plurals, typos and either language."""
        ...

    async def products_by_ids(self, ids: Sequence[str]) -> dict[str, Record]: ...

    async def products_in_category(self, category_id: str, *, limit: int = 8) -> list[Record]: ...

    async def products_of_brand(self, brand_id: str, *, limit: int = 8) -> list[Record]: ...

    async def categories(self) -> list[Record]: ...

    async def brands(self) -> list[Record]: ...

    async def offers(self) -> list[Record]:
        """Running offers, each with `endsAt` (ISO) computed from the seed's `endsInDays`."""
        ...

    async def recipes(self) -> list[Record]: ...

    async def recipe(self, recipe_id: str) -> Record | None: ...

    async def faq(self) -> list[Record]: ...

    async def branches(self) -> list[Record]: ...

    async def delivery_areas(self) -> list[Record]:
        """Areas with their zone's `fee`, `etaMinutes`, `expressFee`, `expressEtaMinutes`."""
        ...

    async def delivery_slots(self, days: int = 7) -> list[Record]:
        """`[{date: "YYYY-MM-DD" (Kuwait), slots: [{slotId, from, to, available, fee}]}]`."""
        ...

    # -- carts (owner = "customer:<id>" or "guest:<key>") ----------------------------
    async def cart(self, owner: str) -> Record:
        """The owner's cart with priced lines and totals (an empty cart if none)."""
        ...

    async def apply(self, owner: str, mutation: CartMutation) -> Record:
        """Apply a confirmed mutation and return the new cart; all-or-nothing."""
        ...

    async def merge_carts(self, from_owner: str, to_owner: str) -> None:
        """Move a guest's cart lines onto the customer's cart (after sign-in)."""
        ...

    # -- customers -------------------------------------------------------------------
    async def orders(self, customer_id: str, *, limit: int = 10) -> list[Record]:
        """Newest first, each with `_id`, `orderNumber`, `status`, `total`, `items`, `placedAt`
        and `deliverySlot` (`{from, to}`, ISO instants; None when it was booked for none), and
        `addressId`: the saved address it went to (None when it is not known)."""
        ...

    async def order(self, customer_id: str, order_id: str) -> Record | None: ...

    async def account(self, customer_id: str) -> Record | None:
        """`{_id, name, loyaltyPoints, walletBalance, addresses[]}` or None if unknown."""
        ...

    # -- support ---------------------------------------------------------------------
    async def create_ticket(
        self,
        owner: str,
        conversation_id: str,
        subject: str | None,
        category: str | None,
        subcategory: str | None,
        transcript: list[Record],
    ) -> Ticket:
        """A support ticket with a unique readable number (`T-000123`)."""
        ...

    async def open_ticket(self, owner: str) -> Ticket | None:
        """The owner's newest ticket that support has not closed, if any."""
        ...

"""The cart as `GET /v1/cart` and a `cart_summary` block show it."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class CartItem(BaseModel):
    productId: str
    variantId: str | None
    quantity: int = Field(ge=1)
    unitPrice: int | None = Field(description="Fils.")
    product: dict[str, Any] = Field(description="The product card, localized.")
    lineTotal: int = Field(description="Fils.")


class Cart(BaseModel):
    items: list[CartItem]
    itemCount: int = Field(ge=0)
    subtotal: int = Field(description="Fils.")
    discount: int
    loyaltyDiscount: int
    deliveryFee: int
    total: int = Field(description="Fils.")
    couponCode: str | None
    loyaltyPoints: int
    express: bool
    deliveryArea: dict[str, Any] | None
    address: dict[str, Any] | None
    minOrder: int | None
    currency: str

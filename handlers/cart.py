"""The shopper's cart and the product pictures the storefront's cards point at.

`GET /v1/cart` is not an assistant route: it answers whether or not the assistant is
enabled, for a customer or (when the store allows guests) a guest. A caller carrying both a
bearer token and a guest key has just signed in, so the guest's cart is merged onto theirs
first, as their threads are.
"""

from __future__ import annotations

from handlers.base import HubHandler
from hub.errors import NotFound
from hub.storefront.cards import cart_view
from hub.storefront.images import product_svg

MAX_PRODUCT_ID = 64
IMAGE_MAX_AGE = 86400


class CartHandler(HubHandler):
    async def get(self) -> None:
        caller = self.customer_or_guest()
        storefront = self.hub.storefront
        if caller.customer_id is not None and caller.guest_owner is not None:
            await storefront.merge_carts(caller.guest_owner, caller.owner)
        cart = await storefront.cart(caller.owner)
        self.reply(cart_view(cart, self.language), "DATA_LOADED")


class ProductImageHandler(HubHandler):
    async def get(self, product_id: str) -> None:
        if len(product_id) > MAX_PRODUCT_ID:
            raise NotFound()
        product = (await self.hub.storefront.products_by_ids([product_id])).get(product_id)
        if product is None:
            raise NotFound()
        self.set_header("Content-Type", "image/svg+xml; charset=UTF-8")
        self.set_header("Cache-Control", f"public, max-age={IMAGE_MAX_AGE}")
        self.finish(product_svg(product))

"""`GET /v1/cart` and the product pictures, over real HTTP."""

from __future__ import annotations

from hub.storefront import seed
from hub.storefront.port import CartMutation, LineItem
from tests.conftest import GUEST_A, INTERNAL_TOKEN, customer_token
from tests.handlers.test_base import assert_failure
from tests.storefront.test_embedded import simple_product

CART_FIELDS = {
    "items", "itemCount", "subtotal", "discount", "loyaltyDiscount", "deliveryFee", "total",
    "couponCode", "loyaltyPoints", "express", "deliveryArea", "address", "currency",
}  # fmt: skip


def add(product: dict, quantity: int) -> CartMutation:
    return CartMutation("add_to_cart", (LineItem(product["_id"], None, quantity),))


async def test_a_guest_reads_their_cart(hub, client):
    empty = await client.get("/v1/cart", guest=GUEST_A)
    assert empty.status == 200 and empty.status_message == "DATA_LOADED"
    assert set(empty.results) >= CART_FIELDS
    assert empty.results["items"] == [] and empty.results["total"] == 0
    product = simple_product()
    await hub.storefront.apply(f"guest:{GUEST_A}", add(product, 2))
    reply = await client.get("/v1/cart", guest=GUEST_A, language="ar")
    cart = reply.results
    assert cart["itemCount"] == 2 and cart["currency"] == "KWD"
    assert cart["items"][0]["product"]["name"] == product["name"]["ar"]
    assert cart["items"][0]["lineTotal"] == 2 * product["price"]


async def test_a_customer_reads_their_cart_with_their_address(hub, client):
    token = customer_token("demo-1")
    home = seed.DEMO_CUSTOMERS[0]["addresses"][0]
    owner = "customer:demo-1"
    await hub.storefront.apply(owner, add(simple_product(), 1))
    await hub.storefront.apply(
        owner, CartMutation("select_address", params={"addressId": home["_id"]})
    )
    cart = (await client.get("/v1/cart", token=token)).results
    assert cart["address"]["_id"] == home["_id"]
    assert cart["address"]["areaName"] == "Salmiya"
    assert cart["deliveryArea"]["_id"] == home["areaId"]
    assert cart["deliveryFee"] == cart["deliveryArea"]["fee"] > 0


async def test_signing_in_brings_the_guest_cart_along(hub, client):
    product = simple_product()
    await hub.storefront.apply(f"guest:{GUEST_A}", add(product, 2))
    token = customer_token("new-shopper")
    reply = await client.get("/v1/cart", token=token, guest=GUEST_A)
    assert [(i["productId"], i["quantity"]) for i in reply.results["items"]] == [
        (product["_id"], 2)
    ]
    again = await client.get("/v1/cart", token=token, guest=GUEST_A)
    assert again.results["items"][0]["quantity"] == 2
    assert (await client.get("/v1/cart", guest=GUEST_A)).results["items"] == []


async def test_callers_the_cart_refuses(client):
    assert_failure(await client.get("/v1/cart"), 401, "AUTHENTICATION_REQUIRED")
    assert_failure(await client.get("/v1/cart", guest="not-hex"), 400, "VALIDATION_ERROR")
    assert_failure(await client.get("/v1/cart", token="garbage"), 401, "INVALID_TOKEN")


async def test_the_cart_works_with_the_assistant_off(hub_factory, client_for):
    hub = await hub_factory(assistant_enabled=False)
    client = client_for(hub)
    reply = await client.get("/v1/cart", token=customer_token("demo-2"))
    assert reply.status == 200
    patch = await client.patch(
        "/internal/v1/settings",
        json={"assistant": {"allowGuests": False}},
        headers={"Authorization": f"Bearer {INTERNAL_TOKEN}"},
    )
    assert patch.status == 200
    assert_failure(await client.get("/v1/cart", guest=GUEST_A), 401, "AUTHENTICATION_REQUIRED")


async def test_a_production_hub_with_an_empty_catalogue_starts(hub_factory, client_for):
    hub = await hub_factory(dev=False, storage="memory")
    client = client_for(hub)
    reply = await client.get("/v1/cart", guest=GUEST_A)
    assert reply.status == 200 and reply.results["items"] == []
    assert await hub.storefront.search_products("milk") == []
    assert_failure(await client.get("/static/products/p-0001.svg"), 404, "RESOURCE_NOT_FOUND")


async def test_product_pictures(client):
    product = simple_product()
    reply = await client.get(f"/static/products/{product['_id']}.svg")
    assert reply.status == 200
    assert reply.headers["Content-Type"].startswith("image/svg+xml")
    assert reply.headers["Cache-Control"] == "public, max-age=86400"
    body = reply.body.decode()
    assert body.startswith("<svg") and body.endswith("</svg>")
    assert "http" not in body.replace("http://www.w3.org/2000/svg", "")
    assert f">{product['name']['en'][0].upper()}<" in body
    missing = await client.get("/static/products/p-9999.svg")
    assert_failure(missing, 404, "RESOURCE_NOT_FOUND")
    assert_failure(await client.get(f"/static/products/{'x' * 80}.svg"), 404, "RESOURCE_NOT_FOUND")

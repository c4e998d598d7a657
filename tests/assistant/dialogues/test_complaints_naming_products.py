"""A complaint that names a product is a complaint, over a real socket: an apology, the
policy, the latest order when signed in, and a way to a person; never product cards."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

COMPLAINTS = (
    "the milk you delivered is expired",
    "half the eggs came broken",
    "الحليب اللي وصلني منتهي",
    "البيض وصل مكسر",
    "el laban ele wslni 5arban",
    "el bai6 wasal mkasar",
)


async def test_a_complaint_naming_a_product_shows_no_products(client: Any) -> None:
    for message in COMPLAINTS:
        turn = await send(client, message, guest=GUEST_A)
        kinds = [b["kind"] for b in turn.end["blocks"]]
        assert "products" not in kinds and "cart_action" not in kinds, (message, kinds)
        assert "faq" in kinds and "actions" in kinds, (message, kinds)
        [chips] = [b for b in turn.end["blocks"] if b["kind"] == "actions"]
        assert any("person" in c["prompt"] or "موظف" in c["prompt"] for c in chips["suggestions"])


async def test_signed_in_the_complaint_shows_the_latest_order(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("the milk you delivered is expired", "الحليب اللي وصلني منتهي"):
        turn = await send(client, message, token=token)
        kinds = [b["kind"] for b in turn.end["blocks"]]
        assert "order_status" in kinds and "products" not in kinds, (message, kinds)


async def test_something_wrong_with_what_came_shows_the_order_that_came(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("my last order was missing the laban", "الحليب اللي وصلني منتهي"):
        turn = await send(client, message, token=token)
        [card] = [b for b in turn.end["blocks"] if b["kind"] == "order_status"]
        assert card["order"]["status"] == "delivered", (message, card["order"]["status"])
    late = await send(client, "my order is so late", token=token)
    [card] = [b for b in late.end["blocks"] if b["kind"] == "order_status"]
    assert card["order"]["status"] != "delivered"

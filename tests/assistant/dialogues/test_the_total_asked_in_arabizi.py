"""The total asked in Arabizi with the English word, over a real socket: "kam total", "b kam
total" are the cart's sum even with a product's card in view, never that
product's card; "colgate total kam" is still the paste."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.handlers.assistant_support import confirm, send


async def test_kam_total_is_the_carts_sum(client: Any) -> None:
    for asked in (
        "kam total",
        "b kam total",
        "cham total",
        "كم total",
        "how much total",
        "kam el total",
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, "add 2 lays salted chips", guest=guest)
        action = offered.action("add_to_cart")["actionId"]
        assert (await confirm(client, action, guest=guest)).status == 200
        shown = await send(client, "3indkom tide", offered.conversation_id, guest=guest)
        assert "products" in kinds(shown)
        turn = await send(client, asked, offered.conversation_id, guest=guest)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn))
        assert "product_detail" not in kinds(turn), asked


async def test_colgate_total_asked_is_the_paste(client: Any) -> None:
    for asked in ("colgate total kam", "kam colgate total"):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        shown = (
            names(turn)
            if "products" in kinds(turn)
            else [one(turn, "product_detail")["product"]["name"]]
        )
        assert "Total" in shown[0], (asked, shown)

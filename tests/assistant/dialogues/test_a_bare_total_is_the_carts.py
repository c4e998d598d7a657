"""The total asked bare ("total now?", "new total pls") over a real socket is the cart's
total, never a search that finds Colgate Total; the paste named by its brand is still found
and added."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_a_bare_total_shows_the_cart(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("total now?", "total so far?", "new total pls", "grand total please"):
        turn = await send(client, message, token=token)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), message


async def test_colgate_total_is_still_the_paste(client: Any) -> None:
    token = customer_token("demo-1")
    turn = await send(client, "colgate total", token=token)
    assert names(turn) and "Total" in names(turn)[0], names(turn)
    added = await send(client, "add colgate total toothpaste", token=token)
    [line] = added.action("add_to_cart")["items"]
    assert "Total" in line["product"]["name"], line

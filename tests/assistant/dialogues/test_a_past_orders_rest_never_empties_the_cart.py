"""The rest of a past order asked for, over a real socket, in English, Gulf Arabic and
Arabizi: "1 tide gel and the rest of my cleaning order" names neither the cart nor a word
that empties it ("cleaning" only looks like one), so the goods confirmed into the cart are
never proposed to be thrown out; "empty my cart" still is."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def _with_goods_confirmed(client: Any, guest: str) -> str:
    offered = await send(client, "2 kitkat", guest=guest)
    action = offered.action("add_to_cart")
    assert (await confirm(client, action["actionId"], guest=guest)).status == 200
    return offered.conversation_id


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("1 tide gel and the rest of my 1 nov cleaning order", GUEST_A),
        ("the rest of my cleaning order pls", GUEST_A),
        ("ابي جل تايد و باقي طلب التنظيف", GUEST_B),
        ("abi tide gel w il baqi min 6alab il tan6eef", GUEST_B),
    ],
)
async def test_the_rest_of_a_past_order_never_empties_the_cart(
    client: Any, message: str, guest: str
) -> None:
    conversation = await _with_goods_confirmed(client, guest)
    turn = await send(client, message, conversation, guest=guest)
    emptied = [
        block
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action" and block["actionType"] == "clear_cart"
    ]
    assert not emptied, (message, kinds(turn))


async def test_emptying_the_cart_said_so_still_empties_it(client: Any) -> None:
    conversation = await _with_goods_confirmed(client, GUEST_A)
    turn = await send(client, "empty my cart", conversation, guest=GUEST_A)
    assert turn.action("clear_cart"), kinds(turn)

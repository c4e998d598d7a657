"""A shopper ready to pay, over a real socket: "checkout please", "خلصت ابي ادفع", "khala9 abi
adfa3" get the cart about to be paid for and where the storefront takes payment, never a
past order, a cancellation or an address; paying for something else is declined."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

READY = (
    ("i want to checkout", False),
    ("place my order now", False),
    ("ok i'm done shopping", False),
    ("proceed to checkout please", False),
    ("خلصت ابي ادفع", True),
    ("كيف اكمل الطلب؟", True),
    ("khala9 abi adfa3", True),
    ("abi adfa3 el7een", True),
)


@pytest.mark.parametrize(("message", "arabic"), READY)
async def test_ready_to_pay_shows_the_cart_and_where_to_pay(
    client: Any, message: str, arabic: bool
) -> None:
    guest = GUEST_B if arabic else GUEST_A
    added = await send(client, "add 2 almarai milk", guest=guest)
    done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    turn = await send(client, message, added.conversation_id, guest=guest)
    assert kinds(turn) == ["cart_summary", "actions"], (message, kinds(turn))
    reply = turn.end["content"]
    assert ("إتمام الطلب" in reply) if arabic else ("Checkout" in reply), (message, reply)
    assert is_arabic(reply) == arabic, (message, reply)


async def test_ready_to_pay_with_nothing_in_the_cart_says_so(client: Any) -> None:
    turn = await send(client, "checkout pls", guest=GUEST_A)
    assert kinds(turn) == ["cart_summary", "actions"], kinds(turn)
    assert "nothing to check out" in turn.end["content"], turn.end["content"]


@pytest.mark.parametrize(
    "message", ["i want to pay my phone bill", "ابي ادفع فاتورة الكهرباء", "ready to order a taxi"]
)
async def test_paying_for_something_else_is_no_checkout(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert "cart_summary" not in kinds(turn), (message, kinds(turn))

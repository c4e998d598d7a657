"""Emptying the cart asked politely, over a real socket in English, Gulf Arabic and Arabizi:
with goods in the cart it is a proposal to empty it, and with only an add still waiting the
reply says the cart is empty; never "tap Confirm on the card above" when no card empties it."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_NO_CARD = ("card above", "البطاقة اللي فوق")


async def test_goods_held_are_proposed_emptied(client: Any) -> None:
    for offer, message, guest in (
        ("add 2 almarai milk", "could you clear my cart please", GUEST_A),
        ("ضيف حليب المراعي", "فضي السلة لو سمحت", GUEST_B),
        ("7ot 7aleeb almarai", "fa66i il cart plz", GUEST_B),
    ):
        offered = await send(client, offer, guest=guest)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, message, offered.conversation_id, guest=guest)
        assert turn.action("clear_cart"), (message, turn.blocks)
        assert not any(words in turn.end["content"] for words in _NO_CARD), turn.end["content"]


async def test_an_add_waiting_leaves_the_cart_said_empty(client: Any) -> None:
    for offer, message, guest in (
        ("add 2 almarai milk", "empty my cart please", GUEST_A),
        ("ضيف حليب المراعي", "فضي سلتي لو سمحت", GUEST_B),
    ):
        offered = await send(client, offer, guest=guest)
        turn = await send(client, message, offered.conversation_id, guest=guest)
        assert not any(words in turn.end["content"] for words in _NO_CARD), turn.end["content"]
        assert "cart_summary" in [block["kind"] for block in turn.end["blocks"]], turn.blocks

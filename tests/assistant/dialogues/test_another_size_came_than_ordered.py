"""A size or count other than the one ordered, said of what came, over a real socket: "the milk
is 1 litre not 2", "الحليب طلع لتر مو لترين", "el 7aleeb ja 1 litre mo 2" are a complaint
about the order, alone or after another ("they sent green apples not red"), never milk
added to the cart; "make it 2 litre not 1" of the cart's milk stays a cart change."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send


async def test_another_size_than_ordered_is_a_complaint(client: Any) -> None:
    token = customer_token("demo-1")
    for first, message in (
        ("", "the milk is 1 litre not 2"),
        ("", "the rice came 2 kg instead of 5"),
        ("they sent green apples not red", "and the milk is 1 litre not 2"),
        ("", "الحليب طلع لتر مو لترين"),
        ("", "الحليب جاني ١ لتر بدل ٢"),
        ("جابولي تفاح اخضر بدال الاحمر", "والحليب طلع لتر مو لترين"),
        ("", "el 7aleeb ja 1 litre mo 2"),
        ("", "el 7aleeb 6ala3 litre wa7id mo 2"),
        ("jabooli tofa7 a5dhar badal el a7mar", "w el 7aleeb 1 litre mo 2"),
    ):
        conversation = None
        if first:
            conversation = (await send(client, first, token=token)).conversation_id
        turn = await send(client, message, conversation, token=token)
        assert "order_status" in kinds(turn) or "handoff" in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message
        assert "products" not in kinds(turn), message


async def test_a_size_changed_in_the_cart_stays_a_cart_change(client: Any) -> None:
    added = await send(client, "add milk", guest=GUEST_A)
    turn = await send(client, "make it 2 litre not 1", added.conversation_id, guest=GUEST_A)
    assert "cart_action" in kinds(turn), kinds(turn)
    assert "order_status" not in kinds(turn), kinds(turn)

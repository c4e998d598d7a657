"""Whether the cart has reached the minimum order, asked over a real socket in English, Gulf
Arabic and Arabizi: "is my cart over the minimum yet?", "تعدينا الحد الادنى ولا لا؟",
"wa9alna il minimum?". The cart's products are weighed against the minimum of its area (set
on the cart, else a signed-in shopper's saved address): reached, or how much more. Before, the
rules of every zone were shown and the sum left to the shopper."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import texts
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import confirm, send

ASKED = ("is my cart over the minimum yet?", "تعدينا الحد الادنى ولا لا؟", "wa9alna il minimum?")


async def _put(client: Any, message: str, conversation: str | None, **auth: Any) -> str:
    turn = await send(client, message, conversation, **auth)
    await confirm(client, turn.action()["actionId"], **auth)
    return turn.conversation_id


async def test_a_guests_cart_against_its_areas_minimum(client: Any) -> None:
    conversation = await _put(client, "deliver to salmiya", None, guest=GUEST_A)
    await _put(client, "add 2 kg oranges", conversation, guest=GUEST_A)  # 0.900 of 3.000
    for message, short in zip(
        ASKED, ("2.100 KWD more", "باقي ٢٫١٠٠ د.ك", "باقي ٢٫١٠٠ د.ك"), strict=True
    ):
        turn = await send(client, message, conversation, guest=GUEST_A)
        assert any(short in text for text in texts(turn)), (message, texts(turn))
    await _put(client, "add 5 kg oranges", conversation, guest=GUEST_A)  # 3.150
    turn = await send(client, ASKED[0], conversation, guest=GUEST_A)
    assert any("you've reached it" in text for text in texts(turn)), texts(turn)


async def test_a_signed_in_cart_against_its_saved_addresss_minimum(client: Any) -> None:
    token = customer_token("demo-1")  # home in Salmiya: a minimum of 3.000
    conversation = await _put(client, "add 2 kg oranges", None, token=token)
    turn = await send(client, ASKED[0], conversation, token=token)
    assert any("Salmiya is 3.000 KWD: 2.100 KWD more" in text for text in texts(turn)), texts(turn)

"""Goods put in the cart beside a word asked of, over a real socket: "how is courgette spelt?
anyway add 2 courgettes" puts the goods forward as they would be alone (Arabizi too), never a
decline of the whole message; a word's spelling or its other language asked alone is still
declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_DECLINED = ("only help with your shopping", "أقدر أساعدك بس في التسوق")


async def test_goods_put_in_beside_a_spelling_are_put_forward(client: Any) -> None:
    for message, guest in (
        ("whats the plural of potato, anyway add 2 potatoes", GUEST_A),
        ("how do you spell lettuce? nvm just add 1 lettuce", GUEST_A),
        ("shlon atahaja 5yar? ma 3alaina 7ot 3 5yar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        assert not any(word in turn.end["content"] for word in _DECLINED), message
        assert "products" in kinds(turn) or turn.of("cart_action"), (message, kinds(turn))


async def test_a_spelling_asked_alone_is_still_declined(client: Any) -> None:
    for message in ("how do you spell zucchini", "what's the plural of mango"):
        turn = await send(client, message, guest=GUEST_A)
        assert any(word in turn.end["content"] for word in _DECLINED), message

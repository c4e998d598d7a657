"""Someone sought to mind the children or keep the house, over a real socket, in English,
Gulf Arabic and Arabizi: another trade's errand, declined as such, never searched for among
our goods ("I couldn't find that in our store"). Goods for a baby stay ours."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.handlers.assistant_support import send


async def test_a_sitter_sought_is_declined(client: Any) -> None:
    for message, arabic in (
        ("do u know a good babysitter for saturday night", False),
        ("need a nanny for my two kids, any recommendations?", False),
        ("ادور مربية للعيال، تعرفون وحدة؟", True),
        ("adawer babysitter lil 3iyal", True),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert_declined(turn, message, arabic=arabic)


async def test_goods_for_a_baby_stay_ours(client: Any) -> None:
    turn = await send(client, "baby wipes please", guest=uuid.uuid4().hex)
    assert "products" in kinds(turn) or "cart_action" in kinds(turn), turn.end["content"]

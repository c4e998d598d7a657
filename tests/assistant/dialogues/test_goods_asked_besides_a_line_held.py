"""Goods asked besides the brand a cart line holds, over a real socket in Gulf Arabic, Arabizi
and English: "فيه لبنة غير المراعي بالعلبة الكبيرة؟", "fee labna ghair il marai bil 3elba il
kbeera?", "is there labneh other than almarai in a bigger tub?" with Almarai labneh in the
cart ask what else there is ("غير" is "besides" here, not "change"): the other labnehs are
shown, and no swap of the line is read."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_GUEST_C = "fedcba9876543210fedcba98765432cd"


async def _holding(client: Any, message: str, guest: str) -> str:
    offered = await send(client, message, guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return offered.conversation_id


async def test_other_goods_asked_besides_a_held_brand_are_shown(client: Any) -> None:
    for asked, guest in (
        ("فيه لبنة غير المراعي بالعلبة الكبيرة؟", GUEST_B),
        ("fee labna ghair il marai bil 3elba il kbeera?", _GUEST_C),
        ("is there labneh other than almarai in a bigger tub?", GUEST_A),
    ):
        conversation = await _holding(client, "add 1 almarai labneh", guest)
        turn = await send(client, asked, conversation, guest=guest)
        assert "products" in kinds(turn), (asked, kinds(turn))
        assert "cart_action" not in kinds(turn), (asked, turn.end["blocks"])

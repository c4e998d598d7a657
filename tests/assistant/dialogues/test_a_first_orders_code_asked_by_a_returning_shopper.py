"""A first order's code asked by a shopper who has ordered before, over a real socket:
"apply welcome2", "و WELCOME2 احسن؟", "w welcome2 yimshi?" from demo-3 (past orders) say the
code is for a first order only, with its card and nothing proposed; a guest's cart still
takes it."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

ASKED = {
    "en": ("apply welcome2", "would WELCOME2 be better?"),
    "ar": ("و WELCOME2 احسن؟", "طبق لي كود WELCOME2"),
    "arabizi": ("coupon WELCOME2 yimshi 3ala il cart?", "7ot il code WELCOME2"),
}
_FILL = "add 5 nescafe classic 200g"  # about 15 KWD: above the code's 10 KWD minimum


async def _filled(client: Any, **auth: Any) -> None:
    offered = await send(client, _FILL, **auth)
    assert (await confirm(client, offered.action("add_to_cart")["actionId"], **auth)).status


@pytest.mark.parametrize("script", sorted(ASKED))
async def test_a_returning_shopper_is_told_it_is_for_a_first_order(
    client: Any, script: str
) -> None:
    token = customer_token("demo-3")
    await _filled(client, token=token)
    for asked in ASKED[script]:
        turn = await send(client, asked, token=token)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        assert "offers" in kinds(turn), (asked, kinds(turn))
        reply = turn.end["content"]
        assert "first order" in reply or "الأول" in reply, (asked, reply)


async def test_a_guests_cart_still_takes_it(client: Any) -> None:
    guest = uuid.uuid4().hex
    await _filled(client, guest=guest)
    turn = await send(client, "apply welcome2", guest=guest)
    assert turn.action("apply_coupon")["params"]["couponCode"] == "WELCOME2"

"""A cancelled order wanted back as it was, over a real socket: "the order i cancelled last
week, ارجعوه نفسه", "il order ily kansalta il esboo3 il mathi, rj3oh nafsah" propose it again
for the cart (demo-2's KW-100544, cancelled last week), never only its card."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ASKED = {
    "en": ("the order i cancelled last week, send it again the same",),
    "ar": (
        "الطلب اللي لغيته الاسبوع اللي طاف ارجعوه نفسه",
        "طلبية الاسبوع الماضي اللي لغيتها رجعوها",
    ),
    "arabizi": ("il order ily kansalta il esboo3 il mathi, rj3oh nafsah",),
}


@pytest.mark.parametrize("script", sorted(ASKED))
async def test_the_cancelled_order_is_proposed_again(client: Any, script: str) -> None:
    token = customer_token("demo-2")
    for said in ASKED[script]:
        turn = await send(client, said, token=token)
        assert "cart_action" in kinds(turn), (said, kinds(turn))
        assert turn.action()["actionType"] == "reorder", said

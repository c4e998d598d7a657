"""An order let go on, in Arabizi and Gulf Arabic, right after cancelling it was asked ("ok
5alas 5alah mashi", "خلاص خله ماشي", "خله على حاله"): nothing cancelled, the order kept as
booked. Before, "I couldn't find that in our store": the words were searched as goods."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize("message", ["ok 5alas 5alah mashi", "خلاص خله ماشي", "خله على حاله"])
async def test_the_order_is_kept(client: Any, message: str) -> None:
    token = customer_token("demo-2")
    first = await send(client, "i want to cancel my order", token=token)
    turn = await send(client, message, first.conversation_id, token=token)
    assert "ما انلغى" in turn.end["content"], (message, kinds(turn), turn.end["content"])

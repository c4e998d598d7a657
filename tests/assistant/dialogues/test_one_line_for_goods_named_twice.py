"""Goods named twice in one message, once with a count, over a real socket in English, Gulf
Arabic and Arabizi: "meanwhile i need more wipes, same pampers ones. 2" after the order with
those wipes was talked of, "ضيف لبن كي دي دي ٢، يعني لبن كي دي دي", "7ot laban kdd 2, ya3ni
laban kdd". One line is proposed, at the count said. Before, two lines of the one pack were
proposed (two, and one more beside them)."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import proposed_lines
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

FRESH_CLEAN_WIPES, KDD_LABAN = "p-1804", "p-0208"


async def test_one_line_at_the_count_said(client: Any) -> None:
    token = customer_token("demo-1")  # this morning's order holds the Fresh Clean wipes
    asked = await send(client, "where is my order??", token=token)
    person = await send(
        client, "can i talk to a real person pls", asked.conversation_id, token=token
    )
    turn = await send(
        client,
        "meanwhile i need more wipes, same pampers ones. 2",
        person.conversation_id,
        token=token,
    )
    assert proposed_lines(turn, "add_to_cart") == [(FRESH_CLEAN_WIPES, 2)]
    for message in ("ضيف لبن كي دي دي ٢، يعني لبن كي دي دي", "7ot laban kdd 2, ya3ni laban kdd"):
        turn = await send(client, message, guest=uuid4().hex)
        assert proposed_lines(turn, "add_to_cart") == [(KDD_LABAN, 2)], (
            message,
            proposed_lines(turn, "add_to_cart"),
        )

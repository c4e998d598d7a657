"""One line taken off an order instead of cancelling it, right after how cancelling it works,
over a real socket in English, Gulf Arabic and Arabizi: "can't i just take the eggs out and
leave everything else?" is a change of that order (one our team can only try while it is
being prepared, with a person offered), never the whole order kept as if nothing was asked
because "leave the rest" was said."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ASKED = (
    ("cancel my order", "can't i just take the eggs out and leave everything else?", "change"),
    ("ابي الغي طلبي", "طيب ما اقدر اشيل البيض بس؟ الباقي خله", "أعدل"),
    ("abi al8i el order", "ok agdar ashil el bai6 bs? w el ba8i 5alah", "أعدل"),
)


async def test_the_line_is_a_change_of_the_order(client: Any) -> None:
    token = customer_token("demo-2")  # its order is already being prepared
    for cancel, line, said in ASKED:
        first = await send(client, cancel, token=token)
        turn = await send(client, line, first.conversation_id, token=token)
        assert "order_status" in kinds(turn), (line, kinds(turn))
        text = turn.end["content"]
        assert said in text, (line, text)

"""Other goods asked whether they are cheaper, right after goods of their kind went in, in
English, Gulf Arabic and Arabizi ("r the brown eggs cheaper?", "البيض البني ارخص؟", "il
bai6 il bunni ar5a9?" after the white eggs): the two side by side, the cheaper first, and the
difference said. Before, the brown eggs were shown as "cheaper options", which they are not;
and "anything cheaper" said nothing had been shown."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import confirmed_add, kinds, names
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    "message", ["r the brown eggs cheaper?", "البيض البني ارخص؟", "il bai6 il bunni ar5a9?"]
)
async def test_the_two_side_by_side(client: Any, message: str) -> None:
    token = customer_token("demo-1")
    conversation_id = await confirmed_add(client, "add 30 white eggs", token=token)
    turn = await send(client, message, conversation_id, token=token)
    assert names(turn) == ["Large White Eggs", "Large Brown Eggs"], (message, kinds(turn))


@pytest.mark.parametrize("message", ["anything cheaper", "في ارخص؟", "fee ar5a9?"])
async def test_anything_cheaper_than_those_gone_in(client: Any, message: str) -> None:
    token = customer_token("demo-1")
    conversation_id = await confirmed_add(client, "add 30 white eggs", token=token)
    turn = await send(client, message, conversation_id, token=token)
    shown = [b["product"]["name"] for b in turn.end["blocks"] if b["kind"] == "product_detail"]
    assert shown == ["Large White Eggs"] or "products" in kinds(turn), (message, kinds(turn))

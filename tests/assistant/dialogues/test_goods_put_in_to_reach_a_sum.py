"""Goods put in for the cart to reach a sum, in Gulf Arabic, English and Arabizi ("حط بزار
الوزان عشان يوصل ١٠", "add a bzar so it gets to 10", "7ot bzar il wazzan 3shan ywsal 10"):
one of the goods proposed, and the gap to the sum told beside. Before, the sum was read as
the count: ten packs of bzar proposed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import (
    confirmed_add,
    emptied_cart,
    kinds,
    proposed_lines,
    texts,
)
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

BZAR = "p-0910"


@pytest.mark.parametrize(
    "message",
    [
        "حط بزار الوزان عشان يوصل ١٠",
        "add a bzar so it gets to 10",
        "7ot bzar il wazzan 3shan ywsal 10",
    ],
)
async def test_one_in_and_the_gap_told(client: Any, message: str) -> None:
    token = customer_token("demo-2")
    await emptied_cart(client, token=token)
    conversation_id = await confirmed_add(client, "add 2 almarai low fat milk", token=token)
    turn = await send(client, message, conversation_id, token=token)
    assert proposed_lines(turn, "add_to_cart") == [(BZAR, 1)], (message, kinds(turn))
    # the cart's 2 milks (0.900) and the bzar waiting on its card (0.950) leave 8.150
    assert any("8.150" in text or "٨٫١٥٠" in text for text in texts(turn)), texts(turn)

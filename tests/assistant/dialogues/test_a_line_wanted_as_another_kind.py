"""A line of the cart wanted as another kind, "not" the one held, over a real socket in
English, Gulf Arabic and Arabizi.

"No, I want the eggs brown, not white" of the white eggs held puts the brown eggs in their
place in one change, never a search that asks what is wanted; said the other way round ("white
not brown" of the white eggs held) nothing of the cart is swapped."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import cart_of, kinds
from tests.handlers.assistant_support import send

WHITE_EGGS, BROWN_EGGS = "p-0226", "p-0227"


def _counts(turn: Any) -> dict[str, int]:
    items = turn.action("update_cart_item")["items"]
    return {str(line["productId"]): line["quantity"] for line in items}


async def test_the_kind_wanted_is_put_in_the_lines_place(client: Any) -> None:
    for message in (
        "no, i want the eggs brown, not white",
        "ابي البيض بني مو الابيض",
        "la ya3ni il bai6 abeeh bunni mu abya9",
    ):
        guest = uuid.uuid4().hex
        await cart_of(client, guest, "add 1 large white eggs 15 pcs")
        turn = await send(client, message, guest=guest)
        assert "cart_action" in kinds(turn), (message, turn.end["content"])
        assert _counts(turn) == {WHITE_EGGS: 0, BROWN_EGGS: 1}, message


async def test_the_kind_held_wanted_swaps_nothing(client: Any) -> None:
    guest = uuid.uuid4().hex
    await cart_of(client, guest, "add 1 large white eggs 15 pcs")
    turn = await send(client, "i want white eggs not brown", guest=guest)
    actions = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
    assert not any(b["actionType"] == "update_cart_item" for b in actions), turn.end["content"]

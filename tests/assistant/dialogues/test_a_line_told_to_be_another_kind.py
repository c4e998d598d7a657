"""A cart line told to be another kind, with no swap word, over a real socket in English,
Gulf Arabic and Arabizi: "البيض خله بني" of the white eggs puts the brown eggs in their place in
one change (as "switch the eggs to the brown ones" does), never "your cart already has this amount"; a count told the same
way ("خله ٢") is still the line recounted."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_of
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

WHITE_EGGS, BROWN_EGGS = "p-0226", "p-0227"


def _counts(turn: Any) -> dict[str, int]:
    items = turn.action("update_cart_item")["items"]
    return {str(line["productId"]): line["quantity"] for line in items}


async def test_a_line_told_to_be_another_kind_is_that_kind_in_its_place(client: Any) -> None:
    await cart_of(client, GUEST_A, "add 1 large white eggs 30 pcs")
    await cart_of(client, GUEST_B, "add 1 large white eggs 30 pcs")
    for message, guest in (
        ("switch the eggs to the brown ones", GUEST_A),
        ("البيض خله بني", GUEST_B),
        ("el bai6 5aleh bunni", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _counts(turn) == {WHITE_EGGS: 0, BROWN_EGGS: 1}, message
    turn = await send(client, "البيض خله ٢", guest=GUEST_B)
    assert _counts(turn) == {WHITE_EGGS: 2}

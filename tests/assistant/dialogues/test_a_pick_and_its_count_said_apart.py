"""A pick from the list just shown and its count said apart, over a real socket in English,
Gulf Arabic and Arabizi ("the second one, add 2 of them", "الثاني، ضيف ٢ منه", "el thani,
7ot 2 minah"): one line, the count of the product picked, never a line of another product
of the list beside a "that number isn't in the list"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_count_said_after_a_pick_is_of_the_product_picked(client: Any) -> None:
    for search, pick, guest in (
        ("show me chips", "the second one, add 2 of them", GUEST_A),
        ("ابي شيبس", "الثاني، ضيف ٢ منه", GUEST_B),
        ("abi chips", "el thani, 7ot 2 minah", GUEST_B),
    ):
        shown = await send(client, search, guest=guest)
        listed = [p["_id"] for p in products(shown)]
        assert len(listed) >= 2, (search, kinds(shown))
        turn = await send(client, pick, shown.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert line["productId"] == listed[1] and line["quantity"] == 2, (pick, line)
        assert "error" not in kinds(turn), (pick, kinds(turn))

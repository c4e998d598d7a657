"""A pack's size said as a number, over a real socket in English, Gulf Arabic and Arabizi:
"lipton tea bags 200", "جبن كيري اللي ٢٤ حبه", "jibin kiri ele 24 7aba" name the pack that
holds so many (the 200-bag box, the 24-piece box), one of it; never that many packs, nor a
question of which goods were meant."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_number_after_or_pointed_at_the_pieces_is_the_packs(client: Any) -> None:
    for message, wanted, guest in (
        ("add lipton tea bags 200", ("p-1309", "p-1309-v2", 1), GUEST_A),
        ("حط جبن كيري اللي ٢٤ حبه", ("p-0221", "p-0221-v2", 1), GUEST_B),
        ("7ot jibin kiri ele 24 7aba", ("p-0221", "p-0221-v2", 1), GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["variantId"], line["quantity"]) == wanted, (message, line)

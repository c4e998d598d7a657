"""One pack of the goods offered ruled out and another asked for with a count, over a real
socket in English, Gulf Arabic and Arabizi: "no not the 2 litre, 3 of the 1 litre", "لا مو
ال ٢ لتر، ابي ٣ حبات ١ لتر", "la mu il 2 litre, abi 1 litre 4 7abat" propose the pack named
at the count said; never the pack ruled out again, nor one of it."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_MILK, _MILK_1L = "p-0201", "p-0201-v1"  # Almarai Full Fat Fresh Milk, its 1 L


async def test_the_pack_named_is_proposed_at_the_count_said(client: Any) -> None:
    for guest, offer, said, count in (
        (
            GUEST_A,
            "add 2 almarai full fat milk 2 litre",
            "no not the 2 litre, i want 3 of the 1 litre instead",
            3,
        ),
        (
            GUEST_A,
            "add 2 almarai full fat milk 2 litre",
            "no, not 2 litre. 4 of the 1 litre ones",
            4,
        ),
        (GUEST_B, "ضيف ٢ حليب المراعي كامل الدسم ٢ لتر", "لا مو ال ٢ لتر، ابي ٣ حبات ١ لتر", 3),
        (GUEST_B, "7ot 2 7aleeb almarai 2 litre", "la mu il 2 litre, abi 1 litre 4 7abat", 4),
    ):
        offered = await send(client, offer, guest=guest)
        turn = await send(client, said, offered.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["variantId"], line["quantity"]) == (
            _MILK,
            _MILK_1L,
            count,
        ), (said, line)

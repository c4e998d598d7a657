"""A size of the offer ruled out and a count of another, over a real socket in Gulf Arabic and
Arabizi: "لا مو الصغير، ابي ٢ من الكبير", "la mu il sa8eer, abi 2 mn il chbeer" right after the
milk was offered read as a search, two parts and a count; the part ruled out is no goods of a
list to buy, so the offer stays the milk's, at the count said, never "what shall I add?"."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_ALMARAI_MILK = "p-0201"


async def test_a_size_ruled_out_then_a_count_of_another_keeps_the_offer(client: Any) -> None:
    for guest, first, then in (
        (GUEST_A, "ضيف حليب المراعي", "لا مو الصغير، ابي ٢ من الكبير"),
        (GUEST_B, "zeed 7aleeb almarai", "la mu il sa8eer, abi 2 mn il chbeer"),
        (GUEST_A, "حط لي حليب المراعي", "لا مو الصغير، عطني ٢ من الكبير"),
    ):
        offered = await send(client, first, guest=guest)
        assert offered.action("add_to_cart")["items"], first
        turn = await send(client, then, offered.conversation_id, guest=guest)
        lines = [(i["productId"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]
        assert lines == [(_ALMARAI_MILK, 2)], (then, lines)

"""Goods asked of, then a count of them wished in the same message, over a real socket in
English, Gulf Arabic and Arabizi: "got meat samboosa? i'd like 3 packs" proposes three of
them, never only their card nor "we don't have exactly that" of the dual "بكتين" (two
packets)."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_MEAT_SAMBOOSA = "p-1512"


async def test_a_count_wished_after_asking_is_proposed(client: Any) -> None:
    for message, guest, count in (
        ("do you carry meat samboosa? i need 3 packs", GUEST_A, 3),
        ("فيه سمبوسه لحم؟ ابي بكتين", GUEST_B, 2),
        ("3indkum samboosa la7am? abi 3 packet", GUEST_B, 3),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (_MEAT_SAMBOOSA, count), (message, line)

"""Another kind named right after goods were offered in one pack, over a real socket: "the
brown ones", "البني", "el bni" after the white eggs of 30 offer the brown eggs of 30, not
their smaller tray (or, when both trays of 30 were listed, the brown one of them); a kind
not sold in that pack falls back to its own."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send


def _pack(line: dict[str, Any]) -> str:
    """The name of the pack a proposed line is of ("30 pcs")."""
    [variant] = [v for v in line["product"]["variants"] if v["_id"] == line["variantId"]]
    return str(variant["name"])


SWAPS = (
    ("add white eggs 30", "the brown ones"),
    ("add 30 white eggs", "make it brown"),
    ("ابي بيض ٣٠ حبة", "البني"),
    ("حط بيض ٣٠ حبه", "لا البني"),
    ("abi bai6 30 7aba", "el bni"),
    ("7ut bai6 30 7aba", "la2 el bunni"),
)


async def test_another_kind_keeps_the_pack_offered(client: Any) -> None:
    for offer, other in SWAPS:
        guest = uuid.uuid4().hex
        offered = await send(client, offer, guest=guest)
        if "cart_action" in kinds(offered):  # else the trays of 30 of both kinds, listed
            [line] = offered.action("add_to_cart")["items"]
            assert "White" in line["product"]["name"] and "30" in _pack(line), (offer, line)
        turn = await send(client, other, offered.conversation_id, guest=guest)
        [swapped] = turn.action("add_to_cart")["items"]
        assert "Brown" in swapped["product"]["name"], (offer, other, swapped)
        assert "30" in _pack(swapped), (offer, other, swapped)


async def test_a_kind_not_sold_in_the_pack_is_its_own(client: Any) -> None:
    guest = uuid.uuid4().hex
    offered = await send(client, "add almarai milk 2 litre", guest=guest)
    turn = await send(client, "the kdd one", offered.conversation_id, guest=guest)
    [swapped] = turn.action("add_to_cart")["items"]
    assert "KDD" in swapped["product"]["name"], swapped

"""A cart line moved to another pack with a count said beside the pack's size, over a real
socket in English, Gulf Arabic and Arabizi: "one 2 litre instead of the two small ones" is
one bottle of 2 L in place of the line, never the old count in the new pack nor the old pack
recounted; a size said alone still keeps the line's count."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_of
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

MILK_1L, MILK_2L = "p-0201-v1", "p-0201-v2"


def _counts(turn: Any) -> dict[str, int]:
    items = turn.action("update_cart_item")["items"]
    return {str(line["variantId"]): line["quantity"] for line in items}


async def test_one_big_pack_said_with_its_count_replaces_the_small_ones(client: Any) -> None:
    await cart_of(client, GUEST_A, "add 2 almarai full fat milk 1 litre")
    await cart_of(client, GUEST_B, "add 2 almarai full fat milk 1 litre")
    for message, guest in (
        ("the milk, make it one 2 litre in place of the two small ones", GUEST_A),
        ("خل حليب المراعي واحد ٢ لتر بداله", GUEST_B),
        ("5al 7aleeb almarai wa7id 2 litre", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _counts(turn) == {MILK_1L: 0, MILK_2L: 1}, message
    turn = await send(client, "make the milk 2 litre", guest=GUEST_A)
    assert _counts(turn) == {MILK_1L: 0, MILK_2L: 2}

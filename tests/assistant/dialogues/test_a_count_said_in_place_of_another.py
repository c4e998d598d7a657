"""A count said in place of another right after an offer, with a reason beside it, over a
real socket in English, Gulf Arabic and Arabizi: "3 kitkat not 4, they don't need that
many" revises the offer to three, never takes three off it; a want denied of goods
offered still takes them back."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_KITKAT = "p-1110"  # Nestlé KitKat 4 Finger


async def _counts_after(client: Any, offer: str, then: str, guest: str) -> dict[str, int]:
    offered = await send(client, offer, guest=guest)
    turn = await send(client, then, offered.conversation_id, guest=guest)
    return {i["productId"]: i["quantity"] for i in turn.action("add_to_cart")["items"]}


async def test_a_count_in_place_of_another_with_a_reason_sets_the_count(client: Any) -> None:
    for offer, then, guest in (
        (
            "add 4 kitkat and 2 salted lays",
            "make it 3 kitkat not 4, they don't need that many",
            GUEST_A,
        ),
        ("حط ٤ كيت كات و ٢ شيبس ليز بالملح", "خلها ٣ كيت كات مو ٤ ما نحتاج كثر", GUEST_B),
        ("7ot 4 kitkat w 2 lays mil7", "5aleha 3 kitkat mu 4, ma n7taj kither", GUEST_B),
    ):
        counts = await _counts_after(client, offer, then, guest)
        assert counts.get(_KITKAT) == 3 and len(counts) == 2, (then, counts)


async def test_goods_not_needed_are_still_taken_back(client: Any) -> None:
    counts = await _counts_after(
        client, "add 4 kitkat and 2 salted lays", "i don't need the lays", GUEST_A
    )
    assert counts == {_KITKAT: 4}, counts

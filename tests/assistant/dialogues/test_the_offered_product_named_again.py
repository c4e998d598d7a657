"""The product just offered named again by a word of its own, over a real socket: "the white
one", "الابيض", "el abya9" right after the white eggs were offered, "the full fat one" after
the full-fat milk, are the shopper settling on that offer: it is offered again as it was,
never white onions or a full-fat laban swapped in. A sibling named ("the low fat one", "the
nadec one", "لا ابي قليل الدسم") still swaps the offer."""

from __future__ import annotations

import uuid
from typing import Any

from tests.handlers.assistant_support import send

_WHITE_EGGS, _ALMARAI_FULL, _ALMARAI_LOW = "p-0226", "p-0201", "p-0202"


async def _after_the_offer(client: Any, add: str, then: str) -> dict[str, int]:
    guest = uuid.uuid4().hex
    offered = await send(client, add, guest=guest)
    turn = await send(client, then, offered.conversation_id, guest=guest)
    return {i["productId"]: i["quantity"] for i in turn.action("add_to_cart")["items"]}


async def test_the_offered_named_by_its_own_word_stands(client: Any) -> None:
    for add, then, kept in (
        ("add white eggs 30", "the white one", _WHITE_EGGS),
        ("ضيف بيض ابيض ٣٠ حبه", "الابيض", _WHITE_EGGS),
        ("7ot bai9 abya9 30 7aba", "el abya9", _WHITE_EGGS),
        ("add almarai full fat milk", "the full fat one", _ALMARAI_FULL),
        ("ضيف حليب المراعي كامل الدسم", "كامل الدسم", _ALMARAI_FULL),
    ):
        assert await _after_the_offer(client, add, then) == {kept: 1}, then
    assert await _after_the_offer(client, "add 2 almarai full fat milk", "the full fat one") == {
        _ALMARAI_FULL: 2
    }


async def test_a_sibling_named_still_swaps_the_offer(client: Any) -> None:
    for add, then in (
        ("add almarai full fat milk", "the low fat one"),
        ("ضيف حليب المراعي كامل الدسم", "لا ابي قليل الدسم"),
        ("7ot 7aleeb almarai kamil el dasam", "la, 8aleel el dasam"),
    ):
        assert await _after_the_offer(client, add, then) == {_ALMARAI_LOW: 1}, then

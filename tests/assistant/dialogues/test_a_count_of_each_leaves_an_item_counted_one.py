"""A count of each said after a list, over a real socket in English, Gulf Arabic and Arabizi:
"one laban and bread, 3 each", "ابي حليب وحده وخبز، ٣ كل واحد", "wa7ed laban w 5ubz, 3 kil
wa7ed" count the item said with no count; the one said of the first is its count, kept, never
taken for a pack's word that the count of each stands in for."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_ALMARAI_LABAN, _NADEC_MILK, _WHITE_ARABIC_BREAD = "p-0203", "p-0210", "p-0301"


async def test_an_item_counted_one_keeps_its_count_beside_a_count_of_each(client: Any) -> None:
    for guest, message, one in (
        (GUEST_A, "one almarai laban and arabic bread, 3 each", _ALMARAI_LABAN),
        (GUEST_B, "ابي حليب نادك وحده وخبز عربي، ٣ كل واحد", _NADEC_MILK),
        (GUEST_B, "abi wa7ed laban almarai w 5ubz 3arabi, 3 kil wa7ed", _ALMARAI_LABAN),
    ):
        turn = await send(client, message, guest=guest)
        lines = {i["productId"]: i["quantity"] for i in turn.action("add_to_cart")["items"]}
        assert lines.get(one) == 1, (message, lines)
        assert lines.get(_WHITE_ARABIC_BREAD) == 3, (message, lines)

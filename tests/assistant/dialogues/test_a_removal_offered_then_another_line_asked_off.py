"""A removal offered, then the first line kept and another asked off, over a real socket in
English, Gulf Arabic and Arabizi: "never mind, take out the milk instead", "خله، شيل
الحليب بداله", "la 5alah, sheel el 7aleeb badalah" right after "tap confirm to take it out"
offer the milk's removal; the words of keeping never let the second removal go unsaid."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_ALMARAI_MILK = "p-0201"
_GUEST_C = "fedcba9876543210fedcba98765432ef"


async def test_another_line_asked_off_after_keeping_one_is_offered(client: Any) -> None:
    for add, remove, instead, guest in (
        (
            "add 2 almarai full fat milk and a cantaloupe",
            "remove the cantaloupe",
            "never mind, take out the milk instead",
            GUEST_A,
        ),
        ("ضيف ٢ حليب المراعي كامل الدسم وشمام", "شيل الشمام", "خله، شيل الحليب بداله", GUEST_B),
        ("7ot 2 7aleeb almarai kamil el dasam w shammam", "sheel il shammam",
         "la 5alah, sheel el 7aleeb badalah", _GUEST_C),
    ):  # fmt: skip
        offered = await send(client, add, guest=guest)
        added = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert added.status == 200, (add, added.json)
        removal = await send(client, remove, offered.conversation_id, guest=guest)
        removal.action("remove_cart_item")
        turn = await send(client, instead, offered.conversation_id, guest=guest)
        taken = [item["productId"] for item in turn.action("remove_cart_item")["items"]]
        assert _ALMARAI_MILK in taken, (instead, taken)

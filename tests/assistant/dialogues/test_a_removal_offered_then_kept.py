"""A removal offered, then the goods kept, over a real socket in English, Gulf Arabic and
Arabizi: "nah keep it, the kids love it", "لا خلها، عيالي يحبونها", "la 5aleeha, il yahal
y7eboonha" right after "tap confirm to take it out" leave the line in the cart, say so and
take the removal back; never "what should I change in your cart?", another matter declined
or the goods' look-alikes shown."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_KEPT = {"en": "left it in your cart", "ar": "خليته في سلتك"}


async def test_keep_it_after_a_removal_offered_leaves_the_line(client: Any) -> None:
    for add, remove, keep, guest, language in (
        (
            "add galaxy smooth",
            "take the galaxy out",
            "nah keep it, the kids love it",
            GUEST_A,
            "en",
        ),
        ("ضيف جالكسي", "شيل الجالكسي", "لا خلها، عيالي يحبونها", GUEST_B, "ar"),
        ("7ot galaxy", "sheel il galaxy", "la 5aleeha, il yahal y7eboonha", GUEST_B, "ar"),
    ):
        offered = await send(client, add, guest=guest)
        added = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert added.status == 200, (add, added.json)
        removal = await send(client, remove, offered.conversation_id, guest=guest)
        action = removal.action("remove_cart_item")
        turn = await send(client, keep, offered.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (keep, kinds(turn))
        assert "products" not in kinds(turn), (keep, kinds(turn))
        assert _KEPT[language] in turn.end["content"], (keep, turn.end["content"])
        taken_back = await confirm(client, action["actionId"], guest=guest)
        assert taken_back.status != 200, keep

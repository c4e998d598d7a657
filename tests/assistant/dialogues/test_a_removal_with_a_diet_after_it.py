"""Goods taken off with the reason said after it, over a real socket: "take the bread off,
my wife is on a diet", "شيل الخبز، ريلي يسوي دايت", "shil el 5obz, wa7ed minna ysawi
diet" take the bread off and nothing else: "diet" in the reason is no Diet Pepsi put on, and
the reason is no other matter turned away."""

from __future__ import annotations

import uuid
from typing import Any

from tests.handlers.assistant_support import confirm, send


async def test_the_diet_said_as_the_reason_adds_nothing(client: Any) -> None:
    for then in (
        "take the bread off, my wife is on a diet",
        "remove the bread, one of us is dieting",
        "شيل الخبز، ريلي يسوي دايت",
        "احذف الخبز، واحد منا على رجيم",
        "shil el 5obz, wa7ed minna ysawi diet",
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, "add white arabic bread and eggs", guest=guest)
        [bread, _eggs] = [i["productId"] for i in offered.action("add_to_cart")["items"]]
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, then, offered.conversation_id, guest=guest)
        items = turn.action("remove_cart_item")["items"]
        assert [i["productId"] for i in items] == [bread], then
        said = turn.end["content"]
        assert "shopping" not in said and "التسوق" not in said, said

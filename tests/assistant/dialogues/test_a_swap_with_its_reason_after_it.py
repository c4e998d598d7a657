"""A swap with the reason for it said after it, over a real socket: "change the red lentils
to the yellow, my husband prefers those", "العدس الاحمر غيره بالاصفر، ابوي يحبه اكثر",
"ghayer el 3adas el a7mar lel asfar, 3ashan ummi t7ebah" propose the same swap as the bare
request would, the one line off and the other on, and nothing more is said of the reason."""

from __future__ import annotations

import uuid
from typing import Any

from tests.handlers.assistant_support import confirm, send


async def _the_only_product(client: Any, add: str) -> str:
    turn = await send(client, add, guest=uuid.uuid4().hex)
    [item] = turn.action("add_to_cart")["items"]
    return str(item["productId"])


async def test_the_swap_is_proposed_whatever_reason_follows(client: Any) -> None:
    red = await _the_only_product(client, "add red lentils")
    yellow = await _the_only_product(client, "add yellow split lentils")
    for then in (
        "change the red lentils to the yellow, my husband prefers those",
        "swap red lentils with yellow, the kids like it more",
        "العدس الاحمر غيره بالاصفر، ابوي يحبه اكثر",
        "لا بدل العدس الاحمر بالاصفر، عيالي يحبونه اكثر",
        "ghayer el 3adas el a7mar lel asfar, 3ashan ummi t7ebah",
        "ghayer el 3adas el a7mar lel asfar, ummi t7ebah aktar",
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, "add red lentils", guest=guest)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, then, offered.conversation_id, guest=guest)
        items = turn.action("update_cart_item")["items"]
        assert {i["productId"]: i["quantity"] for i in items} == {red: 0, yellow: 1}, then
        said = turn.end["content"]
        assert "shopping" not in said and "للتسوق" not in said and "التسوق" not in said, said

"""A count said to be enough of the goods just put in, over a real socket in English, Gulf
Arabic and Arabizi: after two salmon fillets went in, "hmm actually 1 is enough", "one will
do, and how far am i from 10 kd?", "لا وحده تكفي", "thnain bs ykfoon" of three milks set the
line to that count, never turned away as off-topic nor searched for; "1 is enough, and add
bread too" still puts the bread in."""

from __future__ import annotations

import json
from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_SALMON = "p-0509"
_BREAD = "p-0301"


async def _after(client: Any, first: str, then: str, guest: str) -> Any:
    await send(client, "empty my cart", guest=guest)
    offered = await send(client, first, guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return await send(client, then, offered.conversation_id, guest=guest)


async def test_a_count_said_enough_sets_the_line(client: Any) -> None:
    for first, then, guest, count in (
        ("put 2 salmon fillets in my cart", "hmm actually 1 is enough", GUEST_A, 1),
        (
            "put 2 salmon fillets in my cart",
            "one will do, and how far am i from 10 kd?",
            GUEST_A,
            1,
        ),
        ("حط ٢ سلمون فيليه", "لا وحده تكفي", GUEST_B, 1),
        ("7ot 3 salmon fillet", "thnain bs ykfoon", GUEST_B, 2),
    ):
        turn = await _after(client, first, then, guest)
        [line] = turn.action("update_cart_item")["items"]
        assert (line["productId"], line["quantity"]) == (_SALMON, count), (then, line)


async def test_more_goods_beside_it_are_still_put_in(client: Any) -> None:
    turn = await _after(
        client, "put 2 salmon fillets in my cart", "1 is enough, and add bread too", GUEST_A
    )
    assert _BREAD in json.dumps(turn.end["blocks"]), turn.end["blocks"]

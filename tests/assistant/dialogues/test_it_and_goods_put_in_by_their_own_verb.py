"""The product just shown and more goods, each put in by its own verb, over a real socket in
English, Gulf Arabic and Arabizi: after the light Kuwaiti coffee was shown, "ok put it in and
add a can of vimto", "اوكي حطها وحط علبة فيمتو وحده" (the second "حط" written onto its "and"),
"zain 7e6ha w 7ot wa7ed vimto" propose the coffee and the Vimto together, never the Vimto
alone with the coffee's "it" taken for the Vimto's."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_LIGHT_COFFEE = "p-1308"
_VIMTO = {"p-1201", "p-1202", "p-1203"}


async def test_it_and_goods_beside_are_both_proposed(client: Any) -> None:
    for shown, then, guest in (
        ("do you have light roast kuwaiti coffee?", "ok put it in and add a can of vimto", GUEST_A),
        ("عندكم قهوة كويتية تحميص خفيف؟", "اوكي حطها وحط علبة فيمتو وحده", GUEST_B),
        ("عندكم قهوة كويتية تحميص خفيف؟", "زين حطها وضيف فيمتو علبه", GUEST_B),
        ("3indkum gahwa kuwaitiya light roast?", "zain 7e6ha w 7ot wa7ed vimto", GUEST_B),
    ):
        await send(client, "empty my cart", guest=guest)
        first = await send(client, shown, guest=guest)
        turn = await send(client, then, first.conversation_id, guest=guest)
        ids = {line["productId"] for line in turn.action("add_to_cart")["items"]}
        assert _LIGHT_COFFEE in ids and ids & _VIMTO and len(ids) == 2, (then, ids)

"""The total with delivery asked of a cart with no area set, over a real socket: "what's the
total with delivery?", "كم المجموع مع التوصيل؟", "cham il majmoo3 kilah ma3 il tawseel" show the
cart and say that no area is set yet and what delivery to the saved address costs, with the
total it makes; never a bare 0.000 delivery."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def test_the_fee_to_the_saved_address_is_said(client: Any) -> None:
    token = customer_token("demo-1")
    for adding, asked in (
        ("add 2 fairy", "what's the total with delivery?"),
        ("ابي 2 فيري", "كم المجموع مع التوصيل؟"),
        ("abi 2 fairy", "cham il majmoo3 kilah ma3 il tawseel"),
    ):
        await emptied_cart(client, token=token)
        added = await send(client, adding, token=token)
        done = await confirm(client, added.action("add_to_cart")["actionId"], token=token)
        assert done.status == 200, done.json
        turn = await send(client, asked, token=token)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn))
        said = " ".join(texts(turn))
        assert "Salmiya" in said or "السالمية" in said, (asked, said)
        assert "0.500" in said or "٠٫٥٠٠" in said, (asked, said)


async def test_no_fee_is_said_when_delivery_is_not_asked(client: Any) -> None:
    token = customer_token("demo-1")
    await emptied_cart(client, token=token)
    added = await send(client, "add 2 fairy", token=token)
    await confirm(client, added.action("add_to_cart")["actionId"], token=token)
    turn = await send(client, "show my cart", token=token)
    assert "0.500" not in " ".join(texts(turn)), texts(turn)

"""The total with delivery asked of a cart with no area set, over a real socket: "what's the
total with delivery?", "كم المجموع مع التوصيل؟", "cham il majmoo3 kilah ma3 il tawseel" show the
cart and say that no area is set yet and what delivery to the saved address costs, with the
total it makes; never a bare 0.000 delivery."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_holding, emptied_cart, kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def test_the_fee_to_the_saved_address_is_said(client: Any) -> None:
    token = customer_token("demo-1")
    for adding, asked in (
        ("add 2 fairy", "what's the total with delivery?"),
        ("ابي 2 فيري", "كم المجموع مع التوصيل؟"),
        ("abi 2 fairy", "cham il majmoo3 kilah ma3 il tawseel"),
    ):
        await cart_holding(client, adding, token=token)
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


async def test_a_cart_with_its_area_set_is_not_charged_a_second_fee(client: Any) -> None:
    """Once an area is chosen the cart's own total holds its fee: the saved address's fee is
    not said, nor added to it again."""
    token = customer_token("demo-1")
    for adding, area, asked in (
        ("add 2 fairy", "deliver to farwaniya", "what's the total with delivery?"),
        ("ابي 2 فيري", "وصلوها الفروانية", "كم المجموع مع التوصيل؟"),
        ("abi 2 fairy", "wa9loha il farwaniya", "cham il majmoo3 kilah ma3 il tawseel"),
    ):
        await cart_holding(client, adding, token=token)
        chosen = await send(client, area, token=token)
        done = await confirm(client, chosen.action("select_delivery_area")["actionId"], token=token)
        assert done.status == 200, done.json
        turn = await send(client, asked, token=token)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn))
        said = " ".join(texts(turn))
        assert "Salmiya" not in said and "السالمية" not in said, (asked, said)

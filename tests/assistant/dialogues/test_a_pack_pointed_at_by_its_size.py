"""A pack pointed at by its size with "one" after it, over a real socket: "make it the 2kg
one not 1kg" of the white sugar in the cart, or of the sugar just proposed, moves it to the
2 kg pack; the "one" closing "the 2kg one" is no count, so the line is never found already
right as it stands."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_SUGAR, _SUGAR_2KG = "p-1701", "p-1701-v2"


async def test_the_sized_one_moves_the_line_in_the_cart(client: Any) -> None:
    for first, then, guest in (
        ("put 1kg white sugar in my cart", "actually make it the 2kg one not 1kg", GUEST_A),
        ("add white sugar 1 kg", "switch to the 2 kg one", GUEST_A),
        ("7ot sukkar abya9 1 kilo", "la5 abi the 2kg one mu 1kg", GUEST_B),
    ):
        await send(client, "empty my cart", guest=guest)
        offered = await send(client, first, guest=guest)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, then, offered.conversation_id, guest=guest)
        items = turn.action("update_cart_item")["items"]
        kept = [(i["productId"], i.get("variantId")) for i in items if i["quantity"] > 0]
        assert kept == [(_SUGAR, _SUGAR_2KG)], (then, items)


async def test_the_sized_one_moves_the_pack_just_proposed(client: Any) -> None:
    for first, then, guest in (
        ("put 1kg white sugar in my cart", "no make it the 2kg one", GUEST_A),
        ("حط سكر ابيض ١ كيلو", "لا خله the 2kg one", GUEST_B),
    ):
        await send(client, "empty my cart", guest=guest)
        offered = await send(client, first, guest=guest)
        turn = await send(client, then, offered.conversation_id, guest=guest)
        items = turn.action("add_to_cart")["items"]
        assert [(i["productId"], i.get("variantId")) for i in items] == [(_SUGAR, _SUGAR_2KG)]

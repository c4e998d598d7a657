"""A pick of the goods shown and a cart line counted anew in one message, over a real socket
in English, Gulf Arabic and Arabizi: "alright the gel. also the fairy should be 4 not 2",
"زين الجل، والفيري خلها ٤", "ok il gel, w il fairy 5aleha 4" put the gel on and the Fairy
line at the count said, in one change to confirm; never "which product do you mean?"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import cart_of, emptied_cart
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_FAIRY = "p-1904"  # Fairy Lemon Dishwashing Liquid
_GEL = "p-1902"  # Tide Automatic Laundry Gel Original


async def test_the_pick_comes_on_and_the_line_goes_to_its_count(client: Any) -> None:
    for guest, shown, said, count in (
        (
            GUEST_A,
            "do you have tide laundry gel?",
            "alright the gel. also the fairy should be 4 not 2",
            4,
        ),
        (GUEST_A, "any tide gel?", "fine, the gel, and set the fairy to 3", 3),
        (GUEST_B, "عندكم تايد جل؟", "زين الجل، والفيري خلها ٤", 4),
        (GUEST_B, "3indkom tide gel?", "ok il gel, w il fairy 5aleha 3", 3),
    ):
        await emptied_cart(client, guest=guest)
        await cart_of(client, guest, "add 2 fairy lemon dishwashing liquid")
        listed = await send(client, shown, guest=guest)
        turn = await send(client, said, listed.conversation_id, guest=guest)
        action = turn.action("update_cart_item")
        done = await confirm(client, action["actionId"], guest=guest)
        assert done.status == 200, (said, done.json)
        cart = await client.get("/v1/cart", guest=guest)
        held = {item["productId"]: item["quantity"] for item in cart.results["items"]}
        assert held == {_FAIRY: count, _GEL: 1}, (said, held)

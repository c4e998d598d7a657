"""The cart's order said to go to a saved place, with no wish word ("this lot goes to my
parents, not home", "هالطلبيه لبيت اهلي مو بيتي", "hatha el order yroo7 bait ahli"), over a
real socket: that address proposed for the cart's delivery, never the decline of another
matter nor a placed order's status."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def test_this_order_said_to_go_to_the_parents_place(client: Any) -> None:
    token = customer_token("demo-2")  # the parents' address is saved, in Rumaithiya
    await emptied_cart(client, token=token)
    offered = await send(client, "add almarai milk", token=token)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], token=token)
    assert confirmed.status == 200, confirmed.json
    for message in (
        "oh wait, this lot goes to my parents in rumaithiya, not my place",
        "this order should go to my parents house not home",
        "هالطلبيه لبيت اهلي بالرميثيه مو لبيتي",
        "هذا الطلب يروح بيت اهلي مو بيتي",
        "hatha el order yroo7 bait ahli mo baiti",
    ):
        turn = await send(client, message, token=token)
        assert turn.action("select_address")["actionId"], (message, kinds(turn))
        assert "order_status" not in kinds(turn), (message, kinds(turn))

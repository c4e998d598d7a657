"""After something was added and confirmed: "remove the last thing I added" / "شيل اخر شي
حطيته" take out the cart's newest line, "ghayerha 4" / "غيرها لوحده بس" change it; a
delivery follow-up keeps the area just asked about, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def _add_and_confirm(client: Any, message: str, conversation: str | None, guest: str) -> Any:
    offered = await send(client, message, conversation, guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return offered


async def test_the_last_thing_added_is_the_carts_newest_line(client: Any) -> None:
    for removal, guest in (
        ("remove the last thing i added", GUEST_A),
        ("شيل اخر شي حطيته", GUEST_B),
    ):
        first = await _add_and_confirm(client, "add 2 bananas", None, guest)
        shown = await send(client, "toast bread", first.conversation_id, guest=guest)
        await _add_and_confirm(client, "add 1", shown.conversation_id, guest)
        removed = await send(client, removal, shown.conversation_id, guest=guest)
        [item] = removed.action("remove_cart_item")["items"]
        assert item["product"]["name"] == "KFMB White Sliced Toast Bread", removal


async def test_a_changed_count_of_it_in_arabizi_and_arabic(client: Any) -> None:
    added = await _add_and_confirm(client, "add 2 bananas", None, GUEST_A)
    four = await send(client, "ghayerha 4", added.conversation_id, guest=GUEST_A)
    assert four.action("update_cart_item")["items"][0]["quantity"] == 4
    one_only = await send(client, "غيرها لوحده بس", added.conversation_id, guest=GUEST_A)
    assert one_only.action("update_cart_item")["items"][0]["quantity"] == 1


async def test_the_area_asked_about_stays_for_the_next_delivery_question(client: Any) -> None:
    fee = await send(client, "do u deliver to khairan n how long", guest=GUEST_A)
    assert one(fee, "delivery_info")["areaName"] == "Khairan"
    jahra = await send(client, "kam il tawseel 7ag il jahra", guest=GUEST_B)
    express = await send(client, "w el express kam", jahra.conversation_id, guest=GUEST_B)
    card = one(express, "delivery_info")
    assert (card["areaName"], card.get("express")) == ("Jahra", True)

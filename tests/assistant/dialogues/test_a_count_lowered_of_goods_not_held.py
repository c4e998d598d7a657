"""A count lowered of goods the cart does not hold, over a real socket: "reduce the milk to
1", "only one milk not two", "نقص الموز خله ثنين", "naggi9 el mooz 5allah wa7id" take down a
line the shopper believes is there. With no such line nothing is proposed (adding it was not
asked); the same words of a line the cart holds change it, and a new
count of goods not held ("make it 3 milks") is still an addition."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

NOT_HELD = (
    ("reduce the milk to 1 bottle", GUEST_A),
    ("only one milk not two", GUEST_A),
    ("make it 1 water pack instead of 3", GUEST_A),
    ("نقص الموز خله ثنين", GUEST_B),
    ("قلل الحليب لواحد", GUEST_B),
    ("naggi9 el mooz 5allah wa7id", GUEST_B),
    ("gallil el 7aleeb l wa7id", GUEST_B),
)


async def _added(client: Any, message: str, guest: str) -> None:
    offered = await send(client, message, guest=guest)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert confirmed.status == 200, confirmed.json


async def test_a_count_lowered_of_goods_not_held_proposes_nothing(client: Any) -> None:
    for message, guest in NOT_HELD:
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        assert "cart_action" not in kinds(turn), (message, kinds(turn))


async def test_a_count_lowered_of_a_line_held_changes_it(client: Any) -> None:
    await _added(client, "add 3 packs of arabic bread", GUEST_A)
    turn = await send(client, "reduce the arabic bread to 1", guest=GUEST_A)
    [line] = turn.action()["items"]
    assert line["quantity"] == 1, turn.action()
    assert turn.action()["actionType"] in ("update_cart_item", "remove_cart_item"), turn.action()


async def test_a_new_count_of_goods_not_held_is_still_an_addition(client: Any) -> None:
    for message, guest in (("make it 3 almarai milk", GUEST_A), ("خله ٣ حليب المراعي", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert turn.action("add_to_cart")["items"][0]["quantity"] == 3, message

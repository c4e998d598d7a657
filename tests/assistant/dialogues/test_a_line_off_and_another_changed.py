"""One message that takes one line off and changes another, over a real socket: "take the
laban out and change the milk to the 2 litre", "احذف اللبن، وخل الحليب ٢ لتر", "shil el
laban w 5al el 7aleeb 2 litre" propose the laban off alone, and the milk moved to its 2 L
pack: the milk is never taken off with the laban."""

from __future__ import annotations

import uuid
from typing import Any

from tests.handlers.assistant_support import confirm, send

_MILK, _MILK_1L, _LABAN = "p-0201", "p-0201-v1", "p-0203"


def _actions(turn: Any) -> dict[str, list[dict[str, Any]]]:
    return {
        block["actionType"]: block["items"]
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action"
    }


async def _laban_and_milk(client: Any, guest: str) -> str:
    """The conversation's id, the cart holding the laban and the 1 L milk."""
    conversation = None
    for add in ("add almarai laban full fat", "add almarai full fat milk 1 litre"):
        offered = await send(client, add, conversation, guest=guest)
        conversation = offered.conversation_id
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
    assert conversation is not None
    return conversation


async def test_the_laban_off_and_the_milk_moved(client: Any) -> None:
    for then in (
        "take the laban out and change the milk to the 2 litre",
        "remove the laban, then make the milk 2l",
        "احذف اللبن، وخل الحليب ٢ لتر",
        "لا شيل اللبن ما ابيه و غير الحليب ل ٢ لتر",
        "shil el laban w 5al el 7aleeb 2 litre",
    ):
        guest = uuid.uuid4().hex
        conversation = await _laban_and_milk(client, guest)
        turn = await send(client, then, conversation, guest=guest)
        actions = _actions(turn)
        assert [i["productId"] for i in actions["remove_cart_item"]] == [_LABAN], then
        moved = actions["update_cart_item"]
        assert {i["productId"] for i in moved} == {_MILK}, then
        kept = [i["variantId"] for i in moved if i["quantity"] > 0]
        assert kept and _MILK_1L not in kept, (then, moved)


async def test_the_removal_of_two_lines_stays_one(client: Any) -> None:
    guest = uuid.uuid4().hex
    conversation = await _laban_and_milk(client, guest)
    turn = await send(client, "remove the laban and the milk", conversation, guest=guest)
    assert len(turn.action("remove_cart_item")["items"]) == 2

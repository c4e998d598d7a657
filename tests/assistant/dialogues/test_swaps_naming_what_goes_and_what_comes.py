"""A cart line swapped for another product named beside it, over a real socket: "swap the
saffron for turmeric", "swap it for turmeric then", "بدل الخبز الابيض ابي اسمر", "badil el
5ubz el abya9 b asmar" are one change (the held line off, the other on), in English, Gulf
Arabic and Arabizi. A substitute asked about, a delivery or address switched, or a product we
do not sell named, swaps nothing."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import Turn, confirm, send

_SAFFRON = "p-0909"
_TURMERIC = "p-0902"
_WHITE_BREAD = "p-0301"
_BROWN_BREAD = "p-0302"
_MILK = "p-0201"
_LABAN = "p-0203"
_PEPSI = "p-1212"


async def _holding(client: Any, add: str) -> tuple[str, str]:
    """A new shopper whose cart holds what `add` asks for; the guest and the conversation."""
    guest = uuid.uuid4().hex
    added = await send(client, add, guest=guest)
    done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return guest, added.conversation_id


def _change(turn: Turn) -> dict[str, int]:
    return {i["productId"]: i["quantity"] for i in turn.action("update_cart_item")["items"]}


async def test_a_swap_naming_both_or_pointing_at_the_held_one_is_one_change(client: Any) -> None:
    for add, swap, off, on in (
        ("add saffron", "swap the saffron for turmeric", _SAFFRON, _TURMERIC),
        ("add saffron", "swap it for turmeric then", _SAFFRON, _TURMERIC),
        ("add saffron", "replace the saffron with turmeric pls", _SAFFRON, _TURMERIC),
        ("add white arabic bread", "actually i want the brown one instead of the white",
         _WHITE_BREAD, _BROWN_BREAD),
        ("add almarai full fat milk", "replace the milk with laban", _MILK, _LABAN),
        ("ضيف زعفران", "بدله بكركم", _SAFFRON, _TURMERIC),
        ("ضيف خبز عربي ابيض", "بدل الخبز الابيض ابي اسمر", _WHITE_BREAD, _BROWN_BREAD),
        ("7ot 5ubz 3arabi abya9", "badil el 5ubz el abya9 b asmar", _WHITE_BREAD, _BROWN_BREAD),
        ("ضيف زعفران", "badla b kurkum", _SAFFRON, _TURMERIC),
    ):  # fmt: skip
        guest, conversation = await _holding(client, add)
        turn = await send(client, swap, conversation, guest=guest)
        assert _change(turn) == {off: 0, on: 1}, (swap, turn.end["blocks"])
    guest, conversation = await _holding(client, "add saffron")
    swapped = await send(client, "swap the saffron for turmeric", conversation, guest=guest)
    done = await confirm(client, swapped.action("update_cart_item")["actionId"], guest=guest)
    assert done.status == 200, done.json


async def test_a_question_a_service_or_goods_we_lack_swap_no_line(client: Any) -> None:
    for add, message in (
        ("add saffron", "what can i use instead of saffron"),
        ("add almarai full fat milk", "can i swap my delivery slot to tomorrow"),
        ("add almarai full fat milk", "switch to express delivery"),
        ("add pepsi cans", "instead of the pepsi put coca cola"),
        ("ضيف زعفران", "شو استخدم بدال الزعفران؟"),
        ("7ot 7aleeb almarai", "shno a7o6 badal el 7aleeb?"),
    ):
        guest, conversation = await _holding(client, add)
        turn = await send(client, message, conversation, guest=guest)
        swapped = [
            b
            for b in turn.end["blocks"]
            if b["kind"] == "cart_action" and b["actionType"] == "update_cart_item"
        ]
        assert not swapped, (message, kinds(turn))


async def test_swapping_it_right_after_a_substitute_swaps_the_food_it_stands_in_for(
    client: Any,
) -> None:
    for add, ask, swap in (
        ("add saffron", "hmm saffron is pricey, what can i use instead",
         "swap it for turmeric then"),
        ("ضيف زعفران", "الزعفران غالي شو احط بداله؟", "خلاص بدله بالكركم"),
        ("ضيف زعفران", "el za3faran ghali, shno a7o6 badala?",
         "5alas badla b kurkum"),
    ):  # fmt: skip
        guest = uuid.uuid4().hex
        added = await send(client, add, guest=guest)
        done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        asked = await send(client, ask, added.conversation_id, guest=guest)
        turn = await send(client, swap, asked.conversation_id, guest=guest)
        assert _change(turn) == {_SAFFRON: 0, _TURMERIC: 1}, (swap, turn.end["blocks"])

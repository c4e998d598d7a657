"""A cart line moved to another kind of its product by the kind's word, over a real socket:
with the medium shrimp in the cart (and other goods offered since), "make the shrimp jumbo",
"الروبيان خله جامبو", "5al el rubyan jumbo" propose one change, the medium off and the jumbo
on, never "nothing changes", a card, nor the jumbo added beside the medium. A count said
("make the shrimp 2") changes the count; a question of the jumbo proposes nothing."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import Turn, confirm, send

SHRIMP, MEDIUM, JUMBO = "p-0508", "p-0508-v1", "p-0508-v2"


async def _with_medium_shrimp(client: Any, message: str) -> Turn:
    guest = uuid.uuid4().hex
    conversation = None
    for setup in ("add medium kuwaiti shrimp", "add tomatoes"):
        offered = await send(client, setup, conversation, guest=guest)
        conversation = offered.conversation_id
        [action] = [b for b in offered.end["blocks"] if b["kind"] == "cart_action"]
        assert (await confirm(client, action["actionId"], guest=guest)).status == 200
    return await send(client, message, conversation, guest=guest)


def _lines(turn: Turn) -> list[tuple[str, str | None, int]]:
    offered = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
    return [
        (i["productId"], i.get("variantId"), i["quantity"]) for b in offered for i in b["items"]
    ]


async def _moves_to_jumbo(client: Any, messages: tuple[str, ...]) -> None:
    for message in messages:
        turn = await _with_medium_shrimp(client, message)
        assert _lines(turn) == [(SHRIMP, MEDIUM, 0), (SHRIMP, JUMBO, 1)], (message, kinds(turn))


async def test_moved_to_another_kind_in_english(client: Any) -> None:
    await _moves_to_jumbo(
        client,
        (
            "make the shrimp jumbo",
            "change the shrimp to the jumbo one",
            "make the shrimp the jumbo",
            "switch the shrimp to jumbo",
            "can you make the shrimp jumbo instead",
            "actually make the shrimp jumbo",
            "change the shrimp to jumbo please",
            "turn the shrimp into the jumbo one",
            "make it jumbo shrimp",
            "swap the shrimp for the jumbo",
        ),
    )


async def test_moved_to_another_kind_in_arabic(client: Any) -> None:
    await _moves_to_jumbo(
        client,
        (
            "الروبيان خله جامبو",
            "خل الروبيان جامبو",
            "غير الروبيان لجامبو",
            "بدل الروبيان بالجامبو",
            "الروبيان خليه جامبو",
            "ابي الروبيان جامبو بداله",
            "خلي الروبيان الجامبو",
            "غير الروبيان للجامبو لو سمحت",
            "الروبيان بدله جامبو",
            "حول الروبيان جامبو",
        ),
    )


async def test_moved_to_another_kind_in_arabizi(client: Any) -> None:
    await _moves_to_jumbo(
        client,
        (
            "5al el rubyan jumbo",
            "el rubyan 5aleeh jumbo",
            "bdil el rubyan bel jumbo",
            "5ali el rubyan jumbo",
            "el rubyan 5alah jumbo",
            "ghayer el rubyan jumbo",
            "abi el rubyan jumbo bdalah",
            "el rubyan bdilah jumbo",
            "5al el robyan jumbo",
            "5alli el rubyan el jumbo",
        ),
    )


async def test_a_count_or_a_question_is_no_move(client: Any) -> None:
    counted = await _with_medium_shrimp(client, "make the shrimp 2")
    assert _lines(counted) == [(SHRIMP, MEDIUM, 2)], kinds(counted)
    for message in ("is the jumbo shrimp bigger?", "الروبيان الجامبو كم سعره؟", "el jumbo bkam?"):
        turn = await _with_medium_shrimp(client, message)
        assert SHRIMP not in {line[0] for line in _lines(turn)}, (message, _lines(turn))

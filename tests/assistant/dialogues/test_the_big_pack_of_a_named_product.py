"""A product added by name in its biggest or smallest pack, over a real socket: "add the big
khalas dates", "add khalas dates too, the big pack", "ضيف تمر خلاص الكبير", "7ot tamr 5las
el kbeer" propose the 3 kg box, never the 1 kg it is listed at nor a big pack of something
shown before; "the small one" is the 1 kg, and the dates named alone keep their listed pack."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import Turn, send

KHALAS, KILO, BOX = "p-2101", "p-2101-v1", "p-2101-v2"


async def _added(client: Any, message: str) -> Turn:
    guest = uuid.uuid4().hex
    laban = await send(client, "almarai laban", guest=guest)  # another product in view
    return await send(client, message, laban.conversation_id, guest=guest)


def _lines(turn: Turn) -> list[tuple[str, str | None, int]]:
    offered = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
    return [
        (i["productId"], i.get("variantId"), i["quantity"]) for b in offered for i in b["items"]
    ]


async def _the_big_box(client: Any, messages: tuple[str, ...]) -> None:
    for message in messages:
        turn = await _added(client, message)
        assert _lines(turn) == [(KHALAS, BOX, 1)], (message, kinds(turn), _lines(turn))


async def test_the_big_pack_in_english(client: Any) -> None:
    await _the_big_box(
        client,
        (
            "add the big khalas dates",
            "add khalas dates too, the big pack",
            "add khalas dates, the large one",
            "add the large khalas dates",
            "put the big khalas dates in my cart",
            "i want the big khalas dates, add them",
            "add khalas dates the big one",
            "add a big khalas dates please",
            "add khalas dates, the big size",
            "add the khalas dates too - the big one",
        ),
    )


async def test_the_big_pack_in_arabic(client: Any) -> None:
    await _the_big_box(
        client,
        (
            "ضيف تمر خلاص الكبير",
            "ضيف تمر خلاص، الكبير",
            "حط تمر الخلاص الكبير",
            "ابي اضيف تمر خلاص كبير",
            "حطلي تمر خلاص كبير",
            "ضيف تمر الخلاص الحجم الكبير",
            "ضيف تمر خلاص الحبه الكبيره",
            "حط تمر خلاص الكبير بالسله",
            "ضيف تمر خلاص كبير لو سمحت",
            "زيد تمر خلاص الكبير",
        ),
    )


async def test_the_big_pack_in_arabizi(client: Any) -> None:
    await _the_big_box(
        client,
        (
            "7ot tamr 5las el kbeer",
            "zeed tamr 5las kbeer",
            "abi a9eef tamr 5las el kbeer",
            "7ot tamr 5las, el kbeer",
            "9ayef tamr 5las el kbeer",
            "7otli tamr el 5las el kbeer",
            "7ot tamr 5las kbeer law sama7t",
            "9eef tamr 5las el kbeer",
            "7ot tamr 5las el 7ajm el kbeer",
            "zeedli tamr 5las kbeer",
        ),
    )


async def test_a_product_named_alone_keeps_its_pack(client: Any) -> None:
    for message, pack in (
        ("add khalas dates", KILO),
        ("ضيف تمر خلاص", KILO),
        ("7ot tamr 5las", KILO),
        ("add the small khalas dates", KILO),
        ("ضيف تمر خلاص الصغير", KILO),
        ("7ot tamr 5las el 9gheer", KILO),
    ):
        turn = await _added(client, message)
        assert _lines(turn) == [(KHALAS, pack, 1)], (message, _lines(turn))

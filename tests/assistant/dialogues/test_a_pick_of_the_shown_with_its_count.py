"""A product of a list picked by a word of its name with a count of it, over a real socket:
"the pants one, 1 pack" after the Pampers size 5 cards proposes one pack of the Pants, never
"none of the ones I showed" (one pack is a count, no pack of one piece). The pick alone, or
asked about ("the pants one?", "how much is the pants one x2?"), shows its card and proposes
nothing."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import Turn, send

LISTED = {
    "en": "do you have pampers size 5",
    "ar": "عندكم بامبرز مقاس ٥؟",
    "arabizi": "3indkom pampers size 5?",
}
PANTS, PREMIUM, AQUA = "p-1803", "p-1802", "p-1805"


async def _after_the_diapers(client: Any, message: str, script: str) -> Turn:
    guest = uuid.uuid4().hex
    listed = await send(client, LISTED[script], guest=guest)
    assert "products" in kinds(listed), script
    return await send(client, message, listed.conversation_id, guest=guest)


async def _proposes(client: Any, script: str, cases: tuple[tuple[str, str, int], ...]) -> None:
    for message, product, count in cases:
        turn = await _after_the_diapers(client, message, script)
        offered = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
        lines = [(i["productId"], i["quantity"]) for b in offered for i in b["items"]]
        assert lines == [(product, count)], (message, kinds(turn), lines)


async def test_a_pick_counted_in_english(client: Any) -> None:
    await _proposes(
        client,
        "en",
        (
            ("the pants one, 1 pack", PANTS, 1),
            ("the pants one, 2 packs", PANTS, 2),
            ("the pants ones, 3 please", PANTS, 3),
            ("i'll take the pants one, 1", PANTS, 1),
            ("the pants, 1 pack", PANTS, 1),
            ("2 of the pants one", PANTS, 2),
            ("the pants one - 2 packs", PANTS, 2),
            ("the premium care one, 1 pack", PREMIUM, 1),
            ("the aqua pure wipes, 2", AQUA, 2),
            ("the aqua pure ones, 1 pack", AQUA, 1),
        ),
    )


async def test_a_pick_counted_in_arabic(client: Any) -> None:
    await _proposes(
        client,
        "ar",
        (
            ("البانتس، باكيت واحد", PANTS, 1),
            ("اللي بانتس ٢", PANTS, 2),
            ("البانتس ٢ باكيت", PANTS, 2),
            ("ابي البانتس، ٣", PANTS, 3),
            ("البانتس حبتين", PANTS, 2),
            ("خلاص البانتس، ١", PANTS, 1),
            ("اللي بانتس، ٢ باكيتات", PANTS, 2),
            ("البريميوم كير، واحد", PREMIUM, 1),
            ("مناديل الاكوا بيور ٢", AQUA, 2),
            ("ابي البانتس باكيت واحد", PANTS, 1),
        ),
    )


async def test_a_pick_counted_in_arabizi(client: Any) -> None:
    await _proposes(
        client,
        "arabizi",
        (
            ("el pants, wa7ed", PANTS, 1),
            ("el pants 2", PANTS, 2),
            ("el pants wa7ed pack", PANTS, 1),
            ("abi el pants, 3", PANTS, 3),
            ("5alas el pants 1", PANTS, 1),
            ("el aqua pure wipes 2", AQUA, 2),
            ("el pants 2 7abat", PANTS, 2),
            ("el pants 1 pack", PANTS, 1),
            ("el pants 2 7abat bas", PANTS, 2),
            ("el pants 3", PANTS, 3),
        ),
    )


async def test_a_pick_alone_or_asked_about_proposes_nothing(client: Any) -> None:
    for message, script in (
        ("the pants one", "en"),
        ("the pants one?", "en"),
        ("how much is the pants one x2?", "en"),
        ("البانتس", "ar"),
        ("البانتس كم سعره؟", "ar"),
        ("el pants", "arabizi"),
        ("el pants bkam?", "arabizi"),
    ):
        turn = await _after_the_diapers(client, message, script)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert "product_detail" in kinds(turn), (message, kinds(turn))

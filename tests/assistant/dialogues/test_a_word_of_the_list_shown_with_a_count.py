"""A product of the list shown picked by a word of its name with how many of it, over a real
socket in English, Gulf Arabic and Arabizi: "ok the kuwaiti 3", "الكويتي ثلاثه", "el kuwaiti
thalath" after the Arabic coffees were shown propose that many of the Kuwaiti coffee, never
ask which of other goods of the store the word also names (Kuwaiti bread), nor decline the
message as no shopping. When the word names two of the list ("the arabic, 2" of two Arabic
coffees), which of those two is asked, with nothing proposed."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, products
from tests.handlers.assistant_support import Turn, send

LISTED = {
    "en": "do you have arabic coffee",
    "ar": "عندكم قهوة عربية؟",
    "arabizi": "3indkom gahwa 3arabiya?",
}
ABU_AUF, KUWAITI = "p-1306", "p-1308"


async def _after_the_coffees(client: Any, message: str, script: str) -> Turn:
    guest = uuid.uuid4().hex
    listed = await send(client, LISTED[script], guest=guest)
    assert KUWAITI in [p["_id"] for p in products(listed)], (script, kinds(listed))
    return await send(client, message, listed.conversation_id, guest=guest)


async def _proposes(client: Any, script: str, cases: tuple[tuple[str, int], ...]) -> None:
    for message, count in cases:
        turn = await _after_the_coffees(client, message, script)
        offered = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
        lines = [(i["productId"], i["quantity"]) for b in offered for i in b["items"]]
        assert lines == [(KUWAITI, count)], (message, kinds(turn), lines)


async def test_a_word_of_the_shown_counted_in_english(client: Any) -> None:
    await _proposes(client, "en", (("ok the kuwaiti 3", 3), ("kuwaiti 2 please", 2)))


async def test_a_word_of_the_shown_counted_in_arabic(client: Any) -> None:
    await _proposes(client, "ar", (("الكويتي ثلاثه", 3), ("الكويتي، ٤", 4)))


async def test_a_word_of_the_shown_counted_in_arabizi(client: Any) -> None:
    await _proposes(client, "arabizi", (("el kuwaiti thalath", 3), ("ok el kuwaiti 4", 4)))


async def test_a_word_two_of_the_shown_hold_asks_which_of_them(client: Any) -> None:
    turn = await _after_the_coffees(client, "the arabic, 2", "en")
    assert "cart_action" not in kinds(turn), kinds(turn)
    assert [p["_id"] for p in products(turn)] == [ABU_AUF, KUWAITI], kinds(turn)

"""A recipe shown for a count of people not its own, over a real socket in English, Gulf
Arabic and Arabizi ("there'll be 12 of us", "بنكون ١٢ نفر", "bnkoon 12 nafar" after the
recipe): the card that says 12 must read for 12. The amounts opening its ingredients' notes
are scaled with their units kept ("3 cups" of rice for 6 is "6 cups" for 12, in Arabic "٦
أكواب"), the units to add are the ones the cart would get, and the steps, whose amounts stay
those of the recipe as written, are said plainly to be for its own 6."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, one, texts
from tests.conftest import GUEST_A, GUEST_B

RICE = "p-0601"
_RICE_EN = "6 cups basmati rice, soaked 30 minutes"
_RICE_AR = "٦ أكواب رز بسمتي منقوع ٣٠ دقيقة"


def _note(turn: Any, product_id: str) -> tuple[str, int]:
    [line] = [
        i for i in one(turn, "recipe")["recipe"]["ingredients"] if i["product"]["_id"] == product_id
    ]
    return line["note"], line["quantity"]


async def test_the_card_and_its_steps_say_for_how_many_they_are(client: Any) -> None:
    for shown, count, guest, language, rice, steps_for in (
        ("machboos recipe pls", "there'll be 12 of us", GUEST_A, "en", _RICE_EN, "for 6"),
        ("وصفة مجبوس", "بنكون ١٢ نفر", GUEST_B, "ar", _RICE_AR, "تكفي ٦"),
        ("wasfat machboos dyay", "bnkoon 12 nafar", GUEST_B, "ar", _RICE_AR, "تكفي ٦"),
    ):
        first, then = await conversation(client, [shown, count], guest=guest, language=language)
        assert one(first, "recipe")["servings"] == 6, shown
        card = one(then, "recipe")
        assert card["servings"] == 12 and card["stepsServings"] == 6, (count, card)
        note, packs = _note(then, RICE)
        assert note == rice and packs == 2, (count, note, packs)
        # the steps' own amounts are owned up to as the recipe's, in the shopper's language
        assert any(steps_for in text for text in texts(then)), (count, texts(then))


async def test_a_card_for_its_own_count_is_as_written(client: Any) -> None:
    [first] = await conversation(client, ["machboos recipe pls"], guest=GUEST_A)
    assert "stepsServings" not in one(first, "recipe"), first.end["blocks"]
    assert _note(first, RICE) == ("3 cups basmati rice, soaked 30 minutes", 1)
    assert not any("as written" in text for text in texts(first)), texts(first)

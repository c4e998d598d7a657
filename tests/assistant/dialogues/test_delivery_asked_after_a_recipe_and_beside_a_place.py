"""What delivery to an area costs, asked over a real socket right after a recipe's goods
were offered, in English, Gulf Arabic and Arabizi: the delivery is answered, not the
recipe's total; and an English question whose only other words are a place and one word
Arabizi shares with English ("fee") is answered in English."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_delivery_to_an_area_after_a_recipe_offered_is_the_delivery(client: Any) -> None:
    for recipe, add_all, asked, guest in (
        ("need stuff for shakshuka", "add all", "how much is delivery to salmiya", GUEST_A),
        ("ابي اسوي مجبوس دجاج شنو احتاج", "حطهم كلهم", "جم التوصيل حق الفروانيه", GUEST_B),
        ("abi asawi machboos dyay", "7ethum kilhum", "w cham el tawseel 7ag el jahra", GUEST_B),
    ):
        shown = await send(client, recipe, guest=guest)
        assert "recipe" in kinds(shown), (recipe, kinds(shown))
        offered = await send(client, add_all, shown.conversation_id, guest=guest)
        assert "cart_action" in kinds(offered), (add_all, kinds(offered))
        turn = await send(client, asked, shown.conversation_id, guest=guest)
        assert "delivery_info" in kinds(turn), (asked, kinds(turn), texts(turn))


async def test_an_english_delivery_question_naming_an_area_is_answered_in_english(
    client: Any,
) -> None:
    opened = await send(client, "hi", guest=GUEST_A)
    for asked in ("delivery fee for hawalli?", "delivery fee to mangaf pls"):
        turn = await send(client, asked, opened.conversation_id, guest=GUEST_A)
        assert "delivery_info" in kinds(turn), (asked, kinds(turn))
        assert not is_arabic(turn.end["content"]), (asked, turn.end["content"])
    thanks = await send(client, "ok", opened.conversation_id, guest=GUEST_A)
    assert not is_arabic(thanks.end["content"]), thanks.end["content"]


async def test_a_question_opened_in_arabizi_with_english_words_stays_arabic(client: Any) -> None:
    for asked in ("kam the delivery fee for salmiya", "ya3ni how much is the delivery"):
        turn = await send(client, asked, guest=GUEST_A)
        assert is_arabic(turn.end["content"]), (asked, turn.end["content"])

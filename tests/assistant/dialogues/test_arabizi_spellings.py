"""Arabizi writes sounds, not letters: "tawseel" (توصيل or توسيل?), "labna" (لبنة), doubled
letters for a shadda ("mutabbal"), "5las" for the Khalas dates. Each reaches what it names,
over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_arabizi_product_words_find_their_products(client: Any) -> None:
    labneh = await send(client, "shno 3ndkm min labna", guest=GUEST_A)
    assert names(labneh)[:3] and all("Labneh" in name for name in names(labneh)[:3])
    regag = await send(client, "3ndkm 5ubz rgag", guest=GUEST_A)
    assert names(regag)[0] == "Kuwaiti Regag Bread"
    dates = await send(client, "ay wa7id ar5a9 il 5las wala il sukkari", guest=GUEST_A)
    assert names(dates)[:2] == ["Khalas Dates (Al-Ahsa)", "Sukkari Dates (Al-Qassim)"]


async def test_arabizi_request_words_reach_their_answers(client: Any) -> None:
    fee = await send(client, "kam il tawseel 7ag il jahra", guest=GUEST_A)
    assert one(fee, "delivery_info")["areaName"] == "Jahra"
    recipe = await send(client, "shno y7tajoon il mutabbal", guest=GUEST_A)
    assert one(recipe, "recipe")["recipe"]["name"] == "Mutabbal"
    assert recipe.end["content"].startswith("هذه الوصفة")


async def test_words_for_the_amounts_are_no_other_dish(client: Any) -> None:
    for message in ("teach me harees", "المقادير حق الهريس", "what goes into fattoush"):
        turn = await send(client, message, guest=GUEST_A)
        assert "recipe" in kinds(turn), message
        assert "exactly" not in turn.end["content"] and "بالضبط" not in turn.end["content"]

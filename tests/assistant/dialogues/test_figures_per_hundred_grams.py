"""A food's figures asked "per 100 g", over a real socket: the basis the figures are given on,
never a pack size the store lacks ("protein per 100g on the kupco chicken?" is that chicken's
protein, not "we don't sell that size"); a size asked with the food stays a size."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NO_SUCH_SIZE = ("that size", "هذا الحجم")


async def test_figures_per_hundred_grams_are_the_foods_own(client: Any) -> None:
    for message, guest, figure in (
        ("protein per 100g on the kupco chicken?", GUEST_A, "18.6"),
        ("calories per 100 g in the kupco chicken", GUEST_A, "215"),
        ("how much protein per 100 grams in kupco fresh chicken", GUEST_A, "18.6"),
        ("كم بروتين لكل ١٠٠ جرام في صدر الدجاج كوبكو", GUEST_B, "18.6"),
        ("كم بروتين لكل 100 غرام في دجاج كوبكو الطازج", GUEST_B, "18.6"),
        ("kam protein kil 100 gram fil kupco chicken", GUEST_B, "18.6"),
    ):
        turn = await send(client, message, guest=guest)
        assert "KUPCO" in one(turn, "product_detail")["product"]["name"], (message, kinds(turn))
        assert any(figure in text for text in texts(turn)), (message, texts(turn))
        assert not any(words in turn.end["content"] for words in NO_SUCH_SIZE), message


async def test_figures_per_hundred_grams_of_a_food_without_them_are_owned_up_to(
    client: Any,
) -> None:
    for message, guest in (
        ("how much fat per 100g in almarai full fat yoghurt", GUEST_A),
        ("كم دهون لكل ١٠٠ جرام في زبادي المراعي كامل الدسم", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "Yoghurt" in one(turn, "product_detail")["product"]["name"], message
        assert not any(words in turn.end["content"] for words in NO_SUCH_SIZE), message

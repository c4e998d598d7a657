""" "روب" is set yoghurt (زبادي), not the drinking laban that lists the word among its own:
asked for, cheapest or weighed between two brands, the yoghurts are what is shown, over a
real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

YOGHURTS = {"Almarai Full Fat Plain Yoghurt", "Nadec Full Fat Yoghurt"}


async def test_roob_asked_shows_the_yoghurts_never_the_laban(client: Any) -> None:
    for message, guest in (
        ("what's your cheapest roob?", GUEST_A),
        ("ابي روب رخيص، شنو عندكم؟", GUEST_B),
        ("shno ar5as roob 3indkum", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert set(names(turn)) == YOGHURTS, (message, names(turn))


async def test_roob_of_two_brands_weighs_their_yoghurts(client: Any) -> None:
    for message, guest in (
        ("roob nadec or almarai, which costs less?", GUEST_A),
        ("الروب نادك ولا المراعي ايهم ارخص؟", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert set(names(turn)) == YOGHURTS, (message, names(turn))

"""How fast delivery to an area comes, asked beside its fee, over a real socket: "how much is
delivery to Hawalli and how fast", "التوصيل لحولي بكم وشكثر سريع؟" ask the area's usual fee
and time, with express beside as the faster way, never express's alone; express asked by
name still shows express."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

HOW_FAST = {
    "en": (
        "how much is delivery to hawalli and how fast",
        "whats the delivery fee to salmiya, and how quick is it?",
        "delivery to jabriya how much? how fast does it get there",
    ),
    "ar": ("التوصيل لحولي بكم؟ وشكثر سريع؟", "كم رسوم التوصيل للسالميه وشقد سريع"),
    "arabizi": (
        "il tawseel 7ag 7awalli b kam w shgad sari3?",
        "cham il delivery lil salmiya w how fast?",
    ),
}


def _cards(turn: Any) -> list[dict[str, Any]]:
    return [block for block in turn.blocks if block["kind"] == "delivery_info"]


@pytest.mark.parametrize("script", sorted(HOW_FAST))
async def test_how_fast_shows_the_usual_delivery_with_express_beside(
    client: Any, script: str
) -> None:
    for asked in HOW_FAST[script]:
        turn = await send(client, asked, guest=GUEST_A)
        cards = _cards(turn)
        assert cards, (asked, kinds(turn))
        assert not cards[0].get("express"), (asked, cards)
        assert cards[0].get("areaName"), (asked, cards)
        assert any(card.get("express") for card in cards[1:]), (asked, cards)


async def test_express_asked_by_name_is_still_express(client: Any) -> None:
    for asked in ("how fast is express to salmiya", "the express to hawalli, how much?"):
        cards = _cards(await send(client, asked, guest=GUEST_A))
        assert cards and all(card.get("express") for card in cards), (asked, cards)

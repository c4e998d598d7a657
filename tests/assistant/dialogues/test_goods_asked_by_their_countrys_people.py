"""Goods asked of by their country's people's word in English, beside Gulf Arabic and Arabizi
("is the pomegranate iranian? how much a kilo", "are the bananas filipino", "الرمان
ايراني؟", "il rumman irani?"): the product whose name gives that country, "Pomegranates
(Iran)". Before, English found nothing, as the name says "Iran", not "iranian"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import Turn, send


def _named(turn: Turn) -> list[str]:
    cards = [
        product["name"]
        for block in turn.end["blocks"]
        for product in ([block["product"]] if block["kind"] == "product_detail" else [])
        + (block["products"] if block["kind"] == "products" else [])
    ]
    texts = [b["text"] for b in turn.end["blocks"] if b["kind"] == "text"]
    return cards + texts


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("is the pomegranate iranian? how much a kilo", "Pomegranates (Iran)"),
        ("are the bananas filipino", "Bananas (Philippines)"),
        ("indian onions", "Red Onions (India)"),
        ("الرمان ايراني؟", "Pomegranates (Iran)"),
    ],
)
async def test_the_goods_of_that_country(client: Any, message: str, name: str) -> None:
    turn = await send(client, message, guest=GUEST_B)
    assert any(name in said for said in _named(turn)[:1]), (message, kinds(turn), _named(turn))


async def test_arabizi_is_told_the_country(client: Any) -> None:
    turn = await send(client, "il rumman irani?", guest=GUEST_B)
    assert any("إيران" in said for said in _named(turn)), (kinds(turn), _named(turn))

"""A product's English name typed on its own ("white quinoa", "chilli powder") holds no
"the", "my" or "add" to say the message is English. Its words are still English words of
goods, not Arabizi spelt letter by letter ("white" is no حطي, put, and "gold" no غليظ): the
shopper is answered in English with the product, and nothing is proposed. In Arabizi
("ubi cheddar slices") the same names are found and the answer is in Arabic."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import Turn, send


def _names(turn: Turn) -> list[str]:
    return [product["name"] for product in products(turn)]


def _arabic(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("white quinoa", "Bayara White Quinoa"),
        ("chilli powder", "Bayara Chilli Powder"),
        ("ground cumin", "Bayara Ground Cumin"),
        ("date syrup", "Date Syrup (Dibs)"),
        ("vegetable ghee", "Aseel Vegetable Ghee"),
        ("original bleach", "Clorox Original Bleach"),
        ("nescafe gold", "Nescafé Gold Instant Coffee"),
    ],
)
async def test_an_english_name_alone_is_searched_in_english(
    client: Any, text: str, named: str
) -> None:
    turn = await send(client, text, guest=GUEST_A)
    assert named in _names(turn)[:3], (text, _names(turn))
    assert "cart_action" not in kinds(turn), turn.end["blocks"]
    assert not _arabic(turn.end["content"]), turn.end["content"]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("ubi cheddar slices", "Puck Cheddar Cheese Slices"),
        ("abi nescafe gold", "Nescafé Gold Instant Coffee"),
        ("نسكافيه جولد", "Nescafé Gold Instant Coffee"),
    ],
)
async def test_the_same_names_in_arabizi_or_arabic_are_answered_in_arabic(
    client: Any, text: str, named: str
) -> None:
    turn = await send(client, text, guest=GUEST_A)
    assert named in _names(turn)[:3], (text, _names(turn))
    assert "cart_action" not in kinds(turn), turn.end["blocks"]
    assert _arabic(turn.end["content"]), turn.end["content"]


async def test_a_colour_in_an_arabizi_request_is_the_colour_not_put(client: Any) -> None:
    """ "white" spelt as حطي would be a request to put something in the cart."""
    turn = await send(client, "white cheese", guest=GUEST_A)
    assert "cart_action" not in kinds(turn), turn.end["blocks"]
    assert products(turn), turn.end["blocks"]

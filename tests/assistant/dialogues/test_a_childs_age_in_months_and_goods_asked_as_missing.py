"""A young child's age said in months, over a real socket, in English, Gulf Arabic and
Arabizi: a year or more of months is that many whole years ("my 15 month old", "عمره سنه و ٣
شهور", "3umraha 18 shahar"), so growing-up milk is shown, not the fresh milks "not exactly";
and goods asked after as missing, the Gulf way ("النيدو الكبير ماكو؟", "nido il kbeer maku?"),
are looked up, never "not found" for a listed product."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ONE_PLUS = "Nido 1+ Growing-Up Milk"
POWDER = "Nido Fortified Full Cream Milk Powder"


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("what milk should my 15 month old be drinking", GUEST_A),
        ("milk for my daughter, she's 20 months", GUEST_A),
        ("ابي حليب حق بنتي عمرها سنه و ٤ شهور", GUEST_B),
        ("ابي حليب لولدي عمره ١٤ شهر", GUEST_B),
        ("abi 7aleeb 7ag binti 3umraha 18 shahar", GUEST_B),
    ],
)
async def test_a_year_and_months_is_a_growing_up_milk(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert names(turn) == [ONE_PLUS], (message, names(turn), turn.end["content"])
    assert "cart_action" not in kinds(turn), message


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("النيدو الكبير ماكو؟", GUEST_B),
        ("نيدو البودره ماكو", GUEST_B),
        ("nido il kbeer maku?", GUEST_B),
    ],
)
async def test_goods_asked_as_missing_are_looked_up(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert POWDER in names(turn), (message, names(turn), turn.end["content"])
    assert "لم أجد" not in turn.end["content"], (message, turn.end["content"])


@pytest.mark.parametrize(
    ("message", "guest", "out"),
    [
        ("got the 1.8kg nido powder in stock?", GUEST_A, "out of stock"),
        ("نيدو المجفف ١.٨ كيلو ماكو؟", GUEST_B, "غير متوفر"),
        ("nido il mjaffaf 1.8 kilo mawjood?", GUEST_B, "غير متوفر"),
    ],
)
async def test_a_size_asked_of_that_is_out_is_said_out(
    client: Any, message: str, guest: str, out: str
) -> None:
    """A stock question is answered as one: out of stock, never "can't be added"."""
    turn = await send(client, message, guest=guest)
    assert POWDER in names(turn), (message, names(turn))
    content = turn.end["content"]
    assert out in content and "added" not in content and "إضافة" not in content, content

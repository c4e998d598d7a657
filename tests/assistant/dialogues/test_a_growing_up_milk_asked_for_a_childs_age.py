"""A growing-up milk asked of by the child's age, over a real socket, in English, Gulf Arabic
and Arabizi: "which nido for a 2 year old" shows the milks made for that age, the one from
the nearest age first; one named that is made for older children ("is nido 3+ ok for a one
year old", "نيدو ٣+ ينفع لبنتي عمرها سنه؟") is told the age it is made from, beside those
made for the child, never declined as another matter nor "not found"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ONE_PLUS = "Nido 1+ Growing-Up Milk"
THREE_PLUS = "Nido 3+ Growing-Up Milk"


def _texts(turn: Any) -> str:
    return " ".join(str(b.get("text")) for b in turn.end["blocks"] if b["kind"] == "text")


@pytest.mark.parametrize(
    ("message", "guest", "first"),
    [
        ("which nido would suit my 2 yr old", GUEST_A, ONE_PLUS),
        ("what nido do i get for a four year old", GUEST_A, THREE_PLUS),
        ("اي نيدو يناسب بنتي عمرها سنتين", GUEST_B, ONE_PLUS),
        ("ay nido a5th 7ag wildi 3umra 4 sneen", GUEST_B, THREE_PLUS),
    ],
)
async def test_the_milks_made_for_the_age_lead(
    client: Any, message: str, guest: str, first: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert names(turn) and names(turn)[0] == first, (message, names(turn))
    assert "cart_action" not in kinds(turn), message


@pytest.mark.parametrize(
    ("message", "guest", "said"),
    [
        ("is nido 3+ alright for a one year old?", GUEST_A, "from 3 years"),
        ("nido 3 plus or 1 plus for my 2 year old?", GUEST_A, "from 3 years"),
        ("نيدو ٣+ ينفع لولدي عمره سنه؟", GUEST_B, "من عمر ٣"),
        ("nido 3+ zain 7ag binti 3umraha sana?", GUEST_B, "من عمر ٣"),
    ],
)
async def test_one_made_for_older_children_says_its_age_and_shows_the_childs(
    client: Any, message: str, guest: str, said: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert said in _texts(turn), (message, _texts(turn), turn.end["content"])
    assert names(turn) == [ONE_PLUS], (message, names(turn))

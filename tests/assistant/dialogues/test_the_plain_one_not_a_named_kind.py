"""The plain one of goods, asked of with a kind of them ruled out, over a real socket, in
English, Gulf Arabic and Arabizi: "the regular galaxy, not the hazelnut one, any nuts?",
"جالكسي العادي مو اللي بالبندق، فيه مكسرات؟", "galaxy il 3adi mu il bunduq" are answered
of a Galaxy that is no hazelnut bar, never the Hazelnut bar's card."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import conversation, one
from tests.conftest import GUEST_A, GUEST_B

HAZELNUT = "Galaxy Hazelnut Chocolate Bar"


def _carded(turn: Any) -> str:
    return str(one(turn, "product_detail")["product"]["name"])


@pytest.mark.parametrize(
    ("said", "guest"),
    [
        (
            [
                "snacks for the kids please, nothing with nuts",
                "is galaxy fine? the plain one not the hazelnut",
            ],
            GUEST_A,
        ),
        (["is the regular galaxy safe for a nut allergy, not the hazelnut one?"], GUEST_A),
        (["جالكسي العادي مو اللي بالبندق، فيه مكسرات؟"], GUEST_B),
        (["galaxy il 3adi mu il bunduq, feeh mkasarat?"], GUEST_B),
    ],
)
async def test_a_galaxy_that_is_no_hazelnut_bar(client: Any, said: list[str], guest: str) -> None:
    *_, turn = await conversation(client, said, guest=guest)
    name = _carded(turn)
    assert "Galaxy" in name and name != HAZELNUT, (said, name)

"""Goods in an add asked to keep a diet told earlier, over a real socket, in English, Gulf
Arabic and Arabizi: after "my brother is vegan and can't have gluten", "and a bread he can
eat", "وخبز تقدر تاكله", "w 5ubz tigdar takla" say none of our bread keeps it, and propose
the rest; never "which one?" over breads that break it, nor one of them proposed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import conversation, kinds, texts
from tests.conftest import GUEST_A, GUEST_B

AVOCADOS = "Avocados (Kenya)"


@pytest.mark.parametrize(
    ("said", "guest", "none"),
    [
        (
            ["my brother is vegan and cant have gluten", "add 2 avocados and a bread he can eat"],
            GUEST_A,
            "None of our bread",
        ),
        (
            ["اختي نباتيه وعندها حساسيه جلوتين", "ضيف ٢ افوكادو وخبز تقدر تاكله"],
            GUEST_B,
            "ما عندنا خبز",
        ),
        (
            ["o5ti nabatiya w 3indaha 7asasiya gluten", "zain 7ot 2 avocado w 5ubz tigdar takla"],
            GUEST_B,
            "ما عندنا خبز",
        ),
    ],
)
async def test_none_of_the_kind_keeps_it_and_the_rest_is_proposed(
    client: Any, said: list[str], guest: str, none: str
) -> None:
    *_, turn = await conversation(client, said, guest=guest)
    assert any(none in text for text in texts(turn)), (said, texts(turn))
    assert "products" not in kinds(turn), (said, kinds(turn))
    lines = turn.action("add_to_cart")["items"]
    assert [line["product"]["name"] for line in lines] == [AVOCADOS], (said, lines)

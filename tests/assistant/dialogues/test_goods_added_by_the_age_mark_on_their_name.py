"""Goods added by the age mark on their name, over a real socket, in English, Gulf Arabic and
Arabizi: right after the plain Nido powder was shown (out of stock), "2 nido 1+", "نيدو ١+
علبتين", "nido 3+ wa7da" propose the growing-up milk of that age, not the powder in view as
"can't be added" with the fresh milks instead."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import conversation, kinds
from tests.conftest import GUEST_A, GUEST_B

ONE_PLUS = "Nido 1+ Growing-Up Milk"
THREE_PLUS = "Nido 3+ Growing-Up Milk"


@pytest.mark.parametrize(
    ("said", "guest", "wanted", "count"),
    [
        (["is the 1.8kg nido powder in stock?", "fine, then 2 nido 1+"], GUEST_A, ONE_PLUS, 2),
        (["got the big nido powder 1.8 kg?", "ok add nido 3 plus instead"], GUEST_A, THREE_PLUS, 1),
        (["نيدو المجفف ١.٨ كيلو موجود؟", "خلاص عطني نيدو ١+ ثنتين"], GUEST_B, ONE_PLUS, 2),
        (
            ["nido il mjaffaf 1.8 kilo mawjood?", "5alas 3a6ni nido 3+ wa7da"],
            GUEST_B,
            THREE_PLUS,
            1,
        ),
    ],
)
async def test_the_mark_names_the_milk_after_the_powder_shown(
    client: Any, said: list[str], guest: str, wanted: str, count: int
) -> None:
    *_, turn = await conversation(client, said, guest=guest)
    assert "cart_action" in kinds(turn), (said, kinds(turn), turn.end["content"])
    [line] = turn.action("add_to_cart")["items"]
    assert (line["product"]["name"], line["quantity"]) == (wanted, count), (said, line)

"""Goods named with "and" written onto a short word, as Gulf shoppers type it, over a real
socket: "وبيض ٣٠ حبه", "وملح", "وشاي" find the eggs, the salt and the teas (never the
dairy aisle, salted butter or hibiscus alone); words whose "و" is their own ("ورق عنب")
keep it, and the same goods asked in English or Arabizi are found alike."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.handlers.assistant_support import send

NAMED = (
    ("وبيض ٣٠ حبه", "Eggs"),
    ("وبيض", "Eggs"),
    ("وملح", "Salt"),
    ("وشاي", "Tea"),
    ("وخبز", "Bread"),
    ("وسكر", "Sugar"),
    ("وزيت", "Oil"),
    ("وتمر", "Dates"),
    ("وموز", "Bananas"),
    ("وجبن", "Chees"),
    ("and eggs 30 pcs", "Eggs"),
    ("and salt", "Salt"),
    ("w bai6 30 7aba", "Eggs"),
    ("w mil7", "Salt"),
    ("w chai", "Tea"),
)


def _shown(turn: Any) -> list[str]:
    if "products" in kinds(turn):
        return names(turn)
    return [one(turn, "product_detail")["product"]["name"]]


async def test_goods_with_and_written_on_are_found(client: Any) -> None:
    for message, wanted in NAMED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        shown = _shown(turn)
        assert shown and wanted in shown[0], (message, shown)
        assert "Lurpak" not in shown[0], message


async def test_a_word_whose_waw_is_its_own_keeps_it(client: Any) -> None:
    turn = await send(client, "ورق تواليت", guest=uuid.uuid4().hex)
    assert "Toilet" in _shown(turn)[0], _shown(turn)

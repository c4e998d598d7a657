"""Goods counted as the shopper counts them, over a real socket in English, Gulf Arabic and
Arabizi: pieces of goods sold a few to a pack ("4 avocados" of a pack of two) are that many
pieces, in whole packs, and the proposal says the sum; a unit then its count in words
("تمر سكري كيلو ثلاث") is that many units; a weight of packs smaller than its unit says how
many packs make it. A count of packs ("2 packs of avocado") stays a count of packs."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(NAMES[line["productId"]], line["quantity"]) for line in turn.action()["items"]]


async def test_pieces_of_a_pack_of_a_few_are_counted_in_whole_packs(client: Any) -> None:
    for message, guest, packs in (
        ("can you add 6 avocados", GUEST_A, 3),
        ("ابي ٤ حبات افوكادو", GUEST_B, 2),
        ("7ot 4 avocado", GUEST_B, 2),
        ("add 30 eggs", GUEST_A, 1),
    ):
        turn = await send(client, message, guest=guest)
        [(_, count)] = _lines(turn)
        assert count == packs, (message, _lines(turn))
        assert any("2 pcs" in t or "30 pcs" in t or "حبات" in t for t in texts(turn)), texts(turn)
    turn = await send(client, "add 2 packs of avocado", guest=GUEST_A)
    assert _lines(turn) == [("Avocados (Kenya)", 2)], _lines(turn)


async def test_a_unit_then_its_count_in_words_is_that_many_units(client: Any) -> None:
    for message in ("حط تمر سكري كيلو ثلاث", "7ot tamr sukkari kilo thalath"):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn) == [("Sukkari Dates (Al-Qassim)", 3)], (message, _lines(turn))
    turn = await send(client, "add a kilo of garlic", guest=GUEST_A)
    [(name, count)] = _lines(turn)
    assert "Garlic" in name and count == 2, _lines(turn)
    assert any("500 g" in text for text in texts(turn)), texts(turn)

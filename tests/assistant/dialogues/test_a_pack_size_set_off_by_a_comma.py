"""A pack's size set off from the goods by a comma, over a real socket in English, Gulf
Arabic and Arabizi: "rawdatain water, the 24 pack", "عطني ماي روضتين، كرتون ٢٤", "7ot mai rawdatain,
kartoon 24" are one of the water's 24-pack, as said without the comma; never 24 bottles' worth of its six-pack.
A count of packs after the comma ("water, 2 packs") stays a count."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_WATER = "p-1401"
_OF_24 = "p-1401-v3"


def _lines(turn: Any) -> list[tuple[str, str | None, int]]:
    return [
        (line["productId"], line.get("variantId"), line["quantity"])
        for line in turn.action()["items"]
    ]


async def test_a_pack_size_after_a_comma_is_that_pack(client: Any) -> None:
    for message, guest in (
        ("put rawdatain water, the 24 pack", GUEST_A),
        ("add rawdatain water, 24 pack", GUEST_A),
        ("عطني ماي روضتين، كرتون ٢٤", GUEST_B),
        ("7ot mai rawdatain, kartoon 24", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == [(_WATER, _OF_24, 1)], (message, _lines(turn))


async def test_a_count_of_packs_after_a_comma_stays_a_count(client: Any) -> None:
    turn = await send(client, "add rawdatain water, 2 packs", guest=GUEST_A)
    [(product, variant, count)] = _lines(turn)
    assert (product, count) == (_WATER, 2) and variant != _OF_24, _lines(turn)

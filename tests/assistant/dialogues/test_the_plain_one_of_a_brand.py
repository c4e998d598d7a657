"""The plain one of a brand asked for, over a real socket in English, Gulf Arabic and
Arabizi: "add plain galaxy", "حط جالكسي ساده", "7ot galaxy 3adi" put Galaxy's smooth milk
bar forward, not its hazelnut or caramel one nor a plain yoghurt; "the regular big nido" is
Nido's full cream powder, said to be out of stock, never a growing-up milk; asked after
("fi nido 3adi kbeer?"), the plain one is shown first. "Plain yoghurt" stays the yoghurt of
that name, and "regular milk" of many brands is still asked of."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_SMOOTH_GALAXY = "p-1106"
_NIDO_POWDER = "p-0229"  # out of stock in the demo store
_PLAIN_YOGHURT = "p-0204"


def _lines(turn: Any) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action()["items"]}


async def test_the_plain_one_of_a_brand_is_proposed(client: Any) -> None:
    for message, guest, count in (
        ("add plain galaxy", GUEST_A, 1),
        ("put 2 regular galaxy", GUEST_A, 2),
        ("حط جالكسي ساده", GUEST_B, 1),
        ("7ot galaxy 3adi", GUEST_B, 1),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == {_SMOOTH_GALAXY: count}, (message, kinds(turn))


async def test_the_regular_big_one_out_of_stock_is_said_so(client: Any) -> None:
    for message, guest in (
        ("add the regular big nido", GUEST_A),
        ("حط نيدو عادي كبير", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert one(turn, "product_detail")["product"]["_id"] == _NIDO_POWDER, (message, kinds(turn))


async def test_the_plain_one_asked_after_is_shown_first(client: Any) -> None:
    for message, guest, first in (
        ("is the big regular nido available?", GUEST_A, "Nido Fortified Full Cream Milk Powder"),
        ("fi nido 3adi kbeer?", GUEST_B, "Nido Fortified Full Cream Milk Powder"),
        ("عندكم جالكسي ساده؟", GUEST_B, "Galaxy Smooth Milk Chocolate Bar"),
    ):
        turn = await send(client, message, guest=guest)
        assert names(turn)[:1] == [first], (message, names(turn))


async def test_plain_in_a_name_and_plain_of_many_brands_stay_as_they_were(client: Any) -> None:
    turn = await send(client, "add plain yoghurt", guest=GUEST_A)
    assert set(_lines(turn)) == {_PLAIN_YOGHURT}, kinds(turn)
    turn = await send(client, "add regular milk", guest=GUEST_A)
    assert "cart_action" not in kinds(turn) and "products" in kinds(turn), kinds(turn)

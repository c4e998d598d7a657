"""A product named with a bare "how much" ("tide el gel kam", "الفيري بكم", "fairy how
much?") shows that product and its price, not the cart's sum nor a cooking time; the cart's
"how much" stays the cart's. Over a real socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, prices
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_PRICE_ASKED = {
    "en": (
        ("tide gel how much", "Tide"),
        ("fairy how much?", "Fairy"),
        ("how much is dettol", "Dettol"),
        ("pampers price", "Pampers"),
        ("nido how much", "Nido"),
        ("galaxy price?", "Galaxy"),
        ("tilda rice how much", "Tilda"),
        ("how much for pepsi", "Pepsi"),
        ("price of the almarai milk", "Almarai"),
        ("how much is the tide gel", "Tide"),
    ),
    "ar": (
        ("تايد جل بكم", "Tide"),
        ("الفيري بكم", "Fairy"),
        ("بكم الديتول", "Dettol"),
        ("البامبرز بكم", "Pampers"),
        ("النيدو كم", "Nido"),
        ("بكم الجالكسي", "Galaxy"),
        ("بكم تيلدا", "Tilda"),
        ("البيبسي بكم", "Pepsi"),
        ("بكم حليب المراعي", "Almarai"),
        ("الفيري كم", "Fairy"),
    ),
    "arabizi": (
        ("tide el gel kam", "Tide"),
        ("el fairy kam", "Fairy"),
        ("el dettol kam", "Dettol"),
        ("pampers kam", "Pampers"),
        ("el nido kam", "Nido"),
        ("el galaxy kam", "Galaxy"),
        ("tilda kam", "Tilda"),
        ("el pepsi kam", "Pepsi"),
        ("bikam el fairy", "Fairy"),
        ("el tide bikam", "Tide"),
    ),
}


@pytest.mark.parametrize("script", sorted(_PRICE_ASKED))
async def test_a_product_with_how_much_shows_it_and_its_price(client: Any, script: str) -> None:
    guest = GUEST_A if script == "en" else GUEST_B
    for message, name in _PRICE_ASKED[script]:
        turn = await send(client, message, guest=guest)
        assert "cart_summary" not in kinds(turn), (script, message)
        if "product_detail" in kinds(turn):  # one product asked by its name: its card
            continue
        assert "products" in kinds(turn), (script, message, kinds(turn))
        shown = names(turn)
        assert name in shown[0] and prices(turn)[0] > 0, (script, message, shown)


async def test_the_carts_how_much_stays_the_carts(client: Any) -> None:
    for message, guest in (
        ("سلتي كم", GUEST_B),
        ("kam el salla", GUEST_B),
        ("cart total?", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_summary" in kinds(turn), message

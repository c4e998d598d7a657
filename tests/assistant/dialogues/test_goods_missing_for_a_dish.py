"""Goods said missing for a dish over a real socket ("3indi kil shay bs na8sni il 5ameera o
il dibs", "بس ناقصني خميرة ودبس", "I'm only missing yeast and date syrup") are shown, each
named, never declined and never taken for a complaint; an item said missing from an order
("ناقصني شاي" alone) is still a complaint. Baking and breakfast goods spelt in Arabizi ("il 5ameera", "za3faran",
"mraba", "manakish") are found, as the same words in Arabic are."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_goods_missing_for_a_dish_are_shown_each(client: Any) -> None:
    for message, guest in (
        ("3indi kil shay bs na8sni il 5ameera o il dibs", GUEST_B),
        ("bs na8sni 5ameera o dibs", GUEST_B),
        ("abi il 5ameera o il dibs", GUEST_B),
        ("عندي كل شي بس ناقصني الخميرة والدبس", GUEST_B),
        ("بس ناقصني خميرة ودبس", GUEST_B),
        ("ما ناقصني الا الخميرة والدبس", GUEST_B),
        ("ابي الخميرة و الدبس", GUEST_B),
        ("I'm only missing yeast and date syrup", GUEST_A),
        ("I am only missing yeast and date syrup", GUEST_A),
        ("all i need is yeast and date syrup", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        shown = " ".join(names(turn))
        assert "Yeast" in shown and "Dibs" in shown, (message, names(turn))
        assert "handoff" not in kinds(turn) and "faq" not in kinds(turn), message


async def test_an_item_missing_from_an_order_is_still_a_complaint(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "my order is missing the milk",
        "the bag was missing the eggs",
        "ناقص علي غرض بالطلب",
        "el 6alab na8s 3alay ghara6",
        "مرحبا ناقصني شاي",
    ):
        turn = await send(client, message, token=token)
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message
        assert "faq" in kinds(turn) or "order_status" in kinds(turn), (message, kinds(turn))


async def test_baking_and_breakfast_goods_spelt_in_arabizi_are_found(client: Any) -> None:
    for message, found in (
        ("abi il 5ameera", "Yeast"),
        ("3indkom za3faran?", "Saffron"),
        ("abi mraba", "Jam"),
        ("fe manakish?", "Manakish"),
        ("abi samboosa jibin", "Samboosa"),
        ("abi il dibs", "Dibs"),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert names(turn) and found in names(turn)[0], (message, names(turn))
    for message in ("write me a poem about saffron", "tarjim li 5ameera bil ingleezi"):
        turn = await send(client, message, guest=GUEST_A)
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message

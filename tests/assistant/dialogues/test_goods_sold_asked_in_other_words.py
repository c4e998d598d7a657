"""Goods the store sells, asked in other words, over a real socket in English, Gulf Arabic and
Arabizi: "what" and "about" spelt as chat ("wat about kitkat", "wut abt galaxy") name no goods,
and a kind called by another of its names with a variant the store lacks ("روب قليل الدسم",
low fat yoghurt) shows the kind there is as the nearest, never "not found"."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send


def names(turn: Turn) -> list[str]:
    """The products shown, as cards or as one product's details."""
    shown: list[str] = []
    for block in turn.end["blocks"]:
        if block["kind"] == "products":
            shown += [product["name"] for product in block["products"]]
        elif block["kind"] == "product_detail":
            shown.append(str(block.get("product", {}).get("name", block)))
    return shown


async def test_what_spelt_as_chat_names_no_goods(client: Any) -> None:
    for message, wanted in (
        ("wat about kitkat", "KitKat"),
        ("wut abt the kitkat", "KitKat"),
        ("wats the price of kitkat", "KitKat"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(wanted in name for name in names(turn)), (message, names(turn))


async def test_a_variant_not_sold_of_a_kind_named_otherwise_shows_the_kind(client: Any) -> None:
    for message in (
        "عندكم روب قليل الدسم؟",
        "وعندكم روب؟ يكون قليل دسم لو في",
        "3indkom roob galeel il dasam?",
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert any("Yoghurt" in name for name in names(turn)), (message, names(turn))

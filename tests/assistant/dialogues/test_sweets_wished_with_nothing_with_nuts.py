"""Sweets or a dessert wished for with nuts kept out, over a real socket: "also some
dessert, nothing with nuts", "حلويات بدون مكسرات", "7alawiyat bdoon nuts" show the sweets
aisle's nut-free goods, never the nuts that the word "nuts" alone would find; "nothing with"
keeps an allergen out as "without" does."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, products
from tests.handlers.assistant_support import send

WITH_NUTS = {"p-1107", "p-1113", "p-2109", "p-2110", "p-2111", "p-2112", "p-2113", "p-2114"}
SWEETS = {"p-1106", "p-1108", "p-1111", "p-1112"}  # Galaxy smooth and caramel, Smarties, rahash


async def _nut_free_sweets(client: Any, messages: tuple[str, ...]) -> None:
    for message in messages:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        shown = [p["_id"] for p in products(turn)] if "products" in kinds(turn) else []
        assert SWEETS & set(shown) and not WITH_NUTS & set(shown), (message, shown)
        assert "cart_action" not in kinds(turn), message


async def test_nut_free_sweets_in_english(client: Any) -> None:
    await _nut_free_sweets(
        client,
        (
            "also some dessert, nothing with nuts",
            "some sweets, nothing with nuts",
            "any dessert without nuts",
            "a dessert for tonight, nothing with nuts",
            "sweets but nothing with nuts",
            "dessert, nut free",
            "any nut free desserts",
            "sweets without nuts please",
            "some dessert for the kids, nothing with nuts",
            "i need sweets, nothing with nuts",
        ),
    )


async def test_nut_free_sweets_in_arabic(client: Any) -> None:
    await _nut_free_sweets(
        client,
        (
            "ابي حلى بدون مكسرات",
            "حلويات بدون مكسرات",
            "ابي شي حلو بدون مكسرات",
            "حلويات خاليه من المكسرات",
            "ابي حلويات بدون مكسرات لو سمحت",
            "شي حلو للعيال بدون مكسرات",
            "عندكم حلويات بدون مكسرات؟",
            "حلويات بدون مكسرات للضيوف",
            "ابي حلويات للعيال بدون مكسرات",
            "عطني حلويات بدون مكسرات",
        ),
    )


async def test_nut_free_sweets_in_arabizi(client: Any) -> None:
    await _nut_free_sweets(
        client,
        (
            "7alawiyat bdoon nuts",
            "shay 7ilo bdoon mkassarat",
            "abi 7alawiyat bidoon mkassarat",
            "abi shay 7elo bdoon nuts",
            "7alawiyat bdoon mkassarat",
            "abi 7alawiyat bdoon nuts",
            "3indkom 7alawiyat bdoon mkassarat?",
            "7alawiyat lel 3yal bdoon mkassarat",
            "shay 7elo lel 3yal bdoon nuts",
            "abi 7alawiyat bdoon mkassarat law sama7t",
        ),
    )

"""A dish or meal asked to be quick, or within so many minutes, over a real socket: "need a
quick veggie dinner, something under 30 mins", "وش اطبخ عشا سريع اقل من نص ساعه", "shno
a6ba5 3asha sari3" are meal ideas from the recipes, never a search for a pack of "30" nor
the express delivery card; delivery asked to be quick is still express."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send


async def _ideas(client: Any, messages: tuple[str, ...]) -> None:
    for message in messages:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "recipe" in kinds(turn), (message, kinds(turn))
        assert "delivery_info" not in kinds(turn) and "cart_action" not in kinds(turn), message


async def test_a_quick_dish_in_english(client: Any) -> None:
    await _ideas(
        client,
        (
            "need a quick veggie dinner, something under 30 mins",
            "quick dinner idea under 30 minutes",
            "something quick to cook for dinner, less than 30 min",
            "vegetarian dinner ideas under 25 mins",
            "i need a fast lunch idea, 20 minutes max",
            "what can i cook in under 30 mins",
            "quick meal ideas under half an hour",
            "any quick vegetarian recipe under 30 mins",
            "dinner in 30 mins, ideas?",
            "need a quick lunch, something under 20 mins",
        ),
    )


async def test_a_quick_dish_in_arabic(client: Any) -> None:
    await _ideas(
        client,
        (
            "وش اطبخ عشا سريع اقل من نص ساعه",
            "ابي فكرة غدا سريع",
            "وش اسوي عشا سريع",
            "ابي طبخه سريعه بنص ساعه",
            "وش اطبخ على السريع للعشا",
            "ابي اكله سريعه للغدا اقل من ٢٠ دقيقه",
            "فكره عشا نباتي سريعه",
            "شي سريع للعشا اقل من نص ساعه",
            "وش اطبخ غدا سريع اقل من ساعه",
            "عطني فكرة عشا سريعه",
        ),
    )


async def test_a_quick_dish_in_arabizi(client: Any) -> None:
    await _ideas(
        client,
        (
            "shno a6ba5 3asha sari3",
            "abi 6ab5a sari3a b nu9 sa3a",
            "shay sari3 lel 3asha",
            "wesh a6ba5 ghada sari3",
            "shno a6ba5 lel 3asha 3ala el sari3",
            "abi fikrat ghada sari3",
            "wesh asawi ghada sari3",
            "3a6ni fikra 3asha sari3a",
            "fikrat 3asha sari3 b 20 da8ee8a",
            "abi wasfa sari3a lel 3asha",
        ),
    )


async def test_quick_delivery_is_still_express(client: Any) -> None:
    for message in ("is express available", "ابي توصيل سريع", "can it come in like 30 min"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "recipe" not in kinds(turn), (message, kinds(turn))


async def test_the_quickest_delivery_is_the_express_card(client: Any) -> None:
    for message in (
        "whats the quickest you can deliver to hawalli",
        "fastest delivery to salmiya?",
        "وش اسرع توصيل للسالميه",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        cards = [b for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
        assert cards and cards[0].get("express"), (message, cards)

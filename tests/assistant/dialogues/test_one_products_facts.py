"""A question about one product is answered with that product's card, over a real socket:
what it is, where it is from, what is in it, whether it is halal, in English, Gulf Arabic
and Arabizi, named or pointed at after a list; never a list of search hits, and never a
proposal, even when the question opens with "give me" ("عطني تفاصيل ...")."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest", "named"),
    [
        ("tell me about the almarai milk", GUEST_A, "Almarai"),
        ("where is the nido milk from", GUEST_A, "Nido"),
        ("which country is the tilda rice from", GUEST_A, "Tilda"),
        ("what are the ingredients of lays chips", GUEST_A, "Lay"),
        ("is the honey pure", GUEST_A, "Honey"),
        ("is the almarai milk halal", GUEST_A, "Almarai"),
        ("وش مكونات حليب المراعي", GUEST_B, "Almarai"),
        ("عطني تفاصيل رز تيلدا", GUEST_B, "Tilda"),
        ("من وين العسل هذا", GUEST_B, "Honey"),
        ("حليب المراعي حلال؟", GUEST_B, "Almarai"),
        ("3tni tafaseel 3n 7aleeb almarai", GUEST_B, "Almarai"),
        ("el ruz tilda min wain", GUEST_B, "Tilda"),
        ("min wain el 3asal hatha", GUEST_B, "Honey"),
    ],
)
async def test_a_named_products_facts_are_its_card(
    client: Any, message: str, guest: str, named: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "product_detail" in kinds(turn), (message, kinds(turn))
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)
    assert named in one(turn, "product_detail")["product"]["name"], message
    assert is_arabic(turn.end["content"]) == (guest == GUEST_B), turn.end["content"]


@pytest.mark.parametrize(
    ("before", "then", "guest"),
    [
        ("do you have milk", "where is it from", GUEST_A),
        ("do you have milk", "what's in it", GUEST_A),
        ("عندكم حليب؟", "شنو فيه", GUEST_B),
        ("abi 7aleeb", "shno fih hatha", GUEST_B),
    ],
)
async def test_it_after_a_list_is_the_first_product_shown(
    client: Any, before: str, then: str, guest: str
) -> None:
    shown = await send(client, before, guest=guest)
    [first, *_] = one(shown, "products")["products"]
    turn = await send(client, then, shown.conversation_id, guest=guest)
    assert one(turn, "product_detail")["product"]["_id"] == first["_id"], then
    assert "cart_action" not in kinds(turn)


@pytest.mark.parametrize(
    ("message", "guest"),
    [("ingredients for machboos", GUEST_A), ("مكونات مطبق زبيدي", GUEST_B)],
)
async def test_a_dishs_ingredients_stay_a_recipe_question(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "product_detail" not in kinds(turn), (message, kinds(turn))
    assert "cart_action" not in kinds(turn)

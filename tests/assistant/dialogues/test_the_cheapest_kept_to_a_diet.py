"""The cheapest of a kind asked with a diet no product of the kind keeps, over a real socket:
"cheapest gluten free cereal?", "ارخص كورن فليكس خالي من الجلوتين", "ar5a9 cereal bdoon
gluten" say plainly that none of the kind keeps it and show nothing that breaks it (never
"the closest" cereals full of gluten); a lunchbox packed for a celiac child is goods that
keep the diet, never a dinner recipe. The cheapest of a kind asked plainly stays its list."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_THAT = ("closest", "أقرب")


@pytest.mark.parametrize(
    ("message", "guest", "said"),
    [
        ("cheapest gluten free cereal?", GUEST_A, "gluten-free"),
        ("cheapest lactose free milk", GUEST_A, "lactose-free"),
        ("cheapest vegan chocolate", GUEST_A, "vegan"),
        ("what's the cheapest gluten free cereal you have", GUEST_A, "gluten-free"),
        ("ارخص كورن فليكس خالي من الجلوتين", GUEST_B, "الجلوتين"),
        ("ارخص حليب خالي من اللاكتوز", GUEST_B, "اللاكتوز"),
        ("ar5a9 cereal bdoon gluten", GUEST_B, "الجلوتين"),
        ("ar5a9 7aleeb bdoon lactose", GUEST_B, "اللاكتوز"),
    ],
)
async def test_none_of_the_kind_keeping_the_diet_is_said_plainly(
    client: Any, message: str, guest: str, said: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert not any(word in turn.end["content"] for word in NOT_THAT), turn.end["content"]
    assert any(said in text for text in texts(turn)), (message, texts(turn))
    for card in one(turn, "products")["products"] if "products" in kinds(turn) else []:
        assert "gluten" not in card["allergens"] or "gluten" not in message, (message, card)
    assert "cart_action" not in kinds(turn), message


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("hi my daughter has celiac, what can she take in her lunchbox", GUEST_A),
        ("my son is celiac what can i put in his lunch box", GUEST_A),
        ("بنتي عندها حساسية جلوتين وش احط لها في اللانش بوكس", GUEST_B),
    ],
)
async def test_a_celiac_childs_lunchbox_is_gluten_free_goods(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "recipe" not in kinds(turn), (message, kinds(turn))
    cards = one(turn, "products")["products"]
    assert cards and all("gluten_free" in card["dietary"] for card in cards), message


async def test_the_cheapest_of_a_kind_asked_plainly_stays_its_list(client: Any) -> None:
    for message, guest in (("cheapest cereal", GUEST_A), ("ارخص حليب", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert len(one(turn, "products")["products"]) > 1, message

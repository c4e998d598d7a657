"""A price asked bare and a question asked again of another food, over a real socket: "hows
much is it", "kam ysawi", "بكم صار" right after a product's card are that product's card (its
price), and with nothing in view the cart; "and mango?", "wel mango?", "والمانجو؟" right after
the avocado's calories are the mango's, in English, Gulf Arabic and Arabizi. A product named
after a plain search, a count added, or another matter stay what they were."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("shown", "asked", "guest"),
    [
        ("nadec labneh", "hows much is it", GUEST_A),
        ("nadec labneh", "how much is it?", GUEST_A),
        ("nadec labneh", "how much does it cost", GUEST_A),
        ("labneh nadec", "kam ysawi", GUEST_B),
        ("labneh nadec", "cham ysawi?", GUEST_B),
        ("labneh nadec", "kam y9eer", GUEST_B),
        ("لبنة نادك", "بكم صار", GUEST_B),
        ("لبنة نادك", "كم يسوى؟", GUEST_B),
        ("لبنة نادك", "كم يصير", GUEST_B),
    ],
)
async def test_a_bare_price_after_a_card_is_that_products(
    client: Any, shown: str, asked: str, guest: str
) -> None:
    first = await send(client, shown, guest=guest)
    turn = await send(client, asked, first.conversation_id, guest=guest)
    detail = one(turn, "product_detail")["product"]
    assert detail["name"] == names(first)[0], (asked, detail["name"])
    assert "cart_action" not in kinds(turn), asked


@pytest.mark.parametrize(
    ("asked", "guest"),
    [
        ("hows much is it", GUEST_A),
        ("how much is it", GUEST_A),
        ("kam ysawi", GUEST_B),
        ("بكم صار", GUEST_B),
        ("كم يصير", GUEST_B),
    ],
)
async def test_a_bare_price_with_nothing_in_view_is_the_cart(
    client: Any, asked: str, guest: str
) -> None:
    turn = await send(client, asked, guest=guest)
    assert "cart_summary" in kinds(turn), (asked, kinds(turn))


@pytest.mark.parametrize(
    ("first", "again", "guest", "food"),
    [
        ("how many calories in avocado", "and mango?", GUEST_A, "Mango"),
        ("how many calories in avocado", "and bananas", GUEST_A, "Bananas"),
        ("how much protein in eggs", "and in labneh?", GUEST_A, "Labneh"),
        ("how much sugar in bananas", "and the apples?", GUEST_A, "Apples"),
        ("kam calories fel avocado", "wel mango?", GUEST_B, "Mango"),
        ("kam calories fel mooz", "w el mango", GUEST_B, "Mango"),
        ("كم سعرة في الموز", "والتفاح؟", GUEST_B, "Apples"),
        ("كم سعرة في الموز", "و المانجو", GUEST_B, "Mango"),
        ("كم سعرة في الافوكادو", "والمانجو؟", GUEST_B, "Mango"),
    ],
)
async def test_the_same_question_is_asked_again_of_the_food_named(
    client: Any, first: str, again: str, guest: str, food: str
) -> None:
    asked = await send(client, first, guest=guest)
    turn = await send(client, again, asked.conversation_id, guest=guest)
    assert food in one(turn, "product_detail")["product"]["name"], (again, kinds(turn))
    assert texts(turn), (again, "no figures said")
    assert "cart_action" not in kinds(turn), again


async def test_a_count_or_a_plain_search_after_it_stays_what_it_was(client: Any) -> None:
    asked = await send(client, "how many calories in avocado", guest=GUEST_A)
    counted = await send(client, "and 2 mango", asked.conversation_id, guest=GUEST_A)
    assert counted.of("proposal") or "cart_action" in kinds(counted), kinds(counted)
    shown = await send(client, "show me mango", guest=GUEST_A)
    more = await send(client, "and bananas?", shown.conversation_id, guest=GUEST_A)
    assert "products" in kinds(more) and not texts(more), kinds(more)

"""Prices, plans and aisles said in the shopper's own words, over a real socket in English,
Gulf Arabic and Arabizi: a product's price asked with a country's word in its name is its
price, never where it is from nor another matter's; an order not yet placed asks how long
delivery takes, not where an order is; goods wanted for a dish no one product names are their
aisle; a product whose word is also a request's ("wipes") is searched."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import assert_declined, kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest", "named"),
    [
        ("how much is australian lamb per kilo", GUEST_A, "Australian Lamb"),
        ("how much is the australian lamb leg", GUEST_A, "Australian Lamb"),
        ("كم سعره بالكيلو اللحم الاسترالي", GUEST_B, "Australian Lamb"),
        ("بكم التفاح الامريكي", GUEST_B, "Apple"),
        ("b kam el tuffa7 el amriki", GUEST_B, "Apple"),
        ("kam si3r el la7am el australi", GUEST_B, "Australian Lamb"),
    ],
)
async def test_a_price_asked_with_a_countrys_word_is_the_price(
    client: Any, message: str, guest: str, named: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn), (message, kinds(turn))
    assert any(named in name for name in names(turn)), (message, names(turn))
    said = " ".join(texts(turn))
    assert "where it is from" not in said and "المنشأ" not in said, (message, said)


async def test_where_it_is_from_is_still_answered(client: Any) -> None:
    turn = await send(client, "is the lamb australian?", guest=GUEST_A)
    assert any("Australia" in line and "doesn't say" not in line for line in texts(turn)), texts(
        turn
    )


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("how much is gold today", GUEST_A),
        ("how much is a flight to london", GUEST_A),
        ("كم سعر الذهب اليوم", GUEST_B),
        ("كم سعر الدولار مقابل الدينار", GUEST_B),
    ],
)
async def test_another_matters_price_is_still_declined(
    client: Any, message: str, guest: str
) -> None:
    assert_declined(await send(client, message, guest=guest), message, arabic=guest == GUEST_B)


@pytest.mark.parametrize(
    "message",
    [
        "if i order now when will it arrive",
        "لو طلبت الحين متى يوصل",
        "اذا طلبت الحين متى يوصل",
        "law 6lbt el7in mata yoosal",
    ],
)
async def test_an_order_not_yet_placed_asks_how_long_delivery_takes(
    client: Any, message: str
) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert {"delivery_info", "faq"} & set(kinds(turn)), (message, kinds(turn))
    assert "order_status" not in kinds(turn), (message, kinds(turn))
    assert not any("area" in line or "المنطقة" in line for line in texts(turn)), texts(turn)


async def test_where_my_order_is_is_still_its_status(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("when will my order arrive", "متى يوصل طلبي", "wain 6alabi"):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [("ابي خضار للسلطه", GUEST_B), ("abi 5ather 7ag salad", GUEST_B)],
)
async def test_goods_for_a_dish_no_product_names_are_their_aisle(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn), (message, kinds(turn))
    assert "cart_action" not in kinds(turn), message


@pytest.mark.parametrize("message", ["baby wipes", "wet wipes please", "abi wipes lil baby"])
async def test_wipes_are_goods_not_an_emptied_cart(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert "products" in kinds(turn), (message, kinds(turn))
    assert any("Wipes" in name or "مناديل" in name for name in names(turn)), names(turn)
    assert "cart_summary" not in kinds(turn), message


@pytest.mark.parametrize(
    "message", ["kam si3r el dajaj el taza", "abi dajaj 6aza", "3indkom dajaaj tazaj?"]
)
async def test_chicken_and_fresh_in_arabizi_spellings_are_the_chickens(
    client: Any, message: str
) -> None:
    turn = await send(client, message, guest=GUEST_B)
    assert "products" in kinds(turn), (message, kinds(turn))
    assert any("Chicken" in name for name in names(turn)), (message, names(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("شو الوصفات اللي عندكم", GUEST_B),
        ("عندكم وصفات؟", GUEST_B),
        ("shino el wasfat elli 3indkom", GUEST_B),
        ("any recipes?", GUEST_A),
    ],
)
async def test_the_recipes_asked_for_are_shown(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert "recipe" in kinds(turn), (message, kinds(turn))


async def test_advice_asked_of_a_kind_shows_that_kind(client: Any) -> None:
    cereal = await send(client, "can you recommend a good cereal for kids", guest=GUEST_A)
    assert names(cereal) and not any("Bread" in name for name in names(cereal)), names(cereal)
    diabetic = await send(client, "what do you recommend for a diabetic", guest=GUEST_A)
    assert "products" in kinds(diabetic), kinds(diabetic)
    assert any("sugar-free" in line for line in texts(diabetic)), texts(diabetic)
    for message in ("وش تنصحني من الرز", "shno tinsa7ni mn el ruz"):
        rice = await send(client, message, guest=GUEST_B)
        assert any("Rice" in name for name in names(rice)), (message, names(rice))

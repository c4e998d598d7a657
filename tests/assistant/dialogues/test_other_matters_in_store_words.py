"""Everyday messages about other matters that share a food's name or a shopping word with the
store, over a real socket: a science question about honey, peanuts or onions, a car's
radiator water, a second-hand sofa, another shop's or courier's delivery and returns. Each
gets the short decline with chips only: no card, no proposal, no ticket, no store call, in
the shopper's language. And shopping that names a moment of life instead of a product (a
road trip, a diet) is still the store's."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, send_declined
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        # a food named inside a question of science: the gate leans elsewhere and no
        # product holds two in three of the words, so no card is shown for the food
        ("how do bees make honey", GUEST_A),
        ("orange juice stain on the sofa", GUEST_A),
        ("الفول السوداني مكسرات ولا بقوليات علميا", GUEST_B),
        ("laish el ba9al ydamma3", GUEST_B),
        # water for a car's radiator, a sofa bought second hand
        ("ماي الرديتر ناقص اقدر احط ماي", GUEST_B),
        ("may el radiator na8i9", GUEST_B),
        ("where can i buy a secondhand sofa", GUEST_A),
    ],
)
async def test_another_matter_naming_a_food_gets_no_card(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("when does aramex deliver on friday", GUEST_A),
        ("is delivery free on amazon prime", GUEST_A),
        ("كم توصيل نون للجهرا", GUEST_B),
        ("التوصيل مجاني بامازون برايم؟", GUEST_B),
        ("شنو سياسة الارجاع بزارا", GUEST_B),
        ("ikea ywa9loon el salmiya?", GUEST_B),
        ("el tawseel majjani b amazon prime?", GUEST_B),
    ],
)
async def test_another_shops_delivery_and_returns_are_theirs(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest", "card"),
    [
        ("can you deliver before noon", GUEST_A, "delivery_slots"),
        ("توصلون طلبات بالليل؟", GUEST_B, "delivery_slots"),
        ("how much is delivery to salmiya", GUEST_A, "delivery_info"),
    ],
)
async def test_our_own_delivery_stays_ours(
    client: Any, message: str, guest: str, card: str
) -> None:
    """ "noon" is a time of day and "طلبات" is "orders": neither names another shop."""
    turn = await send(client, message, guest=guest)
    assert card in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest", "card"),
    [
        ("snacks for a road trip", GUEST_A, "products"),
        ("عندي رجيم شو اكل سناك", GUEST_B, "recipe"),
        ("3indi rejeem shno akil", GUEST_B, "recipe"),
    ],
)
async def test_shopping_for_a_moment_of_life_is_the_stores(
    client: Any, message: str, guest: str, card: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert card in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("my dad arrives thursday morning", GUEST_A),
        ("اخوي يوصل الجمعة بالليل", GUEST_B),
        ("walad 3ammi ywa9il el sabt el 3a9ir", GUEST_B),
        ("a5oy ywa9il el jum3a bel lail", GUEST_B),
    ],
)
async def test_a_person_arriving_is_no_delivery_of_ours(
    client: Any, message: str, guest: str
) -> None:
    """The shape of a delivery day or a late order, said of someone of the shopper's own."""
    await send_declined(client, message, guest)


async def test_a_person_home_at_an_hour_with_a_delivery_asked_is_ours(client: Any) -> None:
    turn = await send(client, "my husband gets home at 6, deliver after that", guest=GUEST_A)
    assert kinds(turn) != ["actions"], kinds(turn)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("my coffee shop order was wrong, the barista ignored me", GUEST_A),
        ("the restaurant's delivery was late again", GUEST_A),
        ("the pizza place sent the wrong order", GUEST_A),
        ("الكوفي شوب طلبي تاخر", GUEST_B),
        ("مطعم الشاورما طلبي ناقص", GUEST_B),
        ("el restaurant nisaw 6alabi", GUEST_B),
    ],
)
async def test_a_complaint_about_another_trade_is_theirs(
    client: Any, message: str, guest: str
) -> None:
    """A restaurant's or a coffee shop's order gets no ticket, policy or order card of ours."""
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        # another app's coupon: its code, not one to apply or take off our cart
        ("my shein discount code says invalid", GUEST_A),
        ("كود خصم شي ان ما يشتغل معي", GUEST_B),
        ("shein coupon expired abi wa7ed jdeed", GUEST_B),
        # a brand's shares: no search for its milk, whatever "a good time to buy" says
        ("is it a good time to buy almarai shares", GUEST_A),
        ("سهم المراعي كم سعره اليوم", GUEST_B),
        ("americana shares nazlat el yom", GUEST_B),
        # English words of other matters in Arabizi stay English, as the gate learned them
        ("wain a8rab clinic maftoo7a il7ain", GUEST_B),
        ("fee hospital 8reeb mn el salmiya?", GUEST_B),
        ("mita yanzil episode jdeed mn el series?", GUEST_B),
    ],
)
async def test_another_apps_coupon_a_brands_shares_and_english_of_other_matters_are_declined(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest", "card"),
    [
        ("apply FRESH10", GUEST_A, "offers"),
        ("is almarai laban in stock", GUEST_A, "products"),
        ("abi 7aleeb almarai", GUEST_B, "products"),
    ],
)
async def test_our_coupon_and_a_brands_goods_in_stock_stay_ours(
    client: Any, message: str, guest: str, card: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert card in kinds(turn), (message, kinds(turn))

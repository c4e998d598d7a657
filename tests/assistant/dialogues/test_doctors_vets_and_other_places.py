"""A message with a food's or a shopping word in it that is a question for a doctor or a vet,
about a restaurant's staff or delivery, or a timer set, over a real socket: "a bee stung my
son", "can my puppy eat cheese", "the waiter was rude", "does the pizza place deliver to
salmiya", "7o6 timer 10 dgeega". Each gets the short decline with chips only: no card, no
policy, no proposal, no ticket, in the shopper's language. The same words asked of our goods
("cream cheese for the kids", "sunflower oil for frying", "sweet corn") still find them."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, send_declined
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        # a wound, a sting, a burn, a jab, a child's illness, a drug by its name: "how long"
        # and "what do i do" are no delivery time or policy of ours
        ("my daughter got stung by a wasp what do i do", GUEST_A),
        ("got a deep cut on my thumb from the knife", GUEST_A),
        ("chickenpox spots on my son how long till they go", GUEST_A),
        ("can i give paracetamol to a 3 year old", GUEST_A),
        ("ولدي انجرح بركبته شحط عليه", GUEST_B),
        ("متى تطعيم الشهرين للبيبي", GUEST_B),
        ("اقدر اخذ بنادول مع القهوه", GUEST_B),
        ("binti fiha jidri shasawi", GUEST_B),
        ("injara7t b eedi w ana a6ba5", GUEST_B),
    ],
)
async def test_a_doctors_question_gets_no_card_nor_policy(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("can my puppy eat cheese", GUEST_A),
        ("is it ok for cats to drink milk", GUEST_A),
        ("my dog ate a whole chocolate bar", GUEST_A),
        ("القطو ياكل تونه عادي؟", GUEST_B),
        ("الببغاء ياكل تفاح؟", GUEST_B),
        ("el kalb yakil 3inab?", GUEST_B),
        ("meal ideas for my cat", GUEST_A),
    ],
)
async def test_whether_a_pet_may_eat_a_food_is_a_vets_question(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        # a restaurant's staff or a kind of place to eat out names another business; a
        # restaurant or a pharmacy delivers its own
        ("the waiter at dinner was so rude", GUEST_A),
        ("any good burger places open after midnight", GUEST_A),
        ("does the pizza place deliver to jabriya", GUEST_A),
        ("does the pharmacy deliver after midnight", GUEST_A),
        ("الويتر نسى طلبي", GUEST_B),
        ("الصيدليه توصل للجهرا؟", GUEST_B),
        ("el waiter ma jab 6alabi", GUEST_B),
        # a courier's fee and an airline's refund are theirs
        ("what's the delivery fee with a courier to riyadh", GUEST_A),
        ("el 6ayaran ma rajja3 floosi", GUEST_B),
    ],
)
async def test_a_restaurants_staff_and_delivery_are_theirs(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [("7o6 timer 20 dgeega", GUEST_B), ("حط تايمر ربع ساعه", GUEST_B)],
)
async def test_a_timer_set_is_no_product_to_add(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)


@pytest.mark.parametrize(
    ("message", "guest", "wanted"),
    [
        ("sunflower oil for frying", GUEST_A, "Sunflower Oil"),
        ("zait dawwar el shams", GUEST_B, "Sunflower Oil"),
        ("زيت دوار الشمس للقلي", GUEST_B, "Sunflower Oil"),
        ("sweet corn", GUEST_A, "Sweet Corn"),
        ("chips for the kids", GUEST_A, "Chips"),
        ("شيبس للعيال", GUEST_B, "Chips"),
        ("turkish coffee", GUEST_A, "Turkish Coffee"),
        ("tuna for my sandwiches", GUEST_A, "Tuna"),
    ],
)
async def test_the_same_words_asked_of_our_goods_find_them(
    client: Any, message: str, guest: str, wanted: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert any(wanted in name for name in names(turn)), (message, names(turn))


@pytest.mark.parametrize("message", ["java coffee beans", "ابي قهوه جافا"])
async def test_java_coffee_is_looked_up_not_declined_as_code(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_A if message.isascii() else GUEST_B)
    assert turn.of("tool_start"), message  # the catalogue was searched for it
    assert "shopping" not in turn.end["content"] and "التسوق" not in turn.end["content"]


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("what do people eat in korea for lunch", GUEST_A),
        ("شنو ياكلون في الهند بالفطور", GUEST_B),
        ("sh yaklon fi el yaban", GUEST_B),
    ],
)
async def test_what_another_country_eats_is_no_meal_to_cook(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert kinds(turn) == ["actions"], (message, kinds(turn))  # no recipe, no product card
    assert ("التسوق" if guest == GUEST_B else "shopping") in turn.end["content"], message


async def test_ones_own_meals_still_get_ideas(client: Any) -> None:
    for message, guest in (
        ("dinner ideas for my family", GUEST_A),
        ("شنو اطبخ للعيال اليوم", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [("open spotify pls", GUEST_A), ("افتح الكاميرا", GUEST_B), ("iftah el youtube", GUEST_B)],
)
async def test_an_app_opened_is_not_our_opening_hours(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


async def test_our_opening_hours_are_still_ours(client: Any) -> None:
    turn = await send(client, "what time do you open tomorrow", guest=GUEST_A)
    assert "faq" in kinds(turn), kinds(turn)

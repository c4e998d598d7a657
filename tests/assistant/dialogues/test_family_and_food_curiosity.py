"""A sentence about one's own people, or a question about a food from curiosity or for
homework, names a food and asks for none, over a real socket: "abooy y7ib el 7aleeb" (my father
likes milk; "ubooy" is ابوي, never "abi", I want), "where do bananas come from", "من وين يجي
الشاي", "el batee5 fakha wala 5adar". Each gets the short decline with chips only, in the
shopper's language: no card, no proposal, no store call. A shopper's question about our goods
("where is this coffee from") and shopping for one's family ("abi chai 7ag ubooy") keep their
cards."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, send_declined
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("ubooy yishrab laban ma3 el ghada", GUEST_B),
        ("abooy y7ib el 7aleeb wayed", GUEST_B),
        ("ابوي يحب الحليب", GUEST_B),
    ],
)
async def test_ones_own_people_liking_a_food_get_no_card(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("where do bananas come from", GUEST_A),
        ("how is butter made", GUEST_A),
        ("are strawberries really berries", GUEST_A),
        ("are tomatoes fruits", GUEST_A),
        ("من وين يجي الشاي", GUEST_B),
        ("البطيخ فاكهة ولا خضار", GUEST_B),
        ("min wain yjee el chai", GUEST_B),
        ("el batee5 fakha wala 5adar", GUEST_B),
    ],
)
async def test_a_question_about_a_food_from_curiosity_gets_no_card(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest", "card"),
    [
        ("abi chai 7ag ubooy", GUEST_B, "products"),
        ("abi 7aleeb", GUEST_B, "products"),
        ("where is this coffee from", GUEST_A, "product_detail"),
        ("من وين هذا الحليب", GUEST_B, "product_detail"),
        ("do you have turmeric", GUEST_A, "products"),
    ],
)
async def test_shopping_for_ones_family_and_our_goods_keep_their_cards(
    client: Any, message: str, guest: str, card: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert card in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("soup for a sick kid, what do you have", GUEST_A),
        ("ولدي مريض عندكم شوربة", GUEST_B),
        ("weldi mareeth 3ndkom shorba", GUEST_B),
    ],
)
async def test_food_for_someone_sick_is_shopping(client: Any, message: str, guest: str) -> None:
    """A health question is a doctor's; soup for a sick child is the store's."""
    turn = await send(client, message, guest=guest)
    assert kinds(turn) != ["actions"], (message, kinds(turn))
    assert {"products", "recipe"} & set(kinds(turn)), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("my kid is sick what medicine should i give him", GUEST_A),
        ("ولدي مريض شو اعطيه دوا", GUEST_B),
    ],
)
async def test_medicine_for_someone_sick_is_still_declined(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("can i book a slot at the gym tomorrow morning", GUEST_A),
        ("احجز لي موعد عند الدكتور يوم الاحد", GUEST_B),
        ("abi a7jiz maw3id bil nadi bokra el 9ob7", GUEST_B),
    ],
)
async def test_a_booking_at_another_trades_place_is_no_delivery_slot(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("can i book a delivery slot for tomorrow morning", GUEST_A),
        ("ابي احجز موعد توصيل بكرة", GUEST_B),
        ("abi a7jiz maw3id tawseel bokra", GUEST_B),
    ],
)
async def test_a_booking_of_our_delivery_stays_ours(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert "delivery_slots" in kinds(turn), (message, kinds(turn))

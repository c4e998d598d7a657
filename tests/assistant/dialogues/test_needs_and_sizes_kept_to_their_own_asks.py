"""The readings of needs, sold-out goods, sizes and plain kinds kept to what they ask, over a
real socket: a diet beside a quick meal of the day is a dish wished ("something vegan for
lunch i can make in 15 minutes"), never goods; a fizzy drink asked in place of a soda nobody
said was sold out gets the fizzy drinks; a bigger tub asked beside a brand left out shows the
others, not the held brand's sizes; "is it ok" of a pet's food stays a vet's question, with no
search shown."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, send_declined
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_FIZZY = ("Vimto", "Perrier")
_GUEST_C = "fedcba9876543210fedcba98765432ce"


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("need something veggie for dinner, quick, under 20 min", GUEST_A),
        ("something vegan for lunch i can make in 15 minutes", GUEST_A),
        ("ابي شي نباتي سريع للغدا", GUEST_B),
        ("abi shay nabati sari3 lel ghada", GUEST_B),
    ],
)
async def test_a_diet_beside_a_quick_meal_is_a_dish(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert "recipe" in kinds(turn), (message, kinds(turn))
    assert "cart_action" not in kinds(turn), message


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("anything other than the 7up that's fizzy?", GUEST_A),
        ("بدال السفن شي غازي ثاني", GUEST_B),
    ],
)
async def test_a_fizzy_drink_in_place_of_a_soda_not_said_gone(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    shown = names(turn) if "products" in kinds(turn) else []
    assert any(word in name for name in shown for word in _FIZZY), (message, shown)


async def test_a_bigger_tub_beside_a_held_brand_left_out_shows_the_others(client: Any) -> None:
    offered = await send(client, "add 1 almarai labneh", guest=_GUEST_C)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=_GUEST_C)
    assert done.status == 200, done.json
    asked = "any labneh apart from almarai in a larger tub?"
    turn = await send(client, asked, offered.conversation_id, guest=_GUEST_C)
    assert "products" in kinds(turn), (asked, kinds(turn))
    assert "product_detail" not in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("is it normal for my dog to eat bread", GUEST_A),
        ("القطوه تشرب حليب عادي؟", GUEST_B),
        ("el gi6o yakil tuna 3adi?", GUEST_B),
    ],
)
async def test_is_it_ok_of_a_pets_food_stays_a_vets_question(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)

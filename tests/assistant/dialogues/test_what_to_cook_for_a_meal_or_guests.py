"""What to cook, asked of a meal of the day or of guests coming ("3indi 3azeema bachir
shasawi", "عندنا ضيوف شنطبخ لهم", "we have people over friday, what to cook"): the gate finds
an occasion another matter's, but the grocer answers with meal ideas from its recipes. What
to do about anything else ("my car broke down what should i do"), a hall to book, and what
to buy for an occasion keep their own answers."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("we have people over friday, what to cook", GUEST_A),
        ("dinner for my in-laws tonight what should i make", GUEST_A),
        ("guests coming what should i cook", GUEST_A),
        ("عندنا ضيوف شنطبخ لهم", GUEST_B),
        ("عندي عزيمه بكرا شنو اسوي", GUEST_B),
        ("3indi 3azeema bachir shasawi", GUEST_B),
        ("3indi 9yoof el lail shno a6bo5", GUEST_B),
        ("shasawi rayoog lil 3yal", GUEST_B),
    ],
)
async def test_what_to_cook_for_a_meal_or_guests_is_meal_ideas(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "recipe" in kinds(turn), (message, kinds(turn))
    assert "cart_action" not in kinds(turn), (message, kinds(turn))


async def test_what_to_do_about_another_matter_is_still_declined(client: Any) -> None:
    for message in ("my car broke down what should i do", "3indi 3azeema bachir abi a7jiz 9ala"):
        turn = await send(client, message, guest=GUEST_A)
        assert kinds(turn) == ["actions"], (message, kinds(turn))


async def test_what_to_buy_for_an_occasion_is_still_its_goods(client: Any) -> None:
    turn = await send(client, "bbq this weekend what should i get", guest=GUEST_A)
    assert "products" in kinds(turn) and "recipe" not in kinds(turn), kinds(turn)


async def test_a_late_order_and_what_to_do_is_a_complaint(client: Any) -> None:
    turn = await send(client, "el 6alab ta2a5ar shasawi", guest=GUEST_B)
    assert "recipe" not in kinds(turn), kinds(turn)
    assert turn.end["content"].startswith("نعتذر منك"), turn.end["content"]


async def test_what_to_make_with_a_food_at_home_is_the_recipes_that_use_it(client: Any) -> None:
    """ "what can i make with red lentils", "شو اسوي بالعدس", "wesh asawi bel 3adas": ideas
    from the recipes holding it (the lentil soup), not the lentils' cards; what to do with a
    thing that is no food ("my old phone", "il flaws") is declined."""
    for message in (
        "what can i make with red lentils",
        "got some lentils, what to cook with them",
        "شو اسوي بالعدس؟",
        "وش اطبخ بالعدس الاحمر",
        "wesh asawi bel 3adas el a7mar",
        "shasawi bil 3adas?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        [recipe] = [block for block in turn.end["blocks"] if block["kind"] == "recipe"]
        assert recipe["recipe"]["_id"] == "recipe-lentil-soup", (message, recipe["recipe"]["_id"])
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message
    for message in ("got leftover rice from yesterday what can i do with it", "شو اسوي بالدجاج"):
        turn = await send(client, message, guest=GUEST_B)
        assert "recipe" in kinds(turn) and "cart_action" not in kinds(turn), message
    for message in ("what can i do with my old phone", "shasawi bil flaws"):
        turn = await send(client, message, guest=GUEST_B)
        assert kinds(turn) == ["actions"], (message, kinds(turn))

"""What a dish needs, asked right after its recipe with what the shopper already has, over
a real socket in English, Gulf Arabic and Arabizi: the recipe's goods less those had are
shown, nothing proposed; "add the rest" then proposes them without what is had; and "make
the chicken enough for 10" is ten people to feed, never ten chickens."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_RICE = "p-0601"
_BZAR = "p-0910"
_CHICKEN = "p-0401"


async def test_what_a_dish_needs_less_what_is_had(client: Any) -> None:
    for recipe, asked, rest, guest in (
        (
            "recipe for chicken machboos please",
            "so what do i need? i already got rice and bzar at home",
            "ok add the rest",
            GUEST_A,
        ),
        ("ابي وصفة مجبوس دجاج", "شنو احتاج؟ عندي رز وبزار بالبيت", "زين ضيف الباقي", GUEST_B),
        (
            "wasfat machboos dijaj",
            "shno a7taj? 3indi 3aish w bzar bil bait",
            "7ot il ba8i",
            GUEST_B,
        ),
    ):
        shown = await send(client, recipe, guest=guest)
        told = await send(client, asked, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(told), (asked, kinds(told))
        ids = [card["_id"] for card in products(told)]
        assert _CHICKEN in ids and _RICE not in ids, (asked, ids)
        added = await send(client, rest, shown.conversation_id, guest=guest)
        lines = {line["productId"] for line in added.action()["items"]}
        assert _CHICKEN in lines and not lines & {_RICE, _BZAR}, (rest, lines)


async def test_the_chicken_enough_for_ten_is_ten_people_to_feed(client: Any) -> None:
    shown = await send(client, "making chicken machboos for 10 people", guest=GUEST_A)
    await send(client, "what do i need? i have rice already", shown.conversation_id, guest=GUEST_A)
    turn = await send(
        client,
        "ok add the rest but make the chicken enough for 10",
        shown.conversation_id,
        guest=GUEST_A,
    )
    lines = {line["productId"]: line["quantity"] for line in turn.action()["items"]}
    assert _RICE not in lines and 1 <= lines[_CHICKEN] <= 4, lines


async def test_what_was_had_holds_only_until_the_recipe_is_asked_again(client: Any) -> None:
    """What is had is said of one showing of the recipe: asked again, or every ingredient
    asked for ("all the ingredients"), the rice is proposed too."""
    shown = await send(client, "how do i make chicken machboos", guest=GUEST_A)
    chat = shown.conversation_id
    await send(client, "i've got rice already, so what do i need?", chat, guest=GUEST_A)
    await send(client, "thank you", chat, guest=GUEST_A)
    await send(client, "chicken machboos recipe for 6 people", chat, guest=GUEST_A)
    again = await send(client, "put all the ingredients in my cart", chat, guest=GUEST_A)
    assert _RICE in {line["productId"] for line in again.action()["items"]}
    shown = await send(client, "وصفة مجبوس دجاج لو سمحت", guest=GUEST_B)
    chat = shown.conversation_id
    await send(client, "شنو احتاج؟ عندي رز بالبيت", chat, guest=GUEST_B)
    every = await send(client, "زين ضيف كل المكونات", chat, guest=GUEST_B)
    assert _RICE in {line["productId"] for line in every.action()["items"]}

"""A healthier choice asked after a list is the lighter products of its aisle, or said to be
none; a dish the store has no recipe for shows what it sells of it, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_something_healthier_after_a_list_is_the_lighter_of_its_aisle(client: Any) -> None:
    flakes = await send(client, "ابي كورن فليكس", guest=GUEST_B)
    lighter = await send(client, "شي صحي اكثر", flakes.conversation_id, guest=GUEST_B)
    assert lighter.end["content"].startswith("هذي الخيارات الأخف")
    shown = names(lighter)
    assert shown and all("Oats" in n or "Fitness" in n or "Grain" in n for n in shown), shown
    milk = await send(client, "milk", guest=GUEST_A)
    low_fat = await send(client, "something healthier", milk.conversation_id, guest=GUEST_A)
    assert names(low_fat) == ["Almarai Low Fat Fresh Milk"]
    chips = await send(client, "chips", guest=GUEST_A)
    none = await send(client, "anything healthier", chips.conversation_id, guest=GUEST_A)
    assert none.end["content"].startswith("We don't have a lighter choice")
    assert "products" not in kinds(none)


async def test_a_dish_without_a_recipe_shows_what_the_store_sells_of_it(client: Any) -> None:
    turn = await send(client, "مكونات مطبق زبيدي", guest=GUEST_B)
    assert turn.end["content"].startswith("ليست لدي هذه الوصفة")
    assert names(turn) == ["Local Zubaidi (Silver Pomfret)"]
    sushi = await send(client, "recipe for sushi", guest=GUEST_A)
    assert "products" not in kinds(sushi)


async def test_a_wish_for_something_sweet_or_healthy_leads_with_those_of_the_aisle(
    client: Any,
) -> None:
    for message, guest in (
        ("something sweet for guests", GUEST_A),
        ("ابغى شي حلو للضيوف", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        first = names(turn)[:3]
        assert all("Chocolate" in name or "Baklava" in name for name in first), (message, first)
    breakfast = await send(client, "something healthy for breakfast", guest=GUEST_A)
    assert all("Oats" in n or "Fitness" in n for n in names(breakfast)[:3]), names(breakfast)

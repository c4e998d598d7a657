"""A recipe's proposal edited over a real socket: ingredients said to be had right after it
("wait i have oil and salt already", "عندي زيت وملح", "3indi zait w mil7") are left out of a
proposal offered again, and proposed for removal once it was confirmed; the whole recipe
asked with another size or kind of one ingredient ("bs el robyan jumbo") takes that variant."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

OIL, SALT, GARLIC = "Mazola Corn Oil", "Al Wazzan Iodised Fine Salt", "Garlic (China)"


def _names(action: dict[str, Any]) -> list[str]:
    return [item["product"]["name"] for item in action["items"]]


async def test_ingredients_had_are_left_out_of_the_proposal_offered_again(client: Any) -> None:
    for show, add, had, more, guest in (
        (
            "recipe for lentil soup",
            "add everything",
            "wait i have oil and salt already",
            "and i have garlic too",
            GUEST_A,
        ),
        ("وصفة شوربة عدس", "ضيف كل المكونات", "عندي زيت وملح", "وعندي ثوم بعد", GUEST_B),
        (
            "shorbat 3ads wasfa",
            "7ot kil shay",
            "3indi zait w mil7 bil bait",
            "w 3indi thoom ba3d",
            GUEST_B,
        ),
    ):
        shown = await send(client, show, guest=guest)
        added = await send(client, add, shown.conversation_id, guest=guest)
        full = _names(added.action("add_recipe_to_cart"))
        assert OIL in full and SALT in full, full
        less = await send(client, had, shown.conversation_id, guest=guest)
        kept = _names(less.action("add_recipe_to_cart"))
        assert OIL not in kept and SALT not in kept and len(kept) == len(full) - 2, (had, kept)
        again = await send(client, more, shown.conversation_id, guest=guest)
        kept = _names(again.action("add_recipe_to_cart"))
        assert {OIL, SALT, GARLIC}.isdisjoint(kept) and len(kept) == len(full) - 3, (more, kept)


async def test_ingredients_had_after_the_proposal_was_confirmed_are_removed(client: Any) -> None:
    for show, add, had, guest in (
        ("recipe for lentil soup", "add everything", "wait i have oil and salt already", GUEST_A),
        ("wasfat shorbat 3ads", "7ot kil shay", "3indi zait w mil7", GUEST_B),
    ):
        shown = await send(client, show, guest=guest)
        added = await send(client, add, shown.conversation_id, guest=guest)
        done = await confirm(client, added.action("add_recipe_to_cart")["actionId"], guest=guest)
        assert done.status == 200
        removed = await send(client, had, shown.conversation_id, guest=guest)
        assert sorted(_names(removed.action("remove_cart_item"))) == sorted([OIL, SALT]), had
        await send(client, "empty my cart", guest=guest)


async def test_ingredients_named_after_a_recipe_not_proposed_are_no_edit(client: Any) -> None:
    shown = await send(client, "recipe for lentil soup", guest=GUEST_A)
    had = await send(client, "i have oil and salt already", shown.conversation_id, guest=GUEST_A)
    assert "cart_action" not in kinds(had), kinds(had)


async def test_the_whole_recipe_with_another_variant_of_an_ingredient(client: Any) -> None:
    for show, add, guest in (
        ("abi a6bo5 murabyan, 3a6ni el wasfa", "7ot el wasfa kilha bs el robyan jumbo", GUEST_B),
        ("recipe for murabyan", "add the whole recipe but with jumbo shrimp", GUEST_A),
        ("وصفة مربين", "ضيف كل المكونات بس الروبيان جامبو", GUEST_B),
    ):
        shown = await send(client, show, guest=guest)
        added = await send(client, add, shown.conversation_id, guest=guest)
        action = added.action("add_recipe_to_cart")
        assert action["params"]["recipeId"] == "recipe-murabyan", add
        [shrimp] = [item for item in action["items"] if "Shrimp" in item["product"]["name"]]
        assert shrimp["variantId"] == "p-0508-v2", (add, shrimp)
    shown = await send(client, "recipe for machboos", guest=GUEST_A)
    added = await send(
        client, "add everything but the 5 kg rice", shown.conversation_id, guest=GUEST_A
    )
    action = added.action("add_recipe_to_cart")
    assert action["params"]["recipeId"] == "recipe-machboos"
    [rice] = [item for item in action["items"] if "Rice" in item["product"]["name"]]
    assert rice["variantId"] == "p-0601-v2", rice

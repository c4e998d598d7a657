"""Asking for something the store does not stock as asked (an attribute, a kind, a dish, a
size): the reply says so in the shopper's language before it offers the nearest, over a
real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_EXACTLY = "We don't have exactly that"
NOT_EXACTLY_AR = "ما عندنا هذا بالضبط"


async def test_an_attribute_not_stocked_is_said_before_the_nearest(client: Any) -> None:
    for message, guest, said, kind in (
        ("organic tomatoes", GUEST_A, NOT_EXACTLY, "Tomatoes"),
        ("do you have organic honey", GUEST_A, NOT_EXACTLY, "Honey"),
        ("عسل عضوي", GUEST_B, NOT_EXACTLY_AR, "Honey"),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.end["content"].startswith(said), (message, turn.end["content"])
        assert names(turn) and all(kind in name for name in names(turn)[:2]), message


async def test_what_is_stocked_as_asked_is_shown_without_a_caveat(client: Any) -> None:
    for message in ("do you have organic eggs", "diet pepsi"):
        turn = await send(client, message, guest=GUEST_A)
        assert NOT_EXACTLY not in turn.end["content"], message
        assert names(turn), message
    organic = await send(client, "do you have organic eggs", guest=GUEST_B)
    assert names(organic)[0] == "Organic Free-Range Eggs"


async def test_a_budget_for_a_kind_not_stocked_never_says_it_fits(client: Any) -> None:
    turn = await send(client, "organic honey under 2 KD", guest=GUEST_A)
    assert turn.end["content"].startswith(NOT_EXACTLY), turn.end["content"]
    assert "fits your budget" not in turn.end["content"]
    assert names(turn) and all("Honey" in name for name in names(turn))
    olive = await send(client, "olive oil under 1 KD", guest=GUEST_A)
    assert olive.end["content"].startswith("Nothing matches within that budget")
    assert all("Olive" in name for name in names(olive))


async def test_a_dish_without_a_recipe_is_never_shown_as_its_recipe(client: Any) -> None:
    near = await send(client, "how do i make chicken biryani", guest=GUEST_A)
    assert near.end["content"].startswith("I don't have a recipe for exactly that dish")
    assert "recipe" in kinds(near)
    for message, guest in (("recipe for sushi", GUEST_A), ("كيف اسوي سوشي", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert "recipe" not in kinds(turn) and "error" not in kinds(turn), message
        assert one(turn, "actions")["suggestions"], message
    exact = await send(client, "recipe for machboos", guest=GUEST_B)
    assert exact.end["content"].startswith("Here's the recipe.")


async def test_a_pack_size_not_sold_is_said(client: Any) -> None:
    for message in ("do you have almarai milk 5 litre", "nadec milk 3 litre"):
        turn = await send(client, message, guest=GUEST_A)
        assert turn.end["content"].startswith("We don't sell that size"), message
        assert names(turn), message


async def test_shopping_talk_sizes_and_arabizi_spellings_are_not_called_missing(
    client: Any,
) -> None:
    for message, first in (
        ("do you guys stock lurpak", "Lurpak"),
        ("shno anwa3 el chai 3indkom", "Tea"),
        ("7aleeb almarai kam si3ra", "Almarai"),
        ("zbdat lurpak", "Lurpak"),
        ("ودي اشوف انواع العصير اللي عندكم", "Juice"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        content = turn.end["content"]
        assert NOT_EXACTLY not in content and NOT_EXACTLY_AR not in content, (message, content)
        assert first in names(turn)[0], (message, names(turn))
    missing = await send(client, "do you guys stock president butter", guest=GUEST_B)
    assert missing.end["content"].startswith(NOT_EXACTLY)
    assert "Butter" in names(missing)[0]


async def test_what_was_asked_being_out_of_stock_is_said_in_words(client: Any) -> None:
    for message, guest, said in (
        ("mandarins", GUEST_A, "That one is out of stock right now."),
        ("heinz ketchup", GUEST_A, "That one is out of stock right now."),
        ("سمن اصيل نباتي ٢ لتر", GUEST_B, "هذا الحجم غير متوفر حالياً."),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.end["content"].startswith(said), (message, turn.end["content"])
        assert names(turn), message
    fruit = await send(client, "mandarins", guest=GUEST_A)
    assert len(names(fruit)) > 1, "what there is instead is shown beside it"


async def test_a_count_wanted_beyond_the_stock_left_is_said(client: Any) -> None:
    # the demo store has two romaine lettuces left
    for message, said, guest in (
        ("ابي خس روماني ٥ حبات", "أقل من اللي طلبته", GUEST_B),
        ("i want 5 romaine lettuce", "don't have enough of that", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert said in turn.end["content"], turn.end["content"]
        shown = (
            names(turn)
            if "products" in kinds(turn)
            else [one(turn, "product_detail")["product"]["name"]]
        )
        assert shown[0] == "Romaine Lettuce" and "cart_action" not in kinds(turn)
    enough = await send(client, "ابي خس روماني ٢", guest=GUEST_B)
    assert "أقل" not in enough.end["content"]

"""What a food is, over a real socket: needs ("sugar free drinks", "vegan protein", "بدون سكر"),
a kind not wanted after a list ("not the frozen one"), a need the store cannot meet said
honestly, and calories, protein and allergens from the product's own record."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import product_id
from tests.assistant.dialogues._blocks import kinds, one, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send

LENTILS = product_id("RIC-WAZ-LENTIL-RED")
CHICKPEAS = product_id("RIC-WAZ-CHICKPEAS")
KIDNEY_BEANS = product_id("RIC-BAY-KIDNEY")
DIET_PEPSI = product_id("BEV-PEP-DIET")


def _dietary(turn: Turn) -> list[list[str]]:
    return [card["dietary"] for card in products(turn)]


def _texts(turn: Turn) -> list[str]:
    return [block["text"] for block in turn.end["blocks"] if block["kind"] == "text"]


async def test_sugar_free_drinks_are_diet_drinks_and_water_never_sugar(client: Any) -> None:
    for message, guest in (
        ("suger free drinks?", GUEST_A),
        ("something without sugar", GUEST_A),
        ("ابي مشروبات بدون سكر", GUEST_B),
        ("diet", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        cards = products(turn)
        assert cards[0]["_id"] == DIET_PEPSI, (message, cards[0])
        assert all("sugar_free" in flags for flags in _dietary(turn)), message
        assert all(card["categoryId"] != "cat-sugar-baking" for card in cards), message
        assert "cart_action" not in kinds(turn)
    juice = await send(client, "abi 3asir bdoon sukar", guest=GUEST_B)
    assert juice.end["content"].startswith("ما عندنا من هالنوع شي خالي من السكر")
    assert all("no_added_sugar" in flags for flags in _dietary(juice))


async def test_vegan_protein_is_pulses_never_eggs(client: Any) -> None:
    for message, guest in (
        ("my husband is vegan, what can i get him for protein", GUEST_A),
        ("vegan protein", GUEST_A),
        ("زوجي نباتي شو عندكم بروتين", GUEST_B),
        ("zawjy vegan shno protein 3indkum", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        ids = [card["_id"] for card in products(turn)]
        assert {LENTILS, CHICKPEAS, KIDNEY_BEANS} <= set(ids), (message, ids)
        assert all(card["categoryId"] != "cat-dairy-eggs" for card in products(turn)), message
        assert all("vegetarian" in flags for flags in _dietary(turn))
        assert all(card["nutrition"]["protein"] >= 10 for card in products(turn))


async def test_a_need_the_store_cannot_meet_is_said_and_nothing_breaking_it_shown(
    client: Any,
) -> None:
    for message, guest, said in (
        ("gluten free bread", GUEST_A, "Sorry, we don't have that kind of product"),
        ("lactose free milk", GUEST_A, "Sorry, we don't have that kind of product"),
        ("حليب بدون لاكتوز", GUEST_B, "للأسف ما عندنا من هالنوع"),
        ("3indkum 5ubz bdoon gluten?", GUEST_B, "للأسف ما عندنا من هالنوع"),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.end["content"].startswith(said), (message, turn.end["content"])
        assert "products" not in kinds(turn), (message, "no nearest that breaks the need")
    nuts = await send(client, "nut free chocolate", guest=GUEST_A)
    assert products(nuts), "the chocolates with no nuts"
    assert all(card["allergens"] is not None for card in products(nuts))
    assert all("nuts" not in card["allergens"] for card in products(nuts))
    none = await send(client, "sesame free tahina", guest=GUEST_A)
    assert none.end["content"].startswith("Sorry, we don't have that kind of product")
    assert "products" not in kinds(none)


async def test_not_the_frozen_one_drops_the_frozen_from_the_list_shown(client: Any) -> None:
    for first, then, guest in (
        ("chicken", "not the frozen one", GUEST_A),
        ("دجاج", "مو المجمد", GUEST_B),
        ("djaj", "abi ghair el mjammad", GUEST_B),
    ):
        shown = await send(client, first, guest=guest)
        before = [card["_id"] for card in products(shown)]
        assert any(card["categoryId"] == "cat-frozen" for card in products(shown)), first
        rest = await send(client, then, shown.conversation_id, guest=guest)
        after = [card["_id"] for card in products(rest)]
        assert after and set(after) < set(before), (then, after)
        assert all(card["categoryId"] != "cat-frozen" for card in products(rest)), then
        assert "cart_action" not in kinds(rest)


async def test_calories_and_allergens_come_from_the_product_record(client: Any) -> None:
    bananas = await send(client, "how many calories in bananas", guest=GUEST_A)
    assert bananas.end["content"].startswith("Here's what this product holds")
    assert one(bananas, "product_detail")["product"]["nutrition"]["energyKcal"] == 89
    assert "Per 100 g: 89 kcal, protein 1.1 g, sugar 12.2 g, fat 0.3 g" in _texts(bananas)
    for message, guest in (("كم سعرة في الموز", GUEST_B), ("kam calories fel mooz", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert turn.end["content"].startswith("هذي القيم الغذائية"), message
        assert "لكل 100 غرام: 89 سعرة، بروتين 1.1 غ، سكر 12.2 غ، دهون 0.3 غ" in _texts(turn)
    tahina = await send(client, "calories in tahina", guest=GUEST_A)
    assert tahina.end["content"].startswith("I don't have the nutrition figures")
    assert "Contains: sesame" in _texts(tahina)
    bread = await send(client, "is there gluten in arabic bread", guest=GUEST_A)
    assert "Contains: gluten" in _texts(bread)
    kitkat = await send(client, "is kitkat vegan", guest=GUEST_A)
    assert "It is: vegetarian, halal" in _texts(kitkat)
    assert "Contains: milk, gluten" in _texts(kitkat)


async def test_figures_of_a_food_the_store_does_not_sell_are_not_made_up(client: Any) -> None:
    for message, guest, said in (
        ("how many calories in a big mac", GUEST_A, "I couldn't find that in our store"),
        ("كم سعرة في السوشي", GUEST_B, "ما لقيته في متجرنا"),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.end["content"].startswith(said), (message, turn.end["content"])
        assert "product_detail" not in kinds(turn)
        assert not _texts(turn)

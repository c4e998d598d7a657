"""Product facts and kitchen questions in the words strangers type them, over a real socket, in
English, Gulf Arabic and Arabizi: "tell me more about the first one" after a list is that
product's card; a flag or a nutrient asked of one named food ("galaxy 7alal?", "الموز
يسمن؟", "carbs in basmati rice?") is its facts, not a search; a meal wished for in words of
hunger or of the meal ("something light for dinner", "ju3ana shno akil") is the store's
recipes; a quick meal is no quick delivery; and a place to eat out is still declined."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import chip_labels, kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send

CHICKEN_RECIPES = {
    "en": {"Chicken Machboos", "Chicken Shawarma Bowl"},
    "ar": {"مجبوس دجاج", "طبق شاورما الدجاج"},
}


def nothing_done(turn: Turn) -> bool:
    return not {"cart_action", "handoff", "error"} & set(kinds(turn))


@pytest.mark.parametrize(
    ("before", "then", "guest"),
    [
        ("do you have honey", "tell me more about the first one", GUEST_A),
        ("عندكم عسل؟", "قولي اكثر عن الاول", GUEST_B),
        ("3indkom 3asal?", "9ooli akthar 3n el awal", GUEST_B),
    ],
)
async def test_tell_me_more_about_the_first_one_is_its_card(
    client: Any, before: str, then: str, guest: str
) -> None:
    shown = await send(client, before, guest=guest)
    [first, *_] = one(shown, "products")["products"]
    turn = await send(client, then, shown.conversation_id, guest=guest)
    assert one(turn, "product_detail")["product"]["_id"] == first["_id"], (then, kinds(turn))
    assert "products" not in kinds(turn) and nothing_done(turn), kinds(turn)
    assert is_arabic(turn.end["content"]) == (guest == GUEST_B), turn.end["content"]


@pytest.mark.parametrize(
    ("message", "guest", "named", "flag"),
    [
        ("is the honey organic", GUEST_A, "Honey", "halal"),
        ("is galaxy ok for diabetics", GUEST_A, "Galaxy", "halal"),
        ("جالكسي حلال؟", GUEST_B, "Galaxy", "حلال"),
        ("الكاتشب نباتي؟", GUEST_B, "Ketchup", "نباتي"),
        ("galaxy 7alal?", GUEST_B, "Galaxy", "حلال"),
        ("el ketchup vegan?", GUEST_B, "Ketchup", "نباتي صرف"),
    ],
)
async def test_a_flag_asked_of_one_named_food_is_its_facts(
    client: Any, message: str, guest: str, named: str, flag: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert named in one(turn, "product_detail")["product"]["name"], (message, kinds(turn))
    assert "products" not in kinds(turn) and nothing_done(turn), (message, kinds(turn))
    assert any(flag in text for text in texts(turn)), (message, texts(turn))


@pytest.mark.parametrize(
    ("message", "guest", "named", "figure"),
    [
        ("are bananas fattening", GUEST_A, "Bananas", "89 kcal"),
        ("carbs in basmati rice?", GUEST_A, "Basmati", None),
        ("الموز يسمن؟", GUEST_B, "Bananas", "89"),
        ("كم نسبة الدهون في اللبنة", GUEST_B, "Labneh", None),
        ("el moz ysammin?", GUEST_B, "Bananas", "89"),
        ("kam nisbat el dihoon fil labna", GUEST_B, "Labneh", None),
    ],
)
async def test_a_nutrient_asked_of_one_food_is_its_record_or_owned_up_to(
    client: Any, message: str, guest: str, named: str, figure: str | None
) -> None:
    turn = await send(client, message, guest=guest)
    assert named in one(turn, "product_detail")["product"]["name"], (message, kinds(turn))
    assert "products" not in kinds(turn) and nothing_done(turn), (message, kinds(turn))
    if figure is not None:  # the store's own figures, per 100 g
        assert any(figure in text for text in texts(turn)), (message, texts(turn))
    else:  # no figures on record: said so, none made up
        assert not any("kcal" in text or "سعرة" in text for text in texts(turn)), texts(turn)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("something light for dinner", GUEST_A),
        ("whats for dinner", GUEST_A),
        ("im hungry what should i eat", GUEST_A),
        ("ابي شي خفيف للعشا", GUEST_B),
        ("جوعانة شو اكل", GUEST_B),
        ("ju3ana shno akil", GUEST_B),
        ("abi shay 5afeef lil 3asha", GUEST_B),
    ],
)
async def test_a_meal_wished_in_words_of_hunger_or_the_meal_is_our_recipes(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "recipe" in kinds(turn) and chip_labels(turn), (message, kinds(turn))
    assert "products" not in kinds(turn) and nothing_done(turn), (message, kinds(turn))
    assert is_arabic(turn.end["content"]) == (guest == GUEST_B), turn.end["content"]


@pytest.mark.parametrize(
    ("message", "guest", "language"),
    [
        ("quick lunch idea with chicken", GUEST_A, "en"),
        ("ابي فكرة غدا سريع فيه دجاج", GUEST_B, "ar"),
        ("abi fikrat ghada sare3 feeh dijaj", GUEST_B, "ar"),
    ],
)
async def test_a_quick_meal_with_chicken_is_the_chicken_recipes_not_express_delivery(
    client: Any, message: str, guest: str, language: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "delivery_info" not in kinds(turn) and nothing_done(turn), (message, kinds(turn))
    assert set(chip_labels(turn)) == CHICKEN_RECIPES[language], (message, chip_labels(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("does honey go bad", GUEST_A),
        ("العسل يخرب؟", GUEST_B),
        ("el 3asal y5arab?", GUEST_B),
    ],
)
async def test_whether_a_food_goes_bad_is_how_to_keep_it(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    [advice] = texts(turn)
    assert advice.startswith("Honey" if guest == GUEST_A else "العسل"), (message, advice)
    assert "products" not in kinds(turn) and nothing_done(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("recommend a good restaurant in salmiya", GUEST_A),
        ("اقترح لي مطعم حلو في السالمية", GUEST_B),
        ("wain nit3asha el yom barra", GUEST_B),
    ],
)
async def test_a_place_to_eat_out_is_still_declined(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert set(kinds(turn)) <= {"text", "actions"}, (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "named"),
    [
        ("does the pepsi come in cans", "Pepsi Cola Cans"),
        ("does the sadia chicken come whole or cut", "Sadia Frozen Whole Chicken"),
    ],
)
async def test_how_a_product_comes_is_its_card(client: Any, message: str, named: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert one(turn, "product_detail")["product"]["name"] == named, (message, kinds(turn))
    assert nothing_done(turn), kinds(turn)

"""Recipes over a real socket: a dish the store has no recipe for is said in words with the
known recipes as chips, never an error card; scaling the recipe just shown, in any of the
shopper's languages, shows it for that many or proposes its ingredients scaled."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_an_unknown_dish_is_said_in_words_with_the_known_recipes(client: Any) -> None:
    for message in ("biryani recipe for 4", "وصفة برياني لـ ٤ اشخاص", "wasfat biryani 7ag 4 nafar"):
        turn = await send(client, message, guest=GUEST_A)
        kinds = [b["kind"] for b in turn.end["blocks"]]
        assert "error" not in kinds and "recipe" not in kinds, (message, kinds)
        assert turn.end["content"] and "actions" in kinds, message


async def test_the_recipe_just_shown_is_scaled_for_the_guests(client: Any) -> None:
    for first, scale, servings in (
        ("recipe for machboos", "make it for 8 people", 8),
        ("وصفة مجبوس", "خليها ل ١٠ اشخاص", 10),
        ("wasfat majboos", "sawha 7ag 8 nafar", 8),
    ):
        shown = await send(client, first, guest=GUEST_A)
        scaled = await send(client, scale, shown.conversation_id, guest=GUEST_A)
        [card] = [b for b in scaled.end["blocks"] if b["kind"] == "recipe"]
        assert card["servings"] == servings, scale
        assert "error" not in [b["kind"] for b in scaled.end["blocks"]], scale


async def test_scaling_and_adding_after_a_recipe_is_one_scaled_proposal(client: Any) -> None:
    shown = await send(client, "recipe for machboos", guest=GUEST_A)
    [card] = [b for b in shown.end["blocks"] if b["kind"] == "recipe"]
    base = await send(client, "use them", shown.conversation_id, guest=GUEST_A)
    lines = {i["productId"]: i["quantity"] for i in base.action("add_recipe_to_cart")["items"]}
    doubled = await send(
        client,
        f"scale it for {2 * card['servings']} and add everything",
        shown.conversation_id,
        guest=GUEST_A,
    )
    kinds = [b["kind"] for b in doubled.end["blocks"]]
    assert "error" not in kinds
    scaled = {i["productId"]: i["quantity"] for i in doubled.action("add_recipe_to_cart")["items"]}
    assert scaled.keys() == lines.keys()
    grown = [pid for pid in lines if scaled[pid] > lines[pid]]
    kept = [pid for pid in lines if scaled[pid] == lines[pid] == 1]  # pantry staples
    assert grown and kept and len(grown) + len(kept) == len(lines)


async def test_asking_what_to_cook_gets_recipe_ideas_not_a_missing_recipe(client: Any) -> None:
    for message in ("shno asawi 3asha", "شو اطبخ اليوم"):
        turn = await send(client, message, guest=GUEST_A)
        kinds = [b["kind"] for b in turn.end["blocks"]]
        assert "actions" in kinds and "error" not in kinds, (message, kinds)
        assert "don't have" not in turn.end["content"] and "ليست لدي" not in turn.end["content"]


async def test_an_ingredient_left_out_is_not_in_the_proposal(client: Any) -> None:
    for first, without in (
        ("ingredients for fattoush", "add it all without the bread"),
        ("كيف اسوي فتوش", "ابي المكونات بس بدون الخبز"),
        ("wasfat fattoush", "7ot kolshay bidoon el 5obz"),
    ):
        shown = await send(client, first, guest=GUEST_A)
        [card] = [b for b in shown.end["blocks"] if b["kind"] == "recipe"]
        ingredients = {
            i["product"]["_id"]: i["product"]["name"] for i in card["recipe"]["ingredients"]
        }
        [bread] = [pid for pid, name in ingredients.items() if "Bread" in name]
        proposed = await send(client, without, shown.conversation_id, guest=GUEST_A)
        items = {i["productId"] for i in proposed.action("add_recipe_to_cart")["items"]}
        assert bread not in items, without
        assert items and items < set(ingredients), without


async def test_the_guests_asked_are_owned_up_to_in_every_way_of_saying_them(client: Any) -> None:
    for message, servings in (
        ("شنو احتاج عشان الهريس حق ١٠ اشخاص", 10),
        ("وصفة شكشوكه لشخصين", 2),
        ("ingredients for fattoush for 8 ppl", 8),
    ):
        turn = await send(client, message, guest=GUEST_A)
        [card] = [b for b in turn.end["blocks"] if b["kind"] == "recipe"]
        assert card["servings"] == servings, message
        content = turn.end["content"]
        assert "people you asked" in content or "لعدد الأشخاص" in content, (message, content)


async def test_the_amounts_for_a_dish_the_store_has_no_recipe_for_say_so(client: Any) -> None:
    turn = await send(client, "مقادير بيتزا", guest=GUEST_A)
    assert "ليست لدي" in turn.end["content"], turn.end["content"]


async def test_a_dish_named_without_a_recipe_word_is_its_recipe(client: Any) -> None:
    turn = await send(client, "طيب مربين روبيان", guest=GUEST_A)
    [card] = [b for b in turn.end["blocks"] if b["kind"] == "recipe"]
    assert card["recipe"]["name"].startswith("Murabyan"), card["recipe"]["name"]


async def test_a_dish_asked_with_a_verb_of_making_is_that_recipe_not_the_closest(
    client: Any,
) -> None:
    for message in ("shno a7taj 3shan a sawi luqaimat", "شنو احتاج عشان اسوي لقيمات"):
        turn = await send(client, message, guest=GUEST_A)
        [recipe] = [b for b in turn.end["blocks"] if b["kind"] == "recipe"]
        assert recipe["recipe"]["name"] == "Luqaimat", message
        assert "بالضبط" not in turn.end["content"], turn.end["content"]


async def test_removing_an_ingredient_and_adding_the_rest_after_a_recipe(client: Any) -> None:
    for recipe, rest in (
        ("وصفة بلاليط", "شيل البيض وحط الباقي بالسله"),
        ("balaleet recipe", "remove the eggs and add the rest"),
    ):
        shown = await send(client, recipe, guest=GUEST_A)
        added = await send(client, rest, shown.conversation_id, guest=GUEST_A)
        names = [item["product"]["name"] for item in added.action("add_recipe_to_cart")["items"]]
        assert not any("Eggs" in name for name in names), (rest, names)
        assert any("Sugar" in name for name in names), (rest, names)  # not "white" (أبيض)


async def test_a_dish_with_no_recipe_is_said_and_no_other_dish_is_proposed(client: Any) -> None:
    sushi = await send(client, "ابي اسوي سوشي شنو احتاج", guest=GUEST_A)
    assert "ليست لدي هذه الوصفة" in sushi.end["content"], sushi.end["content"]
    kabsa = await send(client, "طيب عطني وصفه كبسه لحم", sushi.conversation_id, guest=GUEST_A)
    kinds = [b["kind"] for b in kabsa.end["blocks"]]
    assert "recipe" in kinds and "cart_action" not in kinds, kinds
    assert "بالضبط" in kabsa.end["content"], kabsa.end["content"]


async def test_asking_about_the_recipe_just_shown_names_no_new_dish(client: Any) -> None:
    shown = await send(client, "وصفة مجبوس", guest=GUEST_A)
    stuff = await send(
        client, "طيب عطني الاغراض اللي تحتاجها", shown.conversation_id, guest=GUEST_A
    )
    assert stuff.action("add_recipe_to_cart")["params"]["recipeId"] == "recipe-machboos"
    amounts = await send(client, "شنو المقادير بالضبط", shown.conversation_id, guest=GUEST_A)
    assert "recipe" in [b["kind"] for b in amounts.end["blocks"]], amounts.end["content"]


async def test_a_thing_wanted_for_cooking_is_no_dish(client: Any) -> None:
    turn = await send(client, "abi fa7am 7ag el shawi", guest=GUEST_A)
    assert "الوصفة" not in turn.end["content"], turn.end["content"]
    assert "recipe" not in [b["kind"] for b in turn.end["blocks"]]


async def test_what_the_shopper_already_has_is_left_out(client: Any) -> None:
    shown = await send(client, "fattoush recipe", guest=GUEST_A)
    rest = await send(
        client,
        "i already have salt and olive oil add the rest",
        shown.conversation_id,
        guest=GUEST_A,
    )
    names = [item["product"]["name"] for item in rest.action("add_recipe_to_cart")["items"]]
    assert len(names) > 5 and not any("Salt" in n or "Olive Oil" in n for n in names), names


async def test_what_is_had_at_home_and_the_rest_wanted_after_a_recipe_shown(
    client: Any,
) -> None:
    """ "i have sugar salt and cinnamon at home, add the rest" right after the harees was shown:
    its ingredients less those, never those alone; "i have salt at home" alone sends no
    delivery anywhere."""
    for message, had in (
        ("i have sugar salt and cinnamon at home, add the rest", ("Salt", "Cinnamon")),
        ("عندي ملح وقرفه بالبيت، ضيف الباقي", ("Salt", "Cinnamon")),
        ("3indi mil7 w darseen, 7ot el ba8i", ("Salt", "Cinnamon")),
    ):
        shown = await send(client, "harees recipe", guest=GUEST_A)
        rest = await send(client, message, shown.conversation_id, guest=GUEST_A)
        items = rest.action("add_recipe_to_cart")["items"]
        names = [item["product"]["name"] for item in items]
        assert len(names) >= 3 and not any(h in n for h in had for n in names), (message, names)
    shown = await send(client, "harees recipe", guest=GUEST_A)
    alone = await send(client, "i have salt at home", shown.conversation_id, guest=GUEST_A)
    assert "select_address" not in str(alone.end["blocks"]), alone.end["blocks"]


def _text_cards(turn: Any) -> list[str]:
    return [b["text"] for b in turn.end["blocks"] if b["kind"] == "text"]


async def test_how_many_it_serves_and_what_it_costs_are_figures_of_the_recipe(
    client: Any,
) -> None:
    shown = await send(client, "ingredients for lentil soup for 12 people", guest=GUEST_A)
    serves = await send(
        client, "how many people does it serve", shown.conversation_id, guest=GUEST_A
    )
    assert _text_cards(serves) == ["Serves 12 people."]
    assert "cart_action" not in [b["kind"] for b in serves.end["blocks"]]
    cost = await send(client, "how much for all of it", shown.conversation_id, guest=GUEST_A)
    [line] = _text_cards(cost)
    assert line.startswith("10 ingredients for 12 people: ") and line.endswith(" KWD"), line
    assert "cart_action" not in [b["kind"] for b in cost.end["blocks"]]
    smaller = await send(client, "make it for 4", shown.conversation_id, guest=GUEST_A)
    assert one(smaller, "recipe")["servings"] == 4
    arabizi = await send(client, "kam yiklif", shown.conversation_id, guest=GUEST_A)
    assert _text_cards(arabizi)[0].endswith("د.ك") and "لـ ٤ أشخاص" in _text_cards(arabizi)[0]
    machboos = await send(client, "كيف اسوي مجبوس دجاج", guest=GUEST_A)
    asked = await send(client, "kam shakhs tkafi", machboos.conversation_id, guest=GUEST_A)
    assert _text_cards(asked) == ["تكفي ٦ أشخاص."]
    total = await send(client, "جم سعرهم كلهم", machboos.conversation_id, guest=GUEST_A)
    assert "cart_action" not in [b["kind"] for b in total.end["blocks"]]
    assert _text_cards(total)[0].startswith("١٢ مكونات لـ ٦ أشخاص: ")
    added = await send(client, "حطهم كلهم", machboos.conversation_id, guest=GUEST_A)
    assert len(added.action("add_recipe_to_cart")["items"]) == 12

"""A need asked of the list just shown over a real socket: "which ones r vegan", "اي واحد
فيهم نباتي", "ay wa7d minhom vegan" answer with those of the list that meet it, never with a
product of another aisle the words happen to name, and a count after it ("3 of those") adds
nothing that was not shown."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send


def _ids(turn: Turn) -> list[str]:
    return [
        card["_id"]
        for block in turn.blocks
        if block.get("kind") == "products"
        for card in block["products"]
    ]


async def test_a_need_asked_of_the_list_shown_filters_that_list(client: Any) -> None:
    for show, need in (
        ("got any chips", "which ones r vegan"),
        ("do you have crisps", "any of those vegan?"),
        ("عندكم شيبس؟", "اي واحد فيهم نباتي؟"),
        ("ابي شيبس", "ايهم نباتي"),
        ("3indkom chips?", "ay wa7d minhom vegan?"),
        ("abi chips", "ayhum vegan"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        listed = _ids(shown)
        assert listed, show
        answer = await send(client, need, shown.conversation_id, guest=GUEST_A)
        picked = _ids(answer)
        assert picked and set(picked) <= set(listed), need
        assert "cart_action" not in kinds(answer), need


async def test_a_need_none_of_the_list_meets_shows_the_list_again(client: Any) -> None:
    for show, need in (
        ("show me milk", "which of these are lactose free"),
        ("show me chocolate", "any of those gluten free?"),
        ("عندكم عصير؟", "شنو منهم بدون سكر"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        answer = await send(client, need, shown.conversation_id, guest=GUEST_A)
        assert _ids(answer) == _ids(shown), need
        assert "cart_action" not in kinds(answer), need


async def test_a_count_after_the_filtered_list_adds_only_what_was_shown(client: Any) -> None:
    for show, need, count in (
        ("got any chips", "which ones r vegan", "ok 3 of those"),
        ("3indkom chips?", "ay wa7d minhom vegan?", "3 minhom"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        answer = await send(client, need, shown.conversation_id, guest=GUEST_A)
        then = await send(client, count, shown.conversation_id, guest=GUEST_A)
        proposed = [
            line["productId"]
            for block in then.blocks
            if block.get("kind") == "cart_action"
            for line in block["items"]
        ]
        assert set(proposed) <= set(_ids(answer)), count


async def test_a_need_with_no_list_shown_still_searches_the_store(client: Any) -> None:
    for message in ("any vegan chips?", "عندكم شيبس نباتي؟", "sugar free drinks"):
        turn = await send(client, message, guest=GUEST_A)
        assert _ids(turn), message


def _ingredients(turn: Turn) -> list[str]:
    return [
        line["product"]["name"]
        for block in turn.blocks
        if block.get("kind") == "cart_action"
        for line in block["items"]
    ]


async def test_a_dishs_ingredients_asked_by_its_name_show_its_recipe(client: Any) -> None:
    for message, dish in (
        ("mutabbal, ingredients pls", "Mutabbal"),
        ("harees ingredients", "Harees"),
        ("machboos ingredients?", "Machboos"),
        ("مكونات المتبل", "Mutabbal"),
        ("الفتوش شنو مكوناته", "Fattoush"),
        ("mkawinat el mutabbal", "Mutabbal"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert dish in str(one(turn, "recipe")["recipe"]), message
        assert "faq" not in kinds(turn), message


async def test_the_ingredients_policy_is_still_the_stores_answer(client: Any) -> None:
    for message in (
        "where can i see the ingredients and allergens of a product?",
        "وين القى المكونات ومسببات الحساسيه للمنتجات؟",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "recipe" not in kinds(turn) and "cart_action" not in kinds(turn), message


async def test_all_but_what_is_named_of_the_recipe_just_shown(client: Any) -> None:
    for ask, but, left in (
        ("mutabbal, ingredients pls", "add all except the salt and garlic, i have those",
         ("Salt", "Garlic")),
        ("مكونات المتبل", "ضيف كل شي ماعدا الملح والثوم", ("Salt", "Garlic")),
        ("mkawinat el mutabbal", "7ot kil shay ela el thoom", ("Garlic",)),
    ):  # fmt: skip
        shown = await send(client, ask, guest=GUEST_A)
        assert "recipe" in kinds(shown), ask
        added = await send(client, but, shown.conversation_id, guest=GUEST_A)
        names = _ingredients(added)
        assert any("Tahina" in name for name in names), but
        assert not any(word in name for word in left for name in names), but


async def test_what_is_named_after_except_is_never_proposed(client: Any) -> None:
    token = customer_token("demo-3")  # salt and garlic already in the cart
    for message, left in (
        ("add all except the salt and garlic, i have those", ("Salt", "Garlic")),
        ("add everything but the garlic, got it already", ("Garlic",)),
        ("ضيف الكل ماعدا الملح والثوم، عندي منهم", ("Salt", "Garlic")),
        ("حط كل شي بس بدون الثوم", ("Garlic",)),
        ("zeed kilhum ela el mil7 wil thoom", ("Salt", "Garlic")),
        ("7ot kil shay bas bdoon el thoom", ("Garlic",)),
    ):
        shown = await send(client, "hi", token=token)
        turn = await send(client, message, shown.conversation_id, token=token)
        names = _ingredients(turn)
        assert not any(word in name for word in left for name in names), message


async def test_what_is_named_before_except_is_still_proposed(client: Any) -> None:
    for message in ("add eggs and bread except the milk", "add eggs, no milk"):
        turn = await send(client, message, guest=GUEST_A)
        assert any("Eggs" in name for name in _ingredients(turn)), message


def _pack(line: dict[str, Any]) -> str:
    variants = {v["_id"]: v for v in line["product"].get("variants") or []}
    variant = variants.get(line.get("variantId") or "", {})
    return str(variant.get("name") or line["product"].get("unit"))


async def test_a_pack_pointed_at_by_its_count_is_the_one_then_counted(client: Any) -> None:
    for show, pick, count, pack, times in (
        ("كم سعر كرتون مي الروضتين", "اللي فيه ٢٤", "خلها ٢", "24", 2),
        ("rawdatain water price", "the one with 24", "make it 2", "24", 2),
        ("how much is rawdatain water", "the 24 one", "add 3", "24", 3),
        ("عندكم مي الروضتين؟", "ابو ٢٤", "ابي ٢", "24", 2),
        ("mayy rawdatain bkam", "elly fee 24", "5aleha 3", "24", 3),
        ("3indkom mayy rawdatain?", "the one with 24 pls", "2", "24", 2),
    ):
        shown = await send(client, show, guest=GUEST_A)
        picked = await send(client, pick, shown.conversation_id, guest=GUEST_A)
        assert "product_detail" in kinds(picked), pick
        counted = await send(client, count, shown.conversation_id, guest=GUEST_A)
        [line] = counted.action("add_to_cart")["items"]
        assert _pack(line).startswith(pack) and line["quantity"] == times, (pick, count)


async def test_a_number_with_no_list_shown_is_no_pack_picked(client: Any) -> None:
    for message in ("the one with 24", "اللي فيه ٢٤"):
        turn = await send(client, message, guest=GUEST_B)
        assert "product_detail" not in kinds(turn) and "cart_action" not in kinds(turn)


async def test_the_list_shown_weighed_by_a_nutrient_answers_with_its_richest(
    client: Any,
) -> None:
    for show, ask in (
        ("show me lentils", "which ones have the most protein"),
        ("do you have lentils", "which of these has the most protein per 100g"),
        ("عندكم عدس؟", "ايهم فيه بروتين اكثر"),
        ("ابي عدس", "اي واحد منهم اعلى بروتين"),
        ("3indkom 3adas?", "ayhum fee protein akthar"),
        ("abi 3adas", "ay wa7d minhom akthar protein"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        listed = _ids(shown)
        answer = await send(client, ask, shown.conversation_id, guest=GUEST_A)
        if "product_detail" in kinds(answer):
            assert one(answer, "product_detail")["product"]["_id"] in listed, ask
        else:  # one record of the list gives the figure: it alone is shown, nothing ranked
            [card] = one(answer, "products")["products"]
            assert card["_id"] in listed and card["nutrition"]["protein"] is not None, ask
        assert "cart_action" not in kinds(answer), ask


async def test_a_nutrient_asked_of_one_food_is_still_that_foods(client: Any) -> None:
    for message, named in (("how much protein in red lentils", "Lentils"),):
        turn = await send(client, message, guest=GUEST_B)
        assert named in one(turn, "product_detail")["product"]["name"], message


async def test_a_food_named_with_its_aisle_is_the_one_asked_of_then_counted(
    client: Any,
) -> None:
    for ask, count, named in (
        ("is the canned hummus vegan", "add 4", "Hummus"),
        ("is the frozen chicken halal?", "add 2", "Frozen"),
        ("الحمص بالطحينه المعلب نباتي؟", "ضيف ٤", "Hummus"),
        ("el 7ummus bi6a7eena el mu3allab vegan?", "7ot 4", "Hummus"),
    ):
        asked = await send(client, ask, guest=GUEST_A)
        assert named in one(asked, "product_detail")["product"]["name"], ask
        added = await send(client, count, asked.conversation_id, guest=GUEST_A)
        [line] = added.action("add_to_cart")["items"]
        assert named in line["product"]["name"], (ask, count)


async def test_an_aisle_word_grounds_no_food_the_store_lacks(client: Any) -> None:
    for message in ("is the canned banana vegan", "is the big mac vegan"):
        turn = await send(client, message, guest=GUEST_B)
        assert "product_detail" not in kinds(turn), message

"""Short follow-ups that name nothing resolve against what was just shown: its price ("b
kam"), a count of it ("ابي ٢"), all of a list ("حطهم كلهم"), two of its positions compared;
and an aisle asked for by the word shoppers use ("المخبز", "الريوق"), over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def test_a_price_question_names_the_product_shown(client: Any) -> None:
    for message, follow_up, guest in (
        ("arabic coffee", "b kam", GUEST_A),
        ("زيت زيتون", "بكم اللتر منه", GUEST_B),
        ("arabic coffee", "how much is it", GUEST_A),
    ):
        shown = await send(client, message, guest=guest)
        asked = await send(client, follow_up, shown.conversation_id, guest=guest)
        assert one(asked, "product_detail")["product"]["name"] == names(shown)[0], follow_up


async def test_a_bare_count_asks_for_that_many_of_it(client: Any) -> None:
    # two arabic coffees fit what was asked: which one, then two of the one picked
    shown = await send(client, "arabic coffee", guest=GUEST_A)
    two = await send(client, "abi 2", shown.conversation_id, guest=GUEST_A)
    assert "cart_action" not in kinds(two) and len(names(two)) == 2, names(two)
    first = await send(client, "el awal", shown.conversation_id, guest=GUEST_A)
    [item] = first.action("add_to_cart")["items"]
    assert (item["product"]["name"], item["quantity"]) == (names(two)[0], 2)
    kdd = await send(client, "do you have kdd laban", guest=GUEST_A)
    two = await send(client, "abi 2", kdd.conversation_id, guest=GUEST_A)
    [item] = two.action("add_to_cart")["items"]
    assert (item["product"]["name"], item["quantity"]) == ("KDD Fresh Laban", 2)
    ketchup = await send(client, "heinz ketchup", guest=GUEST_B)
    out = await send(client, "ابي ٢", ketchup.conversation_id, guest=GUEST_B)
    assert "cart_action" not in kinds(out)
    assert one(out, "error")["code"] == "OUT_OF_STOCK"


async def test_all_of_a_list_is_one_of_each_thing_asked(client: Any) -> None:
    for listed, everything, guest in (
        ("حليب وخبز وبيض", "حطهم كلهم", GUEST_B),
        ("milk, bread and eggs", "add them all", GUEST_A),
    ):
        shown = await send(client, listed, guest=guest)
        added = await send(client, everything, shown.conversation_id, guest=guest)
        items = added.action("add_to_cart")["items"]
        assert [item["quantity"] for item in items] == [1, 1, 1], everything
        assert any("Milk" in item["product"]["name"] for item in items)
        assert any("Eggs" in item["product"]["name"] for item in items)


async def test_two_positions_of_the_list_are_compared(client: Any) -> None:
    shown = await send(client, "عندكم زيت زيتون", guest=GUEST_B)
    compared = await send(
        client, "اي واحد ارخص الاول او الثاني", shown.conversation_id, guest=GUEST_B
    )
    assert sorted(names(compared)) == sorted(names(shown)[:2])


async def test_a_comparison_with_a_side_not_stocked_says_so(client: Any) -> None:
    turn = await send(client, "which is cheaper pepsi or coke", guest=GUEST_A)
    assert turn.end["content"].startswith("We don't have exactly that")
    assert all("Pepsi" in name for name in names(turn))


async def test_an_aisle_by_the_word_shoppers_use(client: Any) -> None:
    bakery = await send(client, "شنو عندكم بالمخبز", guest=GUEST_B)
    assert bakery.end["content"] == "هذا ما لدينا في هذا القسم."
    assert any("Bread" in name for name in names(bakery))
    breakfast = await send(client, "ابغى شي حق الريوق", guest=GUEST_B)
    assert any("Oats" in name or "Flakes" in name for name in names(breakfast))


async def test_english_with_an_arabizi_word_is_answered_in_english(client: Any) -> None:
    turn = await send(client, "2 milk, 5ubz and eggs", guest=GUEST_A)
    assert turn.end["content"] == "Here are some options."
    arabizi = await send(client, "abi laban almarai 2 litre", guest=GUEST_A)
    assert not arabizi.end["content"].isascii()


async def test_the_cheaper_one_is_the_cheapest_shown_of_the_kind_asked(client: Any) -> None:
    shown = await send(client, "olive oil", guest=GUEST_A)
    cheapest = await send(client, "ok shno ar5a9 wa7id", shown.conversation_id, guest=GUEST_A)
    assert one(cheapest, "product_detail")["product"]["name"] == "Borges Extra Virgin Olive Oil"
    compared = await send(client, "which is cheaper almarai or kdd milk", guest=GUEST_B)
    added = await send(client, "add 2 of the cheaper one", compared.conversation_id, guest=GUEST_B)
    [item] = added.action("add_to_cart")["items"]
    assert (item["product"]["name"], item["quantity"]) == (names(compared)[0], 2)


async def test_the_total_and_a_recipes_things(client: Any) -> None:
    total = await send(client, "كم صار المجموع", guest=GUEST_B)
    assert "cart_summary" in kinds(total)
    recipe = await send(client, "recipe for harees", guest=GUEST_A)
    things = await send(client, "حط اغراضها بالسله", recipe.conversation_id, guest=GUEST_A)
    assert things.action("add_recipe_to_cart")["status"] == "pending"


async def test_an_aisle_named_in_english_inside_arabizi(client: Any) -> None:
    turn = await send(client, "shno 3indkom fel bakery", guest=GUEST_B)
    assert turn.end["content"] == "هذا ما لدينا في هذا القسم."


async def test_arabizi_count_words_and_a_settled_yes(client: Any) -> None:
    shown = await send(client, "khubz arabi", guest=GUEST_A)
    added = await send(client, "7u6 ithnain", shown.conversation_id, guest=GUEST_A)
    [line] = added.action("add_to_cart")["items"]
    assert "Arabic Bread" in line["product"]["name"] and line["quantity"] == 2
    settled = await send(client, "5alas akid", shown.conversation_id, guest=GUEST_A)
    assert "cart_action" not in [b["kind"] for b in settled.end["blocks"]]
    assert "products" not in [b["kind"] for b in settled.end["blocks"]]


async def test_a_brand_named_after_a_list_is_that_brand_of_the_list(client: Any) -> None:
    juices = await send(client, "orange juice", guest=GUEST_A)
    kdd = await send(client, "7u6 il kdd", juices.conversation_id, guest=GUEST_A)
    [item] = kdd.action("add_to_cart")["items"]
    assert item["product"]["name"] == "KDD Orange Juice", item
    chocolate = await send(client, "galaxy chocolate", guest=GUEST_A)
    milk = await send(client, "add almarai milk", chocolate.conversation_id, guest=GUEST_A)
    [item] = milk.action("add_to_cart")["items"]
    assert "Chocolate" not in item["product"]["name"], item


async def test_one_more_of_an_offer_grows_it(client: Any) -> None:
    for first, more, count in (
        ("add 2 almarai milk", "one more", 3),
        ("add kiri cheese 24 pieces", "وزيد وحده بعد", 2),
    ):
        offered = await send(client, first, guest=GUEST_A)
        grown = await send(client, more, offered.conversation_id, guest=GUEST_A)
        [item] = grown.action("add_to_cart")["items"]
        assert item["quantity"] == count, (more, item)
        assert item["variantId"] == offered.action("add_to_cart")["items"][0]["variantId"]


async def test_which_one_of_a_list_and_its_brands_compared(client: Any) -> None:
    butter = await send(client, "lurpak butter", guest=GUEST_A)
    unsalted = await send(client, "which one is unsalted", butter.conversation_id, guest=GUEST_A)
    if "product_detail" in kinds(unsalted):  # the one that fits, as its card or a list of one
        assert one(unsalted, "product_detail")["product"]["name"] == "Lurpak Unsalted Butter"
    else:
        assert names(unsalted) == ["Lurpak Unsalted Butter"], names(unsalted)
    assert "exactly" not in unsalted.end["content"], unsalted.end["content"]
    slices = await send(client, "cheddar slices", guest=GUEST_B)
    brands = await send(
        client, "which is cheaper puck ولا almarai", slices.conversation_id, guest=GUEST_B
    )
    assert sorted(names(brands)) == [
        "Almarai Processed Cheddar Cheese Slices",
        "Puck Cheddar Cheese Slices",
    ], names(brands)


async def test_a_count_with_a_size_of_the_product_in_focus(client: Any) -> None:
    ghee = await send(client, "aseel ghee 2 litre", guest=GUEST_B)
    added = await send(client, "fine the 1L then, add 2", ghee.conversation_id, guest=GUEST_B)
    [item] = added.action("add_to_cart")["items"]
    assert (item["variantId"], item["quantity"]) == ("p-0804-v1", 2), item


async def test_a_word_pointing_at_one_of_the_list_is_that_one(client: Any) -> None:
    coffee = await send(client, "gahwa 3arabiya", guest=GUEST_A)
    kuwaiti = await send(client, "abi el kuwaitiya", coffee.conversation_id, guest=GUEST_A)
    assert names(kuwaiti) == ["Kuwaiti Arabic Coffee, Light Roast"], names(kuwaiti)
    juice = await send(client, "orange juice", guest=GUEST_B)
    almarai = await send(client, "the almarai one", juice.conversation_id, guest=GUEST_B)
    assert names(almarai) and all("Almarai" in n and "Juice" in n for n in names(almarai))


async def test_a_wish_says_what_is_not_wanted(client: Any) -> None:
    turn = await send(client, "ابي شي صحي مو حلو", guest=GUEST_A)
    assert "Galaxy" not in str(turn.end["blocks"]), turn.end["content"]
    rice = await send(client, "ابي تمن بسمتي", guest=GUEST_A)
    assert "بالضبط" not in rice.end["content"] and "Basmati" in names(rice)[0]


async def test_one_more_after_the_offer_was_confirmed_is_one_more(client: Any) -> None:
    offered = await send(client, "add 2 almarai milk", guest=GUEST_B)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_B)
    assert confirmed.status == 200, confirmed.json
    more = await send(client, "w zid wa7d", offered.conversation_id, guest=GUEST_B)
    [item] = more.action("add_to_cart")["items"]
    assert item["quantity"] == 1, item


async def test_words_of_with_it_and_one_of_it_name_no_product(client: Any) -> None:
    onions = await send(client, "وحط معاه بصل ابيض كيلو", guest=GUEST_A)
    names_offered = [i["product"]["name"] for i in onions.action("add_to_cart")["items"]]
    assert names_offered == ["White Onions (Egypt)"], names_offered
    pepsi = await send(client, "طيب ضيف ديت بيبسي وحده", guest=GUEST_A)
    names_offered = [i["product"]["name"] for i in pepsi.action("add_to_cart")["items"]]
    assert names_offered == ["Diet Pepsi Cans"] and "error" not in kinds(pepsi), names_offered


async def test_a_cart_verb_after_a_word_of_assent_is_still_first(client: Any) -> None:
    milk = await send(client, "حليب المراعي", guest=GUEST_B)
    litre = await send(client, "زين عطني اللتر", milk.conversation_id, guest=GUEST_B)
    [item] = litre.action("add_to_cart")["items"]
    assert item["product"]["name"] == "Almarai Full Fat Fresh Milk" and item["quantity"] == 1
    recipe = await send(client, "وصفة مجبوس", guest=GUEST_B)
    stuff = await send(
        client, "طيب عطني الاغراض اللي تحتاجها", recipe.conversation_id, guest=GUEST_B
    )
    assert stuff.action("add_recipe_to_cart")["params"]["recipeId"] == "recipe-machboos"

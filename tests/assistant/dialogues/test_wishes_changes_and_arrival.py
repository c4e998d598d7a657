"""Over a real socket: a healthy wish
naming no kind, a pack word in a list, a change said with "بدلها", Arabizi names with no digit
("kafee arabi", "zaatar"), "something else" after an item, how long an order takes, a dish's
form or occasion read as an ingredient."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import confirm, send


async def test_a_healthy_wish_naming_no_kind_shows_lighter_choices_and_proposes_nothing(
    client: Any,
) -> None:
    for message, guest in (("عطني شي صحي مو حلو", GUEST_B), ("give me something healthy", GUEST_A)):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), message
        shown = names(turn)
        assert shown and not any("Paprika" in name for name in shown), (message, shown)
        assert any("Oats" in name for name in shown), (message, shown)


async def test_a_pack_word_in_a_counted_list_is_no_item_of_its_own(client: Any) -> None:
    turn = await send(client, "3 pepsi cans packs and 2 lays salted", guest=GUEST_A)
    lines = [(i["product"]["name"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]
    assert lines == [("Pepsi Cola Cans", 3), ("Lay's Salted Potato Chips", 2)], lines


async def test_a_change_said_with_badel_is_the_cart_lines(client: Any) -> None:
    offer = await send(client, "add red onions", guest=GUEST_B)
    await confirm(client, offer.action("add_to_cart")["actionId"], guest=GUEST_B)
    four = await send(client, "بدلها ٤", offer.conversation_id, guest=GUEST_B)
    [item] = four.action("update_cart_item")["items"]
    assert (item["product"]["name"], item["quantity"]) == ("Red Onions (India)", 4)


async def test_arabizi_names_without_a_digit_find_their_products(client: Any) -> None:
    coffee = await send(client, "kafee arabi", guest=GUEST_A)
    assert all("Arabic Coffee" in name for name in names(coffee)[:2]), names(coffee)
    assert "بالضبط" not in coffee.end["content"]
    listed = await send(client, "abi 5bz 3arabi w labneh w zaatar", guest=GUEST_A)
    assert "Al Wazzan Zaatar Mix" in names(listed) and "Zaatar Manakish" not in names(listed)


async def test_something_else_after_a_list_is_another_of_it(client: Any) -> None:
    labneh = await send(client, "labneh nadec", guest=GUEST_B)
    other = await send(client, "zain 3a6ni shay thani", labneh.conversation_id, guest=GUEST_B)
    assert "products" in kinds(other) or "cart_action" in kinds(other), other.end["content"]
    assert not other.end["content"].startswith("ما فهمت")


async def test_when_an_order_will_arrive_adds_how_long_delivery_takes(client: Any) -> None:
    token = customer_token("demo-3")
    for message in ("متى يوصل", "when will my order arrive"):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), message
        [question] = [item["question"] for item in one(turn, "faq")["items"]]
        assert question in ("How long does delivery take?", "كم يستغرق التوصيل؟"), question
    where = await send(client, "wain talabi", token=token)
    assert "faq" not in kinds(where)


async def test_a_dish_form_or_occasion_is_no_ingredient_nor_another_dish(client: Any) -> None:
    sushi = await send(client, "recipe for sushi rolls", guest=GUEST_A)
    assert "products" not in kinds(sushi) and "recipe" not in kinds(sushi)
    for message in ("abi asawi lgaimat 7ag el ghabga", "كيف اسوي هريس للعزيمه"):
        turn = await send(client, message, guest=GUEST_B)
        assert "recipe" in kinds(turn), message
        assert "أقرب وصفة" not in turn.end["content"], (message, turn.end["content"])


async def test_arabizi_of_the_last_trials_reads_as_meant(client: Any) -> None:
    soap = await send(client, "abi 9aboon 7ag el 97oon", guest=GUEST_B)
    assert names(soap)[0].startswith("Fairy"), names(soap)
    dates = await send(client, "tamr b2a8al min 3 dinar", guest=GUEST_B)
    assert any("Dates" in name for name in names(dates)) and all(
        p["price"] <= 3000 for p in one(dates, "products")["products"]
    )
    veg = await send(client, "abi 2 kilo 6ama6 o bsal o 5eyar", guest=GUEST_B)
    shown = names(veg)
    assert any("Tomatoes" in n for n in shown) and any("Onions" in n for n in shown), shown
    assert any("Cucumbers" in n for n in shown), shown
    tea = await send(client, "shay ga3ad b a8al mn dinar", guest=GUEST_B)
    assert names(tea) and all("Karkade" in n or "Tea" in n for n in names(tea)), names(tea)
    rude = await send(client, "el driver kan wa8e7 w mo m2addab ma3ay", guest=GUEST_B)
    assert "products" not in kinds(rude) and rude.end["content"].startswith("نعتذر")
    match = await send(client, "meno faz mbarat el kuwait w el qadsiya ams", guest=GUEST_B)
    assert not match.end["content"].isascii() and "products" not in kinds(match)


async def test_an_arabic_decimal_size_is_that_size(client: Any) -> None:
    nido = await send(client, "ابي حليب نيدو ١٫٨ كيلو", guest=GUEST_B)
    first = one(nido, "products")["products"][0]
    assert first["name"] == "Nido Fortified Full Cream Milk Powder", first["name"]
    assert not first["inStock"] and nido.end["content"].startswith("هذا غير متوفر حالياً")


async def test_a_bare_count_after_kilos_offered_is_kilos(client: Any) -> None:
    offer = await send(client, "7ot 3 kilo 6ama6", guest=GUEST_B)
    less = await send(client, "la bs 2", offer.conversation_id, guest=GUEST_B)
    [item] = less.action("add_to_cart")["items"]
    assert (item["variantId"], item["quantity"]) == ("p-0101-v1", 2), item
    pepsi = await send(client, "abi pepsi cans", guest=GUEST_B)
    four = await send(client, "la5ali 4", pepsi.conversation_id, guest=GUEST_B)
    [cans] = four.action("add_to_cart")["items"]
    assert (cans["product"]["name"], cans["quantity"]) == ("Pepsi Cola Cans", 4)


async def test_a_product_asked_in_words_the_model_reads_otherwise(client: Any) -> None:
    bread = await send(client, "wain 2agdar algi el 5obz el irani", guest=GUEST_B)
    assert "faq" not in kinds(bread) and any("Iranian" in n for n in names(bread)), kinds(bread)
    chickpeas = await send(client, "ابي حمص معلب العلالي", guest=GUEST_B)
    assert "recipe" not in kinds(chickpeas) and names(chickpeas)[0] == "Al Alali Chickpeas"
    assert chickpeas.end["content"].startswith("هذا غير متوفر حالياً")
    kiri = await send(client, "abi jibnat kiri", guest=GUEST_B)
    assert names(kiri)[0].startswith("Kiri") and "بالضبط" not in kiri.end["content"]


async def test_the_language_of_english_with_a_place_and_arabizi_with_cash(client: Any) -> None:
    fee = await send(client, "delivery fee to jahra?", guest=GUEST_A)
    assert fee.end["content"].isascii(), fee.end["content"]
    cash = await send(client, "cash 3nd el estilam yseer?", guest=GUEST_A)
    assert not cash.end["content"].isascii(), cash.end["content"]


async def test_guests_counted_after_a_recipe_rescale_it_and_give_me_a_recipe_shows_one(
    client: Any,
) -> None:
    shown = await send(client, "abi asawi lgaimat", guest=GUEST_B)
    ten = await send(client, "kam a7taj 7ag 10 ashkhas", shown.conversation_id, guest=GUEST_B)
    assert one(ten, "recipe")["servings"] == 10, kinds(ten)
    asked = await send(client, "طيب عطني وصفه حق شي بالروبيان", guest=GUEST_B)
    assert "recipe" in kinds(asked) and "cart_action" not in kinds(asked), kinds(asked)


async def test_cheaper_of_a_kind_is_that_kind_by_its_own_keyword(client: Any) -> None:
    cheap = await send(client, "abi tamr bs mo 8ali", guest=GUEST_B)
    shown = names(cheap)
    assert shown[0] == "Khenaizi Dates" and "Date Syrup (Dibs)" not in shown, shown
    tea = await send(client, "ابي شاي رخيص", guest=GUEST_A)
    assert names(tea)[0] == "Lipton Yellow Label Black Tea Bags", names(tea)
    again = await send(client, "في ارخص؟", tea.conversation_id, guest=GUEST_A)
    assert one(again, "product_detail")["product"]["name"] == "Lipton Yellow Label Black Tea Bags"
    missing = await send(client, "talabiti na8i9a 3elbat tuna", guest=GUEST_A)
    assert missing.end["content"].startswith("نعتذر") and "faq" in kinds(missing)


async def test_how_much_per_kilo_after_a_product_is_its_card(client: Any) -> None:
    chicken = await send(client, "chicken breast", guest=GUEST_A)
    per = await send(client, "how much per kilo", chicken.conversation_id, guest=GUEST_A)
    assert "product_detail" in kinds(per) or "products" in kinds(per), kinds(per)
    assert "couldn't find" not in per.end["content"], per.end["content"]


async def test_a_second_count_starts_a_second_item_and_how_to_refund_is_the_policy(
    client: Any,
) -> None:
    turn = await send(client, "add 2 almarai milk 1 samoon and 15 white eggs", guest=GUEST_A)
    lines = [(i["product"]["name"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]
    assert lines == [
        ("Almarai Full Fat Fresh Milk", 2),
        ("KFMB Samoon Bread Rolls", 1),
        ("Large White Eggs", 1),
    ], lines
    refund = await send(client, "shlon asawi refund", guest=GUEST_B)
    assert "faq" in kinds(refund) and "recipe" not in kinds(refund), kinds(refund)
    sized = await send(client, "add 2 almarai milk 2 litre", guest=GUEST_A)
    [milk] = sized.action("add_to_cart")["items"]
    assert (milk["variantId"], milk["quantity"]) == ("p-0201-v2", 2), milk

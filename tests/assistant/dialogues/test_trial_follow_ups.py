"""Follow-ups a shopper types about what was just shown or said: a size of the list asked
after, what else there is in a numbered size, the order a complaint was about, the list's
items put in the cart in Arabizi; and the requests that only look like others (code to
write, a pack named with its measure). Over a real socket."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send


async def test_a_size_asked_after_a_list_is_the_one_of_it_sold_in_that_size(client: Any) -> None:
    nido = await send(client, "abi 7aleeb nido", guest=GUEST_A)
    size = await send(client, "el 1.8 kg mawjood?", nido.conversation_id, guest=GUEST_A)
    detail = one(size, "product_detail")
    assert detail["product"]["name"] == "Nido Fortified Full Cream Milk Powder"
    assert "غير متوفر" in size.end["content"], size.end["content"]


async def test_what_else_in_a_numbered_size_holds_only_that_size(client: Any) -> None:
    nappies = await send(client, "pampers baby dry size 4 pls", guest=GUEST_A)
    others = await send(client, "ok what else for size 4", nappies.conversation_id, guest=GUEST_A)
    assert "products" not in kinds(others)
    assert "nothing else in that size" in others.end["content"], others.end["content"]


async def test_a_refund_asked_after_a_charge_complaint_stays_on_that_order(client: Any) -> None:
    token = customer_token("demo-1")
    charged = await send(client, "i got charged twice for my last order", token=token)
    refund = await send(client, "i want refund", charged.conversation_id, token=token)
    number = one(charged, "order_status")["order"]["orderNumber"]
    assert one(refund, "order_status")["order"]["orderNumber"] == number


async def test_put_them_in_the_cart_in_arabizi_takes_the_list(client: Any) -> None:
    guest = uuid.uuid4().hex
    fruit = await send(client, "abi bananas w tofa7 a7mar", guest=guest)
    put = await send(client, "7ethum bel cart", fruit.conversation_id, guest=guest)
    added = [item["product"]["name"] for item in put.action("add_to_cart")["items"]]
    assert added == ["Bananas (Philippines)", "Red Apples (USA)"]


async def test_asking_for_code_to_be_written_is_declined(client: Any) -> None:
    turn = await send(client, "ektbli python code y7sb el mu3adal", guest=GUEST_A)
    assert kinds(turn) == ["actions"], turn.end["blocks"]


async def test_a_product_named_with_its_measure_is_shown_not_added(client: Any) -> None:
    rice = await send(client, "ارز تيلدا ٥ كيلو", guest=GUEST_A)
    assert names(rice)[0] == "Tilda Pure Basmati Rice"
    assert not [b for b in rice.end["blocks"] if b["kind"] == "cart_action"]
    price = await send(client, "كم سعره", rice.conversation_id, guest=GUEST_A)
    assert one(price, "product_detail")["product"]["name"] == "Tilda Pure Basmati Rice"


async def test_words_typed_by_their_sound_reach_the_product(client: Any) -> None:
    ice_cream = await send(client, "عندكم ice cream شوكليت", guest=GUEST_A)
    assert names(ice_cream)[0] == "KDD Chocolate Ice Cream"
    yoghurt = await send(client, "abi yo8ort nadec", guest=GUEST_A)
    assert names(yoghurt)[0] == "Nadec Full Fat Yoghurt"


async def test_how_much_right_after_an_areas_card_is_its_fee(client: Any) -> None:
    for first, then in (("وتوصلون الاحمدي؟", "بكم؟"), ("do you deliver to ahmadi", "how much?")):
        area = await send(client, first, guest=GUEST_A)
        fee = await send(client, then, area.conversation_id, guest=GUEST_A)
        assert one(fee, "delivery_info")["areaName"] == "Ahmadi", (first, fee.end["blocks"])


async def test_a_new_budget_alone_is_for_the_products_asked_before(client: Any) -> None:
    rice = await send(client, "رز تحت ٣ دينار", guest=GUEST_A)
    lower = await send(client, "وتحت دينارين؟", rice.conversation_id, guest=GUEST_A)
    cards = one(lower, "products")["products"]
    assert cards and all(card["price"] <= 2000 and "Rice" in card["name"] for card in cards)
    dates = await send(client, "i want dates under 2 kd", guest=GUEST_A)
    cheaper = await send(client, "what about 1 kd", dates.conversation_id, guest=GUEST_A)
    cards = one(cheaper, "products")["products"]
    assert cards and all(card["price"] <= 1000 and "Date" in card["name"] for card in cards)


async def test_thanks_and_insults_in_arabizi_beside_an_english_word(client: Any) -> None:
    thanks = await send(client, "ok shukran", guest=GUEST_A)
    assert (
        "products_none" not in thanks.end["content"]
        and "couldn't find" not in (thanks.end["content"])
    )
    insult = await send(client, "ya bot inta ghabi", guest=GUEST_A)
    assert insult.end["content"].startswith("عذراً"), insult.end["content"]


async def test_a_meal_leads_a_wish_and_people_are_no_count_of_a_product(client: Any) -> None:
    breakfast = await send(client, "shno 7ilo lil fa6oor", guest=GUEST_A)
    assert not any("Galaxy" in name for name in names(breakfast)), names(breakfast)
    people = await send(client, "abi 7ag 4 ashkha9", breakfast.conversation_id, guest=GUEST_A)
    assert not [b for b in people.end["blocks"] if b["kind"] == "cart_action"]


async def test_a_dish_wanted_for_a_number_is_its_recipe_for_that_many(client: Any) -> None:
    dish = await send(client, "abi asawi machboos dijaj 7ag 10", guest=GUEST_A)
    card = one(dish, "recipe")
    assert card["recipe"]["name"] == "Chicken Machboos" and card["servings"] == 10, card


async def test_a_branchs_number_asked_after_its_card_is_that_card(client: Any) -> None:
    branch = await send(client, "wain a8rab far3 lil salmiya", guest=GUEST_A)
    [named] = one(branch, "locations")["items"]
    number = await send(client, "w ra8mhum?", branch.conversation_id, guest=GUEST_A)
    assert one(number, "locations")["items"] == [named] and named.get("phone")


async def test_one_of_each_after_a_list_is_every_product_of_it_that_can_be_bought(
    client: Any,
) -> None:
    for first, then in (
        ("do you have laban", "add one of each"),
        ("3ndkom laban", "7o6 wa7id min kil wa7id"),
    ):
        shown = await send(client, first, guest=GUEST_A)
        listed = [card["name"] for card in one(shown, "products")["products"] if card["inStock"]]
        each = await send(client, then, shown.conversation_id, guest=GUEST_A)
        added = [item["product"]["name"] for item in each.action("add_to_cart")["items"]]
        assert added == listed, (then, added)
    shown = await send(client, "عندكم لبن", guest=GUEST_A)
    each = await send(client, "حط وحده من كل نوع", shown.conversation_id, guest=GUEST_A)
    assert "غير متوفرة" in each.end["content"]  # the yoghurt that is out is said left out
    assert each.action("add_to_cart")


async def test_no_x_after_an_offer_takes_it_off_the_offer(client: Any) -> None:
    guest = uuid.uuid4().hex
    listed = await send(client, "i need milk eggs bread and butter", guest=guest)
    offer = await send(client, "all of them", listed.conversation_id, guest=guest)
    assert len(offer.action("add_to_cart")["items"]) == 4
    fewer = await send(client, "actually no butter", offer.conversation_id, guest=guest)
    names_left = [item["product"]["name"] for item in fewer.action("add_to_cart")["items"]]
    assert len(names_left) == 3 and not any("Butter" in name for name in names_left)


async def test_a_yes_or_no_question_is_about_the_product_in_focus(client: Any) -> None:
    fish = await send(client, "عندكم هامور", guest=GUEST_A)
    fresh = await send(client, "هو طازج؟", fish.conversation_id, guest=GUEST_A)
    assert one(fresh, "product_detail")["product"]["name"] == "Hamour (Grouper)"
    oil = await send(client, "whats the cheapest olive oil", guest=GUEST_A)
    more = await send(client, "is it extra virgin", oil.conversation_id, guest=GUEST_A)
    delivery = await send(client, "do they deliver to jahra", more.conversation_id, guest=GUEST_A)
    assert one(delivery, "delivery_info")["areaName"] == "Jahra"  # no question about the oil
    two = await send(client, "ok 2 please", more.conversation_id, guest=GUEST_A)
    [item] = two.action("add_to_cart")["items"]
    assert "Olive Oil" in item["product"]["name"] and item["quantity"] == 2


async def test_only_what_is_not_wanted_is_nothing_to_search(client: Any) -> None:
    for message in ("شي بدون لحم", "something without onions"):
        turn = await send(client, message, guest=GUEST_A)
        assert "products" not in kinds(turn), (message, names(turn))


async def test_a_latin_brand_in_an_arabizi_request_is_searched_as_written(client: Any) -> None:
    guest = uuid.uuid4().hex
    cereal = await send(client, "7i6ly kellogs frosties", guest=guest)
    [item] = cereal.action("add_to_cart")["items"]
    assert item["product"]["name"] == "Kellogg's Frosties"


async def test_kilos_of_a_kind_named_are_that_kinds_packs(client: Any) -> None:
    guest = uuid.uuid4().hex
    shrimp = await send(client, "abi 2 kilo ro2byan jumbo", guest=guest)
    [line] = shrimp.action("add_to_cart")["items"]  # two kilos wished: two jumbo packs
    assert line["variantId"] == "p-0508-v2" and line["quantity"] == 2, line
    more = await send(client, "5aleha 3 kilo", shrimp.conversation_id, guest=guest)
    [item] = more.action("add_to_cart")["items"]
    assert item["variantId"] == "p-0508-v2" and item["quantity"] == 3, item


async def test_a_bare_number_a_pack_weighs_is_that_pack_not_a_count(client: Any) -> None:
    honey = await send(client, "3ndkm 3asal el shifa 500", guest=GUEST_A)
    assert "أقل من اللي طلبته" not in honey.end["content"], honey.end["content"]
    assert all("Honey" in name for name in names(honey))


async def test_arabizi_shadda_and_a_joined_letter_reach_their_words(client: Any) -> None:
    token = customer_token("demo-1")
    points = await send(client, "kam nu8a6i", token=token)
    wallet = await send(client, "w kam rasseed el ma7fatha", points.conversation_id, token=token)
    assert kinds(wallet)[0] == "text" and "faq" not in kinds(wallet), wallet.end["blocks"]
    oil = await send(client, "zait zaitoon b2r5s s3r", guest=GUEST_A)
    assert names(oil)[0] == "Borges Extra Virgin Olive Oil"
    assert all("Olive" in name for name in names(oil))


async def test_a_taste_said_not_wanted_is_left_out_of_a_wish(client: Any) -> None:
    breakfast = await send(client, "شي للفطور", guest=GUEST_A)
    sweet = await send(client, "لا ابي شي حلو مو مالح", breakfast.conversation_id, guest=GUEST_A)
    assert not any("Salt" in name for name in names(sweet)), names(sweet)


async def test_every_brand_of_a_kind_is_listed(client: Any) -> None:
    water = await send(client, "شنو عندكم من ماركات الماي", guest=GUEST_A)
    listed = {brand["name"] for brand in one(water, "brands")["brands"]}
    assert {"Aquafina", "Abraaj", "Rawdatain"} <= listed, listed


async def test_what_other_of_a_kind_leaves_out_the_one_in_focus(client: Any) -> None:
    for first, then in (
        ("حليب المراعي", "وشنو غيره من حليب طازج"),
        ("almarai milk", "what other fresh milk do you have"),
    ):
        milk = await send(client, first, guest=GUEST_A)
        other = await send(client, then, milk.conversation_id, guest=GUEST_A)
        shown = names(other)
        assert len(shown) >= 3 and "Almarai Full Fat Fresh Milk" not in shown, shown
        assert all("Milk" in name for name in shown[:5]), shown


async def test_a_product_out_of_stock_is_never_swapped_for_another_in_a_proposal(
    client: Any,
) -> None:
    guest = uuid.uuid4().hex
    tide = await send(client, "عطني تايد بودره ٥ كيلو", guest=guest)
    assert not [b for b in tide.end["blocks"] if b["kind"] == "cart_action"]
    assert (
        one(tide, "product_detail")["product"]["name"] == "Tide Automatic Laundry Powder Original"
    )
    cashews = await send(client, "ابي كاجو", guest=guest)
    assert names(cashews)[0] == "Abu Auf Roasted Salted Cashews"
    assert any("Nuts" in name or "Almonds" in name for name in names(cashews)[1:])


async def test_a_count_after_a_bag_is_bags_and_kilos_of_what_is_out_are_said(client: Any) -> None:
    guest = uuid.uuid4().hex
    rice = await send(client, "add tilda pure basmati 5kg", guest=guest)
    three = await send(client, "make it 3", rice.conversation_id, guest=guest)
    [item] = three.action("add_to_cart")["items"]
    assert (item["variantId"], item["quantity"]) == ("p-0601-v2", 3), item
    mandarins = await send(client, "2 kg mandarins", guest=guest)
    assert "out of stock" in mandarins.end["content"], mandarins.end["content"]


async def test_an_arabizi_question_with_no_marker_but_an_arabic_word(client: Any) -> None:
    hours = await send(client, "eshwaqt tftahoon", guest=GUEST_A)
    assert "faq" in kinds(hours) and hours.end["content"][0] > "\u0600", hours.end["content"]


async def test_arabizi_short_vowels_and_when_misspelt(client: Any) -> None:
    token = customer_token("demo-1")
    points = await send(client, "kam nuqa6 el wala2 3ndi", token=token)
    assert kinds(points)[0] == "text", points.end["blocks"]  # the balance, not a decline
    status = await send(client, "where is my order", token=token)
    when = await send(client, "meta toosal", status.conversation_id, token=token)
    assert "order_status" in kinds(when), when.end["blocks"]

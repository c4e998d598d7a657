"""A pack named beside a count ("2 almarai milk 2 litre", "2 kiri 24 pcs") or in the turn
before ("the 2 litre one", "the 30 pack") is the variant proposed, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _line(turn: Any) -> tuple[str, str, int]:
    [item] = turn.action("add_to_cart")["items"]
    return item["product"]["name"], item["variantId"], item["quantity"]


async def test_a_count_and_a_pack_in_one_message(client: Any) -> None:
    milk = await send(client, "add 2 almarai milk 2 litre", guest=GUEST_A)
    name, variant, count = _line(milk)
    assert (name, count) == ("Almarai Full Fat Fresh Milk", 2)
    assert milk.action("add_to_cart")["estimatedTotal"] == 1700  # two of the 2 L
    kiri = await send(client, "add 2 kiri 24 pcs to my cart", guest=GUEST_B)
    assert kiri.action("add_to_cart")["estimatedTotal"] == 4300  # two of the 24-piece pack
    assert variant != _line(await send(client, "add 2 almarai milk", guest=GUEST_A))[1]


async def test_the_pack_asked_before_is_the_one_added(client: Any) -> None:
    shown = await send(client, "almarai laban", guest=GUEST_A)
    await send(client, "the 2 litre one", shown.conversation_id, guest=GUEST_A)
    added = await send(client, "add 2", shown.conversation_id, guest=GUEST_A)
    assert added.action("add_to_cart")["estimatedTotal"] == 1500  # two of the 2 L laban


async def test_a_bigger_size_of_the_product_shown(client: Any) -> None:
    shown = await send(client, "almarai milk", guest=GUEST_B)
    bigger = await send(client, "ابي الكبير ٢ لتر", shown.conversation_id, guest=GUEST_B)
    assert bigger.end["blocks"][0]["kind"] == "product_detail"
    two = await send(client, "عطني ٢ منه", shown.conversation_id, guest=GUEST_B)
    assert two.action("add_to_cart")["estimatedTotal"] == 1700  # two of the 2 L


async def test_two_of_the_pack_just_proposed(client: Any) -> None:
    shown = await send(client, "eggs", guest=GUEST_A)
    await send(client, "the 30 pack", shown.conversation_id, guest=GUEST_A)
    two = await send(client, "add 2 of them", shown.conversation_id, guest=GUEST_A)
    assert two.action("add_to_cart")["estimatedTotal"] == 3300  # two trays of 30


async def test_a_size_in_parts_of_a_unit_and_the_nearest_sizes_of_the_same_kind(
    client: Any,
) -> None:
    tide = await send(client, "ابي تايد بودره ٢.٥", guest=GUEST_A)
    assert names(tide)[0] == "Tide Automatic Laundry Powder Original"
    assert all("Tide" in name for name in names(tide)), names(tide)
    assert "غير متوفر" in tide.end["content"], tide.end["content"]
    kiri = await send(client, "kiri spread jar big one", guest=GUEST_A)
    assert names(kiri)[0] == "Kiri Cream Cheese Spread Jar", names(kiri)


async def test_an_aisles_own_word_shows_the_aisle(client: Any) -> None:
    turn = await send(client, "somthing for breakfast pls", guest=GUEST_A)
    assert len(names(turn)) > 3 and not any("Tea" in name for name in names(turn)[:3])


async def test_a_size_by_its_number_is_the_variant_of_that_size(client: Any) -> None:
    out = await send(client, "do you have pampers size 4", guest=GUEST_A)
    assert names(out)[0] == "Pampers Baby-Dry Diapers, Jumbo Pack", names(out)
    assert "out of stock" in out.end["content"], out.end["content"]
    other = await send(client, "عندكم حفاظات ثانيه مقاس ٤", guest=GUEST_B)
    assert "Pampers" in names(other)[0] and "غير متوفر" in other.end["content"]
    added = await send(client, "add pampers premium care size 2", guest=GUEST_A)
    [item] = added.action("add_to_cart")["items"]
    assert item["quantity"] == 1 and _variant(item).startswith("Size 2"), item


async def test_a_measure_given_after_a_size_was_out_is_that_measure(client: Any) -> None:
    asked = await send(client, "عندكم سمن اصيل النباتي الكبير ٢ لتر", guest=GUEST_A)
    then = await send(client, "طيب عطني ١ لتر", asked.conversation_id, guest=GUEST_A)
    [item] = then.action("add_to_cart")["items"]
    assert item["product"]["name"] == "Aseel Vegetable Ghee" and _variant(item) == "1 L"


async def test_the_tray_asked_for_is_the_pack_of_the_next_count(client: Any) -> None:
    asked = await send(client, "ابي بيض ٣٠ حبه", guest=GUEST_A)
    then = await send(client, "خلها ٣", asked.conversation_id, guest=GUEST_A)
    [item] = then.action("add_to_cart")["items"]
    assert item["quantity"] == 3 and _variant(item) == "30 pcs", item


def _variant(item: dict[str, Any]) -> str:
    [name] = [v["name"] for v in item["product"]["variants"] if v["_id"] == item["variantId"]]
    return str(name)


async def test_no_size_left_is_said_and_what_there_is_follows(client: Any) -> None:
    turn = await send(client, "nido milk powder 1.8 kg", guest=GUEST_A)
    assert "every size" in turn.end["content"], turn.end["content"]
    assert names(turn)[0] == "Nido Fortified Full Cream Milk Powder"
    assert len(names(turn)) > 1


async def test_a_new_count_of_an_offered_tray_keeps_the_tray(client: Any) -> None:
    offered = await send(client, "ضيف لي بيض ٣٠ حبه", guest=GUEST_A)
    for change, count in (("خلها ٣", 3), ("لا خلها ٢", 2)):
        changed = await send(client, change, offered.conversation_id, guest=GUEST_A)
        [item] = changed.action("add_to_cart")["items"]
        assert (item["quantity"], _variant(item)) == (count, "30 pcs"), change


async def test_no_numbered_size_left_is_said_without_other_aisles(client: Any) -> None:
    turn = await send(client, "حفاضات بامبرز بيبي دراي مقاس ٤", guest=GUEST_A)
    assert "بكل أحجامه" in turn.end["content"], turn.end["content"]
    assert not any("Pepsi" in name for name in names(turn)), names(turn)


async def test_a_size_the_product_in_focus_lacks_is_said_with_those_sold_in_it(
    client: Any,
) -> None:
    nadec = await send(client, "عندكم حليب نادك", guest=GUEST_A)
    big = await send(client, "ابي الكبير ٢ لتر", nadec.conversation_id, guest=GUEST_A)
    assert "ما يجي بهالحجم" in big.end["content"], big.end["content"]
    cards = one(big, "products")["products"]
    assert cards and all(card.get("variantId") for card in cards[:1]), cards
    assert "Nadec" not in cards[0]["name"] and cards[0]["price"] == 850, cards[0]


async def test_an_asked_size_that_is_out_shows_the_size_in_stock_on_the_card(
    client: Any,
) -> None:
    ghee = await send(client, "سمن اصيل ٢ لتر", guest=GUEST_B)
    assert "الحجم غير متوفر" in ghee.end["content"], ghee.end["content"]
    card = one(ghee, "products")["products"][0]
    assert card["inStock"] and card["variantId"] == "p-0804-v1", card


async def test_a_size_in_a_list_of_several_items_is_on_its_card(client: Any) -> None:
    listed = await send(
        client, "i need tomatoes 3kg onions garlic and some coriander", guest=GUEST_A
    )
    first = one(listed, "products")["products"][0]
    assert first["name"].startswith("Tomatoes") and first["variantId"] == "p-0101-v2", first


async def test_a_count_of_a_product_sold_in_packs_of_pieces_is_no_pack_size(client: Any) -> None:
    bread = await send(client, "ابي ٢ خبز عربي ابيض", guest=GUEST_A)
    assert "الحجم" not in bread.end["content"], bread.end["content"]
    assert _line(bread) == ("KFMB White Arabic Bread", None, 2)  # two packs wished
    eggs = await send(client, "بيض ٣٠ حبه", guest=GUEST_B)
    assert one(eggs, "products")["products"][0]["variantId"], eggs.end["content"]


async def test_the_pieces_of_a_pack_named_after_the_cards_are_one_pack(client: Any) -> None:
    eggs = await send(client, "ابي بيض", guest=GUEST_B)
    tray = await send(client, "ضيف الـ٣٠ حبه", eggs.conversation_id, guest=GUEST_B)
    assert _line(tray) == ("Large White Eggs", "p-0226-v2", 1)
    two = await send(client, "add 2 eggs 30 pack", guest=GUEST_A)
    assert _line(two) == ("Large White Eggs", "p-0226-v2", 2)


async def test_kilos_of_what_is_sold_by_the_kilo_are_that_many_packs(client: Any) -> None:
    wished = await send(client, "i want 2 kg tomatoes", guest=GUEST_A)
    assert _line(wished) == ("Tomatoes (Jordan)", "p-0101-v1", 2)
    # a kind of several: asked which, and the pick is offered in the kilos wished
    shown = await send(client, "abi 2 kilo la7am ghanam", guest=GUEST_B)
    assert "ما عندنا هذا الحجم" not in shown.end["content"]
    assert names(shown)[0] == "Local Naimi Lamb, Cut", names(shown)
    offer = await send(client, "7ot el awal", shown.conversation_id, guest=GUEST_B)
    assert _line(offer)[0] == "Local Naimi Lamb, Cut" and _line(offer)[2] == 2, _line(offer)
    direct = await send(client, "add 2 kg tomatoes", guest=GUEST_A)
    assert _line(direct) == ("Tomatoes (Jordan)", "p-0101-v1", 2)

"""After an item shown out of stock: "when will it be back" says there is no date and what
there is like it; "is there a substitute" offers only the same kind, or says the store has
none and what the aisle holds instead; a variant named in a question is that variant's card,
over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def test_when_an_item_is_back_has_no_date_and_offers_its_kind(client: Any) -> None:
    nido = await send(client, "nido milk powder 1.8kg", guest=GUEST_A)
    back = await send(client, "when will it be back", nido.conversation_id, guest=GUEST_A)
    assert back.end["content"].startswith("That one is out of stock, and we have no date yet")
    assert one(back, "product_detail")["product"]["name"].startswith("Nido")
    assert names(back) and all("Milk" in name for name in names(back)), names(back)
    assert "error" not in kinds(back)
    ketchup = await send(client, "abi ketchup heinz", guest=GUEST_B)
    arabizi = await send(client, "mata yirja3?", ketchup.conversation_id, guest=GUEST_B)
    assert arabizi.end["content"].startswith("هذا غير متوفر حالياً، وما عندنا موعد محدد")
    assert "ولا شي مثله" in arabizi.end["content"]


async def test_an_item_in_stock_asked_when_back_is_said_to_be_in_stock(client: Any) -> None:
    milk = await send(client, "almarai milk", guest=GUEST_A)
    back = await send(client, "when will it be back in stock", milk.conversation_id, guest=GUEST_A)
    assert back.end["content"] == "Good news: that one is in stock right now."
    assert one(back, "product_detail")["product"]["name"] == "Almarai Full Fat Fresh Milk"


async def test_a_substitute_is_of_the_same_kind_or_said_to_be_none(client: Any) -> None:
    flakes = await send(client, "corn flakes", guest=GUEST_A)
    other = await send(client, "shno il badeel", flakes.conversation_id, guest=GUEST_A)
    assert names(other) and "Corn Flakes" not in " ".join(names(other))
    assert all(p["inStock"] for p in one(other, "products")["products"])
    ketchup = await send(client, "abi ketchup heinz", guest=GUEST_B)
    none = await send(client, "fee bdeel?", ketchup.conversation_id, guest=GUEST_B)
    assert none.end["content"].startswith("ما عندنا شي ثاني مثله متوفر حالياً")
    assert not any("Ketchup" in name for name in names(none))
    add = await send(client, "add heinz ketchup", guest=GUEST_A)
    assert add.end["content"].startswith("That one can't be added right now. We have nothing else")


async def test_a_variant_named_in_a_price_question_is_that_variant(client: Any) -> None:
    fillet = await send(client, "do u have hamour fillet", guest=GUEST_A)
    whole = await send(client, "how much is the whole one", fillet.conversation_id, guest=GUEST_A)
    card = one(whole, "product_detail")["product"]
    assert (card["variantId"], card["price"]) == ("p-0502-v1", 5250)
    listed = await send(client, "hamour whole", guest=GUEST_B)
    assert one(listed, "products")["products"][0]["price"] == 5250


async def test_two_slips_in_a_long_english_word_still_find_it(client: Any) -> None:
    for message, name in (("blubery", "Blueberries"), ("avacado", "Avocados (Kenya)")):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn)[0] == name, (message, names(turn))
    butter = await send(client, "bitter", guest=GUEST_A)
    assert "products" not in kinds(butter)


async def test_the_last_one_after_two_confirmed_adds_is_the_newest_line(client: Any) -> None:
    for message, guest in (("drop the last one", GUEST_A), ("shil 2a5ir wa7id", GUEST_B)):
        pepsi = await send(client, "add 2 pepsi cans packs", guest=guest)
        await confirm(client, pepsi.action("add_to_cart")["actionId"], guest=guest)
        fairy = await send(client, "add fairy lemon too", pepsi.conversation_id, guest=guest)
        await confirm(client, fairy.action("add_to_cart")["actionId"], guest=guest)
        drop = await send(client, message, pepsi.conversation_id, guest=guest)
        [item] = drop.action("remove_cart_item")["items"]
        assert item["product"]["name"] == "Fairy Lemon Dishwashing Liquid", message


async def test_a_kind_picked_from_the_list_that_is_out_is_said_beside_the_others(
    client: Any,
) -> None:
    shampoos = await send(client, "ابي شامبو هيد اند شولدرز", guest=GUEST_B)
    menthol = await send(client, "ابي المنثول", shampoos.conversation_id, guest=GUEST_B)
    assert "handoff" not in kinds(menthol)
    assert menthol.end["content"].startswith("هذا غير متوفر حالياً.")
    assert names(menthol)[0] == "Head & Shoulders Menthol Fresh Shampoo"
    assert all("Shampoo" in name or "2 in 1" in name for name in names(menthol)[1:])
    assert len(names(menthol)) > 1


async def test_a_cart_verb_before_a_products_name_the_model_missed_proposes_it(
    client: Any,
) -> None:
    for message, guest in (("عطني بيبسي علب", GUEST_B), ("give me pepsi cans", GUEST_A)):
        turn = await send(client, message, guest=guest)
        [item] = turn.action("add_to_cart")["items"]
        assert item["product"]["name"] == "Pepsi Cola Cans", message
    joke = await send(client, "عطني نكته", guest=GUEST_B)
    assert "cart_action" not in kinds(joke) and "products" not in kinds(joke)


async def test_a_gulf_word_in_latin_letters_with_no_digit_is_read_as_arabic(client: Any) -> None:
    for message in ("yusufi 1 kilo", "i want yusufi"):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn)[0] == "Mandarins (Pakistan)", (message, names(turn))
        assert turn.end["content"].startswith("That one is out of stock right now."), message
    cheddar = await send(client, "cheddar slices", guest=GUEST_A)
    assert cheddar.end["content"].isascii() and "Cheddar" in names(cheddar)[0]


async def test_several_asked_for_all_out_are_said_so_and_cheaper_is_of_what_can_be_bought(
    client: Any,
) -> None:
    # both cream cheese spreads of the demo store are out of stock
    spreads = await send(client, "عندكم جبنة كريمي", guest=GUEST_A)
    assert spreads.end["content"].startswith("كلها غير متوفرة"), spreads.end["content"]
    listed = products(spreads)
    assert not listed[0]["inStock"] and any(p["inStock"] for p in listed)
    cheaper = await send(client, "في ارخص؟", spreads.conversation_id, guest=GUEST_A)
    shown = [b for b in cheaper.end["blocks"] if b["kind"] in ("products", "product_detail")]
    assert shown, cheaper.end["blocks"]
    for block in shown:
        cards = block.get("products") or [block["product"]]
        assert all(card["inStock"] for card in cards), cards

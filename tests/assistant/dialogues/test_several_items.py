"""Several items in one message, over a real socket: without commas, with quantities, in
Arabizi. With an add verb (or a count for each) one proposal covers all; a want-verb shows."""

from __future__ import annotations

import uuid
from typing import Any

from tests.conftest import GUEST_A
from tests.handlers.assistant_support import confirm, product_names, send


def _items(turn: Any) -> list[tuple[str, int]]:
    return [(i["product"]["name"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]


async def test_items_without_commas_are_each_an_item(client: Any) -> None:
    turn = await send(client, "add tomatoes cucumbers and red onions", guest=GUEST_A)
    names = [name for name, _ in _items(turn)]
    for wanted in ("Tomatoes", "Cucumbers", "Onions"):
        assert any(wanted in name for name in names), (wanted, names)
    shown = await send(client, "onions potatoes carrots and a whole chicken", guest=GUEST_A)
    names = product_names(shown)
    for wanted in ("Onions", "Potatoes", "Carrots", "Chicken"):
        assert any(wanted in name for name in names), (wanted, names)
    assert "cart_action" not in [b["kind"] for b in shown.end["blocks"]]


async def test_a_list_with_counts_is_one_proposal_with_those_counts(client: Any) -> None:
    for message, count in (
        ("2 kdd milk, 1 samoon and a dozen eggs", 3),
        ("put in 1kg chicken breast, 500g minced beef, and some garlic", 3),
        ("2 lays salted and 1 almarai laban", 2),
        ("zeed 1 laban kdd w 2 samoon", 2),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert len(_items(turn)) == count, (message, _items(turn))
    quantities = dict(_items(await send(client, "zeed 1 laban kdd w 2 samoon", guest=GUEST_A)))
    assert sorted(quantities.values()) == [1, 2]


async def test_a_want_verb_with_several_items_shows_them(client: Any) -> None:
    turn = await send(client, "abi laban w 5obz", guest=GUEST_A)
    kinds = [b["kind"] for b in turn.end["blocks"]]
    assert "products" in kinds and "cart_action" not in kinds


async def test_a_count_each_and_arabizi_cart_verbs_make_one_proposal_of_every_item(
    client: Any,
) -> None:
    for message, lines in (
        ("عطني طماط وخيار وبصل احمر، كل وحده كيلو", 3),
        ("tomatoes, cucumbers and red onions, a kilo each", 3),
        ("zeed 2 pepsi cans w 3 lays salted w galaxy", 3),
    ):
        turn = await send(client, message, guest=GUEST_A)
        items = turn.action("add_to_cart")["items"]
        assert len(items) == lines, (message, items)
        assert all(item["quantity"] >= 1 for item in items), message


async def test_a_times_sign_is_a_count_and_keeps_an_english_message_english(client: Any) -> None:
    turn = await send(client, "add kdd milk x2 and samoon x3", guest=GUEST_A)
    assert [item["quantity"] for item in turn.action("add_to_cart")["items"]] == [2, 3]
    assert turn.end["content"].startswith("I've prepared")


async def test_a_list_with_an_item_not_sold_proposes_the_rest_and_names_it(client: Any) -> None:
    for message, unsold in (
        ("ابي ٣ بيبسي علب و٢ ليز ملح وكيس فحم", "فحم"),
        ("add 2 kdd milk, 1 charcoal and 3 lemons", "charcoal"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        counts = [item["quantity"] for item in turn.action("add_to_cart")["items"]]
        assert counts == [3, 2] if unsold == "فحم" else counts == [2, 3], (message, counts)
        texts = [b["text"] for b in turn.end["blocks"] if b["kind"] == "text"]
        assert any(unsold in text for text in texts), (message, texts)


async def test_putting_a_listed_lot_in_the_cart_keeps_the_counts_asked(client: Any) -> None:
    listed = await send(client, "2 milk, a bread and eggs", guest=GUEST_A)
    added = await send(client, "put all of that in my cart", listed.conversation_id, guest=GUEST_A)
    counts = [item["quantity"] for item in added.action("add_to_cart")["items"]]
    assert counts == [2, 1, 1], counts


async def test_a_pack_of_pieces_in_a_list_and_and_written_onto_a_question(client: Any) -> None:
    listed = await send(client, "ابي بيض ٣٠ حبه وخبز توست", guest=GUEST_A)
    [products] = [b["products"] for b in listed.end["blocks"] if b["kind"] == "products"]
    assert products[0]["name"].endswith("Eggs") and products[0]["variantId"], products[0]
    labneh = await send(client, "وشنو عندكم لبنه", guest=GUEST_A)
    assert "بالضبط" not in labneh.end["content"], labneh.end["content"]
    dog = await send(client, "do u sell dog food", guest=GUEST_A)
    assert "products" not in [b["kind"] for b in dog.end["blocks"]], dog.end["content"]


async def test_an_amount_wanted_of_the_product_in_focus_is_offered(client: Any) -> None:
    dates = await send(client, "تمر سكري", guest=GUEST_A)
    wanted = await send(client, "ابي ٣ كيلو", dates.conversation_id, guest=GUEST_A)
    [item] = wanted.action("add_to_cart")["items"]
    assert "Sukkari" in item["product"]["name"] and item["quantity"] == 3, item


async def test_two_parts_that_are_one_products_name_are_one_line(client: Any) -> None:
    """ "salt and vinegar", "coffee w cardamom": the parts together are one product's name,
    so one line; "milk and bread" stays two."""
    for message, wanted in (
        ("add lays salt and vinegar", "Salt & Vinegar"),
        ("add the abu auf turkish coffee w cardamom", "Turkish Coffee with Cardamom"),
        ("zeed chips lays salt w vinegar", "Salt & Vinegar"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        [(name, count)] = _items(turn)
        assert wanted in name and count == 1, (message, name, count)
    two = await send(client, "add tomatoes and cucumbers", guest=GUEST_A)
    assert len(_items(two)) == 2, _items(two)


async def test_a_taking_off_verb_first_with_two_products_named_takes_both_off(client: Any) -> None:
    """ "remove both chips the salted and the chile limon": the verb opens the message, so the
    products it names are taken off, not asked about."""
    guest = uuid.uuid4().hex
    added = await send(client, "add lays salted and lays chile limon", guest=guest)
    assert len(_items(added)) == 2, _items(added)
    await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
    turn = await send(client, "remove both chips the salted and the chile limon", guest=guest)
    removed = turn.action("remove_cart_item")
    assert removed is not None, [b["kind"] for b in turn.end["blocks"]]
    assert len(removed["items"]) == 2, removed["items"]

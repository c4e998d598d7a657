"""What a shopper trying the assistant blind still found wrong, over a real socket: several
items in one message, Gulf grocery words in Latin letters, cards of another kind, comparing
in Arabizi, the points balance."""

from __future__ import annotations

import datetime
from typing import Any

from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import confirm, send


def _names(turn: Any) -> list[str]:
    [cards] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
    return [p["name"] for p in cards["products"]]


async def test_a_bare_list_shows_every_item_and_proposes_nothing(client: Any) -> None:
    for message, wanted in (
        ("milk, eggs and bread", ("Milk", "Eggs", "Bread")),
        ("tomatoes, onions & garlic", ("Tomatoes", "Onions", "Garlic")),
        ("laban w 5obz", ("Laban", "Bread")),
        ("خيار وليمون ونعناع", ("Cucumbers", "Lemons", "Mint")),
    ):
        turn = await send(client, message, guest=GUEST_A)
        names = _names(turn)
        assert all(any(word in name for name in names) for word in wanted), (message, names)
        assert "cart_action" not in [b["kind"] for b in turn.end["blocks"]], message


async def test_adding_several_items_in_arabizi_is_one_proposal_for_all(client: Any) -> None:
    turn = await send(client, "zeed 5iyar w laimoon", guest=GUEST_A)
    names = [item["product"]["name"] for item in turn.action("add_to_cart")["items"]]
    assert len(names) == 2 and any("Cucumbers" in n for n in names)
    assert any("Lemons" in n for n in names)
    assert "error" not in [b["kind"] for b in turn.end["blocks"]]


async def test_gulf_grocery_words_in_latin_letters_find_their_products(client: Any) -> None:
    for message, wanted in (
        ("3indkom 6ama6?", "Tomatoes"),
        ("abi ba9al", "Onions"),
        ("fi bai6?", "Eggs"),
        ("do you have laimoon", "Lemons"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(wanted in name for name in _names(turn)), message


async def test_nothing_found_is_said_in_words_never_an_error_card(client: Any) -> None:
    for message in ("do you have xylophones", "add 2 xylophones", "عندكم زيلوفون؟"):
        turn = await send(client, message, guest=GUEST_A)
        kinds = [b["kind"] for b in turn.end["blocks"]]
        assert "error" not in kinds and "products" not in kinds, (message, kinds)
        assert turn.end["content"] and "actions" in kinds, message


async def test_cards_come_from_the_kind_of_product_asked_about(client: Any) -> None:
    shrimp = _names(await send(client, "do you have jumbo shrimp", guest=GUEST_A))
    assert shrimp and all("Shrimp" in name for name in shrimp), shrimp
    eggs = _names(await send(client, "large eggs", guest=GUEST_A))
    assert eggs and all("Eggs" in name for name in eggs), eggs
    mint = _names(await send(client, "عندكم نعناع", guest=GUEST_A))
    assert mint == ["Mint"]


async def test_which_is_cheaper_in_arabizi(client: Any) -> None:
    turn = await send(client, "ar5as almarai wla nadec", guest=GUEST_A)
    [cards] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
    prices = [p["price"] for p in cards["products"]]
    names = _names(turn)
    assert len(names) == 2 and prices == sorted(prices)
    assert any("Almarai" in n for n in names) and any("Nadec" in n for n in names)


async def test_the_points_balance_and_then_using_them(client: Any) -> None:
    token = customer_token("demo-1")
    add = await send(client, "add 3 milk", token=token)
    assert (await confirm(client, add.action("add_to_cart")["actionId"], token=token)).status == 200
    asked = await send(client, "how many points do I have", add.conversation_id, token=token)
    [text] = [b for b in asked.end["blocks"] if b["kind"] == "text"]
    assert "points" in text["text"] and "KWD" in text["text"]
    used = await send(client, "use them on my order", add.conversation_id, token=token)
    assert used.action("apply_loyalty")["params"]["points"] > 0


async def test_a_guest_asking_for_points_is_asked_to_sign_in(client: Any) -> None:
    turn = await send(client, "how many points do I have", guest=GUEST_A)
    [card] = [b for b in turn.end["blocks"] if b["kind"] == "error"]
    assert card["code"] == "AUTHENTICATION_REQUIRED"


async def test_an_express_question_shows_the_express_fee_of_the_cart_area(client: Any) -> None:
    area = await send(client, "deliver to Salmiya", guest=GUEST_A)
    action = area.action("select_delivery_area")["actionId"]
    assert (await confirm(client, action, guest=GUEST_A)).status == 200
    asked = await send(client, "how much extra for express?", area.conversation_id, guest=GUEST_A)
    [card] = [b for b in asked.end["blocks"] if b["kind"] == "delivery_info"]
    assert card["express"] is True and card["areaName"] == "Salmiya" and card["fee"] > 0
    assert "faq" not in [b["kind"] for b in asked.end["blocks"]]


async def test_a_delivery_question_naming_a_weekday_shows_that_days_slots(client: Any) -> None:
    turn = await send(client, "can you deliver on thursday evening?", guest=GUEST_A)
    [slots] = [b for b in turn.end["blocks"] if b["kind"] == "delivery_slots"]
    weekdays = {datetime.date.fromisoformat(day["date"]).weekday() for day in slots["days"]}
    assert weekdays == {3}


async def test_a_count_that_is_a_pack_size_is_that_pack(client: Any) -> None:
    for message in ("add 30 eggs", "ضيف ٣٠ بيض"):
        turn = await send(client, message, guest=GUEST_A)
        [item] = turn.action("add_to_cart")["items"]
        assert (item["variantId"], item["quantity"]) == ("p-0226-v2", 1), message


async def test_wanting_a_size_shows_it_and_a_missing_size_is_said(client: Any) -> None:
    shown = await send(client, "I want almarai laban 1 litre", guest=GUEST_A)
    kinds = [b["kind"] for b in shown.end["blocks"]]
    assert "cart_action" not in kinds and "Almarai Fresh Laban" in _names(shown)[0]
    missing = await send(
        client, "I want almarai laban 5 litre", shown.conversation_id, guest=GUEST_A
    )
    assert missing.end["content"] != shown.end["content"]
    assert "Almarai Fresh Laban" in _names(missing)[0]


async def test_a_budget_for_a_meal_shows_products_that_fit_it(client: Any) -> None:
    for message, budget in (
        ("I have 5 KD, what can I get for dinner for two", 5000),
        ("عندي ٣ دنانير شو اقدر اشتري للعشا لشخصين", 3000),
        ("budget 2 KD for breakfast", 2000),
    ):
        turn = await send(client, message, guest=GUEST_A)
        kinds = [b["kind"] for b in turn.end["blocks"]]
        [cards] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
        prices = [p["price"] for p in cards["products"]]
        assert len(prices) >= 2 and sum(prices) <= budget and "error" not in kinds, message

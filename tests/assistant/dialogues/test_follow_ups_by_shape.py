"""Follow-ups and requests read by their shape over a real socket: a recipe scaled by a
multiplier or a guest count in any language (never a support ticket), the cheapest in-stock
product of the list just shown, a product's own name in Arabic, express wanted rather than
asked, and Arabizi spellings where 8 stands for ق."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import confirm, send

NOT_THAT_DISH = ("closest", "أقرب")


async def test_a_recipe_is_scaled_by_a_multiplier_or_a_count_of_people(client: Any) -> None:
    for first, scale, servings in (
        ("how do I make harees", "double it", 12),
        ("وصفة هريس", "ضاعفها", 12),
        ("طريقة عمل المجبوس", "ابيها لـ ١٥ شخص", 15),
        ("wasfat majboos", "triple it", 18),
    ):
        shown = await send(client, first, guest=GUEST_A)
        scaled = await send(client, scale, shown.conversation_id, guest=GUEST_A)
        assert one(scaled, "recipe")["servings"] == servings, scale
        assert "handoff" not in kinds(scaled) and "error" not in kinds(scaled), scale
        assert not any(word in scaled.end["content"] for word in NOT_THAT_DISH), scale


async def test_a_dish_asked_for_a_number_of_guests_is_its_recipe_not_a_product(
    client: Any,
) -> None:
    for message, servings in (
        ("I need the harees recipe for 10 people", 10),
        ("ابي طريقة الهريس حق ٩ اشخاص", 9),
        ("abi 6ari8at el machboos 7ag 8 ashkhas", 8),
        ("بغيت اسوي مجبوس لـ ١٢ نفر", 12),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert one(turn, "recipe")["servings"] == servings, message
        assert "products" not in kinds(turn) and "handoff" not in kinds(turn), message
        assert not any(word in turn.end["content"] for word in NOT_THAT_DISH), message


async def test_the_cheapest_of_the_list_shown_is_in_stock_and_added_when_asked(
    client: Any,
) -> None:
    for show, pick in (
        ("show me pasta", "add the cheapest one"),
        ("عندكم تونه؟", "ضيف الارخص"),
        ("3indkom jibin?", "7ot el ar5as"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        cards = one(shown, "products")["products"]
        in_stock = [card for card in cards if card["inStock"]]
        cheapest = min(in_stock, key=lambda card: card["price"])
        added = await send(client, pick, shown.conversation_id, guest=GUEST_A)
        [line] = added.action("add_to_cart")["items"]
        assert line["productId"] == cheapest["_id"], pick


async def test_a_products_own_arabic_name_is_a_request_for_it(client: Any) -> None:
    for message in ("شيبس ليز بالملح", "شبس ليز بالجبن"):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn) and all("Lay" in name for name in names(turn)[:3]), message
    for message in ("write me a poem about the sea", "tell me a joke about bananas"):
        turn = await send(client, message, guest=GUEST_A)
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message


async def test_wanting_express_delivery_shows_the_express_card(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("ابي توصيل مستعجل خلال ساعة", "I want fast delivery please"):
        turn = await send(client, message, token=token)
        card = one(turn, "delivery_info")
        assert card["express"] is True and card["fee"] > 0, message
        assert "cart_summary" not in kinds(turn), message


async def test_arabizi_with_8_for_qaf_and_cart_removal_by_name(client: Any) -> None:
    token = customer_token("demo-2")
    balance = await send(client, "kam nu8a6i?", token=token)
    assert "error" not in kinds(balance) and any(
        ch.isdigit() for ch in one(balance, "text")["text"]
    )
    add = await send(client, "add 2 kdd laban", token=token)
    confirmed = await confirm(client, add.action("add_to_cart")["actionId"], token=token)
    assert confirmed.status == 200
    shown = await send(client, "shoof el salla", add.conversation_id, token=token)
    assert one(shown, "cart_summary")["cart"]["items"]
    removed = await send(client, "shel el laban", add.conversation_id, token=token)
    [line] = removed.action("remove_cart_item")["items"]
    assert line["productId"] == add.action("add_to_cart")["items"][0]["productId"]

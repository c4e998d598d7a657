"""Requests told in a shopper's own words rather than a request's, over a real socket, in
English, Gulf Arabic and Arabizi: a complaint told as the story of a product, two products
weighed with no word of price, one product's facts asked as a choice of its forms, foods
wanted by a nutrient, the cart asked about in words of money, thanks said as a goodbye and a
greeting that asks after the assistant."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send


async def test_a_product_gone_bad_told_as_a_story_is_a_complaint(client: Any) -> None:
    token = customer_token("demo-1")
    for message, sorry in (
        ("the yoghurt i got was sour and lumpy", "I'm really sorry"),
        ("اللبن اللي وصلني حامض", "نعتذر منك"),
        ("el zabadi ely jani 7ami9", "نعتذر منك"),
    ):
        turn = await send(client, message, token=token)
        assert turn.end["content"].startswith(sorry), (message, turn.end["content"])
        assert "products" not in kinds(turn), (message, kinds(turn))  # nothing is searched


async def test_two_products_weighed_without_a_price_word_are_compared(client: Any) -> None:
    for message, said in (
        ("should i get almarai or nadec laban", "side by side"),
        ("شو تنصحني لبن المراعي ولا نادك", "هذي المقارنة"),
        ("laban almarai wla nadec ay wa7ed a7san lil 3yal", "هذي المقارنة"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert said in turn.end["content"], (message, turn.end["content"])
        assert "products" in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_a_choice_between_one_products_forms_shows_its_card(client: Any) -> None:
    for message in (
        "is the kdd milk full fat or low fat?",
        "حليب المراعي كامل الدسم ولا قليل الدسم؟",
        "el 7aleeb almarai kamil el dasam wla 8aleel?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "product_detail" in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_foods_wanted_by_a_nutrient_are_a_list_to_choose_from(client: Any) -> None:
    for message in (
        "got any high protein snacks?",
        "عندكم شي فيه بروتين عالي",
        "abi shay fee protein wayed",
    ):
        turn = await send(client, message, guest=GUEST_A)
        # a list of foods to buy, not one food's figures on a single card
        assert "product_detail" not in kinds(turn), (message, kinds(turn))
        assert "products" in kinds(turn), (message, kinds(turn))


async def test_the_cart_asked_about_in_words_of_money_is_the_cart(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("how much am i paying right now", "كم الفاتوره الحين", "kam badfa3 lil7een"):
        turn = await send(client, message, token=token)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
        assert "faq" not in kinds(turn), message


async def test_thanks_said_as_a_goodbye_is_thanks(client: Any) -> None:
    for message, said in (
        ("thats all i needed, bye", "You're welcome!"),
        ("مع السلامه الله يحفظك", "العفو!"),
        ("yalla ma3a salama", "العفو!"),
        # thanks for the help asks for no help and no policy
        ("thank you so much for your help today", "You're welcome!"),
        ("that's great, thanks!", "You're welcome!"),
        ("مشكور على المساعده اليوم", "العفو!"),
        ("shukran 3al mosa3ada el yom", "العفو!"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert turn.end["content"].startswith(said), (message, turn.end["content"])
        assert set(kinds(turn)) <= {"actions", "text"}, (message, kinds(turn))
        assert not texts(turn), message


async def test_what_came_in_a_bad_state_or_short_is_a_complaint_not_a_cart_change(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message, sorry in (
        ("the dates were dry and hard", "I'm really sorry"),
        ("i ordered 2 kg of tomatoes and got 1", "I'm really sorry"),
        ("طلبت ٢ كيلو طماط وجاني كيلو", "نعتذر منك"),
        ("6alabt 2 kilo 6ama6 w jani kilo", "نعتذر منك"),
    ):
        turn = await send(client, message, token=token)
        assert turn.end["content"].startswith(sorry), (message, turn.end["content"])
        assert "order_status" in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn) and "products" not in kinds(turn), message


async def test_a_greeting_that_asks_after_the_assistant_is_greeted_not_declined(
    client: Any,
) -> None:
    for message, said in (
        ("hi! how are you today", "Hello!"),
        ("هلا والله شخبارك", "أهلاً وسهلاً!"),
        ("hala ya bot shlonik el yom", "أهلاً وسهلاً!"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert turn.end["content"].startswith(said), (message, turn.end["content"])
        assert set(kinds(turn)) <= {"actions"}, (message, kinds(turn))


async def test_how_much_of_a_nutrient_one_food_holds_is_its_facts(client: Any) -> None:
    for message in (
        "does kiri cheese have a lot of fat",
        "لبن المراعي مفيد؟",
        "laban almarai fee sukkar?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        # the product's card with its record's figures, allergens and flags as text
        assert "product_detail" in kinds(turn) and texts(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), (message, kinds(turn))


async def test_something_else_brought_than_was_ordered_is_a_complaint(client: Any) -> None:
    token = customer_token("demo-1")
    for message, sorry in (
        ("you guys brought me kdd laban instead of almarai", "I'm really sorry"),
        ("جابولي بيبسي بدال كوكاكولا", "نعتذر منك"),
        ("jabouli pepsi badal coca cola", "نعتذر منك"),
    ):
        turn = await send(client, message, token=token)
        assert turn.end["content"].startswith(sorry), (message, turn.end["content"])
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message


async def test_a_wish_for_inspiration_or_a_seasons_recipes_gets_ideas(client: Any) -> None:
    for message, said in (
        ("need dinner inspiration", "Here are some ideas"),
        ("any ramadan recipes", "Here are some ideas"),
        ("وصفات رمضان", "هذي أفكار"),
        ("wasfat ramadan", "هذي أفكار"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert said in turn.end["content"], (message, turn.end["content"])
        assert "recipe" in kinds(turn), (message, kinds(turn))

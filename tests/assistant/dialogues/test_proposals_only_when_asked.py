"""A cart proposal only when the shopper asks to change the cart, with the lines they named,
over a real socket: a verb that leads somewhere in the store, "add no more", a past order
asked about or to be seen again, a question after a recipe, a number that is part of a
product's name, a drink named with a digit, one product named in two parts joined by "و",
and a word of the list just shown. English, Gulf Arabic and Arabizi; each beside a near
neighbour that must still propose."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, confirm, send


def _lines(turn: Turn, action: str) -> list[tuple[str, int]]:
    return sorted((i["product"]["name"], i["quantity"]) for i in turn.action(action)["items"])


def _proposes_nothing(turn: Turn, message: str) -> None:
    assert "cart_action" not in kinds(turn), (message, kinds(turn))


async def test_a_verb_that_leads_to_an_aisle_takes_no_goods(client: Any) -> None:
    token = customer_token("demo-1")  # whose past orders settle which water "water" is
    for message in (
        "get me to the water section",
        "take me to the drinks aisle",
        "وديني قسم الالبان",
        "خذني لقسم المشروبات",
        "wadeeni gesm el albaan",
    ):
        turn = await send(client, message, token=token)
        _proposes_nothing(turn, message)
        assert "products" in kinds(turn), (message, kinds(turn))
    for message in ("get me water", "جيب لي ماي", "jeeb li mai"):
        turn = await send(client, message, token=token)
        assert _lines(turn, "add_to_cart") == [("Rawdatain Natural Water", 1)], message


async def test_add_no_more_is_no_change_and_add_more_still_proposes(client: Any) -> None:
    offered = await send(client, "add 2 kitkat", guest=GUEST_B)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_B)
    assert confirmed.status == 200, confirmed.json
    for message in (
        "لا تزيد الكيت كات",
        "لا تزود الكيت كات",
        "la tzeed el kitkat",
        "don't add more kitkat",
    ):
        turn = await send(client, message, guest=GUEST_B)
        _proposes_nothing(turn, message)  # the two in the cart stay two
    for message in ("زيد كيت كات", "zeed kitkat", "add more kitkat"):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn, "add_to_cart") == [("Nestlé KitKat 4 Finger", 1)], message


async def test_a_past_order_asked_about_or_shown_again_is_not_placed_again(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "how much was the same order as last time",
        "show me my last order again",
        "نفس الطلب اللي قبل كم كان سعره",
        "وريني طلبي مره ثانيه",
        "عطني تفاصيل طلبي مره ثانيه",
        "شنو طلبت نفس المرة اللي قبل",
        "nafs el 6alab el sabig b kam kan",
        "wareeni 6alabi mara thanya",
    ):
        turn = await send(client, message, token=token)
        _proposes_nothing(turn, message)
        assert "order" in kinds(turn), (message, kinds(turn))
    for message in (
        "reorder my last order",
        "ابي نفس الطلب اللي قبل",
        "كرر طلبي الاخير",
        "abi nafs 6alabi el sabig",
    ):
        turn = await send(client, message, token=token)
        assert turn.action("reorder")["items"], message


async def test_a_question_after_a_recipe_proposes_none_of_its_goods(client: Any) -> None:
    for recipe, question, take in (
        ("recipe for chicken machboos", "ok and how long will it take to prepare everything",
         "ok add everything"),
        ("وصفة مجبوس دجاج", "طيب كم ياخذ وقت تجهيز كل شي", "ضيف كل شي"),
        ("wasfat majboos dijaj", "zain w kam ya5ith wagt kil shay", "9eef kil shay"),
    ):  # fmt: skip
        shown = await send(client, recipe, guest=GUEST_A)
        asked = await send(client, question, shown.conversation_id, guest=GUEST_A)
        _proposes_nothing(asked, question)
        shown = await send(client, recipe, guest=GUEST_A)
        taken = await send(client, take, shown.conversation_id, guest=GUEST_A)
        assert len(taken.action("add_recipe_to_cart")["items"]) > 5, take


async def test_a_number_in_a_products_name_is_its_name_not_a_count(client: Any) -> None:
    for message, count in (
        ("add seven spices", 1),
        ("ضيف سبع بهارات", 1),
        ("abi sab3 baharat", 1),
        ("add 2 seven spices", 2),
        ("ضيف ٢ سبع بهارات", 2),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn, "add_to_cart") == [("Abu Auf Seven Spices", count)], message
    for message in ("add seven lemons", "add three bananas"):
        turn = await send(client, message, guest=GUEST_B)
        [(_, count)] = _lines(turn, "add_to_cart")
        assert count in (3, 7), (message, count)


async def test_a_drink_named_with_a_digit_is_not_read_as_arabizi(client: Any) -> None:
    for message in ("add 7up", "abi 2 7up", "7ot 7up"):
        turn = await send(client, message, guest=GUEST_A)
        _proposes_nothing(turn, message)  # no 7up is sold; never the grains "حبوب" sound like
    turn = await send(client, "7ot 2 kitkat", guest=GUEST_A)
    assert _lines(turn, "add_to_cart") == [("Nestlé KitKat 4 Finger", 2)]


async def test_one_product_named_in_two_parts_joined_by_and_is_one_line(client: Any) -> None:
    for message in ("ضيف بازلاء وجزر", "ضيف بازلاء و جزر", "add peas and carrots"):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn, "add_to_cart") == [("Al Alali Green Peas & Carrots", 1)], message
    turn = await send(client, "ضيف كيت كات وخبز صمون", guest=GUEST_B)
    assert [name for name, _ in _lines(turn, "add_to_cart")] == [
        "KFMB Samoon Bread Rolls",
        "Nestlé KitKat 4 Finger",
    ]


async def test_a_word_of_the_list_shown_picks_from_that_list(client: Any) -> None:
    shown = await send(client, "show me juice", guest=GUEST_A)
    picked = await send(client, "add the orange one", shown.conversation_id, guest=GUEST_A)
    # several orange juices were listed: which one is asked, never the oranges proposed
    assert "cart_action" not in kinds(picked), kinds(picked)
    offered = names(picked)
    assert offered and all("Orange Juice" in name for name in offered), offered
    for show, pick, wanted in (
        ("show me chips", "add the cheese one", "French Cheese"),
        ("وريني الشيبس", "ضيف اللي بالجبنة", "French Cheese"),
        ("wareeni el labna", "9eef almarai", "Almarai Labneh"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        added = await send(client, pick, shown.conversation_id, guest=GUEST_A)
        [(name, _)] = _lines(added, "add_to_cart")
        assert wanted in name, (pick, name)


async def test_lines_taken_back_from_an_offer_leave_the_rest_as_offered(client: Any) -> None:
    for offer, taken, rest in (
        ("add almarai full fat milk, kitkat and samoon", "remove the kitkat and the samoon",
         [("Almarai Full Fat Fresh Milk", 1)]),
        ("ضيف حليب المراعي كامل الدسم وكيت كات وصمون", "شيل الكيت كات والصمون",
         [("Almarai Full Fat Fresh Milk", 1)]),
        ("add 3 kitkat and samoon", "drop one kitkat",
         [("KFMB Samoon Bread Rolls", 1), ("Nestlé KitKat 4 Finger", 2)]),
        ("dif 3 kitkat w samoon", "shel wa7ed kitkat",
         [("KFMB Samoon Bread Rolls", 1), ("Nestlé KitKat 4 Finger", 2)]),
        ("add 3 kitkat and samoon", "remove the samoon", [("Nestlé KitKat 4 Finger", 3)]),
    ):  # fmt: skip
        offered = await send(client, offer, guest=GUEST_A)
        assert len(offered.action("add_to_cart")["items"]) >= 2, offer
        turn = await send(client, taken, offered.conversation_id, guest=GUEST_A)
        assert _lines(turn, "add_to_cart") == rest, taken


async def test_a_count_taken_out_of_a_cart_line_leaves_the_rest(client: Any) -> None:
    offered = await send(client, "add 3 kitkat", guest=GUEST_B)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_B)
    assert confirmed.status == 200, confirmed.json
    for message, left in (
        ("remove one kitkat", 2),
        ("shel wa7ed kitkat", 2),
        ("شيل ٢ كيت كات", 1),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn, "update_cart_item") == [("Nestlé KitKat 4 Finger", left)], message
    for message in ("remove the kitkat", "remove 3 kitkat", "شيل الكيت كات"):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn, "remove_cart_item") == [("Nestlé KitKat 4 Finger", 3)], message


async def test_a_line_lowered_by_a_count_keeps_the_rest(client: Any) -> None:
    offered = await send(client, "add 3 kitkat", guest=GUEST_A)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_A)
    assert confirmed.status == 200, confirmed.json
    for message, left in (
        ("reduce the kitkat by one", 2),
        ("نقص الكيت كات واحد", 2),
        ("قلل الكيت كات ٢", 1),
        ("reduce the kitkat to 1", 1),  # the count left, said with "to"
        ("نقص الكيت كات لواحد", 1),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert _lines(turn, "update_cart_item") == [("Nestlé KitKat 4 Finger", left)], message

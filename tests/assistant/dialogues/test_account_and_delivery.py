"""Points, wallet and express questions are answered from the customer's account and the
express delivery card, never with an error card, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import confirm, send


async def test_points_and_wallet_balances_in_every_language(client: Any) -> None:
    token = customer_token("demo-1")
    for message, wanted in (
        ("how many points do I have", "2450 points, worth 2.450 KWD. Wallet balance: 3.750 KWD"),
        ("what's my wallet balance", "Wallet balance: 3.750 KWD"),
        ("كم نقطة عندي", "2450 نقطة"),
        ("kam no8ta 3indi", "2450 نقطة"),
        ("كم رصيدي في المحفظة", "رصيد المحفظة: ٣٫٧٥٠ د.ك"),
        ("kam rasidi?", "2450 نقطة"),
    ):
        turn = await send(client, message, token=token)
        assert wanted in one(turn, "text")["text"], message
        assert "error" not in kinds(turn) and "handoff" not in kinds(turn), message


async def test_using_points_after_the_balance_proposes_them(client: Any) -> None:
    token = customer_token("demo-1")
    add = await send(client, "add 3 milk", token=token)
    assert (await confirm(client, add.action("add_to_cart")["actionId"], token=token)).status == 200
    asked = await send(client, "kam no8ta 3indi", add.conversation_id, token=token)
    assert "2450" in one(asked, "text")["text"]
    used = await send(client, "use my points", add.conversation_id, token=token)
    assert used.action("apply_loyalty")["params"]["points"] > 0


async def test_using_points_on_an_empty_cart_shows_the_cart_and_balance_not_an_error(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    turn = await send(client, "ابي استخدم نقاطي", token=token)
    assert "error" not in kinds(turn) and "cart_action" not in kinds(turn)
    assert one(turn, "cart_summary")["cart"]["items"] == []
    assert "2450" in one(turn, "text")["text"]


async def test_express_questions_show_the_express_card_of_the_saved_address(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "express within the hour?",
        "how much extra for express",
        "في توصيل سريع خلال ساعة؟",
        "can I get it within an hour",
        "express yoo9al b sa3a?",
    ):
        turn = await send(client, message, token=token)
        card = one(turn, "delivery_info")
        assert card["express"] is True and card["fee"] > 0 and card["areaName"], message
        assert "error" not in kinds(turn) and "delivery_slots" not in kinds(turn), message


async def test_a_guest_asking_about_express_is_asked_which_area(client: Any) -> None:
    turn = await send(client, "how much is express delivery?", guest=GUEST_A)
    prompts = [chip["prompt"] for chip in one(turn, "actions")["suggestions"]]
    assert prompts and all("xpress" in prompt for prompt in prompts)
    assert "error" not in kinds(turn)


async def test_questions_about_an_unknown_area_or_order_are_answered_in_words(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message in ("how much is delivery to Narnia?", "where is order KW-999999"):
        turn = await send(client, message, token=token)
        assert "error" not in kinds(turn), (message, kinds(turn))
        assert turn.end["content"] and one(turn, "actions")["suggestions"], message


async def test_an_area_fee_and_the_minimum_order_asked_together_are_both_answered(
    client: Any,
) -> None:
    for message in (
        "how much is delivery to salmiya and what's the minimum order",
        "كم التوصيل للجهراء؟ وكم الحد الادنى للطلب؟",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert one(turn, "delivery_info")["areaName"], message
        assert one(turn, "faq")["items"], message
    plain = await send(client, "how much is delivery to jabriya", guest=GUEST_A)
    assert "faq" not in kinds(plain) and one(plain, "delivery_info")["areaName"]


async def test_how_long_after_an_areas_fee_is_that_areas_card(client: Any) -> None:
    for fee, how_long in (
        ("كم التوصيل للخيران", "وكم ياخذ وقت"),
        ("delivery fee to salmiya", "and how long does it take"),
    ):
        first = await send(client, fee, guest=GUEST_A)
        area = one(first, "delivery_info")["areaName"]
        then = await send(client, how_long, first.conversation_id, guest=GUEST_A)
        card = one(then, "delivery_info")
        assert card["areaName"] == area and card["etaMinutes"], how_long


async def test_asking_how_to_use_points_after_the_balance_is_the_rule(client: Any) -> None:
    token = customer_token("demo-2")
    balance = await send(client, "كم نقطة عندي", token=token)
    how = await send(client, "شلون استخدمها", balance.conversation_id, token=token)
    [item] = one(how, "faq")["items"]
    assert "نقاط" in item["question"], item


async def test_how_long_naming_another_area_is_that_areas_card(client: Any) -> None:
    first = await send(client, "كم التوصيل للجهراء", guest=GUEST_A)
    then = await send(client, "والخيران جم ياخذ وقت", first.conversation_id, guest=GUEST_A)
    assert one(then, "delivery_info")["areaName"] != one(first, "delivery_info")["areaName"]
    assert one(then, "delivery_info")["areaName"] == "Khairan"


async def test_a_branch_named_in_an_hours_question_is_that_branch(client: Any) -> None:
    named = await send(client, "متى يفتح فرع حولي", guest=GUEST_A)
    assert [b["label"] for b in one(named, "locations")["items"]] == ["Fresh Hawalli"]
    unnamed = await send(client, "الفرع مفتوح؟", guest=GUEST_A)
    assert "faq" in kinds(unnamed), kinds(unnamed)


async def test_a_branch_named_beside_words_every_branch_holds_is_that_branch(
    client: Any,
) -> None:
    for message, label in (
        ("wen far3kum fe salmiya", "Fresh Salmiya"),
        ("وين فرعكم في حولي", "Fresh Hawalli"),
        ("where is the fresh branch in jahra", "Fresh Jahra"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert [b["label"] for b in one(turn, "locations")["items"]] == [label], message
    every = await send(client, "where are your branches", guest=GUEST_A)
    assert len(one(every, "locations")["items"]) > 3

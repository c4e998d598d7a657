"""Questions read for what they ask, over a real socket, in English, Gulf Arabic and Arabizi:
a message in one language is answered in it whatever the conversation was in; the store's
own phone number and a delivery window booked are ours, not declined; a question about the
points proposes no change; how long delivery takes to a saved place is that place's card,
and sending the cart there proposes the address; a plant milk none of ours is shows no other
kind's goods; a newcomer asking for a discount is shown the first-order offer; an occasion's
goods come with the offer that names it."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, one, order_numbers
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import confirm, send


async def test_a_message_is_answered_in_its_own_language(client: Any) -> None:
    for opening, guest, message, arabic in (
        ("ابي حليب", GUEST_B, "okay thanks", False),
        ("abi 7aleeb", GUEST_B, "thank you so much", False),
        ("show me milk", GUEST_A, "okay shukran", True),
        ("show me milk", GUEST_A, "مشكور", True),
        ("ابي حليب", GUEST_B, "Almarai", True),  # a name alone keeps the conversation's
    ):
        first = await send(client, opening, guest=guest)
        turn = await send(client, message, first.conversation_id, guest=guest)
        assert is_arabic(turn.end["content"]) == arabic, (opening, message, turn.end["content"])


async def test_the_stores_own_number_is_answered_and_someone_elses_declined(
    client: Any,
) -> None:
    for message, guest in (
        ("whats ur phone number", GUEST_A),
        ("how do i contact you", GUEST_A),
        ("رقمكم كم", GUEST_B),
        ("شنو رقم تلفونكم", GUEST_B),
        ("shno ra8amkom", GUEST_B),
        ("3atni ra8am el customer service", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [item] = one(turn, "faq")["items"]
        assert "2220 0100" in item["answer"], (message, item)
    for message in (
        "shno ra8am el shor6a",
        "شنو رقم الشرطة",
        "what's the phone number of the police",
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert not {"faq", "products"} & set(kinds(turn)), (message, kinds(turn))


async def test_a_window_booked_after_express_is_weighed_not_declined(client: Any) -> None:
    token = customer_token("demo-1")
    add = await send(client, "add 2 almarai full fat fresh milk", token=token)
    assert (await confirm(client, add.action("add_to_cart")["actionId"], token=token)).status == 200
    for express, booked, word in (
        ("i want express", "wait i booked 9 to 11 tmrw", "window you booked"),
        ("ابي توصيل سريع", "بس انا حجزت موعد باجر الصبح", "الموعد اللي حجزته"),
        ("7i6 express", "bs ana 7ajazt mow3id bacher", "الموعد اللي حجزته"),
    ):
        offered = await send(client, express, add.conversation_id, token=token)
        assert offered.action("set_express")
        turn = await send(client, booked, add.conversation_id, token=token)
        assert word in turn.end["content"], (booked, turn.end["content"])
        assert "cart_action" not in kinds(turn), booked


async def test_a_question_about_the_points_proposes_nothing(client: Any) -> None:
    token = customer_token("demo-3")
    for wallet, points in (
        ("how much is in my wallet", "and the points?"),
        ("كم رصيدي بالمحفظة", "والنقاط؟"),
        ("kam rasidi bil wallet", "w el no8a6?"),
    ):
        first = await send(client, wallet, token=token)
        turn = await send(client, points, first.conversation_id, token=token)
        assert "5100" in one(turn, "text")["text"], points
        assert "cart_action" not in kinds(turn), points


async def test_a_saved_place_asked_of_delivery_time_the_cart_and_an_order(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "how long does delivery take to the chalet",
        "كم ياخذ التوصيل للشاليه",
        "el chalet kam ya5ith wa8t el tawseel",
    ):
        turn = await send(client, message, token=token)
        assert one(turn, "delivery_info")["areaName"], message
        assert "cart_action" not in kinds(turn), message
    for message in (
        "switch the order to the chalet",
        "حول الطلب للشاليه",
        "7awil el order lel chalet",
    ):
        turn = await send(client, message, token=token)
        assert turn.action("select_address")["params"]["addressId"] == "addr-demo-3-chalet", message
    for first, other in (
        ("where is my order to the chalet", "and the one to home?"),
        ("hala, el order ele lel chalet wain wusal?", "w el thani ele lel bait?"),
    ):
        asked = await send(client, first, token=token)
        turn = await send(client, other, asked.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100933"], (other, kinds(turn))
        assert "cart_action" not in kinds(turn), other


async def test_what_the_store_has_for_a_need_an_occasion_and_a_newcomer(client: Any) -> None:
    for message, guest in (
        ("hey do u sell oat milk", GUEST_A),
        ("عندكم حليب شوفان", GUEST_B),
        ("3indkom 7aleeb shofan", GUEST_B),
    ):
        assert "products" not in kinds(await send(client, message, guest=guest)), message
    for message, guest in (
        ("first time using the app, any discount??", GUEST_A),
        ("اول مرة استخدم التطبيق في خصم؟", GUEST_B),
        ("awal mara ast5dim el app, fee discount?", GUEST_B),
    ):
        offers = one(await send(client, message, guest=guest), "offers")["offers"]
        assert [offer["couponCode"] for offer in offers] == ["WELCOME2"], message
    for message, guest in (
        ("ghabga items", GUEST_A),
        ("عندكم شي حق الغبقة؟", GUEST_B),
        ("hala, 3indkom shay 7ag el ghabga?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" in kinds(turn), message
        codes = [offer["couponCode"] for offer in one(turn, "offers")["offers"]]
        assert codes == ["GHABGA20"], message


async def test_goods_chosen_or_a_no_of_goods_are_neither_a_booking_nor_our_number(
    client: Any,
) -> None:
    """ "no" is the store's number only where it ends the question; choosing goods today, or
    changing the slot, books no window."""
    for message, looked_for in (
        ("is ur no sugar ketchup halal", "faq"),
        ("do you have your no added sugar range", "faq"),
        ("i chose almarai milk today", "delivery_slots"),
        ("i picked the wrong item this morning", "delivery_slots"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert looked_for not in kinds(turn), (message, kinds(turn))

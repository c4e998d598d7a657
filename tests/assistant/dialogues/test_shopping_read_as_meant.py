"""Shopping said in a parent's or a follow-up's words is read as shopping over a real
socket: goods for a child's school bag or lunchbox, a school's nut ban, cheap wipes for the
bag, a named product's size, and "and X" / "skip the X, too pricey" after a list. None of
them is declined as another matter; questions about schools, landmarks' sizes or tomorrow's
weather in the same words still are. "Cancel it" after an order, in English or the Gulf's
"كنسله", and whatever reason follows it, is the cancelling rules for that order, never a
thanks, an empty cart or the returns policy."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one, send_declined
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send

DECLINE = ("only help with your shopping", "أساعدك بس في التسوق")


def assert_not_declined(turn: Turn, message: str) -> None:
    assert turn.status == 200, message
    reply = turn.end["content"]
    assert not any(words in reply for words in DECLINE), (message, reply)


async def test_goods_for_a_school_bag_or_a_nut_ban_are_shopping(client: Any) -> None:
    for message in (
        "what should i put in my kids' school bags",
        "the nursery says no nuts, what snacks then",
        "ابي اغراض لشنطة المدرسة حق ولدي",
        "المدرسة ما تسمح بالمكسرات",
        "abi ashya2 7ag shan6at el madrasa l binti",
        "el madrasa ma tsma7 bil mkassarat",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert_not_declined(turn, message)
        assert "cart_action" not in kinds(turn), message


async def test_cheap_wipes_for_the_bag_show_wipes(client: Any) -> None:
    for message in (
        "cheap wipes to keep in her school bag",
        "ابي مناديل مبللة رخيصة حق الشنطة",
        "abi manadeel mballala r5eesa 7ag el shanta",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert_not_declined(turn, message)
        assert names(turn) and all("Wipes" in name for name in names(turn)), message


async def test_a_named_products_size_is_its_details(client: Any) -> None:
    for message in ("how big is the tide gel", "جل تايد كم حجمه", "tide el gel kam 7ajmo"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert_not_declined(turn, message)
        assert "Tide" in one(turn, "product_detail")["product"]["name"], message


async def test_and_or_skip_a_fruit_after_a_list_is_shopping(client: Any) -> None:
    for show, more, skip in (
        ("show me fruit", "and blueberries", "skip the blueberries, too pricey"),
        ("عندكم فواكه؟", "وبعد توت ازرق", "لا بلاش التوت الازرق غالي"),
        ("3indkom fawakih?", "ba3d blueberry", "la blash el blueberry, ghali"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, show, guest=guest)
        added = await send(client, more, shown.conversation_id, guest=guest)
        assert_not_declined(added, more)
        assert any("Blueberr" in name for name in names(added)) or any(
            "Blueberr" in line["name"] for line in added.action("add_to_cart")["items"]
        ), more
        skipped = await send(client, skip, shown.conversation_id, guest=guest)
        assert_not_declined(skipped, skip)
        assert "cart_action" not in kinds(skipped), skip


async def test_the_same_words_about_another_matter_are_still_declined(client: Any) -> None:
    for message in (
        "which school is best for my son",
        "the school bans phones, what do i do",
        "my cancelled flight 812, can i get a refund",
    ):
        await send_declined(client, message, GUEST_A)
    for message in ("المدرسة تمنع الجوال وش اسوي", "برج خليفة كم طوله", "ba3d bukra el jaw 7ar?"):
        await send_declined(client, message, GUEST_B)


async def test_cancel_it_after_an_order_is_how_cancelling_works(client: Any) -> None:
    for account, (asked, cancel) in (
        ("demo-1", ("is my order out yet", "cancel it, I picked the wrong tea size")),
        ("demo-2", ("وين طلبي", "طيب كنسله")),
        ("demo-1", ("وين طلبي", "كنسلها طلبت الحجم الغلط")),
        ("demo-2", ("wain 6alabi", "zain kansla")),
    ):
        token = customer_token(account)
        shown = await send(client, asked, token=token)
        turn = await send(client, cancel, shown.conversation_id, token=token)
        [item] = one(turn, "faq")["items"]
        assert "cancel" in item["question"].lower() or "إلغاء" in item["question"], cancel
        assert "order_status" in kinds(turn), cancel
        assert "cart_summary" not in kinds(turn) and "cart_action" not in kinds(turn), cancel


async def test_why_an_order_was_cancelled_is_how_cancelling_works(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("why did 812 get cancelled", "ليش طلب ٥٤٤ انلغى", "laish 6alab 544 inlagha"):
        turn = await send(client, message, token=token)
        [item] = one(turn, "faq")["items"]
        assert "cancel" in item["question"].lower() or "إلغاء" in item["question"], message


async def test_an_ok_alone_or_with_thanks_is_still_thanks(client: Any) -> None:
    for message in ("ok thanks", "اوكي مشكور", "ok shukran"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert kinds(turn) == ["actions"], message
        assert "faq" not in kinds(turn) and "order_status" not in kinds(turn), message


async def test_nuts_are_no_breakage_and_mixed_is_no_problem(client: Any) -> None:
    """ "مكسرات" (nuts) holds "مكسر" (broken) and "مشكله" is both "mixed" and "a problem":
    asked for, they are goods; something that came broken is still a complaint."""
    for message in ("ابي مكسرات مشكله", "عندكم مكسرات مشكله ابو عوف؟", "abi mkasarat mshakla"):
        turn = await send(client, message, guest=GUEST_B)
        assert "products" in kinds(turn), (message, kinds(turn))
        assert "order_status" not in kinds(turn) and not turn.of("handoff"), kinds(turn)
        assert any("Nuts" in name for name in names(turn)), (message, names(turn))
    broken = await send(client, "المكسرات وصلت مكسره", guest=GUEST_B)
    assert "products" not in kinds(broken), kinds(broken)
    assert "نعتذر" in broken.end["content"], broken.end["content"]


async def test_goods_counted_with_a_cart_verb_for_a_meal_are_bought_not_cooked(
    client: Any,
) -> None:
    """A cart verb and goods counted before they are named ("حط كيلو لحم غنم للغدا") buy
    the goods; the meal they are for asks for no recipe or meal idea."""
    for message, guest in (
        ("حط كيلو لحم غنم للغدا", GUEST_B),
        ("add 2 kg basmati rice for dinner", GUEST_A),
        ("7ot kilo la7am 7ag el 3asha", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" not in kinds(turn), (message, kinds(turn))
        assert {"cart_action", "products"} & set(kinds(turn)), (message, kinds(turn))


async def test_a_brand_holding_a_doctor_is_goods_and_a_doctors_question_is_not(
    client: Any,
) -> None:
    """ "Dr. Oetker" holds the word a health question is known by: named whole with what it
    makes, it is the product; a cough syrup or a headache is still the pharmacy's."""
    for message, guest in (
        ("dr oetker yeast", GUEST_A),
        ("خميره دكتور اوتكر", GUEST_B),
        ("5ameera dr oetker", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert any("Oetker" in name for name in names(turn)), (message, names(turn))
    await send_declined(client, "cough syrup for kids", GUEST_A)
    await send_declined(client, "عندي صداع شو اخذ", GUEST_B)


async def test_a_product_named_in_its_own_words_is_no_meal_or_delivery_asked(
    client: Any,
) -> None:
    """ "quick cook" and "سريع التحضير" are the oats' own name: every word of the message is
    in it, so the oats are shown, not a quick meal or an express delivery; a quick meal or
    express delivery asked in the same words is still that."""
    for message, guest in (
        ("quaker quick cook oats", GUEST_A),
        ("شوفان كويكر سريع التحضير", GUEST_B),
        ("quaker oats the 1 kilo, quick cook", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert any("Quick Cooking Oats" in name for name in names(turn)), (message, kinds(turn))
        assert not {"recipe", "delivery_info"} & set(kinds(turn)), (message, kinds(turn))
    for message, guest, cards in (
        ("quick dinner ideas", GUEST_A, {"recipe"}),
        ("ابي توصيل سريع", GUEST_B, {"delivery_info", "faq"}),  # the express rule, cart empty
    ):
        turn = await send(client, message, guest=guest)
        assert cards & set(kinds(turn)) and "products" not in kinds(turn), (message, kinds(turn))

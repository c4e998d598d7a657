"""Other matters that hold a word of ours, over a real socket in English, Gulf Arabic and
Arabizi: a complaint against one's own employer or "the company" opens no ticket; a grocery
word said in another sense (eggs in one basket of savings, a phone company's "express" or
"option", a lock that closes a door, prices gone "bananas", code like spaghetti), a doctor's
question naming a food's size and work sought are declined, with no card, proposal or
ticket. Their neighbours stay ours: a complaint of our order or driver is a ticket, and
orange juice, cucumbers, bananas, spaghetti and chickpeas asked for are goods."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import assert_declined, kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def _declined(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert_declined(turn, message, arabic=guest == GUEST_B)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("i need to lodge a complaint against the company that fired me", GUEST_A),
        ("ابي اقدم شكوى على شركتي ما عطوني راتبي", GUEST_B),
        ("abi a6ra7 shakwa 3ala el sharika elli ashtighil fiha", GUEST_B),
    ],
)
async def test_a_complaint_against_ones_own_company_opens_no_ticket(
    client: Any, message: str, guest: str
) -> None:
    await _declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("i want to make a complaint about my order, the eggs came broken", GUEST_A),
        ("i want to file a complaint against the company, my order came late", GUEST_A),
        ("ابي اقدم شكوى على المندوب كان وقح", GUEST_B),
        ("abi ashtiki, el mandoob ma kan mo2addab", GUEST_B),
        # goods we sold gone wrong, however "the company" is named
        ("i want to file a complaint against the company, the yoghurt came mouldy", GUEST_A),
        ("i want to complain about the company!! the bread was stale", GUEST_A),
        ("ابي اقدم شكوى على الشركه، الطماط وصلني خايس", GUEST_B),
        ("abi ashtiki 3ala el sharika, el 5ubz wi9alni 5arban", GUEST_B),
        ("i want to file a complaint about the school bags you sold me, the zip broke", GUEST_A),
    ],
)
async def test_a_complaint_of_our_order_or_driver_is_still_a_ticket(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "handoff" in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        # eggs in one basket, of savings
        ("is putting all your eggs in one basket bad for savings", GUEST_A),
        ("لا تحط البيض كله بسله وحده، وزع فلوسك", GUEST_B),
        ("la t7u6 kil el bai6 fi sala wa7da, el istithmar lazim yitwazza3", GUEST_B),
        # a phone company's express or option
        ("is there an express sim card for tourists", GUEST_A),
        ("عندكم عروض شركة الاتصالات الجديده؟", GUEST_B),
        ("sharikat el ittisalat 3indhom express?", GUEST_B),
        # a lock that closes a door after some minutes
        ("the smart lock closes the door after 5 minutes, can i make it 2", GUEST_A),
        ("ابي الباب يسكر بروحه بعد ١٥ دقيقه", GUEST_B),
        ("el 8ifl el thaki ysakkir el bab ba3d 10 da8ayi8, abeeh 2", GUEST_B),
        # another business's prices gone crazy, and a cheaper option of its own asked
        ("rent in salmiya is bananas lately, cheaper area?", GUEST_A),
        ("school fees are nuts, any cheaper option?", GUEST_A),
        ("اجرة التكسي غاليه مره، في خيار ارخص؟", GUEST_B),
        ("el ijar 9ar ghali wayed, fi 5iyar ar5a9?", GUEST_B),
        # code like spaghetti
        ("my code looks like spaghetti, how do i clean it", GUEST_A),
        ("الكود حقي صار سباغيتي شلون اعدله", GUEST_B),
        ("el code mali spaghetti, shlon a3adla", GUEST_B),
    ],
)
async def test_a_grocery_word_in_another_sense_is_declined(
    client: Any, message: str, guest: str
) -> None:
    await _declined(client, message, guest)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        # a growth or a stone the size of a food, an operation asked
        ("i found a lump the size of a pea in my breast, do i need surgery", GUEST_A),
        ("عندي كتله بالرقبه بحجم حبة الزيتون، تحتاج عمليه؟", GUEST_B),
        ("3indi 7a9wa bil marara b 7ajm 7abbat 3inab, y7taj 3amaliya?", GUEST_B),
        # work sought, whatever it is for
        ("any part time openings for students?", GUEST_A),
        ("ادور دوام جزئي للطلاب", GUEST_B),
        ("fi shughul part time 3indkom lil6ullab?", GUEST_B),
    ],
)
async def test_a_doctors_question_or_work_sought_is_declined(
    client: Any, message: str, guest: str
) -> None:
    await _declined(client, message, guest)


@pytest.mark.parametrize(
    "message",
    ["orange juice express delivery", "my taxi here was expensive, do you have cheaper milk?"],
)
async def test_our_express_or_a_cheaper_good_beside_those_words_is_answered(
    client: Any, message: str
) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert kinds(turn) != ["actions"], (message, turn.end["content"])  # no bare decline


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("خيار وطماط", GUEST_B),
        ("abi 5yar w 6ama6", GUEST_B),
        ("bananas 2 kg", GUEST_A),
        ("ابي موز ٢ كيلو", GUEST_B),
        ("cheaper milk?", GUEST_A),
        ("ابي حليب ارخص", GUEST_B),
        ("spaghetti and tomato sauce please", GUEST_A),
        ("عندكم سباغيتي؟", GUEST_B),
        ("hummus and chickpeas please", GUEST_A),
        ("abi 7ummus", GUEST_B),
        ("snacks for the students party", GUEST_A),
    ],
)
async def test_the_goods_of_those_words_stay_ours(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert names(turn), (message, kinds(turn))

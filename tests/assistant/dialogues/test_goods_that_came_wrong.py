"""Goods that came in a bad state, with something in them, of another kind than ordered, or
missing again, said in words of their own ("the bananas are all soft and black", "الطحين فيه
حشرات", "6alabt tide gel w ja powder"): each is a complaint, answered with an apology and the
order, never with the product's search card; the same words asked of a food wanted still
search. So is a food that came not as asked ("fish came not cleaned", "الرقي طلع ابيض من
داخل", "el manga kanat mo 7elwa") and our people's conduct ("driver was rude to my mom"),
however like family talk the gate finds it. Money taken for what was never chosen is a charge for the team to check."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

SORRY = ("I'm really sorry", "نعتذر منك")
CHECKED = ("needs our team to check the payment", "يحتاج فريقنا يراجع الدفع")


@pytest.mark.parametrize(
    ("message", "arabic"),
    [
        ("the bananas are all soft and black", False),
        ("there were bugs in the flour", False),
        ("the eggs were cracked, half of them", False),
        ("i asked for low fat milk and you sent full fat", False),
        ("item missing again, third time this month", False),
        ("الطحين فيه حشرات", True),
        ("الطماط واصل معفوس", True),
        ("كيس الرز مشقوق", True),
        ("السمك ما كان منظف مثل ما طلبت", True),
        ("طلبت حليب قليل الدسم وجا كامل الدسم", True),
        ("للمره الثالثه ينقص علي غرض", True),
        ("el 5ubz wsalni ma3foos", True),
        ("kees el 3aish mashgoog", True),
        ("el 6a7een feh 7asharat", True),
        ("6alabt tide gel w ja powder", True),
        ("fish came not cleaned, i asked for it cleaned", False),
        ("the mangoes were not sweet", False),
        ("the lamb arrived not cut like i asked", False),
        ("السمك ما كان منظف ولا مقطع", True),
        ("الرقي طلع ابيض من داخل", True),
        ("المانجو كانت مو حلوه", True),
        ("el watermelon kan abyath min dakhil, mo 7elo", True),
        ("el manga kanat mo 7elwa", True),
    ],
)
async def test_goods_that_came_wrong_are_a_complaint(
    client: Any, message: str, arabic: bool
) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert turn.end["content"].startswith(SORRY[arabic]), (message, turn.end["content"])
    assert "order_status" in kinds(turn), (message, kinds(turn))
    assert not {"products", "cart_action"} & set(kinds(turn)), (message, kinds(turn))


@pytest.mark.parametrize(
    "message",
    [
        "do you have soft bread",
        "is the bread soft?",
        "abi 5ubz 6ari",
        "عندكم سمك منظف؟",
        "ابي لحم مقطع مكعبات",
        "do you have ripe mangoes",
        "are the mangoes sweet?",
        "abi manga 7elwa",
    ],
)
async def test_the_same_words_of_a_food_wanted_are_no_complaint(client: Any, message: str) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert not turn.end["content"].startswith(SORRY), (message, turn.end["content"])
    assert not {"handoff", "order_status"} & set(kinds(turn)), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "arabic"),
    [
        ("you charged me for express but i didn't pick it", False),
        ("حسبتوا علي توصيل سريع وانا ما اخترته", True),
        ("inkhisam mini marteen", True),
    ],
)
async def test_money_taken_for_what_was_not_chosen_is_checked(
    client: Any, message: str, arabic: bool
) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert CHECKED[arabic] in turn.end["content"], (message, turn.end["content"])
    assert "cart_action" not in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "arabic"),
    [
        ("driver was super rude to my mom today", False),
        ("the delivery guy shouted at my maid", False),
        ("المندوب كان قليل ادب مع امي", True),
        ("el driver kan rude wayed", True),
    ],
)
async def test_our_peoples_conduct_is_a_complaint_and_anothers_is_declined(
    client: Any, message: str, arabic: bool
) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert turn.end["content"].startswith(SORRY[arabic]), (message, turn.end["content"])
    for other in ("my uber driver was rude", "the taxi driver was so rude", "سايقي قليل ادب شسوي"):
        declined = await send(client, other, token=customer_token("demo-2"))
        assert kinds(declined) == ["actions"], (other, kinds(declined))


@pytest.mark.parametrize(
    ("message", "arabic"),
    [
        ("ordered express and paid 1 kd extra but it took 50 mins", False),
        ("i paid for express and it still took over an hour", False),
        ("دفعت على السريع وطول ساعه", True),
        ("d3aft 3al express w 6awwal sa3a", True),
    ],
)
async def test_express_paid_for_and_slow_is_a_late_order(
    client: Any, message: str, arabic: bool
) -> None:
    turn = await send(client, message, token=customer_token("demo-2"))
    assert turn.end["content"].startswith(SORRY[arabic]), (message, turn.end["content"])
    assert "order_status" in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)
    asked = await send(client, "i want to pay extra for express", token=customer_token("demo-3"))
    assert not asked.end["content"].startswith(SORRY), asked.end["content"]


@pytest.mark.parametrize(
    ("message", "arabic"),
    [
        ("coupon FRESH10 didnt apply and i paid full", False),
        ("the invoice shows a different price than the app", False),
        ("لو سمحت الفاتوره فيها سعر غير اللي بالتطبيق", True),
    ],
)
async def test_a_price_billed_wrong_is_checked(client: Any, message: str, arabic: bool) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert CHECKED[arabic] in turn.end["content"], (message, turn.end["content"])
    assert "cart_action" not in kinds(turn), kinds(turn)
    # a code said not to work, nothing paid: the coupon's rule, nothing proposed
    code = await send(client, "the code didn't work", token=customer_token("demo-2"))
    assert "faq" in kinds(code) and "cart_action" not in kinds(code), kinds(code)

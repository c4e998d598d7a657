"""A shopper fed up with the chat gets an apology and a person, not another matter's
decline; a points question tagged "right?" is answered with the balance, never a change to
the cart; "use it on this order" after the wallet balance is the wallet, never points. Over a
real socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_FED_UP = {
    "en": (
        "ur kinda useless, took me 3 tries to fix my cart",
        "you are pretty useless",
        "took me 5 attempts to add milk",
        "you dont understand me",
        "u never understand me",
        "this chat is literally useless",
        "it took me 4 tries to remove the eggs",
        "you are kind of useless tbh",
        "ugh, took me like 6 tries to change the count",
        "this app is completely useless",
    ),
    "ar": (
        "انت ما تفهم علي",
        "حاولت ٣ مرات وما زبطت السله",
        "ما فهمتني ابد",
        "جربت ٤ مرات بس ما ضاف الحليب",
        "انت ما تفهمني",
        "والله ما تفيد حاولت خمس مرات",
        "حاولت عشر مرات ولا فايده",
        "ما تفهمين علي ابد",
        "انتي ما تفهمين",
        "جربت ٣ مرات وللحين ما زبط",
    ),
    "arabizi": (
        "inta ma tfham 3alay",
        "7awalt 3 marrat w ma zabat el salla",
        "ma fhamtni abadan",
        "jarabt 4 marrat bas ma thaf el 7aleeb",
        "inta ma tfhamni",
        "wallah ma tfeed 7awalt 5 marrat",
        "7awalt 10 marrat w la fayda",
        "inti ma tfhameen",
        "jarrabt 3 marrat w lil7in ma zabat",
        "inta ma tfham shay",
    ),
}
# Words near those that are no grievance with the chat: a bake that took tries, an offer not
# understood, a child's homework
_NOT_FED_UP = (
    ("this cake took me 3 tries to bake", GUEST_A),
    ("i dont understand the offer", GUEST_A),
    ("my son doesnt understand math", GUEST_A),
    ("useless facts about bananas", GUEST_A),
    ("حاولت اسوي الكيكه ٣ مرات", GUEST_B),
    ("ما فهمت العرض", GUEST_B),
    ("ما فهمت شلون استخدم الكوبون", GUEST_B),
    ("7awalt asawi cake 3 marrat", GUEST_B),
    ("ma fhamt el offer", GUEST_B),
)


@pytest.mark.parametrize("script", sorted(_FED_UP))
async def test_a_shopper_fed_up_with_the_chat_gets_an_apology_and_a_person(
    client: Any, script: str
) -> None:
    token = customer_token("demo-2")
    for message in _FED_UP[script]:
        turn = await send(client, message, token=token)
        reply = turn.end["content"]
        assert "sorry" in reply.lower() or "نعتذر" in reply, (script, message, reply)
        prompts = [chip["prompt"] for chip in one(turn, "actions")["suggestions"]]
        assert any("person" in p or "موظف" in p for p in prompts), (message, prompts)
        # about the chat, not an order: none is shown, nothing is proposed
        assert "order_status" not in kinds(turn) and "cart_action" not in kinds(turn), message
        assert "shopping here" not in reply and "في التسوق" not in reply, message


async def test_words_near_a_grievance_are_not_answered_as_one(client: Any) -> None:
    for message, guest in _NOT_FED_UP:
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert "sorry about that" not in reply and "حقك علينا" not in reply, (message, reply)
        assert "handoff" not in kinds(turn), message


_POINTS_ASKED = {
    "en": (
        "i also have points right?",
        "and i have some points too, right?",
        "I have points left right",
        "i still have points, yes?",
        "i got points too right?",
        "i have loyalty points, right?",
        "and I've got points right",
        "i have points as well right?",
        "still have my points right?",
        "i have some loyalty points too, correct?",
    ),
    "ar": (
        "وعندي نقاط بعد صح؟",
        "عندي نقاط صح",
        "عندي نقاط بعد؟",
        "وعندي رصيد نقاط صح",
        "وعندي نقاط ولاء صح؟",
        "عندي نقاط باقيه صح",
        "وبعد عندي نقاط صح",
        "عندي نقاط؟",
        "انا عندي نقاط صح؟",
        "عندي نقاط ولاء بعد صح",
    ),
    "arabizi": (
        "w 3indi no8a6 ba3d sa7?",
        "3indi no8a6 sa7?",
        "3indi no8a6 ba3d?",
        "w 3indi points sa7?",
        "w ba3d 3indi no8a6 sa7",
        "3indi no8a6 wala2 sa7?",
        "3indi points ba3d sa7",
        "w 3indi no8a6?",
        "3indi no8a6 baqya sa7?",
        "w 3indi no8a6 wala2 ba3d sa7?",
    ),
}


@pytest.mark.parametrize("script", sorted(_POINTS_ASKED))
async def test_a_points_question_tagged_right_is_answered_with_the_balance(
    client: Any, script: str
) -> None:
    token = customer_token("demo-1")
    for message in _POINTS_ASKED[script]:
        turn = await send(client, message, token=token)
        assert "2450" in one(turn, "text")["text"], (script, message)
        assert "cart_action" not in kinds(turn), (script, message)


async def test_using_points_or_stopping_them_still_proposes(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("use my points", "استخدم نقاطي", "dont use my points", "شيل النقاط"):
        turn = await send(client, message, token=token)
        reply = turn.end["content"]
        assert "Here are your loyalty points" not in reply and "هذا رصيد نقاطك" not in reply


_WALLET_THEN_USE = (
    ("what's my wallet balance", "use it on this order", "wallet pays at checkout"),
    ("how much is in my wallet", "can i use it for this order", "wallet pays at checkout"),
    ("wallet balance?", "ok use that on my order", "wallet pays at checkout"),
    ("كم فيه بمحفظتي", "ابي استخدمها بالطلب هذا", "محفظتك تدفع"),
    ("كم رصيد المحفظه", "استخدمه بالطلب", "محفظتك تدفع"),
    ("كم باقي بمحفظتي؟", "ابي استخدمها", "محفظتك تدفع"),
    ("kam fi ma7fa6ti", "abi asta5dimha bil 6alab", "محفظتك تدفع"),
    ("kam rasid el ma7fa6a", "asta5dimha bil order", "محفظتك تدفع"),
)


async def test_using_it_after_the_wallet_balance_is_the_wallet_not_points(client: Any) -> None:
    token = customer_token("demo-1")
    for asked, use, wanted in _WALLET_THEN_USE:
        first = await send(client, asked, token=token)
        assert "3.750" in one(first, "text")["text"] or "٣٫٧٥٠" in one(first, "text")["text"]
        turn = await send(client, use, first.conversation_id, token=token)
        assert wanted in turn.end["content"], (asked, use, turn.end["content"])
        assert "cart_action" not in kinds(turn), (asked, use)
        assert "faq" in kinds(turn), (asked, use)


async def test_using_it_after_the_points_balance_is_still_the_points(client: Any) -> None:
    token = customer_token("demo-3")
    for asked, use in (("how many points do i have", "use them"), ("كم نقطة عندي", "استخدمها")):
        first = await send(client, asked, token=token)
        turn = await send(client, use, first.conversation_id, token=token)
        assert "wallet pays" not in turn.end["content"], (asked, use)
        assert "محفظتك تدفع" not in turn.end["content"], (asked, use)

"""Our matters in words another matter uses, over a real socket in English, Gulf Arabic and
Arabizi: goods we brought told of in a meal eaten, gone wrong, are a grievance heard, never
thanked for as a story; and money moved into the shopper's wallet with us is our wallet's,
never declined as a bank's transfer. A meal told with no goods of ours is still only talk."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_THANKED = ("You're welcome", "العفو")
_DECLINED = ("only help with your shopping", "أقدر أساعدك بس في التسوق")


async def test_a_meal_of_our_goods_gone_wrong_is_a_grievance(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "we had the lamb you delivered for dinner last night and it smelled bad",
        "i had breakfast this morning with the labneh from my delivery, it was mouldy",
        "تغدينا امس بالسمك اللي وصلنا منكم وكان خايس",
        "تعشيت البارحه بالخبز اللي طلبته وطلع فيه عفن",
    ):
        turn = await send(client, message, token=token)
        assert turn.status == 200
        reply = turn.end["content"]
        assert not any(word in reply for word in _THANKED), (message, reply)
        assert "order_status" in kinds(turn) or "faq" in kinds(turn), (message, kinds(turn))


async def test_a_meal_told_with_no_goods_of_ours_is_still_talk(client: Any) -> None:
    for message, guest in (
        ("we had lunch at my aunt's yesterday, lamb and rice", GUEST_A),
        ("تعشينا دجاج عند ربعي البارحه", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        assert not {"products", "cart_action"} & set(kinds(turn)), (message, kinds(turn))


async def test_money_moved_to_our_wallet_is_not_declined(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "how do i transfer cash to my wallet",
        "can i transfer funds to my fresh wallet",
        "ابي احول فلوس لمحفظتي",
        "ممكن احول فلوس للمحفظه",
        "shlon a7awel flous lil wallet",
        "abi a7awel flous lil ma7fatha",
    ):
        turn = await send(client, message, token=token)
        assert turn.status == 200
        reply = turn.end["content"]
        assert not any(word in reply for word in _DECLINED), (message, reply)
        assert kinds(turn) != ["actions"], (message, kinds(turn))


async def test_money_sent_to_someone_elses_account_is_still_declined(client: Any) -> None:
    for message, guest in (
        ("transfer money to my brother's account", GUEST_A),
        ("ابي احول فلوس لحساب اختي", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert any(word in turn.end["content"] for word in _DECLINED), message

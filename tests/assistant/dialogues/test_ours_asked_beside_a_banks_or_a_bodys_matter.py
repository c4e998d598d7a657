"""Ours asked beside another matter's words, over a real socket in English, Gulf Arabic and
Arabizi: a person of ours asked after "are you a bot", a way of paying asked beside a card's
limit, goods asked beside a blood sugar reading, goods still wanted beside those had at home;
each is answered, never declined nor thanked for as a story. The other matter asked alone is
still declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_DECLINED = ("only help with your shopping", "أقدر أساعدك بس في التسوق")
_THANKED = ("You're welcome", "العفو")


async def test_a_person_or_a_way_of_paying_asked_beside_is_answered(client: Any) -> None:
    token = customer_token("demo-1")
    for message, kind in (
        ("r u a bot?? i want to speak to someone about my order", "handoff"),
        ("انت روبوت ولا انسان؟ ودي اكلم موظف بخصوص طلبي", "handoff"),
        ("my credit limit is maxed out, can i pay cash on delivery?", "faq"),
    ):
        turn = await send(client, message, token=token)
        assert turn.status == 200
        assert not any(word in turn.end["content"] for word in _DECLINED), message
        assert kind in kinds(turn), (message, kinds(turn))


async def test_goods_asked_beside_a_sugar_reading_are_not_declined(client: Any) -> None:
    for message, guest in (
        ("السكر عندي 210 عندكم بسكويت دايت", GUEST_B),
        ("il sukkar 3indi 180, 3indkum 3aseer bdoon sukkar?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        assert not any(word in turn.end["content"] for word in _DECLINED), message


async def test_goods_wanted_beside_those_had_are_shown(client: Any) -> None:
    for message, guest in (
        ("we have enough water already, just the eggs then", GUEST_A),
        ("i have enough rice, only the chicken", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        assert not any(word in turn.end["content"] for word in _THANKED), message
        assert "products" in kinds(turn) or turn.of("cart_action"), (message, kinds(turn))


async def test_the_other_matter_alone_is_still_declined(client: Any) -> None:
    for message, guest in (
        ("are you a robot", GUEST_A),
        ("what's my card spending limit", GUEST_A),
        ("السكر عندي 190 الصبح", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert any(word in turn.end["content"] for word in _DECLINED), message

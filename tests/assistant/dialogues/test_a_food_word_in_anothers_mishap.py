"""A food's word inside another matter's mishap, over a real socket: a phone dried in rice, a
car's engine oil, a thing to mend, in English, Gulf Arabic and Arabizi, gets the short decline
and no card nor proposal; the same words asked as goods still show them."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

MISHAPS = (
    # "it" points back at the phone the clause before named: no rice wished for
    ("my phone fell in the sink, should i put it in rice?", GUEST_A),
    ("التلفون طاح بالماي, احطه بالرز؟", GUEST_B),
    ("el phone 6a7 bil birka, a7i6a bil 3aish?", GUEST_B),
    # a car's engine, not a dish's ingredients
    ("shnu el zait el munasib 7ag makeenat el sayara", GUEST_B),
    ("el sayara ta7taj zait makeena jedeed", GUEST_B),
    # where to mend something, not the cart
    ("wain a9la7 el ni6ara", GUEST_B),
    ("abi a9la7 shashat el telefon", GUEST_B),
    # "the apple one" names the phone the clause before spoke of, not the fruit
    ("I need a new phone, the apple one. any good deals", GUEST_A),
    ("my car broke down, the toyota one, any advice", GUEST_A),
)

GOODS = (
    "abi zait 7ag el 6ab5",
    "zait zaitoon 3indkom?",
    "عندكم رز بسمتي؟",
    "any basmati rice?",
    "i want milk, the almarai one",
)


async def test_anothers_mishap_is_declined_with_no_card(client: Any) -> None:
    for message, guest in MISHAPS:
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), message
        assert_declined(turn, message, arabic=guest == GUEST_B)


async def test_the_same_words_asked_as_goods_show_them(client: Any) -> None:
    for message in GOODS:
        turn = await send(client, message, guest=GUEST_A)
        assert "products" in kinds(turn), (message, kinds(turn))

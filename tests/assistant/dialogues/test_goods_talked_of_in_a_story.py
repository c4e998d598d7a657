"""Goods talked of in a life's story, over a real socket in English, Gulf Arabic and Arabizi:
a meal already eaten, goods listed as at home, a favourite or a weakness, a wish of another
time, a habit cut down and a price once lower show no card and propose nothing; the same goods
asked for are still shown or proposed."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_GOODS = {"products", "product_detail", "offers", "cart_action"}


async def test_a_story_of_goods_shows_nothing_and_proposes_nothing(client: Any) -> None:
    for message, guest in (
        ("we just had dinner, rice and fish", GUEST_A),
        ("we have enough juice for the party", GUEST_A),
        ("honey is my guilty pleasure", GUEST_A),
        ("tea was cheaper before", GUEST_A),
        ("تعشينا سمك عند عمي البارحة", GUEST_B),
        ("عندي رز وطماط وبصل بالبيت", GUEST_B),
        ("الكنافة اكلتي المفضلة", GUEST_B),
        ("لو عندي فرن جان سويت كيك", GUEST_B),
        ("قاعدين نقلل من السكر", GUEST_B),
        ("toni fa6er 5ebz o jibin", GUEST_B),
        ("3indi 3aish o 6ama6 bel bait", GUEST_B),
        ("kan el 7aleeb ar5a9 gabil", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        assert not set(kinds(turn)) & _GOODS, (message, kinds(turn))


async def test_the_same_goods_asked_for_are_shown(client: Any) -> None:
    for message, guest in (
        ("we just had dinner, show me rice", GUEST_A),
        ("عندي رز بالبيت ابي طماط", GUEST_B),
        ("kan el 7aleeb ar5a9 gabil, abi 7aleeb almarai", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert set(kinds(turn)) & _GOODS, (message, kinds(turn))

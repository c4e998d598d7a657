"""Goods named in a step of cooking or in someone else's habit, over a real socket: "then add
the onions and fry them", "how much water do i add to a cup of rice", "بعدين تضيف البصل",
"ummi dayman t7u6 heel bil chai" put food into a pot or a cup, not into the cart, so nothing
is proposed; the same goods asked of the store ("add onions", "ضيف بصل", "7u6 heel") still
are."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

STEPS = (
    ("then add the onions and fry them till they're golden", GUEST_A),
    ("next you put the rice in and let it simmer", GUEST_A),
    ("you add 3 eggs to the flour and whisk, right?", GUEST_A),
    ("how much water do i add to 2 cups of basmati", GUEST_A),
    ("my wife always adds cardamom to the coffee", GUEST_A),
    ("بعدين تضيف الطماط وتقلبه", GUEST_B),
    ("بعدها نحط الرز على المرق", GUEST_B),
    ("كم ماي احط حق كوبين رز", GUEST_B),
    ("اقدر اضيف عسل للشاي الحار", GUEST_B),
    ("يدتي دايم تحط زعفران بالقهوه", GUEST_B),
    ("ba3dain t7u6 el 6ama6 w t7arrika", GUEST_B),
    ("ba3dain n9eef el 3aish", GUEST_B),
    ("umi dayman t9eef heel lil gahwa", GUEST_B),
    ("agdar a9eef 3asal lil chai?", GUEST_B),
)

REQUESTS = (
    ("add 2 bags of red onions", GUEST_A),
    ("then add 2 almarai milk please", GUEST_A),
    ("ضيف ٢ كيلو طماط", GUEST_B),
    ("7u6li 2 kilo 6ama6", GUEST_B),
)


async def test_goods_in_a_cooking_step_propose_nothing(client: Any) -> None:
    for message, guest in STEPS:
        turn = await send(client, message, guest=guest)
        assert turn.status == 200
        assert "cart_action" not in kinds(turn), (message, kinds(turn))


async def test_the_same_goods_asked_of_the_store_are_proposed(client: Any) -> None:
    for message, guest in REQUESTS:
        turn = await send(client, message, guest=guest)
        assert "cart_action" in kinds(turn), (message, kinds(turn))
        assert turn.action("add_to_cart")["items"], message

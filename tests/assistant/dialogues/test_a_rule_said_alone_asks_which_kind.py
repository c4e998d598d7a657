"""A need laid down as a rule with nothing in view and no kind named ("my nephew can't eat
gluten", "اخوي ما ياكل مكسرات", "bnti ma takil gluten"), over a real socket in English,
Gulf Arabic and Arabizi: the "eat" of the rule forbids a food and asks none, so the kind of
goods is asked, never a handful of every aisle; asked what they can eat, they are shown."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_rule_alone_asks_the_kind_and_shows_no_aisles(client: Any) -> None:
    for message, guest in (
        ("my nephew can't eat gluten", GUEST_A),
        ("heads up my daughter cannot eat peanuts", GUEST_A),
        ("اخوي ما ياكل مكسرات", GUEST_B),
        ("ولدي ما ياكل جلوتين", GUEST_B),
        ("bnti ma takil gluten", GUEST_B),
        ("a5oy ma yakil mukassarat", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "error" not in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), (message, names(turn))
        assert turn.end["content"], (message, kinds(turn))


async def test_what_they_can_eat_beside_the_rule_still_shows_foods(client: Any) -> None:
    for message, guest in (
        ("my nephew can't eat gluten, what can he eat", GUEST_A),
        ("اخوي ما ياكل مكسرات شنو ياكل", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert names(turn), (message, kinds(turn), texts(turn))

"""Goods the shopper has, told beside the recipe's goods wanted, over a real socket in
English, Gulf Arabic and Arabizi: what is had is never proposed. "I have the eggs, add the
rest" is the recipe less the eggs; "I have onions, just the lentils and lemon" is only the
lentils and lemon."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation
from tests.conftest import GUEST_A, GUEST_B

_EGGS = "p-0226"
_ONIONS = "p-0104"
_TOMATOES = "p-0101"
_GARLIC = "p-0116"
_PEPPERS = "p-0119"
_LENTILS = "p-0606"
_LEMONS = "p-0013"


async def test_what_is_had_and_the_rest_wanted_is_the_recipe_less_it(client: Any) -> None:
    for said, guest in (
        (
            ["shakshuka recipe please", "we've got eggs and tomatoes here, only put the rest"],
            GUEST_A,
        ),
        (["ابي وصفة شكشوكة", "البيض والطماط عندي، بس ضيف الباقي"], GUEST_B),
        (["wasfat shakshuka", "il bai6 w il 6ama6 3indi, bs 7ot il ba8i"], GUEST_B),
    ):
        *_, added = await conversation(client, said, guest=guest)
        lines = {line["productId"] for line in added.action()["items"]}
        assert _PEPPERS in lines and not lines & {_EGGS, _TOMATOES}, (said[1], lines)


async def test_what_is_had_beside_just_some_of_it_stays_out(client: Any) -> None:
    for said, guest in (
        (
            ["how do i make lentil soup", "i have garlic and onions. only the lentils and lemons"],
            GUEST_A,
        ),
        (["وصفة شوربة العدس لو سمحت", "الثوم والبصل موجودين عندي، بس العدس والليمون"], GUEST_B),
        (["wasfat shorbat 3adas", "3indi thoom w basal bil bait bs il 3adas w il leemon"], GUEST_B),
    ):
        *_, added = await conversation(client, said, guest=guest)
        lines = {line["productId"] for line in added.action()["items"]}
        assert lines == {_LENTILS, _LEMONS}, (said[1], lines)

"""Goods settled on after others were shown, opened by a sigh or closed by a condition, over a
real socket in English, Gulf Arabic and Arabizi: "ugh fine the pods then" and "اوف خلاص الجل
عيل", "uff 5alas el gel 3ayal" after the Tide powder was out of stock; "alright 2 quinoa then if
you dont have 9". The goods are proposed, at the count said. Before, the sigh or the condition
hid the settling: the goods were shown again, or the message was taken for thanks."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import conversation, proposed_lines

TIDE_GEL, TIDE_PODS, QUINOA = "p-1902", "p-1903", "p-0613"


@pytest.mark.parametrize(
    ("settled", "line"),
    [
        ("ugh fine the pods then", (TIDE_PODS, 1)),
        ("اوف خلاص الجل عيل", (TIDE_GEL, 1)),
        ("uff 5alas el gel 3ayal", (TIDE_GEL, 1)),
    ],
)
async def test_a_sigh_before_the_goods_settled_on(
    client: Any, settled: str, line: tuple[str, int]
) -> None:
    turns = await conversation(client, ["do you have tide powder", settled], guest="c1" * 16)
    assert proposed_lines(turns[-1], "add_to_cart") == [line], settled


async def test_a_condition_after_the_goods_settled_on(client: Any) -> None:
    said = ["add 9 quinoa", "alright 2 quinoa then if you dont have 9"]
    turns = await conversation(client, said, guest="c2" * 16)
    assert proposed_lines(turns[-1], "add_to_cart") == [(QUINOA, 2)]

"""Two kinds of one goods asked with the goods' word said once, over a real socket in Gulf
Arabic, Arabizi and English: "ابي سمبوسه جبن ولحم", "abi samboosa jibin w la7am", "do you
have samboosa cheese and meat". The cheese and the meat samboosa are shown. Before, the
second kind alone ("لحم", meat) was searched for itself: lamb and beef came in place of the
meat samboosa. With counts the two were already proposed so; a list of different goods
("tomatoes, cucumbers and mint") is still each goods."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send

CHEESE_SAMBOOSA, MEAT_SAMBOOSA = "p-1511", "p-1512"


def _shown(turn: Any) -> list[str]:
    return [
        card["_id"]
        for block in turn.end["blocks"]
        if block["kind"] == "products"
        for card in block["products"]
    ]


async def test_both_kinds_of_the_goods_are_shown(client: Any) -> None:
    for message in (
        "ابي سمبوسه جبن ولحم",
        "abi samboosa jibin w la7am",
        "do you have samboosa cheese and meat",
    ):
        turn = await send(client, message, guest=uuid4().hex)
        assert _shown(turn) == [CHEESE_SAMBOOSA, MEAT_SAMBOOSA], (message, _shown(turn))


async def test_a_list_of_other_goods_is_each_goods(client: Any) -> None:
    turn = await send(client, "tomatoes, cucumbers and mint", guest=uuid4().hex)
    names = str([b for b in turn.end["blocks"] if b["kind"] == "products"])
    assert all(word in names for word in ("Tomatoes", "Cucumbers", "Mint")), names

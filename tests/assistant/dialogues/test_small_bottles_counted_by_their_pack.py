"""Small bottles asked by the count a pack of them holds, over a real socket in Arabizi, Gulf
Arabic and English: "7e6 ma2 rawdatain el 9a3'eer 24", "حط ماي الروضتين الصغير ٢٤", "add
rawdatain small water 24 and 2 halloumi". One pack of 24 x 330 ml is proposed. Before, "small"
picked the first pack of small bottles (12 x 330 ml) and the 24 made two of it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.handlers.assistant_support import send

RAWDATAIN = "p-1401"


def _pack(line: dict[str, Any]) -> str:
    [name] = [v["name"] for v in line["product"]["variants"] if v["_id"] == line["variantId"]]
    return str(name)


@pytest.mark.parametrize(
    "asked",
    [
        "7e6 ma2 rawdatain el 9a3'eer 24",
        "حط ماي الروضتين الصغير ٢٤",
        "add rawdatain small water 24 and 2 halloumi",
    ],
)
async def test_one_pack_of_24_is_proposed(client: Any, asked: str) -> None:
    turn = await send(client, asked, guest="f1" * 16)
    lines = turn.action("add_to_cart")["items"]
    [water] = [line for line in lines if line["productId"] == RAWDATAIN]
    assert (water["quantity"], _pack(water)) == (1, "24 x 330 ml"), asked


async def test_two_small_bottles_packs_stay_two(client: Any) -> None:
    turn = await send(client, "add 2 small rawdatain water", guest="f2" * 16)
    [water] = turn.action("add_to_cart")["items"]
    assert water["quantity"] == 2

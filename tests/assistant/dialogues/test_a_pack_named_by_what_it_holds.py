"""A pack named by how many it holds, over a real socket in English, Gulf Arabic and
Arabizi: "the one with 3", "ابو ٣", "el 3 7abat" propose one of the pack of three (or as
many of it as counted before), never three of the single bottle; a measure after the holding
words is still the pack of that measure."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import ref
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CORDIAL, _SINGLE = ref("BEV-VIM-CORDIAL", 1)
_, _TRIPLE = ref("BEV-VIM-CORDIAL", 2)
_MILK, _MILK_2L = ref("DAI-ALM-MILK-FF", 2)


async def _line(client: Any, message: str, guest: str) -> tuple[str, str, int]:
    turn = await send(client, message, guest=guest)
    [line] = turn.action("add_to_cart")["items"]
    return line["productId"], line["variantId"], line["quantity"]


async def test_a_pack_named_by_its_count_is_that_pack(client: Any) -> None:
    for message, guest, wanted in (
        ("put the vimto pack with 3 bottles in my cart", GUEST_A, (_TRIPLE, 1)),
        ("عطني الفيمتو اللي فيه ٣ حبات", GUEST_B, (_TRIPLE, 1)),
        ("ابي فيمتو ابو ٣", GUEST_B, (_TRIPLE, 1)),
        ("7ot vimto el 3 7abat", GUEST_B, (_TRIPLE, 1)),
        ("ضيف ٢ من الفيمتو اللي فيه ٣", GUEST_B, (_TRIPLE, 2)),
        ("7ot 2 vimto ili feeh 3", GUEST_B, (_TRIPLE, 2)),
        ("add 2 vimto 710 ml", GUEST_A, (_SINGLE, 2)),
    ):
        assert await _line(client, message, guest) == (_CORDIAL, *wanted), message


async def test_a_measure_after_the_holding_words_is_that_measures_pack(client: Any) -> None:
    line = await _line(client, "ضيف حليب المراعي ام ٢ لتر", GUEST_B)
    assert line == (_MILK, _MILK_2L, 1), line

"""The pieces of a pack said after "the" and before the goods' name, over a real socket:
"the 12 toilet rolls", "وال ١٢ ورق تواليت رولات", "w il 12 toilet paper rolls" beside other
goods are one pack of twelve rolls, never twelve packs of twelve; a count said bare ("add 3
fine toilet rolls") still counts packs."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_TOILET_ROLLS = "p-1913"  # Fine Toilet Rolls, sold as one pack of 12 rolls


async def test_the_pieces_said_before_the_goods_name_the_pack(client: Any) -> None:
    for message, guest in (
        ("put the 12 toilet rolls", GUEST_A),
        ("i need 2 fairy lemon plus the 12 toilet paper rolls", GUEST_A),
        ("حط ٢ فيري ليمون وال ١٢ ورق تواليت رولات", GUEST_B),
        ("abi 2 fairy lemon w il 12 toilet paper rolls", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        lines = turn.action("add_to_cart")["items"]
        [line] = [line for line in lines if line["productId"] == _TOILET_ROLLS]
        assert line["quantity"] == 1, (message, line)


async def test_a_bare_count_still_counts_packs(client: Any) -> None:
    turn = await send(client, "add 3 fine toilet rolls", guest=GUEST_A)
    [line] = turn.action("add_to_cart")["items"]
    assert (line["productId"], line["quantity"]) == (_TOILET_ROLLS, 3), line

"""The plain one of a brand asked for right after a list it leads, over a real socket in
English, Gulf Arabic and Arabizi: "2 of the plain galaxy" after the nut-free Galaxy bars (the
plain bar first) is two of that bar, proposed beside the other goods named, never "which one
would you like?" of the list as if the words had named none."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_PLAIN_GALAXY = "p-1106"  # Galaxy Smooth Milk Chocolate, the bar of no flavour


async def test_the_plain_one_named_is_proposed(client: Any) -> None:
    for shown, said, guest in (
        (
            "which galaxy bars have no nuts",
            "alright, 2 of the plain galaxy and kiri dips please",
            GUEST_A,
        ),
        ("اي جالكسي ما فيه مكسرات", "حط ٢ من الجالكسي العادي، وكيري ديبس", GUEST_B),
        ("ay galaxy ma feeh mkassarat", "7ot 2 min el galaxy el 3adi w kiri dips", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, said, listed.conversation_id, guest=guest)
        lines = {
            line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]
        }
        assert lines.get(_PLAIN_GALAXY) == 2, (said, turn.end["content"])

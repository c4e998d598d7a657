"""A line just put in corrected after an apology, over a real socket in English, Gulf Arabic
and Arabizi: with the brown eggs in the cart, "no sorry, i meant the white ones not the brown,
swap it", "لا اسفه، ابي الابيض مب البني، غيره", "لا غلطت، الابيض مو البني بدله", "la sorry abi
el abya9 mu el brown, baddla" swap the brown for the white in one change, never turned away
as off-topic, asked what is looked for, or the brown put in again."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_BROWN = "p-0227"


async def test_a_correction_after_an_apology_swaps_the_line(client: Any) -> None:
    for first, then, guest in (
        (
            "add the brown eggs 30 pack",
            "no sorry, i meant the white ones not the brown, swap it",
            GUEST_A,
        ),
        ("حط بيض بني ٣٠ حبه", "لا اسفه، ابي الابيض مب البني، غيره", GUEST_B),
        ("حط بيض بني ٣٠ حبه", "لا غلطت، الابيض مو البني بدله", GUEST_B),
        ("7ot bai9 brown 30", "la sorry abi el abya9 mu el brown, baddla", GUEST_B),
    ):
        await send(client, "empty my cart", guest=guest)
        offered = await send(client, first, guest=guest)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, then, offered.conversation_id, guest=guest)
        lines = {line["productId"]: line["quantity"] for line in turn.action()["items"]}
        assert turn.action()["actionType"] == "update_cart_item", (then, turn.action())
        assert lines.get(_BROWN) == 0 and len(lines) == 2, (then, lines)

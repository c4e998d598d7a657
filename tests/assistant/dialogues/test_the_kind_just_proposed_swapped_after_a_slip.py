"""The kind just proposed swapped for another after a slip owned, over a real socket in
English, Gulf Arabic and Arabizi: "sorry my mistake, the white not the brown", "لا اسف غلطت،
ابي الابيض مو البني، غيره" is that line in the other kind, pending or in the cart already;
never a search for the apology's words nor a question of what is wanted."""

from __future__ import annotations

from typing import Any

from tests.handlers.assistant_support import confirm, send

_WHITE = "p-0226"
_BROWN = "p-0227"
_GUESTS = [f"e66c0ffee0{n:022d}" for n in range(6)]


def _lines(turn: Any, kind: str) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action(kind)["items"]}


async def test_the_pending_kind_swapped_after_a_slip(client: Any) -> None:
    for offer, slip, guest in (
        ("add brown eggs 30", "sorry my mistake, i want the white not the brown", _GUESTS[0]),
        ("حط بيض بني ٣٠ حبه", "لا اسف غلطت، ابي الابيض مو البني، غيره", _GUESTS[1]),
        ("7ot bai9 bni 30", "la sorry, abi il abya9 mu il bni, baddilah", _GUESTS[2]),
    ):
        offered = await send(client, offer, guest=guest)
        assert _lines(offered, "add_to_cart") == {_BROWN: 1}, (offer, offered.blocks)
        turn = await send(client, slip, offered.conversation_id, guest=guest)
        assert _lines(turn, "add_to_cart") == {_WHITE: 1}, (slip, turn.blocks)


async def test_the_kind_confirmed_swapped_on_the_cart_after_a_slip(client: Any) -> None:
    for offer, slip, guest in (
        (
            "add brown eggs 30",
            "my bad, i meant the white ones not the brown, swap them",
            _GUESTS[3],
        ),
        ("حط بيض بني ٣٠ حبه", "لا غلطت، ابيه ابيض مو البني، بدله", _GUESTS[4]),
        ("7ot bai9 bni 30", "la sorry 3'la6t, abi il abya9 mu il bni, baddilah", _GUESTS[5]),
    ):
        offered = await send(client, offer, guest=guest)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, slip, offered.conversation_id, guest=guest)
        assert _lines(turn, "update_cart_item") == {_BROWN: 0, _WHITE: 1}, (slip, turn.blocks)

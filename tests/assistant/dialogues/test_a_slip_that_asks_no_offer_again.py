"""A slip told of the request itself, or of the goods picked, asks for no offer again, over a
real socket in English, Gulf Arabic and Arabizi: "ordered the laban by accident, take it
back", "طلبت الشمام بالغلط، رجعه", "6alabt il shammam bil ghala6, rj3ah" let the offer go, and
"wrong one, go back to the nadec" asks for other goods; none of them brings the offer just
made back as it was."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


def _offers(turn: Any) -> list[list[tuple[str, str | None, int]]]:
    return [
        [(item["productId"], item.get("variantId"), item["quantity"]) for item in block["items"]]
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action" and block["actionType"] == "add_to_cart"
    ]


async def test_the_offer_is_not_made_again_when_the_slip_was_not_a_tap(client: Any) -> None:
    for ask, slip, guest in (
        ("add 2 almarai laban", "ordered the laban by accident, take it back", GUEST_A),
        ("add 2 almarai laban", "oops wrong one, go back to the kdd laban", GUEST_A),
        ("ضيف ٢ شمام", "طلبت الشمام بالغلط، رجعه", GUEST_B),
        ("7ot 2 shammam", "6alabt il shammam bil ghala6, rj3ah", GUEST_B),
    ):
        offered = await send(client, ask, guest=guest)
        assert _offers(offered), (ask, offered.end["blocks"])
        [first] = _offers(offered)
        turn = await send(client, slip, offered.conversation_id, guest=guest)
        assert first not in _offers(turn), (slip, turn.end["blocks"])


async def test_goods_named_beside_the_slip_are_not_the_offer(client: Any) -> None:
    for hold, remove, offer, slip, guest in (
        (
            "add 2 almarai full fat milk",
            "remove the milk",
            "add white arabic bread",
            "oops i removed the milk by mistake, add it back",
            GUEST_A,
        ),
        ("ضيف ٢ حليب المراعي كامل الدسم", "شيل الحليب", "ضيف خبز عربي ابيض", "شلت الحليب بالغلط، رجعه", GUEST_B),
        ("7ot 2 7aleeb almarai kamil el dasam", "sheel el 7aleeb", "7ot 5ubz 3arabi abya9",
         "sheelt el 7aleeb bil ghala6, rj3ah", GUEST_B),
    ):  # fmt: skip
        held = await send(client, hold, guest=guest)
        done = await confirm(client, held.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        removal = await send(client, remove, held.conversation_id, guest=guest)
        gone = await confirm(client, removal.action("remove_cart_item")["actionId"], guest=guest)
        assert gone.status == 200, gone.json
        offered = await send(client, offer, held.conversation_id, guest=guest)
        [bread] = _offers(offered)
        turn = await send(client, slip, held.conversation_id, guest=guest)
        assert bread not in _offers(turn), (slip, turn.end["blocks"])

"""The offer taken with more goods beside it, over a real socket in English, Gulf Arabic and
Arabizi: "put them in the cart with 2 pepsi" right after milk and eggs were offered is one
proposal of the milk, the eggs and two Pepsi, in place of the one pending; once the offer
went in, only the Pepsi is new."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_MILK = "p-0201"
_EGGS = "p-0226"
_PEPSI = "p-1212"


def _lines(turn: Any) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action()["items"]}


async def test_them_with_more_goods_is_the_offer_and_the_goods(client: Any) -> None:
    for offer, then, guest in (
        ("add almarai milk and eggs", "ok put them in my cart with 2 pepsi", GUEST_A),
        ("ضيف حليب المراعي وبيض", "حطهم بالسله مع ٢ بيبسي", GUEST_B),
        ("7ot 7aleeb almarai w bai6", "7o6hom bil sallah wiya 2 pepsi", GUEST_B),
    ):
        offered = await send(client, offer, guest=guest)
        assert set(_lines(offered)) == {_MILK, _EGGS}, (offer, _lines(offered))
        turn = await send(client, then, offered.conversation_id, guest=guest)
        assert _lines(turn) == {_MILK: 1, _EGGS: 1, _PEPSI: 2}, (then, _lines(turn))


async def test_them_with_more_goods_after_the_offer_went_in_is_the_goods(client: Any) -> None:
    offered = await send(client, "add almarai milk and eggs", guest=GUEST_A)
    confirmed = await confirm(client, offered.action()["actionId"], guest=GUEST_A)
    assert confirmed.status == 200, confirmed.json
    then = "put them in the cart with 2 pepsi"
    turn = await send(client, then, offered.conversation_id, guest=GUEST_A)
    assert _lines(turn) == {_PEPSI: 2}, (then, _lines(turn))

"""A line of the cart let go in plain words over a real socket ("actually skip the milk",
"nix the milk", "cancel the milk", "طير الحليب", "sheel el 7aleeb") is a proposal to remove
it, never to add it again nor to cancel an order. Laban asked for is not labneh:
"ضيف لبن نادك" proposes no Nadec labneh."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def _milk_in_the_cart(client: Any, guest: str) -> tuple[str, str]:
    """A conversation whose cart holds Almarai milk: its id and the product's."""
    offered = await send(client, "add 2 almarai full fat milk", guest=guest)
    [line] = offered.action("add_to_cart")["items"]
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert confirmed.status == 200, confirmed.json
    return offered.conversation_id, line["productId"]


async def test_a_line_let_go_in_plain_words_is_removed(client: Any) -> None:
    for message, guest in (
        ("actually skip the milk", GUEST_A),
        ("nix the milk", GUEST_A),
        ("ditch the milk", GUEST_A),
        ("I don't need the milk anymore", GUEST_A),
        ("cancel the milk please", GUEST_A),
        ("i changed my mind on the milk", GUEST_A),
        ("hold the milk", GUEST_A),
        ("كنسل الحليب", GUEST_B),
        ("طير الحليب", GUEST_B),
        ("ما احتاج الحليب بعد", GUEST_B),
        ("sheel el 7aleeb", GUEST_B),
        ("ma abi el 7aleeb 5ala9", GUEST_B),
    ):
        conversation, milk = await _milk_in_the_cart(client, guest)
        turn = await send(client, message, conversation, guest=guest)
        kinds = [b.get("actionType") for b in turn.end["blocks"] if b["kind"] == "cart_action"]
        assert kinds == ["remove_cart_item"], (message, kinds)
        [line] = turn.action("remove_cart_item")["items"]
        assert line["productId"] == milk, message


async def test_laban_asked_for_is_not_labneh(client: Any) -> None:
    for message in ("ضيف لبن نادك", "حط لي لبن نادك"):
        turn = await send(client, message, guest=GUEST_B)
        offered = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
        assert not offered, (message, offered)
    labneh = await send(client, "ضيف لبنه نادك", guest=GUEST_B)
    [line] = labneh.action("add_to_cart")["items"]
    assert line["productId"] == "p-0211"

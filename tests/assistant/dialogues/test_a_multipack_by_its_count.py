"""A multipack named by how many it holds, over a real socket: "the vimto 3 pack" and "a 6
pack of chocolate milk" are one pack of three or six, the product's multipack, never three or
six singles; "3 packs" and "2 pack of tissues" still count packs."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

_VIMTO_THREE = "p-1201-v2"  # Vimto Fruit Cordial, 3 x 710 ml
_CHOCOLATE_MILK = "p-1209"  # KDD Chocolate Milk, 6 x 180 ml


async def test_a_multipack_named_by_its_count_is_one_of_that_pack(client: Any) -> None:
    for message in (
        "can i get the vimto 3 pack",
        "vimto cordial 3 pack and khalas dates 1 kilo",
        "i want the 3 pack of vimto cordial",
    ):
        turn = await send(client, message, guest=GUEST_A)
        lines = turn.action("add_to_cart")["items"]
        vimto = [line for line in lines if line["productId"] == "p-1201"]
        assert [(v["variantId"], v["quantity"]) for v in vimto] == [(_VIMTO_THREE, 1)], (
            message,
            lines,
        )
    for message in ("add 2 smarties and a chocolate milk 6 pack", "the chocolate milk 6 pack pls"):
        turn = await send(client, message, guest=GUEST_A)
        lines = turn.action("add_to_cart")["items"]
        milk = [line for line in lines if line["productId"] == _CHOCOLATE_MILK]
        assert [line["quantity"] for line in milk] == [1], (message, lines)


async def test_packs_counted_stay_a_count(client: Any) -> None:
    turn = await send(client, "add 3 packs of vimto cordial", guest=GUEST_A)
    [line] = turn.action("add_to_cart")["items"]
    assert line["quantity"] == 3, line


async def test_a_count_said_before_a_pack_counts_packs(client: Any) -> None:
    """ "N pack" right after a request word counts packs; it names a multipack only with an
    article before it or the goods named before it, and only where such a pack is sold."""
    for message, count in (
        ("please add 4 pack almarai full fat milk", 4),
        ("abi 2 pack 7aleeb almarai", 2),
        ("i need 3 pack facial tissues", 3),
        ("a 4 pack of pepsi cans", 4),  # sold only in sixes: four of its packs
    ):
        turn = await send(client, message, guest=GUEST_A)
        [line] = turn.action("add_to_cart")["items"]
        assert line["quantity"] == count, (message, line)
    for message in ("the 3 pack vimto cordial",):
        turn = await send(client, message, guest=GUEST_A)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["variantId"], line["quantity"]) == (_VIMTO_THREE, 1), (message, line)
    shown = await send(client, "facial tissues", guest=GUEST_A)
    turn = await send(client, "ok i'll take 2 pack", shown.conversation_id, guest=GUEST_A)
    [line] = turn.action("add_to_cart")["items"]
    assert line["quantity"] == 2, line


async def test_goods_and_their_pack_said_alone_are_one_of_it(client: Any) -> None:
    """ "pepsi 6 pack" with no verb is one of that pack, as "milk 2" is two milks; asked
    about ("how much is the pepsi 6 pack") it is shown, nothing proposed."""
    for message in ("pepsi 6 pack", "pepsi cans 6 pack please", "vimto 3 pack"):
        turn = await send(client, message, guest=GUEST_A)
        [line] = turn.action("add_to_cart")["items"]
        assert line["quantity"] == 1, (message, line)
    turn = await send(client, "how much is the pepsi 6 pack", guest=GUEST_A)
    kinds = [block["kind"] for block in turn.end["blocks"]]
    assert "products" in kinds and "cart_action" not in kinds, kinds

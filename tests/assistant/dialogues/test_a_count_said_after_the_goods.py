"""A count said after the goods, with the count it is not, over a real socket in English,
Gulf Arabic and Arabizi: "and the galaxy, i want 3 not 2", "والجالكسي ابيه ٣ مو ١", "w toilet
rolls ab8a 3 mu wa7id" are that many of the goods: proposed in that count when the cart has
none, set on the cart's line when it has them; never "not found", nor another matter."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(NAMES[item["productId"]], item["quantity"]) for item in turn.action()["items"]]


async def test_a_count_after_goods_not_in_the_cart_proposes_them(client: Any) -> None:
    for message, wanted, guest in (
        ("and the galaxy, i want 3 not 2", ("Galaxy Smooth Milk Chocolate Bar", 3), GUEST_A),
        ("w toilet rolls ab8a 2 mu wa7id", ("Fine Toilet Rolls", 2), GUEST_B),
        ("والجالكسي ابيه ٢ مو ١", ("Galaxy Smooth Milk Chocolate Bar", 2), GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert _lines(turn) == [wanted], (message, said)


async def test_a_count_after_goods_in_the_cart_sets_their_line(client: Any) -> None:
    for first, then, wanted, guest in (
        ("add fine toilet rolls", "the toilet rolls, i need 3 not 1", 3, GUEST_A),
        ("حط جالكسي", "والجالكسي ابيه ٣ مو ١", 3, GUEST_B),
        ("7ut fine toilet rolls", "w el toilet rolls abeehum 4 mu wa7id", 4, GUEST_B),
    ):
        offered = await send(client, first, guest=guest)
        await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, then, offered.conversation_id, guest=guest)
        [line] = turn.action("update_cart_item")["items"]
        assert line["quantity"] == wanted, (then, line)

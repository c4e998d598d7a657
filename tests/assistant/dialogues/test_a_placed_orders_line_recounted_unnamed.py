"""A line of an order still to come given a new count with no order named, over a real socket
in English, Gulf Arabic and Arabizi: "make the watermelons 2 instead of 3" when the cart holds
none and the chalet order three is that order's change, which the hub does not make: said so,
with the order's card and what its state still allows; never "which product?" nor watermelon
proposed for the cart. A count of the cart's own line stays the cart's.

demo-3: KW-100921 to the Chalet (confirmed) holds 3 watermelons.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

CHALET_ORDER = "KW-100921"


async def test_the_line_recounted_is_the_orders_that_holds_it(client: Any) -> None:
    token = customer_token("demo-3")
    await emptied_cart(client, token=token)
    for asked in (
        "the watermelons, can you make them 2 instead of 3? too many",
        "الجح خلوه ثنتين بدال ثلاث",
        "il ji7 5aloh 2 bdal 3 law sama7t",
    ):
        turn = await send(client, asked, token=token)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        assert order_numbers(turn, "order_status") == [CHALET_ORDER], (asked, kinds(turn))
        said = turn.end["content"]
        assert "can't change" in said or "ما أقدر أعدل" in said, (asked, said)


async def test_the_carts_own_line_recounted_stays_the_carts(client: Any) -> None:
    token = customer_token("demo-3")
    await emptied_cart(client, token=token)
    added = await send(client, "ابي 3 رقي", token=token)
    done = await confirm(client, added.action("add_to_cart")["actionId"], token=token)
    assert done.status == 200, done.json
    turn = await send(client, "الرقي خله 2 بدال 3", token=token)
    assert turn.action("update_cart_item")["items"][0]["quantity"] == 2, kinds(turn)

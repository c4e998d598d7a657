"""Goods asked "like that one" right after a placed order was talked of, over a real socket
in English, Gulf Arabic and Arabizi: "so add 2 halloumi and cucumber like that one", "ضيف حلوم ٢
وخيار مثل هذاك" after asking this morning's order cancelled "ill just add the stuff here". "Like that
one" says what kind, not where: the goods are proposed for the cart. Before, it read as goods
put onto the placed order ("an order already placed can't take more goods here"), and the
Arabic "مثل" (like) as a word of the goods, which left the cucumber out."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

HALLOUMI, CUCUMBER = "p-0215", "p-0108"
PLACED_ANSWER = ("can't take more goods", "ما نقدر نضيف عليه")


async def test_the_goods_go_in_the_cart(client: Any) -> None:
    for cancel, adding in (
        (
            "the order i did this morning w the halloumi, cancel it pls. ill just add the stuff here",
            "so add 2 halloumi and cucumber like that one",
        ),
        (
            "طلب الصبح اللي فيه الحلوم الغوه، بضيف الاغراض هني",
            "ضيف حلوم ٢ وخيار مثل هذاك",
        ),
        (
            "el 6alab ely sawaita el 9b7 bel 7aloom elghoo, b a7u6 el ashya hni",
            "7ot 7aloom 2 w 5iyar like that one",
        ),
    ):
        token = customer_token("demo-3")
        asked = await send(client, cancel, token=token)
        turn = await send(client, adding, asked.conversation_id, token=token)
        said = turn.end["content"]
        assert not any(words in said for words in PLACED_ANSWER), (adding, said)
        items = {
            line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]
        }
        assert items.get(HALLOUMI) == 2 and CUCUMBER in items, (adding, items)

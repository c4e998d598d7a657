"""A line of the order in talk swapped, asked in Arabizi with the English words of the goods,
over a real socket: "mumkin abaddil il 7aleeb el low fat b full fat?" right after today's
order's status, with nothing in the cart. It is that order's change: the answer says a placed
order is not changed here, with what can come in a new order; before, it read as a swap of
the cart's lines and said the cart was empty. The English and Arabic forms guard what
already worked."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

EMPTY_CART = ("Your cart is empty", "سلتك فارغة")
NOT_CHANGED_HERE = ("can't change an order", "ما أقدر أعدل على طلب")


async def test_the_swap_is_of_the_order_in_talk(client: Any) -> None:
    token = customer_token("demo-2")  # today's order, being prepared
    for asked, swap in (
        ("where is today's order", "could i still change the milk from low fat to full fat?"),
        ("وين طلب اليوم؟", "اقدر ابدل الحليب من قليل الدسم الى كامل الدسم؟"),
        ("wain 6albi?", "mumkin abaddil il 7aleeb el low fat b full fat?"),
        ("wain 6albi?", "agdar abaddil el laban ila full fat?"),
    ):
        status = await send(client, asked, token=token)
        turn = await send(client, swap, status.conversation_id, token=token)
        said = turn.end["content"]
        assert not any(words in said for words in EMPTY_CART), (swap, said)
        assert any(words in said for words in NOT_CHANGED_HERE), (swap, said)

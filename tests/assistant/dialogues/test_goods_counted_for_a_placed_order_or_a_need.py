"""Goods counted, then an order placed or a need told as whom they are for, over a real socket
in English, Gulf Arabic and Arabizi: "for my order from this morning", "حق طلبي", "7ag
6alabi" ask the goods onto a placed order, which takes none (said, nothing proposed); "for
my diabetic dad", "حق ابوي مريض سكر" ask goods that keep the need, never the plain ones
proposed."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

# none of the store's chocolate bars is sugar free
_CHOCOLATE_BARS = {"p-1106", "p-1107", "p-1108"}


async def test_goods_counted_for_a_placed_order_are_not_proposed(client: Any) -> None:
    for asked in (
        "pls add 3 laban, for my order i placed today",
        "ضيف ٢ خبز، حق طلبي اللي انرسل",
        "zeed 2 laban, 7ag 6alabi il yom",
    ):
        turn = await send(client, asked, token=customer_token("demo-3"))
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        said = turn.end["content"]
        assert "can't take more" in said or "ما نقدر نضيف" in said, (asked, said)


async def test_goods_counted_for_someone_with_a_need_keep_the_need(client: Any) -> None:
    for guest, asked in (
        (GUEST_A, "2 chocolate bars please, for my diabetic mum"),
        (GUEST_B, "ابي ٣ لوح شوكولاته، حق جدي مريض سكر"),
        (GUEST_B, "abi 2 looh chocolate, 7ag ubooy mareedh sukkar"),
    ):
        turn = await send(client, asked, guest=guest)
        if "cart_action" in kinds(turn):
            proposed = {line["productId"] for line in turn.action("add_to_cart")["items"]}
            assert not proposed & _CHOCOLATE_BARS, (asked, proposed)

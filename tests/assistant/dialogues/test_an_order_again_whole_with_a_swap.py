"""An order offered again, taken whole with one of its goods swapped, over a real socket in
English, Gulf Arabic and Arabizi: "all of it with the gel instead of the powder", after a
question of the out-of-stock powder's stand-ins, is one proposal of the order's goods in stock
and the gel, never the gel's card alone."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_ORDER_LINES = {"p-1904", "p-1913", "p-1907"}  # the cleaning order's goods still in stock
_TIDE_GEL = "p-1902"


async def test_all_of_the_order_with_the_gel_for_the_powder(client: Any) -> None:
    token = customer_token("demo-2")
    for again, asked, whole in (
        (
            "reorder KW-100187 please",
            "is the tide powder out? what else is there",
            "ok, put all of it in with the gel instead of the powder",
        ),
        (
            "ابي نفس طلب التنظيف اللي طلبته اول الشهر",
            "التايد خلصان؟ شنو البديل",
            "زين، حط كل شي بس الجل بدل البودره",
        ),
        (
            "abi nafs 6alab il tan6eef ili 6labta awal il shahar",
            "il tide 5ala9? shnu il badeel",
            "ok 7ot kilshay bs il gel badal il powder",
        ),
    ):
        offered = await send(client, again, token=token)
        assert offered.action("reorder"), (again, offered.blocks)
        shown = await send(client, asked, offered.conversation_id, token=token)
        turn = await send(client, whole, shown.conversation_id, token=token)
        items = {line["productId"] for line in turn.action("add_to_cart")["items"]}
        assert items == {*_ORDER_LINES, _TIDE_GEL}, (whole, items)

"""A list of goods put in with a budget beside it, over a real socket: "add brown toast,
eggs and strawberry jam, need to keep it under 3 kd", "ضيف خبز توست اسمر و بيض و مربى
فراولة، ما ابي اتعدى ٣ دينار", "7ot 5obz toast asmar w bai9 abya9 kbeer w mraba frawla, under 3kd" propose
the goods named, and "drop the jam then" takes the jam off that proposal. One kind of goods
under a price is still a search for what fits."""

from __future__ import annotations

import uuid
from typing import Any

from tests.handlers.assistant_support import send


async def test_the_listed_goods_are_proposed_and_one_taken_back(client: Any) -> None:
    for put, drop in (
        (
            "add brown toast, eggs and strawberry jam, need to keep it under 3 kd",
            "drop the jam then",
        ),
        (
            "ضيف خبز توست اسمر و بيض ابيض كبير و مربى فراولة، ما ابي اتعدى ٣ دينار",
            "خلاص شيل المربى",
        ),
        ("7ot 5obz toast asmar w bai9 abya9 kbeer w mraba frawla, under 3kd", "shil el mraba"),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, put, guest=guest)
        lines = [i["productId"] for i in offered.action("add_to_cart")["items"]]
        assert len(lines) == 3, (put, lines)
        taken = await send(client, drop, offered.conversation_id, guest=guest)
        kept = [i["productId"] for i in taken.action("add_to_cart")["items"]]
        assert kept == lines[:2], (drop, kept)


async def test_one_kind_under_a_price_is_still_searched(client: Any) -> None:
    turn = await send(client, "add chips under 500 fils", guest=uuid.uuid4().hex)
    assert not [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
    assert [b for b in turn.end["blocks"] if b["kind"] == "products"]

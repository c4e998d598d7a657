"""One line of several just offered taken off without its name, over a real socket: "take out
one of those", "شيلي وحده منهم", "shil wa7ed minhom" right after milk, eggs and bread were
offered keep the offer and ask which; the name said next takes that line off and offers the
rest. A single line offered is still withdrawn as before."""

from __future__ import annotations

import uuid
from typing import Any

from tests.handlers.assistant_support import send


async def test_which_is_asked_and_the_named_line_goes(client: Any) -> None:
    for add, then, named in (
        (
            "add almarai full fat milk, large white eggs and white arabic bread",
            "take out one of those",
            "the eggs",
        ),
        ("ضيف حليب المراعي كامل الدسم و بيض ابيض كبير و خبز عربي ابيض", "شيلي وحده منهم", "البيض"),
        (
            "7ot 7aleeb almarai kamil el dasam w bai9 abya9 kbeer w 5obz 3arabi abya9",
            "shil wa7ed minhom",
            "el bai9",
        ),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, add, guest=guest)
        lines = [i["productId"] for i in offered.action("add_to_cart")["items"]]
        assert len(lines) == 3, add
        asked = await send(client, then, offered.conversation_id, guest=guest)
        assert not [b for b in asked.end["blocks"] if b["kind"] == "cart_action"], then
        assert "?" in asked.end["content"] or "؟" in asked.end["content"], asked.end["content"]
        answered = await send(client, named, offered.conversation_id, guest=guest)
        kept = [i["productId"] for i in answered.action("add_to_cart")["items"]]
        assert kept == [lines[0], lines[2]], (named, kept)

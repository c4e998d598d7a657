"""A product of the list shown settled on as fine, over a real socket in Arabizi, Gulf
Arabic and English: "5ala9 el gel 3ady", "el gel 3ady" right after the Tide powder was shown
sold out beside its gel, "خلاص الجل عادي", "ok the gel is fine". The gel is proposed. Before,
the Arabizi "3ady" (fine; also "standard", against express) read as a delivery's speed and
"your cart is empty" was said; with "5ala9" before it, the article no longer opened the
message and no pick was seen."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send

TIDE_GEL = "p-1902"


async def test_the_gel_is_proposed(client: Any) -> None:
    for asked, settled in (
        ("abi tide mas7oog", "5ala9 el gel 3ady"),
        ("abi tide mas7oog", "el gel 3ady"),
        ("ابي تايد بودره", "خلاص الجل عادي"),
        ("i want tide powder", "ok the gel is fine"),
    ):
        guest = uuid4().hex
        shown = await send(client, asked, guest=guest)
        turn = await send(client, settled, shown.conversation_id, guest=guest)
        lines = [line["productId"] for line in turn.action("add_to_cart")["items"]]
        assert lines == [TIDE_GEL], (settled, lines)

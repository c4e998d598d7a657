"""Two goods' prices asked one after the other, over a real socket in Gulf Arabic, Arabizi
and English: "شكثر الخلاص؟ و السكري جم؟", "el fairy kam? wel tide kam?", "how much the fairy?
and the tide how much?". Both goods are shown with their prices. Before, the Arabic was read
as how long something cooks ("I don't know how long it takes"): "السكري" read as a diet's
word set the model's reading aside, and a cooking time came up in its place."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send


async def test_both_goods_are_shown(client: Any) -> None:
    for message, brands in (
        ("شكثر الخلاص؟ و السكري جم؟", ("Khalas", "Sukkari")),
        ("el fairy kam? wel tide kam?", ("Fairy", "Tide")),
        ("how much the fairy? and the tide how much?", ("Fairy", "Tide")),
    ):
        turn = await send(client, message, guest=uuid4().hex)
        names = str([b for b in turn.end["blocks"] if b["kind"] == "products"])
        assert all(brand in names for brand in brands), (message, turn.end["content"])

"""A brand's English plural, said with a z, written ز or س in Gulf Arabic and Arabizi, over a
real socket: "عندكم بامبرس؟" (the store's "بامبرز"), "ناجتز دجاج عندكم؟" (its "ناجتس"),
"عندكم كيلوجس", "3ndkom nagetz?" are the goods the store holds, as "any nuggetz?" is in
English, never "not in our store"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest", "named"),
    [
        ("عندكم بامبرس؟", GUEST_B, "Pampers"),
        ("ناجتز دجاج عندكم؟", GUEST_B, "Nuggets"),
        ("عندكم كيلوجس", GUEST_B, "Kellogg's"),
        ("3ndkom nagetz?", GUEST_B, "Nuggets"),
        ("any nuggetz?", GUEST_A, "Nuggets"),
    ],
)
async def test_the_plural_either_way_finds_the_brands_goods(
    client: Any, message: str, guest: str, named: str
) -> None:
    turn = await send(client, message, guest=guest)
    shown = names(turn) if "products" in kinds(turn) else []
    assert shown and all(named in name for name in shown), (message, shown, kinds(turn))

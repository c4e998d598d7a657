"""All of an occasion's shopping wished from the store, over a real socket in English, Gulf
Arabic and Arabizi: "hosting a ghabga tomorrow, i'd like to buy everything for it from you",
"عندنا غبقة بكرة ونبي نشتري كل شي منكم", "3indna ghabga bachir, abi ashtiri kil il ighra9 min
3indkum" show the occasion's goods across the aisles, never "not found", a recipe card or
the delivery windows."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.handlers.assistant_support import send


async def test_the_occasions_goods_are_shown(client: Any) -> None:
    for asked in (
        "hosting a ghabga tomorrow, i'd like to buy everything for it from you",
        "عندنا غبقة بكرة ونبي نشتري كل شي منكم",
        "3indna ghabga bachir, abi ashtiri kil il ighra9 min 3indkum",
    ):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        shown = kinds(turn)
        assert "recipe" not in shown and "delivery_slots" not in shown, (asked, shown)
        assert "products" in shown, (asked, shown)
        assert any("date" in name.lower() or "تمر" in name for name in names(turn)), (
            asked,
            names(turn),
        )

"""A pack named by the count it holds, said in words, over a real socket in Gulf Arabic, with
the Arabizi and English forms beside it: "ابي فيمتو ام ثلاث حبات" (the Vimto of three), "abi
vimto um 3 7abbat", "i want the vimto 3 pack". One pack of three bottles is proposed. Before,
the Arabic in words showed the Vimto goods and asked nothing of the pack; "ام" before a count
in digits was already read as the pack holding it."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send

VIMTO, OF_THREE = "p-1201", "p-1201-v2"


async def test_the_pack_of_three_is_proposed(client: Any) -> None:
    for message in ("ابي فيمتو ام ثلاث حبات", "abi vimto um 3 7abbat", "i want the vimto 3 pack"):
        turn = await send(client, message, guest=uuid4().hex)
        lines = [
            (line["productId"], line.get("variantId"), line["quantity"])
            for line in turn.action("add_to_cart")["items"]
        ]
        assert lines == [(VIMTO, OF_THREE, 1)], (message, lines)

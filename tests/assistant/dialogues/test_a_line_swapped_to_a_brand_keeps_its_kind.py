"""A cart line swapped to another brand named alone, over a real socket in English, Gulf
Arabic and Arabizi: "swap the laban for kdd please", "بدل اللبن بكي دي دي", "baddil el laban
b kdd" with Almarai laban in the cart. The line goes to that brand's laban, the kind it was
named by; before, KDD's milk could come in its place (as many words of the laban's name as
the laban). A milk line swapped so goes to KDD's milk."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import confirm, send

ALMARAI_LABAN, KDD_LABAN = "p-0203", "p-0208"
ALMARAI_MILK, KDD_MILK = "p-0201", "p-0207"


async def _swapped(client: Any, filled_with: str, swap: str) -> list[tuple[str, int]]:
    guest = uuid4().hex  # a cart of its own each time
    filled = await send(client, filled_with, guest=guest)
    await confirm(client, filled.action("add_to_cart")["actionId"], guest=guest)
    turn = await send(client, swap, filled.conversation_id, guest=guest)
    return [
        (line["productId"], line["quantity"]) for line in turn.action("update_cart_item")["items"]
    ]


async def test_the_line_goes_to_the_brands_product_of_its_kind(client: Any) -> None:
    for swap in ("swap the laban for kdd please", "بدل اللبن بكي دي دي", "baddil el laban b kdd"):
        lines = await _swapped(client, "add 1 almarai laban", swap)
        assert lines == [(ALMARAI_LABAN, 0), (KDD_LABAN, 1)], (swap, lines)
    lines = await _swapped(client, "add 2 almarai milk", "swap the milk for kdd")
    assert lines == [(ALMARAI_MILK, 0), (KDD_MILK, 2)], lines

"""Goods named for an order already placed, then sent to the cart in a pack said anew, over a
real socket in English, Gulf Arabic and Arabizi: "2 of the big almarai laban in the cart"
after a laban was asked onto the order is two of the biggest pack, not of the pack the list
showed first; said with no pack, the pack kept stays."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_LABAN = "p-0203"  # Almarai Fresh Laban Full Fat: 1 L (v1) and 2 L (v2)


async def _line_after(client: Any, first: str, then: str) -> tuple[str, str | None, int]:
    token = customer_token("demo-1")
    asked = await send(client, first, token=token)
    assert "cart_action" not in kinds(asked), (first, kinds(asked))
    turn = await send(client, then, asked.conversation_id, token=token)
    [line] = turn.action("add_to_cart")["items"]
    return line["productId"], line.get("variantId"), line["quantity"]


async def test_the_pack_said_when_sent_to_the_cart_is_the_pack_added(client: Any) -> None:
    for first, then, variant, count in (
        (
            "could you add a laban to my order that's on the way",
            "fine, put 2 of the big almarai laban in the cart then",
            "p-0203-v2",
            2,
        ),
        (
            "ضيف لبن على طلبي اللي بالطريق",
            "خلاص حط ٢ من لبن المراعي الكبير بالسلة",
            "p-0203-v2",
            2,
        ),
        (
            "zeed laban 3ala el order elly bil 6ree8",
            "5alas 7ot 2 laban almarai el kbeer bil cart",
            "p-0203-v2",
            2,
        ),
        (
            "could you add a laban to my order that's on the way",
            "put the almarai laban in the cart then",
            "p-0203-v1",
            1,
        ),
    ):
        line = await _line_after(client, first, then)
        assert line == (_LABAN, variant, count), (then, line)

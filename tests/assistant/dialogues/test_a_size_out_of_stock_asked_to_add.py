"""A numbered size asked to be added that is out of stock, over a real socket in English, Gulf
Arabic and Arabizi: said out of stock beside the sizes and goods there are, never "which
one?" over the brand nor another size proposed without a word; a size in stock is never said
to be out."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_an_out_of_stock_size_is_said_not_proposed(client: Any) -> None:
    for message, guest, said in (
        ("put pampers size 4 in my cart", GUEST_A, "out of stock"),
        ("حط لي بامبرز مقاس ٤", GUEST_B, "غير متوفر"),
        ("zeed 7afa6at pampers size 3 wa7da", GUEST_B, "غير متوفر"),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert said in turn.end["content"], (message, turn.end["content"])
        assert "products" in kinds(turn), (message, kinds(turn))


async def test_a_size_in_stock_is_never_said_out(client: Any) -> None:
    for message in ("add pampers size 2", "add pampers size 5"):
        turn = await send(client, message, guest=GUEST_A)
        assert "out of stock" not in turn.end["content"], (message, turn.end["content"])

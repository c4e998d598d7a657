"""A bigger or smaller size asked of goods named beside it, over a real socket in English,
Gulf Arabic and Arabizi: after the growing-up milk for a one-year-old, "the nido's price, any
bigger tin?" is that Nido's card, said to come in one size; with nothing in view, the Nidos
are shown with their sizes, the one sold in two first; never "not in our store"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_NIDO_ONE_PLUS, _NIDO_POWDER = "p-1811", "p-0229"


@pytest.mark.parametrize(
    ("first", "then", "guest"),
    [
        ("milk for my son, he just turned one", "whats the nido price, got a larger tin?", GUEST_A),
        ("ابي حليب لبنتي عمرها سنه", "النيدو بكم؟ في علبه اكبر منه؟", GUEST_B),
        ("abi 7aleeb 7ag wildi 3umra sana", "il nido bkam? fee 3ilba akbar?", GUEST_B),
    ],
)
async def test_a_bigger_size_of_the_goods_in_view(
    client: Any, first: str, then: str, guest: str
) -> None:
    shown = await send(client, first, guest=guest)
    assert [str(p["_id"]) for p in products(shown)][:1] == [_NIDO_ONE_PLUS], kinds(shown)
    turn = await send(client, then, shown.conversation_id, guest=guest)
    assert one(turn, "product_detail")["product"]["_id"] == _NIDO_ONE_PLUS, (then, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("nido how much, do you have a bigger size?", GUEST_A),
        ("فيه حجم اكبر من النيدو؟ بكم؟", GUEST_B),
        ("fee 7ajim akbar mn il nido?", GUEST_B),
    ],
)
async def test_a_bigger_size_of_goods_named_with_nothing_in_view(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    ids = [str(p["_id"]) for p in products(turn)] if "products" in kinds(turn) else []
    assert ids[:1] == [_NIDO_POWDER], (message, kinds(turn), ids)

"""Which is cheaper, asked of goods of one kind just shown, over a real socket: after chicken
breasts, "اي وحده ارخص", "which one is cheaper", "ay wa7id ar5a9?" compare each at the part
asked (KUPCO's breast fillets at 2.650, not its whole chicken at 1.490) and say each price,
so Sadia's 2.250 is the cheaper; a list of one pack each still gives its cheapest."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("shown", "asked", "guest", "said"),
    [
        ("chicken breast", "which one is cheaper", GUEST_A, "2.650"),
        ("chicken breast", "which is the cheapest", GUEST_A, "2.650"),
        ("chicken breasts please", "the cheaper one?", GUEST_A, "2.650"),
        ("السلام عليكم صدور دجاج وش عندكم", "اي وحده ارخص", GUEST_B, "٢٫٦٥٠"),
        ("صدور دجاج", "ايهم ارخص؟", GUEST_B, "٢٫٦٥٠"),
        ("صدور دجاج", "الارخص منهم", GUEST_B, "٢٫٦٥٠"),
        ("sudoor dyay", "ay wa7id ar5a9?", GUEST_B, "٢٫٦٥٠"),
        ("sudoor dyay", "ayhum ar5a9", GUEST_B, "٢٫٦٥٠"),
    ],
)
async def test_the_cheaper_breast_is_compared_at_the_breast_price(
    client: Any, shown: str, asked: str, guest: str, said: str
) -> None:
    first = await send(client, shown, guest=guest)
    turn = await send(client, asked, first.conversation_id, guest=guest)
    assert "Sadia" in one(turn, "product_detail")["product"]["name"], (asked, kinds(turn))
    assert any(said in text for text in texts(turn)), (asked, texts(turn))
    assert "cart_action" not in kinds(turn), asked


async def test_the_cheapest_of_one_pack_each_is_still_its_cheapest(client: Any) -> None:
    first = await send(client, "laban", guest=GUEST_A)
    turn = await send(client, "which is cheapest", first.conversation_id, guest=GUEST_A)
    assert "Al Rawabi" in one(turn, "product_detail")["product"]["name"], kinds(turn)


async def test_two_named_are_still_compared_side_by_side(client: Any) -> None:
    turn = await send(client, "which is cheaper kdd laban or almarai laban", guest=GUEST_A)
    assert "products" in kinds(turn), kinds(turn)

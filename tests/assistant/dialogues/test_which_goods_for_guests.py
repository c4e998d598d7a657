"""Which goods to buy for guests, asked over a real socket: "what do I buy" is a question of
the occasion's goods, in English, Gulf Arabic and Arabizi, however its verb of buying reads as
an add; goods named beside the occasion are still those goods, not the occasion's aisles."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

ASKED = (
    "عندي عزيمة ١٢ نفر وش اشتري",
    "عندي عزيمة ٢٠ شخص شنو اشتري",
    "3indi 3azeema 12 nafar shnu ashtiri",
    "3indi 3azeema 20 shakh9 shnu ashtiri",
    "i have 12 people coming for a gathering, what do i need to buy",
)


async def test_what_to_buy_for_guests_shows_the_occasions_goods(client: Any) -> None:
    for message in ASKED:
        turn = await send(client, message, guest=GUEST_A)
        assert "products" in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_goods_named_for_guests_are_those_goods(client: Any) -> None:
    for message in ("3indi 3azeema, 7ot 2 kilo dijaj", "having guests tonight, add 2 kg chicken"):
        turn = await send(client, message, guest=GUEST_A)
        if "cart_action" in kinds(turn):  # proposed outright, or shown to pick its cut
            [line] = turn.action("add_to_cart")["items"]
            assert line["productId"] == "p-0401", message
        else:
            assert "Chicken" in names(turn)[0], (message, names(turn)[:3])

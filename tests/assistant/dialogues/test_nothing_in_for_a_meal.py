"""Nothing in for a meal, said on the way home ("got back from work and there's nothing in
for dinner", "توني راجع من الدوام وماكو شي للعشا", "tawni wa9alt il bait w mako shay 7ag il
3asha"), over a real socket: what to cook from our recipes, never an order's complaint, the
delivery card, the cart's address for the "home" said, nor the other-matters decline."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_SAID = (
    "got back from work and there's nothing in for dinner",
    "anything quick and easy for dinner? nothing at home",
    "توني راجع من الدوام وماكو شي للعشا",
    "ما عندنا شي حق الغدا اليوم، شنو اسوي؟",
    "tawni wa9alt il bait w mako shay 7ag il 3asha",
    "ma 3indna shay lil ghada, shno sahil?",
)
_WRONG = {"order_status", "faq", "delivery_info", "cart_action", "order"}


async def test_nothing_in_for_a_meal_gets_recipes(client: Any) -> None:
    token = customer_token("demo-1")
    for message in _SAID:
        for auth in ({"token": token}, {"guest": GUEST_A if message.isascii() else GUEST_B}):
            turn = await send(client, message, **auth)
            shown = set(kinds(turn))
            assert not shown & _WRONG, (message, shown)
            assert "recipe" in shown or "products" in shown, (message, shown)

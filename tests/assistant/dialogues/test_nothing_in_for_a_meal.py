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


_THEN_EASIER = (
    ("nothing in for dinner tonight", "something quick and simple, under 3 KD"),
    ("ماكو شي حق العشا", "ابي شي سهل وسريع، مو اكثر من ٣ دينار"),
    ("mako shay 7ag il 3asha", "abi shay sahel w sare3, mu akthar min 3 KD"),
)


async def test_one_wished_easier_after_the_ideas_gets_more_ideas(client: Any) -> None:
    for first, easier in _THEN_EASIER:
        guest = GUEST_A if first.isascii() and "mako" not in first else GUEST_B
        shown = await send(client, first, guest=guest)
        turn = await send(client, easier, shown.conversation_id, guest=guest)
        assert "recipe" in kinds(turn), (easier, kinds(turn))

"""The dishes as the Gulf calls them (مواعين, Arabizi "ma3ooen", "mawa3een"), over a real
socket: dish soap asked in those words shows the dishwashing liquid, as "dish soap" does in
English; the dishes themselves, asked to buy, are still kitchenware the shop does not sell."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_dish_soap_in_gulf_words_shows_the_dishwashing_liquid(client: Any) -> None:
    for message in (
        "ابي سائل غسيل مواعين",
        "سائل المواعين فيري",
        "abi saa2il ghaseel ma3ooen",
        "3indkom 9aboon mawa3een?",
        "i need dish soap",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "Dishwashing" in names(turn)[0], (message, names(turn)[:3])


async def test_the_dishes_themselves_are_not_sold(client: Any) -> None:
    turn = await send(client, "شنو افضل مكان اشتري منه مواعين وقدور", guest=GUEST_B)
    assert kinds(turn) == ["actions"], kinds(turn)

"""Whether the money of a past order came back, asked with the money "back to me" ("rij3atli
il floos", "رجعلي المبلغ", "رجعولي فلوسي") of an order named by its goods or where it went, over a
real socket: the refunded order's card, the refund rule and the wallet now; never a list of
the goods, a decline, nor a placed order said to take no more goods."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_REFUNDED = "KW-100702"  # demo-1's refunded order: the zubaidi and the strawberries


async def test_the_money_of_a_past_order_asked_back_to_me(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "il farawla ili 6alabtha, rij3atli il floos?",
        "il order ili 7a6eta lil dawam, rij3atli il floos wala la?",
        "الفراولة اللي طلبتها رجعولي فلوسي؟",
        "السمك اللي طلبته للدوام، رجعلي المبلغ؟",
        "did i get my money back for the strawberries i ordered?",
    ):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn), (message, kinds(turn))
        assert order_numbers(turn, "order_status") == [_REFUNDED], (message, kinds(turn))
        assert "products" not in kinds(turn), message

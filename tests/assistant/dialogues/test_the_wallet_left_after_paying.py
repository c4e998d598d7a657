"""What the wallet holds once the cart is paid from it, asked by a signed-in shopper over a
real socket in English, Gulf Arabic and Arabizi ("pay from my walet, how much left after",
"ادفع من المحفظه، شكثر باقي فيها؟", "kam ba9i bil wallet ba3dain" after paying from it):
the wallet weighed against the cart as checkout charges it, with what is left after.
Before, the points balance, or the payment rule; "فيها" (in it) was read as "فضيها" (empty
it). The wallet's balance asked alone is still the balance."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import confirmed_add, kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

# demo-1 holds 3.750 KWD; two fresh milks and the fee to Salmiya leave 2.485 KWD
LEFT = ("2.485", "٢٫٤٨٥")


def _tells_what_is_left(turn: Any) -> bool:
    return any(left in text for text in texts(turn) for left in LEFT)


async def test_what_is_left_after_paying_from_the_wallet(client: Any) -> None:
    token = customer_token("demo-1")
    conversation_id = await confirmed_add(client, "add 2 almarai fresh milk", token=token)
    for message in (
        "pay from my walet, how much left after",
        "how much will be left in my wallet after this order",
        "ادفع من المحفظه، شكثر باقي فيها؟",
        "idfa3 mn el wallet, kam ba9i ba3dain?",
    ):
        turn = await send(client, message, conversation_id, token=token)
        assert _tells_what_is_left(turn), (message, kinds(turn), texts(turn))
        assert "cart_action" not in kinds(turn), message


async def test_asked_after_paying_from_it(client: Any) -> None:
    token = customer_token("demo-1")
    conversation_id = await confirmed_add(client, "add 2 almarai fresh milk", token=token)
    await send(client, "idfa3 mn el wallet", conversation_id, token=token)
    turn = await send(client, "kam ba9i bil wallet ba3dain", conversation_id, token=token)
    assert _tells_what_is_left(turn), (kinds(turn), texts(turn))


async def test_the_balance_asked_alone_is_the_balance(client: Any) -> None:
    token = customer_token("demo-1")
    turn = await send(client, "how much is in my wallet", token=token)
    assert any("3.750" in text for text in texts(turn)), texts(turn)
    assert not _tells_what_is_left(turn), texts(turn)

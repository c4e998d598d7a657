"""The whole wished paid "from it" right after the wallet's balance was told, over a real
socket in Gulf Arabic, English and Arabizi: "شكثر باقي بالمحفظه عندي" then "ادفع كله منها",
"how much is in my wallet" then "pay it all from it", "kam fil ma7fatha?" then "edfa3 kilah
minha". The wallet is weighed against the cart: it covers it, with what is left after.
Before, the Arabic was read as a complaint of an old order (the returns rule)."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

COVERS = ("the wallet covers it", "المحفظة تغطيها")


async def test_the_wallet_is_weighed_against_the_cart(client: Any) -> None:
    token = customer_token("demo-3")  # 12.500 KWD in the wallet
    filled = await send(client, "add 2 almarai laban", token=token)
    await confirm(client, filled.action("add_to_cart")["actionId"], token=token)
    for balance, paid in (
        ("شكثر باقي بالمحفظه عندي", "ادفع كله منها"),
        ("how much is in my wallet", "pay it all from it"),
        ("kam fil ma7fatha?", "edfa3 kilah minha"),
    ):
        told = await send(client, balance, token=token)
        turn = await send(client, paid, told.conversation_id, token=token)
        said = turn.end["content"] + str(turn.end["blocks"])
        assert any(words in said for words in COVERS), (paid, said)

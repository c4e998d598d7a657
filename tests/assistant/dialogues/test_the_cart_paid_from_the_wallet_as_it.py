"""The cart wished paid from the wallet as "it", over a real socket in English, Gulf Arabic
and Arabizi: "charge it to my wallet, should still have some in there", "ادفعها من المحفظه،
فيها فلوس صح؟", "e5ismah min el ma7fatha". The wallet is weighed against the cart as
checkout charges it; before, how the wallet works was shown and the sum left unsaid. How to
pay from the wallet, asked, stays its rule."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

WEIGHED = ("Your wallet holds 3.750 KWD", "محفظتك فيها ٣٫٧٥٠ د.ك")


async def test_the_wallet_is_weighed_against_the_cart(client: Any) -> None:
    token = customer_token("demo-1")  # 3.750 KWD in the wallet
    filled = await send(client, "add 2 kdd laban", token=token)
    await confirm(client, filled.action("add_to_cart")["actionId"], token=token)
    for message in (
        "charge it to my wallet, should still have some in there",
        "ادفعها من المحفظه، فيها فلوس صح؟",
        "e5ismah min el ma7fatha",
    ):
        turn = await send(client, message, filled.conversation_id, token=token)
        said = " ".join(texts(turn))
        assert any(words in said for words in WEIGHED), (message, turn.end["content"])
    how = await send(client, "how do i pay it from my wallet", filled.conversation_id, token=token)
    assert not any(words in " ".join(texts(how)) for words in WEIGHED), texts(how)

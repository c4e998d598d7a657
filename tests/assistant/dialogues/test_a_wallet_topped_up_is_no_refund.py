"""Money put into the wallet by the shopper, asked beside the wallet, over a real socket:
"can i top up my wallet? does the cash go into it right away", "كم في محفظتي؟ واقدر
اشحنها؟ الفلوس تنزل فيها على طول؟", "agdar ash7in ma7fathti? il flous tinzil fiha?" ask of a
top-up, not whether a refund landed "in it": the answer never speaks of a refund. A refund's
landing asked beside the wallet is still the refund's.
"""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

REFUND_SAID = ("A refund goes to", "المبلغ المسترجع")


async def test_a_top_up_asked_beside_the_wallet_is_no_refund(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "whats in my wallet, and how much cash can i put into it",
        "can i top up my wallet? does the money go into it straight away",
        "my wallet is low, if i add cash does it go to it at once",
        "اقدر اشحن محفظتي؟ الفلوس تنزل فيها على طول؟",
        "agdar ash7in ma7fathti? il flous tinzil fiha 3ala 6ool?",
    ):
        said = (await send(client, message, token=token)).end["content"]
        assert not any(words in said for words in REFUND_SAID), (message, said)


async def test_a_refund_landing_in_the_wallet_is_still_the_refunds(client: Any) -> None:
    turn = await send(
        client, "whats in my wallet and did the refund land in it", token=customer_token("demo-1")
    )
    assert any(words in turn.end["content"] for words in REFUND_SAID), turn.end["content"]

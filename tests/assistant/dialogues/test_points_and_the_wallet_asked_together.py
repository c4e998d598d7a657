"""Points and the wallet asked of together, over a real socket in English, Gulf Arabic and
Arabizi: "can i pay using my points and wallet together?", "اقدر استعمل النقاط والمحفظه
سوا؟", "y9eer adfa3 bil no8a6 wil ma7fatha sawa?" are answered yes with both rules (points
off the products, the wallet for the rest): nothing proposed on the cart. The balance asked
of both stays the balance."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_YES_BOTH = ("both can go on one order", "تقدر تستعملهم الثنين")


async def test_points_with_the_wallet_is_yes_with_both_rules(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "can i pay using my points and wallet together?",
        "اقدر استعمل النقاط والمحفظه سوا؟",
        "ينفع ادفع بنقاطي ومحفظتي مع بعض؟",
        "y9eer adfa3 bil no8a6 wil ma7fatha sawa?",
    ):
        turn = await send(client, message, token=token)
        assert any(words in turn.end["content"] for words in _YES_BOTH), (message, turn.end)
        assert kinds(turn).count("faq") == 2, (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_the_balance_of_both_stays_the_balance(client: Any) -> None:
    token = customer_token("demo-1")
    turn = await send(
        client, "how many points do i have and how much is in my wallet?", token=token
    )
    assert not any(words in turn.end["content"] for words in _YES_BOTH), turn.end["content"]

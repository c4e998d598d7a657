"""The wallet asked in a word right after the points' balance, in English, Gulf Arabic and
Arabizi ("and the wallet?", "والمحفظه؟", "w il wallet?"): the balance, not what a wallet is.
And the wallet's money asked out to a bank ("can i move the wallet money to my bank acc"):
the wallet's rule, that it is not paid out as cash. Before, the bank named declined it as
another matter."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("points", "wallet"),
    [
        ("how many points do i have", "and the wallet?"),
        ("كم نقاطي", "والمحفظه؟"),
        ("kam ni8a6i", "w il wallet?"),
    ],
)
async def test_the_wallets_balance(client: Any, points: str, wallet: str) -> None:
    token = customer_token("demo-3")
    first = await send(client, points, token=token)
    turn = await send(client, wallet, first.conversation_id, token=token)
    assert any("12.500" in text or "١٢٫٥٠٠" in text for text in texts(turn)), (wallet, kinds(turn))
    assert "faq" not in kinds(turn), wallet


async def test_the_wallet_is_not_paid_out(client: Any) -> None:
    message = "can i move the wallet money to my bank acc"
    turn = await send(client, message, token=customer_token("demo-3"))
    [faq] = [b for b in turn.end["blocks"] if b["kind"] == "faq"]
    assert any("withdrawn as cash" in item["answer"] for item in faq["items"]), faq

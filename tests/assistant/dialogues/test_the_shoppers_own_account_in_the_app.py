"""The shopper's own account asked of, over a real socket in English, Gulf Arabic and Arabizi:
a phone number, a password or a saved address to change, reset or add is told to be kept in
the account in the app, with a person offered; never declined as a phone company's matter, nor
read as goods to add ("add a new address"). Another app's, bank's or paper's stays declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_a_detail_of_the_account_is_told_where_it_is_kept(client: Any) -> None:
    token = customer_token("demo-2")
    for message, arabic in (
        ("how do i update my phone number? i switched to a new line", False),
        ("forgot my password, my daughter made the account for me", False),
        ("how do i save a new address, we just moved to mangaf", False),
        ("نسيت الباسورد، بنتي هي اللي سوت الحساب", True),
        ("شلون احفظ عنوان جديد؟ انتقلنا المنقف", True),
        ("shlon aghayer ragam el mobile? 6ala3t 5a6 yideed", True),
        ("naseit el password maal el app w ma agdar adish", True),
    ):
        turn = await send(client, message, token=token)
        reply = turn.end["content"]
        assert ("حسابك" in reply) if arabic else ("your account" in reply), (message, reply)
        assert "products" not in kinds(turn), (message, kinds(turn))


async def test_another_apps_or_banks_password_stays_declined(client: Any) -> None:
    for message, guest in (
        ("i forgot my instagram password", GUEST_A),
        ("how do i change my name on my passport", GUEST_A),
        ("نسيت الرمز السري حق البطاقه", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        reply = turn.end["content"]
        assert "shopping" in reply or "التسوق" in reply, (message, reply)

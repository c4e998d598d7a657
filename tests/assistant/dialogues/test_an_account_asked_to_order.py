"""Whether an account is needed to order, over a real socket in English, Gulf Arabic and
Arabizi: a guest and a signed-in shopper alike get the store's rule (a guest may chat and
fill a cart; ordering needs the one-time sign-in by a code to the phone, after which the
cart and chats move onto the account) in a sentence and its FAQ card, never a search, the
cart nor a decline. A bank account, an account's own trouble, deleting one, and the goods
bought for dinner guests never bring that card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_RULE = "guest"  # its question, in either language: "...as a guest...", "...كضيف..."


def _faq_ids(turn: Any) -> list[str]:
    """The FAQ cards shown, by whether each is the guest's rule or another."""
    return [
        _RULE if "guest" in item["question"] or "ضيف" in item["question"] else "other"
        for block in turn.end["blocks"]
        if block["kind"] == "faq"
        for item in block["items"]
    ]


async def test_ordering_without_an_account_is_the_sign_in_rule_and_only_that(client: Any) -> None:
    token = customer_token("demo-1")
    for message, auth in (
        ("is registration required before i can buy?", {"guest": GUEST_A}),
        ("can i place an order as a guest", {"token": token}),
        ("ينفع اشتري بدون ما اسجل؟", {"guest": GUEST_B}),
        ("لازم يكون عندي حساب عشان اطلب؟", {"token": token}),
        ("a8dar a6lob bdoon 7sab?", {"guest": GUEST_B}),
        ("lazim tasjeel 3shan ashtri?", {"token": token}),
    ):
        turn = await send(client, message, **auth)
        assert _faq_ids(turn) == [_RULE], (message, kinds(turn))
        assert "cart_summary" not in kinds(turn) and "products" not in kinds(turn), message
        assert turn.end["content"], message
    # ...and the card stays its own: no other matter of an account brings it
    for message, auth in (
        ("how do i delete my account", {"token": token}),
        ("can i open a bank account with you", {"guest": GUEST_A}),
        ("my account is blocked", {"token": token}),
        ("ابي احذف حسابي", {"guest": GUEST_B}),
        ("حسابي البنكي مقفل", {"guest": GUEST_B}),
        ("i'm ordering snacks for my guests tonight", {"guest": GUEST_A}),
        ("where is my order", {"token": token}),
    ):
        turn = await send(client, message, **auth)
        assert _RULE not in _faq_ids(turn), (message, kinds(turn))

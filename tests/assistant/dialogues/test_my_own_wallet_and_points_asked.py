"""A signed-in shopper's own wallet and points asked, over a real socket in English, Gulf
Arabic (with the loanwords "والت", "بوينتس") and Arabizi: the balance read off their account
(demo-1 holds 3.750 KWD and 2450 points), never the FAQ of how the wallet works nor a
decline. How they work stays the FAQ's, and points at an airline stay another business's."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_my_own_wallet_and_points_are_the_accounts(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "ok and what do i have in the wallet + points now",
        "اوكي، كم عندي بالوالت والبوينتس؟",
        "kam 3indi fil ma7fatha w il nigat?",
        "zain, cham 3indi bil wallet il7een",
        # what is in it, the shopper's own left unsaid
        "what's in the wallet right now?",
        "طيب والمحفظة شكثر فيها؟",
        "wallet feeha cham",
    ):
        turn = await send(client, message, token=token)
        assert "faq" not in kinds(turn), (message, kinds(turn))
        shown = " ".join(texts(turn))
        assert "2450" in shown or "٢٤٥٠" in shown or "2,450" in shown, (message, shown)


async def test_how_they_work_and_another_business_stay_so(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("how do points work?", "شلون اشحن المحفظه؟"):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn), (message, kinds(turn))
    turn = await send(client, "how many points do i have on my airline card?", token=token)
    assert_declined(turn, "airline points", arabic=False)


async def test_paying_with_the_wallet_is_how_it_is_spent_not_the_balance(client: Any) -> None:
    """ "use my wallet to pay" asks how the wallet is spent (the FAQ's rule or the points
    put on the cart), not how much is in it."""
    token = customer_token("demo-1")
    for message in (
        "use my wallet to pay",
        "i wanna use my wallet money on this order",
        "استخدم محفظتي",
        "abi adfa3 bil ma7fatha",
    ):
        turn = await send(client, message, token=token)
        shown = " ".join(texts(turn))
        assert not ("2450" in shown or "٢٤٥٠" in shown or "2,450" in shown), (message, shown)

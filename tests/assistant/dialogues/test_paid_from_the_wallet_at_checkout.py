"""Paying from the wallet asked in few words, over a real socket in English, Gulf Arabic and
Arabizi: "pay from wallet", "ادفع من محفظتي", "idfa3 mn el wallet", and the rest of it once
the points are used ("والباقي من المحفظه", "the rest from my wallet"). The wallet is weighed
against the cart as checkout charges it, and the shopper is told the wallet is chosen at
checkout. Before, the payment methods' rule was shown, or the points balance for "the rest"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import confirmed_add
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

AGAINST = ("Your wallet holds", "محفظتك فيها")
AT_CHECKOUT = ("Choose the wallet", "اختار المحفظة")


async def test_paying_from_the_wallet_weighs_it_against_the_cart(client: Any) -> None:
    token = customer_token("demo-3")
    await confirmed_add(client, "add 2 almarai laban", token=token)
    for asked in ("pay from wallet", "ادفع من محفظتي", "idfa3 mn el wallet"):
        turn = await send(client, asked, token=token)
        said = turn.end["content"] + str(turn.end["blocks"])
        assert any(words in said for words in AGAINST), (asked, said)
        assert any(words in said for words in AT_CHECKOUT), (asked, said)
        assert "cart_action" not in {block["kind"] for block in turn.end["blocks"]}, asked
        assert "faq" not in {block["kind"] for block in turn.end["blocks"]}, asked


async def test_the_rest_after_the_points_is_weighed_too(client: Any) -> None:
    token = customer_token("demo-1")
    await confirmed_add(client, "add 2 almarai laban", token=token)
    for rest in ("والباقي من المحفظه", "the rest from my wallet", "w el ba8i mn el ma7fatha"):
        used = await send(client, "use my points", token=token)
        turn = await send(client, rest, used.conversation_id, token=token)
        said = turn.end["content"] + str(turn.end["blocks"])
        assert any(words in said for words in AGAINST), (rest, said)
        assert "points, worth" not in said, rest


async def test_how_to_pay_from_it_is_still_the_rule(client: Any) -> None:
    turn = await send(client, "how do i pay from my wallet", token=customer_token("demo-3"))
    assert "faq" in {block["kind"] for block in turn.end["blocks"]}


async def test_a_guest_asking_to_pay_from_it_gets_the_payment_rule(client: Any) -> None:
    for asked in (
        "can i pay from the wallet?",
        "اقدر ادفع من المحفظه؟",
        "agdar adfa3 min el wallet?",
    ):
        turn = await send(client, asked, guest="a7" * 16)
        assert "faq" in {block["kind"] for block in turn.end["blocks"]}, asked

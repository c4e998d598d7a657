"""The wallet weighed against the cart, over a real socket in English, Gulf Arabic and
Arabizi: a signed-in shopper asking whether the wallet pays for what is in the cart gets the
wallet's balance (demo-1 holds 3.750 KWD) against the cart's total as checkout charges it
(its discounts, and delivery to the first saved address while no area is set), whether it
covers it and what is left in the wallet after or left to pay another way, with the cart
beside it; never the points balance nor the wallet's FAQ, and never a cart change. So is the
whole of it wished paid from the wallet ("pay it all out of my wallet", "ادفع كله من
المحفظه", "edfa3 mn el wallet kila, kam yeb8a 3lay?"), which before got how paying works and
no word of what is left to pay; how to pay with it stays the store's rule. An empty cart is
said so, with the balance; a guest is asked to sign in."""

from __future__ import annotations

from typing import Any

from hub.storefront.cards import kwd_text
from hub.storefront.seed.delivery import AREAS, ZONES
from tests.assistant.dialogues._blocks import emptied_cart, kinds, texts
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import confirm, send

_WALLET = 3750  # demo-1's wallet, in fils
_ASKED = (
    "will my wallet balance cover everything in my basket?",
    "محفظتي تغطي الطلب؟",
    "الرصيد اللي بالمحفظه يكفي السله؟",
    "fi ra9eed kafi bil ma7fa6a 7ag el order?",
)


def _home_fee() -> int:
    """The delivery fee to demo-1's first saved address, in Salmiya."""
    [area] = [a for a in AREAS if a["_id"] == "area-salmiya"]
    [zone] = [z for z in ZONES if z["_id"] == area["zoneId"]]
    return int(zone["fee"])


async def _filled(client: Any, token: str, *messages: str) -> int:
    """demo-1's cart emptied and filled by each message's proposal; its total with delivery
    to the saved address, as checkout would charge it."""
    await emptied_cart(client, token=token)
    for message in messages:
        offered = await send(client, message, token=token)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], token=token)
        assert done.status == 200, done.json
    cart = await client.get("/v1/cart", token=token)
    return int(cart.results["total"]) + _home_fee()


def _said(figure: int, text: str) -> bool:
    return any(kwd_text(figure)[language].split()[0] in text for language in ("en", "ar"))


async def test_a_wallet_that_covers_the_cart_says_what_is_left(client: Any) -> None:
    token = customer_token("demo-1")
    total = await _filled(client, token, "add 2 bananas")
    assert total < _WALLET
    for message in _ASKED:
        turn = await send(client, message, token=token)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
        assert "faq" not in kinds(turn) and "cart_action" not in kinds(turn), (message, kinds(turn))
        shown = " ".join(texts(turn))
        for figure in (_WALLET, total, _WALLET - total):
            assert _said(figure, shown), (message, figure, shown)
        assert "2450" not in shown and "٢٤٥٠" not in shown, (message, shown)


async def test_a_wallet_short_of_the_cart_says_what_is_left_to_pay(client: Any) -> None:
    token = customer_token("demo-1")
    total = await _filled(client, token, "add 6 almarai fresh milk 1 litre", "add 6 bananas")
    assert total > _WALLET
    for message in (*_ASKED[:2], "is the wallet enough for this cart", "el wallet ykafi?"):
        turn = await send(client, message, token=token)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
        shown = " ".join(texts(turn))
        assert _said(total - _WALLET, shown) and _said(total, shown), (message, shown)


async def test_the_whole_wished_paid_from_the_wallet_says_what_is_left(client: Any) -> None:
    token = customer_token("demo-1")
    total = await _filled(client, token, "add 6 almarai fresh milk 1 litre", "add 6 bananas")
    for message in (
        "pay it all out of my wallet",
        "ادفع كله من المحفظه",
        "خل الدفع كامل من رصيدي",
        "edfa3 mn el wallet kila, kam yeb8a 3lay?",
    ):
        turn = await send(client, message, token=token)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
        shown = " ".join(texts(turn))
        assert _said(total - _WALLET, shown) and _said(total, shown), (message, shown)
    turn = await send(client, "how do i pay with my wallet", token=token)
    assert "faq" in kinds(turn), kinds(turn)


async def test_an_empty_cart_is_said_with_the_balance(client: Any) -> None:
    token = customer_token("demo-1")
    await emptied_cart(client, token=token)
    for message in ("does my wallet cover what's in my basket", "محفظتي تكفي السله؟"):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        shown = " ".join(texts(turn)) + turn.end["content"]
        assert _said(_WALLET, shown), (message, shown)
        assert "empty" in shown or "فاضي" in shown, (message, shown)


async def test_a_guest_is_asked_to_sign_in(client: Any) -> None:
    for message in ("is my wallet balance enough for my basket?", "el ma7fatha tkafi el sallah?"):
        turn = await send(client, message, guest=GUEST_A)
        [error] = [b for b in turn.end["blocks"] if b["kind"] == "error"]
        assert error["code"] == "AUTHENTICATION_REQUIRED", (message, error)

"""What the cart already holds, asked again, over a real socket: a code already on the cart
("ok switch" to it, "use bbq10" again) is said to be on it, never a proposal that changes
nothing; and the points asked after in Gulf words without a question mark ("شكثر نقاطي")
get their balance, never a proposal to spend them, while "use them all" still spends them."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

ALREADY = ("already on your cart", "مطبق على سلتك")


async def _meat_basket_with_bbq10(client: Any, token: str) -> str:
    add = await send(client, "add 3 lamb chops", token=token)
    assert (await confirm(client, add.action("add_to_cart")["actionId"], token=token)).status == 200
    code = await send(client, "apply BBQ10", add.conversation_id, token=token)
    applied = await confirm(client, code.action("apply_coupon")["actionId"], token=token)
    assert applied.status == 200
    return add.conversation_id


async def test_a_code_already_on_the_cart_is_said_so_not_proposed_again(client: Any) -> None:
    token = customer_token("demo-3")
    conversation = await _meat_basket_with_bbq10(client, token)
    for message in ("use bbq10", "apply coupon BBQ10 pls", "استخدم كود BBQ10", "7ot code BBQ10"):
        turn = await send(client, message, conversation, token=token)
        assert "cart_action" not in kinds(turn), message
        assert any(words in turn.end["content"] for words in ALREADY), (message, turn.end)
    offers = await send(
        client, "is there a better discount than bbq10 for this", conversation, token=token
    )
    switched = await send(client, "ok switch", offers.conversation_id, token=token)
    assert "cart_action" not in kinds(switched)
    # another code is still proposed in its place
    other = await send(client, "use SAVE3", conversation, token=token)
    assert (
        "apply_coupon"
        not in [b.get("actionType") for b in other.end["blocks"] if b["kind"] == "cart_action"]
        or other.action("apply_coupon")["params"]["couponCode"] == "SAVE3"
    )


async def test_points_asked_in_gulf_words_get_the_balance_not_a_proposal(client: Any) -> None:
    token = customer_token("demo-2")
    add = await send(client, "add 2 almarai milk", token=token)
    assert (await confirm(client, add.action("add_to_cart")["actionId"], token=token)).status == 200
    for message in (
        "شكثر نقاطي",
        "شقد نقاطي",
        "chakthar no8a6i",
        "وعندي نقاط بعد صح؟",
        "I still have points right?",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), message
        assert any("820" in text for text in texts(turn)), (message, texts(turn))
    asked = await send(client, "شكثر نقاطي", token=token)
    spent = await send(client, "استخدمهم كلهم", asked.conversation_id, token=token)
    assert spent.action("apply_loyalty")["params"]["points"] > 0

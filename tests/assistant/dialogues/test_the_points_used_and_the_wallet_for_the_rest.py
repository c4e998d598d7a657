"""The points used and the wallet for the rest, or the points counted and wished spent, over
a real socket in English, Gulf Arabic and Arabizi: "put my points on it and pay what's left
with the wallet", "خل النقاط تدفع والباقي من المحفظه", "isti5dim el no8a6 w el baqi mn el
ma7fatha"; "جم نقطه عندي؟ استعملهم". The points are proposed on the cart, and the wallet
is weighed against what they leave; before, how points and the wallet work was shown and
nothing proposed. Asked whether both go on one order, the rules are still the answer."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

_REST_SAID = ("your wallet holds 12.500 KWD", "محفظتك فيها ١٢٫٥٠٠ د.ك")


async def _filled(client: Any, token: str) -> str:
    filled = await send(client, "add 2 kdd laban and 3 lays salted", token=token)
    await confirm(client, filled.action("add_to_cart")["actionId"], token=token)
    return filled.conversation_id


async def test_the_points_are_proposed_and_the_wallet_weighed_for_the_rest(client: Any) -> None:
    token = customer_token("demo-3")  # 5,100 points, 12.500 KWD in the wallet
    conversation = await _filled(client, token)
    for message in (
        "put my points on it and pay what's left with the wallet",
        "خل النقاط تدفع والباقي من المحفظه",
        "isti5dim el no8a6 w el baqi mn el ma7fatha",
    ):
        turn = await send(client, message, conversation, token=token)
        assert turn.action("apply_loyalty")["params"]["points"] > 0, message
        said = " ".join(texts(turn)).lower()
        assert any(words.lower() in said for words in _REST_SAID), (message, said)


async def test_the_points_counted_and_wished_spent_are_proposed(client: Any) -> None:
    token = customer_token("demo-2")
    conversation = await _filled(client, token)
    for message in ("جم نقطه عندي؟ استعملهم", "kam 3indi no8a6? ista5dimhom"):
        turn = await send(client, message, conversation, token=token)
        assert turn.action("apply_loyalty")["params"]["points"] > 0, message


async def test_both_asked_on_one_order_is_the_rule(client: Any) -> None:
    token = customer_token("demo-3")
    conversation = await _filled(client, token)
    turn = await send(
        client, "can i pay with my points and wallet together?", conversation, token=token
    )
    assert "cart_action" not in kinds(turn), kinds(turn)
    assert "faq" in kinds(turn), kinds(turn)

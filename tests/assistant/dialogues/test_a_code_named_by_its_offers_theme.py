"""A running code named by its offer's theme, over a real socket: "حط كود الغبقة", "use the
ghabga coupon", "6ab8 coupon il ghabga" propose that code (GHABGA20), never "which code?";
paying from the wallet asked beside it is answered too (the wallet pays at checkout)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def test_the_code_named_by_its_theme_is_proposed_with_the_wallet_said(
    client: Any,
) -> None:
    token = customer_token("demo-3")
    for adding, message, wallet in (
        ("ابي 3 فيمتو و2 تمر خلاص", "حط كود الغبقة وبدفع من المحفظة", True),
        ("ابي 3 فيمتو و2 تمر خلاص", "طبق كوبون الغبقه لو سمحت", False),
        (
            "add 3 vimto and 2 khalas dates",
            "use the ghabga coupon and i'll pay from my wallet",
            True,
        ),
        ("abi 3 vimto w 2 tamr khalas", "6ab8 coupon il ghabga w bedfa3 mn il ma7fatha", True),
    ):
        await emptied_cart(client, token=token)
        added = await send(client, adding, token=token)
        done = await confirm(client, added.action("add_to_cart")["actionId"], token=token)
        assert done.status == 200, done.json
        turn = await send(client, message, token=token)
        action = turn.action("apply_coupon")
        assert action["params"]["couponCode"] == "GHABGA20", (message, action)
        said = turn.end["content"]
        if wallet:
            assert "wallet" in said or "محفظتك" in said, (message, said)
            assert "faq" in kinds(turn), (message, kinds(turn))

"""A thanks typed in Arabic letters as an English or French word, and the wallet's balance
asked after a word of assent, over a real socket: "ثانكيو" is a thanks, never goods not
found; "زين ..." opening a balance question is "well then", not the telephone company; and
"ok and how much ..." asks the account's balance, not what the wallet is."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_a_thanks_in_loanwords_is_a_thanks(client: Any) -> None:
    for message in ("ثانكيو", "اوكي ثانكس", "ميرسي", "مرسي حبيبي", "ثانك يو"):
        turn = await send(client, message, guest=GUEST_B)
        assert "العفو" in turn.end["content"], (message, turn.end["content"])
    shown = await send(client, "عندكم لبن؟", guest=GUEST_B)
    after = await send(client, "ثانكس", shown.conversation_id, guest=GUEST_B)
    assert "العفو" in after.end["content"], after.end["content"]
    assert "faq" not in kinds(after) and "products" not in kinds(after), kinds(after)


async def test_the_wallet_balance_asked_after_assent_is_the_accounts(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "زين شكثر صار رصيد محفظتي الحين",
        "طيب كم صار رصيد محفظتي",
        "ok and how much is sitting in my wallet now",
        "zain, cham rasidi fil ma7fa6a",
    ):
        turn = await send(client, message, token=token)
        assert "3.750" in turn.end["content"] + str(turn.end["blocks"]) or "٣٫٧٥٠" in str(
            turn.end["blocks"]
        ), (message, kinds(turn), turn.end["content"])
        assert "faq" not in kinds(turn), (message, kinds(turn))
    # a question about what the wallet is keeps the policy
    policy = await send(client, "what is the wallet for?", guest=GUEST_A)
    assert "faq" in kinds(policy), kinds(policy)
    # a phone line's credit stays another business's
    phone = await send(client, "ابي اشحن رصيد زين ٥ دينار", guest=GUEST_B)
    assert "3.750" not in str(phone.end["blocks"]), phone.end


async def test_a_line_credit_opened_by_zain_stays_the_telephone_companys(client: Any) -> None:
    """ "زين" / "zain" opening a message is the telephone company when a line's credit words
    follow and none of the shopper's own account: never the wallet and points."""
    token = customer_token("demo-1")
    for message in ("زين كرت رصيد ١٠ دنانير لو سمحت", "zain credit card 10 kd pls"):
        turn = await send(client, message, token=token)
        shown = turn.end["content"] + str(turn.end["blocks"])
        assert "3.750" not in shown and "٣٫٧٥٠" not in shown, (message, kinds(turn), shown)

"""Not being charged for the order just asked to be cancelled, over a real socket in English,
Gulf Arabic and Arabizi: "and i won't be charged for it right?", "لا تخصمون علي شي منه",
"la t5a9moon 3alay floosah" right after how cancelling it works are that order's cancelling
with a word on its money (nothing taken, anything paid back as for returns): never a product
search nor "did you mean". Money already taken for a cancelled order stays a charge the team
checks.

demo-3: KW-100933 to Home placed today (free to cancel).
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

HOME_ORDER_TODAY = "KW-100933"
_NOT_CHARGED = ("An order cancelled is not charged", "الطلب اللي ينلغي ما ينحسب عليك")


async def test_the_money_of_the_order_being_cancelled_is_answered(client: Any) -> None:
    token = customer_token("demo-3")
    for first, then in (
        ("i want to cancel the order coming home today", "and i won't be charged for it right?"),
        ("ابي الغي طلب البيت حق اليوم", "لا تخصمون علي شي منه"),
        ("abi alghi 6alab il bait ilyom", "la t5a9moon 3alay floosah"),
    ):
        shown = await send(client, first, token=token)
        turn = await send(client, then, shown.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [HOME_ORDER_TODAY], (then, kinds(turn))
        said = turn.end["content"]
        assert any(words in said for words in _NOT_CHARGED), (then, said)
        assert "products" not in kinds(turn), then


async def test_money_taken_for_a_cancelled_order_stays_a_charge(client: Any) -> None:
    token = customer_token("demo-3")
    shown = await send(client, "cancel my order to the house", token=token)
    then = "it got cancelled but the money was taken from my knet"
    turn = await send(client, then, shown.conversation_id, token=token)
    assert not any(words in turn.end["content"] for words in _NOT_CHARGED), turn.end["content"]

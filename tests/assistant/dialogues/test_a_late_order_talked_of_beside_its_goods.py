"""A late order talked of after its status, over a real socket in English, Gulf Arabic and
Arabizi: the driver asked to call ("can the driver call me when he's close", "خل المندوب يتصل
فيني"), what he is doing asked beside the goods in it ("the nappies in it are for my son, what
is the driver doing"), or those goods running out at home ("we have like 2 nappies left") are
that order's status again, never a help page alone, a search or a change of counts.

demo-1: KW-100915 out for delivery and past its window, with Pampers nappies and wipes in it.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

LATE_ORDER = "KW-100915"

AFTER_ITS_STATUS = {
    "en": (
        "where is my order, it's over an hour late",
        (
            "can the driver give me a call before he gets here",
            "have the courier ring me when he's near pls",
            "the nappies in it are for my son, what is the driver even doing??",
            "my daughter has like 2 nappies left, not ok",
            "we're running out of wipes at home",
        ),
    ),
    "ar": (
        "وين طلبي؟ متأخر ساعة",
        (
            "خل المندوب يتصل فيني اذا قرب من البيت",
            "الحفاضات اللي فيه حق ولدي، المندوب شقاعد يسوي؟",
            "باقي عندي حفاضة وحدة بس",
            "الحفاضات بالبيت قربت تخلص",
        ),
    ),
    "arabizi": (
        "wain 6alabi? m2a5ar sa3a",
        (
            "5ali el driver yetesil fini lama yoosal",
            "il 7afa9at ely feeh 7ag bnti, il driver shaysawi?",
            "ba8i 7afa9a wa7da bs",
        ),
    ),
}


@pytest.mark.parametrize("script", sorted(AFTER_ITS_STATUS))
async def test_the_late_order_stays_the_matter(client: Any, script: str) -> None:
    token = customer_token("demo-1")
    where, follow_ups = AFTER_ITS_STATUS[script]
    for follow_up in follow_ups:
        status = await send(client, where, token=token)
        assert order_numbers(status, "order_status") == [LATE_ORDER], where
        turn = await send(client, follow_up, status.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [LATE_ORDER], (
            follow_up,
            kinds(turn),
            turn.end["content"],
        )
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), follow_up


async def test_the_driver_asked_to_call_with_no_order_in_talk_shows_it(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "can the driver call me when he's close please",
        "خلوا المندوب يدق علي لما يوصل",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [LATE_ORDER], (message, kinds(turn))

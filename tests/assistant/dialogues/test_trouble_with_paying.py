"""Trouble with paying told, over a real socket: "my card keeps getting declined at checkout",
"عندي مشكلة بالدفع", "ma agdar adfa3, el knet ma yemshi" ask what happened and offer a person,
with the ways to pay; never the last order's expired return window, a search or "I can only
help with shopping". Asking which ways are taken is no trouble."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import chip_labels, kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_trouble_with_paying_asks_what_happened(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "hi, i have an issue with paying",
        "my card keeps getting declined at checkout",
        "مرحبا، عندي مشكلة بالدفع",
        "الكي نت ما يمشي معاي",
        "3indi mushkila bil daf3",
        "ma agdar adfa3, el knet ma yemshi",
    ):
        turn = await send(client, message, token=token)
        assert "order_status" not in kinds(turn), (message, kinds(turn))
        assert "faq" in kinds(turn), (message, kinds(turn))
        said = turn.end["content"]
        assert "KNET" in said or "الكي نت" in said, (message, said)
        labels = " ".join(chip_labels(turn))
        assert "person" in labels or "موظف" in labels, (message, labels)


async def test_the_ways_to_pay_asked_are_no_trouble(client: Any) -> None:
    for message in ("can i pay by card?", "اقدر ادفع كاش؟"):
        turn = await send(client, message, token=customer_token("demo-1"))
        said = turn.end["content"]
        assert "what happened" not in said and "شنو صار" not in said, (message, said)


async def test_a_card_refused_somewhere_else_is_the_banks_matter(client: Any) -> None:
    for message in (
        "my visa keeps getting declined when im travelling, why",
        "البطاقه مالتي انرفضت بالمطار، ليش",
        "il card ma yemshi bil atm",
    ):
        turn = await send(client, message, token=customer_token("demo-1"))
        said = turn.end["content"]
        assert "what happened" not in said and "شنو صار" not in said, (message, said)
        assert not {"faq", "order_status", "handoff"} & set(kinds(turn)), (message, kinds(turn))


async def test_money_taken_for_a_cancelled_order_is_a_charge_checked(client: Any) -> None:
    token = customer_token("demo-2")
    for message, numbered in (
        (
            "hey my order for my mum last week got cancelled but the money was still taken "
            "from my knet",
            True,
        ),
        ("طلبي الاسبوع اللي فات انلغى بس الفلوس انخصمت من الكي نت", False),
        ("il order mal ahli inlgha bs il floos in5am9at", True),
    ):
        turn = await send(client, message, token=token)
        if numbered:
            shown = order_numbers(turn, "order_status")
            assert shown == ["KW-100544"], (message, shown)
        said = turn.end["content"]
        assert "check the payment" in said or "يراجع الدفع" in said, (message, said)

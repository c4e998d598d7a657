"""What delivery costs or takes to one of a signed-in shopper's saved places, over a real
socket: "whats delivery to my parents place", "كم التوصيل لبيت اهلي", "kam el tawseel 7ag
bait ahli" show that area's delivery card (Rumaithiya) and propose nothing; "and express
there?" is the express card of the same area. Asking to send it there still proposes the
address."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

RUMAITHIYA = "Rumaithiya"


async def _the_parents_fee(client: Any, messages: tuple[str, ...]) -> None:
    token = customer_token("demo-2")
    for message in messages:
        turn = await send(client, message, token=token)
        cards = [b for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert RUMAITHIYA in str(cards), (message, kinds(turn), cards)


async def test_the_fee_to_a_saved_place_in_english(client: Any) -> None:
    await _the_parents_fee(
        client,
        (
            "whats delivery to my parents place",
            "how much is delivery to my parents place",
            "whats the delivery fee to my parents house",
            "delivery charge to my parents?",
            "how long does delivery take to my parents place",
            "what's delivery to my parents",
            "whats the fee to deliver to my parents house",
            "how much do you charge to deliver at my parents",
            "delivery cost to my parents address?",
            "how much is the delivery to my parents house",
        ),
    )


async def test_the_fee_to_a_saved_place_in_arabic(client: Any) -> None:
    await _the_parents_fee(
        client,
        (
            "كم التوصيل لبيت اهلي",
            "بكم التوصيل لبيت اهلي",
            "كم رسوم التوصيل لبيت اهلي",
            "شكد التوصيل لبيت اهلي",
            "التوصيل لبيت اهلي بكم",
            "كم ياخذ التوصيل لبيت اهلي",
            "رسوم التوصيل لعند اهلي كم",
            "شنو التوصيل لبيت اهلي",
            "كم سعر التوصيل لبيت اهلي",
            "كم تاخذون توصيل لبيت اهلي",
        ),
    )


async def test_the_fee_to_a_saved_place_in_arabizi(client: Any) -> None:
    await _the_parents_fee(
        client,
        (
            "kam el tawseel 7ag bait ahli",
            "bkam el tawseel l bait ahli",
            "kam rusoom el tawseel l bait ahli",
            "el tawseel l bait ahli bkam",
            "kam ya5ith el tawseel l bait ahli",
            "shkthar el tawseel 7ag bait ahli",
            "kam si3r el tawseel l bait ahli",
            "bkam tawseel bait ahli",
            "kam el tawseel 3ind ahli",
            "tawseel bait ahli kam",
        ),
    )


async def test_express_there_and_sending_there(client: Any) -> None:
    token = customer_token("demo-2")
    asked = await send(client, "whats delivery to my parents place", token=token)
    express = await send(client, "and express there?", asked.conversation_id, token=token)
    assert RUMAITHIYA in str(one(express, "delivery_info")), kinds(express)
    sent = await send(client, "deliver to my parents place", token=token)
    assert one(sent, "cart_action")["actionType"] == "select_address", kinds(sent)

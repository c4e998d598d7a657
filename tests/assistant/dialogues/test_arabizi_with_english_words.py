"""Arabizi shoppers borrow English words ("expired", "express") and write the article and
"that" as words of their own ("el", "elly", "wil"). Such a message is still Arabizi and is
answered in Arabic; a short one after an answer in Arabic keeps the conversation's language."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send


def _arabic(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


async def test_a_complaint_in_arabizi_with_an_english_word_is_answered_in_arabic(
    client: Any,
) -> None:
    expired = await send(client, "el laban elly wslni expired", guest=GUEST_A)
    assert "faq" in kinds(expired) and "products" not in kinds(expired)
    assert _arabic(expired.end["content"]), expired.end["content"]


async def test_express_after_an_area_is_about_that_area_in_arabic(client: Any) -> None:
    area = await send(client, "abi tawseel lil jahra", guest=GUEST_A)
    assert one(area, "delivery_info")["areaName"] == "Jahra"
    express = await send(client, "wil express?", area.conversation_id, guest=GUEST_A)
    info = one(express, "delivery_info")
    assert info["areaName"] == "Jahra" and info.get("express")
    assert _arabic(express.end["content"]), express.end["content"]
    price = await send(client, "w el express jam", area.conversation_id, guest=GUEST_A)
    assert "products" not in kinds(price)
    assert _arabic(price.end["content"]), price.end["content"]


async def test_english_after_arabic_is_still_answered_in_english(client: Any) -> None:
    area = await send(client, "abi tawseel lil jahra", guest=GUEST_A)
    fee = await send(client, "what is the delivery fee there", area.conversation_id, guest=GUEST_A)
    assert fee.end["content"].isascii(), fee.end["content"]


async def test_an_arabizi_order_missing_an_item_is_a_complaint(client: Any) -> None:
    turn = await send(client, "el 6alab nagis 5ubz", token=customer_token("demo-2"))
    assert "order_status" in kinds(turn) and "faq" in kinds(turn), turn.end["blocks"]
    assert not [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]


async def test_asking_for_a_person_after_a_proposal_is_no_yes_to_it(client: Any) -> None:
    guest = uuid.uuid4().hex
    offer = await send(client, "add 2 almarai milk", guest=guest)
    assert offer.action("add_to_cart")
    person = await send(client, "abi a7ad ykalimni", offer.conversation_id, guest=guest)
    assert one(person, "handoff")["ticketNumber"].startswith("T-")


async def test_shay_beside_a_word_for_nice_or_a_meal_is_a_thing_not_tea(client: Any) -> None:
    breakfast = await send(client, "abi shay lil fa6oor", guest=GUEST_A)
    assert not any("Tea" in name for name in names(breakfast)[:3]), names(breakfast)
    tea = await send(client, "abi shay lipton", guest=GUEST_A)
    assert "Lipton" in names(tea)[0]


async def test_and_a_product_after_a_price_is_that_product(client: Any) -> None:
    cucumbers = await send(client, "3ndkom 5yar?", guest=GUEST_A)
    price = await send(client, "b kam", cucumbers.conversation_id, guest=GUEST_A)
    tomatoes = await send(client, "w el tamat?", price.conversation_id, guest=GUEST_A)
    assert names(tomatoes)[0] == "Tomatoes (Jordan)"

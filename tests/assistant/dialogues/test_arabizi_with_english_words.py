"""Arabizi shoppers borrow English words ("expired", "express") and write the article and
"that" as words of their own ("el", "elly", "wil"). Such a message is still Arabizi and is
answered in Arabic; a short one after an answer in Arabic keeps the conversation's language."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A
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

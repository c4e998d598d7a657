"""A message about something other than the store is declined in the middle of a shopping
chat too, over a real socket: after a list, an offer or a recipe, a question about a car's
oil, a bank card, a phone or another shop's order gets the short decline with chips, no
card, proposal or ticket, in the shopper's language; and what does continue the chat ("no,
5", "is this halal", "where is it from") is still answered as the store's."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import assert_declined, kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

# (what came before, the off-domain message): each holds a word the store also uses, a
# count that looks like a new quantity, or the shape of a store request.
AFTER_SHOPPING = (
    ("do you have milk", "my bank froze my account what do i do"),
    ("do you have milk", "what is 5 times 7"),
    ("show me rice", "which chips are better for a gaming laptop"),
    ("add 2 milk", "is it halal to invest in stocks"),
    ("recipe for machboos", "where is my amazon order"),
    ("do you have eggs", "anything cheaper for car insurance"),
    ("عندكم حليب؟", "شلون اغير زيت السيارة"),
    ("عندكم حليب؟", "ابي اجدد الجواز وين اروح"),
    ("ابي موز", "السكر عندي مرتفع الصبح شسوي"),
    ("ابي موز", "طلبي من نون متأخر"),
    ("abi 7aleeb", "shlon aghayer zait el sayara"),
    ("abi 7aleeb", "el bank jamad 7esabi shsawi"),
    ("zeed 2 laban", "kam 5 x 7"),
    ("zeed 2 laban", "3indi jir7 fi 5addi shlon agha66ee bil makeup"),
)


@pytest.mark.parametrize(("before", "message"), AFTER_SHOPPING)
async def test_another_domain_mid_chat_is_declined_with_chips_only(
    client: Any, before: str, message: str
) -> None:
    guest = GUEST_B if is_arabic(before) or before.startswith(("abi", "zeed")) else GUEST_A
    first = await send(client, before, guest=guest)
    assert first.status == 200
    turn = await send(client, message, first.conversation_id, guest=guest)
    assert_declined(turn, message, arabic=guest == GUEST_B)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("ابي احجز موعد في المستشفى", GUEST_B),
        ("where is my amazon order", GUEST_A),
        ("when does the avenues mall open on friday", GUEST_A),
        ("وين طلبي من امازون", GUEST_B),
        ("kam no8ta ta36eeni visa el wa6ani 3ala kil dinar", GUEST_B),
    ],
)
async def test_a_store_shaped_request_of_another_business_is_declined(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert kinds(turn) == ["actions"], (message, kinds(turn))


async def test_a_new_count_right_after_an_offer_is_still_the_offer(client: Any) -> None:
    offered = await send(client, "add 2 kdd laban", guest=GUEST_A)
    assert "cart_action" in kinds(offered)
    again = await send(client, "no, 5", offered.conversation_id, guest=GUEST_A)
    [item] = one(again, "cart_action")["items"]
    assert item["quantity"] == 5 and "Laban" in item["product"]["name"], item


@pytest.mark.parametrize(
    ("before", "then", "guest"),
    [
        ("do you have milk", "is this halal", GUEST_A),
        ("عندكم حليب؟", "من وين هذا", GUEST_B),
        ("abi 7aleeb", "hatha min wain", GUEST_B),
    ],
)
async def test_a_question_about_what_was_shown_is_still_the_stores(
    client: Any, before: str, then: str, guest: str
) -> None:
    shown = await send(client, before, guest=guest)
    turn = await send(client, then, shown.conversation_id, guest=guest)
    assert "product_detail" in kinds(turn), (then, kinds(turn))
    assert "cart_action" not in kinds(turn)

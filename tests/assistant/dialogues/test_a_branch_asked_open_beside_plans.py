"""Whether one of our branches is open now, asked over a real socket in English, Gulf Arabic
and Arabizi with the shopper's plans beside it ("no space in the fridge, I'll walk", "I'll
go myself"): the branch's hours, never a decline nor a food-keeping answer; a bank's or a
restaurant's branch stays declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_our_branch_asked_open_with_plans_beside_it_shows_the_branch(client: Any) -> None:
    for message, guest in (
        ("fridge is full lol. is ur salmiya branch open right now? ill walk there", GUEST_A),
        ("فرعكم اللي بالجابريه فاتح الحين؟ بروح اشتري بنفسي", GUEST_B),
        ("el far3 ely bel salmiya maftoo7 il7een? ab6a aroo7 ashtiri", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "locations" in kinds(turn), (message, kinds(turn))


async def test_another_business_branch_stays_declined(client: Any) -> None:
    for message in ("is my bank branch open now", "is the kfc branch in salmiya open"):
        assert_declined(await send(client, message, guest=GUEST_A), message, arabic=False)


async def test_what_was_open_at_a_branch_told_stays_a_complaint(client: Any) -> None:
    for message, guest in (
        ("the yoghurt i got at your hawalli branch was already open", GUEST_A),
        ("كيس الخبز اللي من فرع حولي كان مفتوح", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "locations" not in kinds(turn), (message, kinds(turn))

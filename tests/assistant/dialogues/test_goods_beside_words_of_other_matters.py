"""Goods wished for, packed or gone wrong in words another matter also uses, over a real
socket in English, Gulf Arabic and Arabizi: a complaint against "the company" naming goods
that came spoiled, broken or short, or one naming what we sold, is still a ticket of ours;
goods said to be what one wants or eats ("what i'm after is nuts") are no prices gone crazy;
eggs packed in a basket of their own are no saying of savings; "شغل" of a dinner is no job
sought, nor a "part time" deal; goods asked beside code worked on ("github all day, add red
bull") are goods."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        # goods wished for or eaten, said to "be" nuts or bananas
        ("honestly all i want rn is nuts", GUEST_A),
        ("the one snack my husband likes is nuts", GUEST_A),
        ("the only fruit my daughter eats is bananas", GUEST_A),
        # eggs packed apart, no saying
        ("put the eggs in a single basket please so they dont crack", GUEST_A),
        ("حطو البيض في سله وحده لا ينكسر", GUEST_B),
        ("7u6o el bai6 fi sala wa7da 3ashan ma yinkisir", GUEST_B),
        # "شغل" of a dinner, no job
        ("ابغى شغل خفيف للعشا", GUEST_B),
        ("abi shughul sahil lil 3asha", GUEST_B),
        # a deal said to be "part time", no work sought
        ("is there a part time deal on juices", GUEST_A),
        ("part-time offer on chocolates?", GUEST_A),
        # goods asked beside code worked on
        ("github kept me up, add 2 pepsi", GUEST_A),
        ("debugging since morning, need some coffee beans", GUEST_A),
    ],
)
async def test_goods_in_those_words_are_answered_as_goods(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert kinds(turn) != ["actions"], (message, turn.end["content"])  # no bare decline


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("the parking fees downtown are nuts lately", GUEST_A),
        ("dont put all your eggs in one basket with crypto", GUEST_A),
        ("لا تحط كل بيضك بسله وحده بالاسهم", GUEST_B),
        ("ادور شغل مسائي", GUEST_B),
        ("are you hiring part timers for the weekend", GUEST_A),
        ("whats the best way to refactor a legacy codebase", GUEST_A),
    ],
)
async def test_their_other_matters_are_still_declined(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert_declined(turn, message, arabic=guest == GUEST_B)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("i want to file a complaint against my landlord, the pipe is leaking", GUEST_A),
        ("ابي اشتكي على المالك المكيف كان خربان", GUEST_B),
        ("abi ashtiki 3ala el kafeel, el sayyara kanat 5arban", GUEST_B),
    ],
)
async def test_a_complaint_of_a_thing_broken_at_home_opens_no_ticket(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "handoff" not in kinds(turn), (message, kinds(turn))

"""An exception to one of the shop's rules, asked of the team over a real socket: only a
person can grant it, so the shopper is handed to one in any of the three ways of writing,
whatever the rule is about (the delivery, a return); an exception asked of a school or an
employer is another matter's and is declined with no card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

THE_TEAMS = (
    "could somebody on your side make an exception on the delivery fee",
    "is anyone able to make an exception for my late return?",
    "ممكن احد عندكم يسوي لي استثناء بالتوصيل؟",
    "ابي احد يستثنيني هالمرة بس",
    "momkin a7ad 3indkom ysawi li exception bil tawseel?",
    "abi a7ad ystathnini hal marra bas",
)

ELSEWHERE = (
    ("my son's school won't make an exception for his absence", False),
    ("الشركة ما سوت لي استثناء بالاجازة", True),
    ("el sharika ma sawat li exception bil ejaza", True),
)


async def test_an_exception_to_the_shops_rules_goes_to_a_person(client: Any) -> None:
    token = customer_token("demo-2")
    for message in THE_TEAMS:
        turn = await send(client, message, token=token)
        assert "handoff" in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message


async def test_an_exception_asked_of_another_place_is_declined(client: Any) -> None:
    token = customer_token("demo-2")
    for message, arabic in ELSEWHERE:
        turn = await send(client, message, token=token)
        assert_declined(turn, message, arabic=arabic)

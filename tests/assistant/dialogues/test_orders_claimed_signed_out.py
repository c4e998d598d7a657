"""A shopper who is not signed in saying they did place an order, over a real socket: the
chat says it can see orders only once signed in to the account they were placed with, and
offers a person; never "not found in our store" nor a refund policy. A problem with what
came stays a complaint, a cart request beside it is answered, and having made a dish is no
order."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import chip_labels, kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

SIGN_IN = ("signed in", "تسجل دخولك")


async def test_an_order_said_placed_while_signed_out_gets_how_to_see_it(client: Any) -> None:
    for message, guest in (
        ("I ordered from the app on my number", GUEST_A),
        ("i placed an order yesterday through the app", GUEST_A),
        ("I already ordered on the website", GUEST_A),
        ("i made an order this morning with my phone number", GUEST_A),
        ("طلبت من التطبيق على رقمي", GUEST_B),
        ("انا مسوي طلب امس بالتطبيق", GUEST_B),
        ("سويت طلب من حسابي اليوم", GUEST_B),
        ("ana 6alabt mn el app 3ala ra8mi", GUEST_B),
        ("6alabt ams mn el tatbee8", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert any(words in reply for words in SIGN_IN), (message, reply)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert any(label in ("Talk to a person", "كلم موظف") for label in chip_labels(turn))


async def test_a_problem_with_what_came_or_a_dish_made_is_no_such_claim(client: Any) -> None:
    for message in (
        "I ordered milk yesterday but got laban",
        "i made machboos today",
        "i already ordered milk today, add bread",
        "طلبت حليب امس، ضيف خبز",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert not any(words in turn.end["content"] for words in SIGN_IN), message
    # signed in, the order is theirs to see: not told to sign in
    token = customer_token("demo-2")
    turn = await send(client, "I ordered from the app this morning, where is it", token=token)
    assert not any(words in turn.end["content"] for words in SIGN_IN)

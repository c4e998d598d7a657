"""A way to pay asked by its name, over a real socket: one the store's payment policy lists
is said to be taken, one it does not list (Mada, PayPal, STC Pay) is said not to be, and the
policy is shown either way; words that only sound like a card or cash ask nothing of it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_TAKEN = ("don't take", "ما نقبل")
TAKEN = ("Yes, you can pay", "تقدر تدفع")


async def _policy_answer(client: Any, message: str, guest: str) -> str:
    turn = await send(client, message, guest=guest)
    assert "cart_action" not in kinds(turn), message
    [item] = one(turn, "faq")["items"]
    assert item["question"] in ("How can I pay?", "ما هي طرق الدفع؟"), (message, item)
    return str(turn.end["content"])


async def test_a_way_the_store_does_not_take_is_said_not_taken(client: Any) -> None:
    for message, guest in (
        ("can i pay with mada", GUEST_A),
        ("do you take paypal", GUEST_A),
        ("do you accept stc pay?", GUEST_A),
        ("can I pay by amex card", GUEST_A),
        ("وشلون ادفع عندي بطاقه مدى", GUEST_B),
        ("تقبلون باي بال؟", GUEST_B),
        ("اقدر ادفع ببطاقة مدى؟", GUEST_B),
        ("agdar adfa3 b mada?", GUEST_B),
        ("t8bloon paypal?", GUEST_B),
        ("can i pay with tabby", GUEST_A),
        ("ادفع بتابي عادي؟", GUEST_B),
    ):
        reply = await _policy_answer(client, message, guest)
        assert any(words in reply for words in NOT_TAKEN), (message, reply)


async def test_a_way_the_store_takes_is_said_taken(client: Any) -> None:
    for message, guest in (
        ("can i pay cash?", GUEST_A),
        ("do you take apple pay", GUEST_A),
        ("can I pay with visa", GUEST_A),
        ("اقدر ادفع كاش؟", GUEST_B),
        ("تقبلون كي نت؟", GUEST_B),
        ("agdar adfa3 cash?", GUEST_B),
        ("adfa3 knet 3adi?", GUEST_B),
        ("can i pay by credit card", GUEST_A),
        ("ينفع ادفع فيزا؟", GUEST_B),
        ("t8blon knet?", GUEST_B),
    ):
        reply = await _policy_answer(client, message, guest)
        assert any(words in reply for words in TAKEN), (message, reply)


async def test_a_card_or_cash_word_beside_no_paying_asks_nothing_of_it(client: Any) -> None:
    for message in ("any cashback offers?", "my visa appointment is tomorrow lol"):
        turn = await send(client, message, guest=GUEST_A)
        reply = turn.end["content"]
        assert not any(words in reply for words in (*NOT_TAKEN, *TAKEN)), (message, reply)

"""A problem said in words the corpus never held: money taken twice however it is said (an
order named beside it is no reorder), a driver's manners in Arabizi; each is a complaint with
an apology, the order's status and a person offered, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

CHECKED = ("needs our team to check the payment", "يحتاج فريقنا يراجع الدفع")


async def test_money_taken_twice_in_any_words_is_a_charge_to_check(client: Any) -> None:
    token = customer_token("demo-1")
    for message, said in (
        ("انسحبت مني الفلوس مرتين على نفس الطلب", CHECKED[1]),
        ("inkha9am mini marratain", CHECKED[1]),
        ("you took my money twice for the same order", CHECKED[0]),
    ):
        turn = await send(client, message, token=token)
        assert said in turn.end["content"], (message, turn.end["content"])
        assert "order_status" in kinds(turn), message
        assert "cart_action" not in kinds(turn), message  # nothing is reordered


async def test_a_drivers_manners_in_arabizi_are_a_complaint(client: Any) -> None:
    token = customer_token("demo-2")
    for message in ("el sayeg kan wai7 ghleeth m3ai", "el driver kan galeel adab"):
        turn = await send(client, message, token=token)
        assert turn.end["content"].startswith("نعتذر منك"), (message, turn.end["content"])
        assert "order_status" in kinds(turn) and "products" not in kinds(turn), message


async def test_a_guest_whose_groceries_never_came_gets_an_apology_not_a_sign_in(
    client: Any,
) -> None:
    turn = await send(client, "my groceries never showed up", guest=GUEST_A)
    assert turn.end["content"].startswith("I'm really sorry"), turn.end["content"]
    assert "faq" in kinds(turn) and "error" not in kinds(turn)

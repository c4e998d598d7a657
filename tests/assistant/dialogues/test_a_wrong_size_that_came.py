"""A size that came wrong, said after a complaint ("and the milk is 1 litre not 2", "w el
7aleeb 1 litre mo 2", "والحليب ١ لتر مو ٢") or with its coming ("the rice came 1kg instead
of 5kg"), over a real socket: a complaint about the order, apologised for, never a list of
milks nor a cart change. A size wanted ("i want the 1 litre not 2") is no complaint."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_a_wrong_size_after_a_complaint_is_one_more(client: Any) -> None:
    token = customer_token("demo-1")
    for first, then in (
        (
            "the driver just dropped my order and they sent green apples not red",
            "and the milk is 1 litre not 2",
        ),
        (
            "the driver just dropped my order and the apples were rotten",
            "also the rice is 1kg not 5kg",
        ),
        ("الطلب وصل والتفاح خربان", "والحليب ١ لتر مو ٢"),
        ("الطلب وصل والتفاح خربان", "والرز ١ كيلو بدال ٥"),
        ("el order wasal w el tofa7 5arban", "w el 7aleeb 1 litre mo 2"),
        ("el order wasal w el tofa7 5arban", "w el 3aish 1 kilo mo 5"),
    ):
        told = await send(client, first, token=token)
        turn = await send(client, then, told.conversation_id, token=token)
        assert "products" not in kinds(turn), (then, kinds(turn))
        assert "cart_action" not in kinds(turn), then
        said = turn.end["content"]
        assert "sorry" in said.lower() or "نعتذر" in said, (then, said)


async def test_a_wrong_size_said_with_its_coming_is_a_complaint(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("the rice came 1kg instead of 5kg", "the milk was 1 litre not 2"):
        turn = await send(client, message, token=token)
        assert "products" not in kinds(turn), (message, kinds(turn))
        assert "sorry" in turn.end["content"].lower(), message


async def test_a_size_wanted_is_no_complaint(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("add almarai full fat milk 1 litre not 2", "ضيف حليب المراعي ١ لتر مو ٢"):
        turn = await send(client, message, token=token)
        assert "cart_action" in kinds(turn), (message, kinds(turn))

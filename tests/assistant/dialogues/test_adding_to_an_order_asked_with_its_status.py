"""Adding to an order placed asked beside where it is, over a real socket: "الاوردر اللي رايح
البيت وين وصل؟ اقدر ازود عليه؟", "the order going to the house, where is it? could i add on
to it instead of a new order", "wain wasal il order? agdar azeed 3alaih wala lazim order
jdeed?" answer the adding (a new order takes the goods) with the order's status; never the
status alone, nor goods the words "a new one" never named."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_adding_to_the_order_is_answered_with_its_status(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "الاوردر اللي رايح البيت وين وصل؟ اقدر ازود عليه؟",
        "الاوردر اللي رايح البيت وين صار؟ ينفع احط عليه بدال ما اسوي طلب ثاني",
        "the order going to the house, where is it? could i add on to it instead of a new order",
        "where's my order now? can i add to it rather than making a new one?",
        "wain wasal il order? agdar azeed 3alaih wala lazim order jdeed?",
    ):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), (message, kinds(turn))
        said = turn.end["content"]
        assert "new order" in said or "طلب جديد" in said or "بطلب جديد" in said, (message, said)

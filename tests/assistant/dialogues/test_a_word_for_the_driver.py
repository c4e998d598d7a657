"""A word to pass to the driver of the order on its way, over a real socket in English, Gulf
Arabic and Arabizi: "let the driver know to knock, not call", "قولوا للمندوب يدق الجرس ولا
يتصل", "gool lil driver ydig il jaras" are about that order: its card, that the chat cannot
reach the driver, and a person who can pass the word on; never the help pages' contact entry
nor the decline of another matter.

demo-1: KW-100915 out for delivery.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ON_ITS_WAY = "KW-100915"


async def test_the_word_is_for_the_order_on_its_way_through_a_person(client: Any) -> None:
    token = customer_token("demo-1")
    for asked in (
        "please let the driver know to knock, no calling, the baby's asleep",
        "قولوا للمندوب يدق الجرس ولا يتصل، البيبي نايم",
        "gool lil driver ydig il jaras w la yit9il, il baby nayem",
    ):
        turn = await send(client, asked, token=token)
        assert order_numbers(turn, "order_status") == [ON_ITS_WAY], (asked, kinds(turn))
        assert "faq" not in kinds(turn), (asked, kinds(turn))
        said = turn.end["content"]
        assert "person" in said or "موظفينا" in said, (asked, said)

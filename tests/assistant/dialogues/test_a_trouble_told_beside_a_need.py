"""A trouble told with a need beside it ("my wife can't eat gluten and the order had
gluten bread in it, i want a refund", "ولدي ما ياكل جلوتين وجاني خبز فيه جلوتين ابي اكلم موظف",
"binti ma takil mukassarat w il order fih mukassarat abi a7ad ykalimni"), over a real socket
in English, Gulf Arabic and Arabizi: the need is why, the trouble is what is asked, so the
apology, the order or the ticket answers, never goods kept to the need."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_a_trouble_with_a_need_beside_it_is_the_trouble(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "my wife can't eat gluten and the order had gluten bread in it, i want a refund",
        "ولدي ما ياكل جلوتين وجاني خبز فيه جلوتين ابي اكلم موظف",
        "binti ma takil mukassarat w il order fih mukassarat abi a7ad ykalimni",
    ):
        turn = await send(client, message, token=token)
        shown = kinds(turn)
        assert "products" not in shown, (message, shown)
        assert {"handoff", "order_status", "order", "faq"} & set(shown), (message, shown)

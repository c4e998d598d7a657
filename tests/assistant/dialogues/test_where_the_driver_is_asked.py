"""Where the driver of an order on its way is, or how far, asked over a real socket: "how
close is the courier now?", "المندوب وين وصل؟ بعيد؟", "il driver wain wasal? ba3eed?" are
that order's card with what the hub sees of him owned up to (its status and booked window,
no live place) and a person offered who can reach him, never "I didn't quite get that".

demo-1: KW-100915 out for delivery and late.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import chip_labels, kinds, order_numbers, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

LATE = "KW-100915"
PERSON = ("Talk to a person", "كلم موظف")
NOT_SEEN = ("can't see where they are", "ما أشوف وين مكانه")


async def test_where_the_driver_is_owns_up_to_what_is_seen(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "ok but can you tell me how close the courier is now",
        "wheres the driver right now, is he far?",
        "can u track the delivery guy for me",
        "المندوب وين وصل؟ بعيد؟",
        "كم باقي على السايق ويوصلني",
        "il driver wain wasal? ba3eed?",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [LATE], (message, kinds(turn))
        said = " ".join([turn.end["content"], *texts(turn)])
        assert any(words in said for words in NOT_SEEN), (message, said)
        assert any(label in chip_labels(turn) for label in PERSON), (message, chip_labels(turn))

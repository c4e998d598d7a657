"""The two goods named "between" in a price question, over a real socket: right after the Tide
powder was asked for, "what's the difference between the gel and the pods, which one costs
less", "شنو الفرق بين الجل والكبسولات؟ ايهم ارخص" and "il far8 bain il gel wil pods, ay wa7id
arkha9" weigh the gel against the pods, never the powder asked for before."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_two_named_between_are_weighed(client: Any) -> None:
    for asked, question, guest in (
        (
            "tide powder pls",
            "what's the difference between the gel and the pods? which one is cheaper",
            GUEST_A,
        ),
        ("تايد بودرة", "شنو الفرق بين الجل والكبسولات؟ ايهم ارخص", GUEST_B),
        ("tide powder", "il far8 bain il gel wil pods, ay wa7id arkha9", GUEST_B),
    ):
        shown = await send(client, asked, guest=guest)
        turn = await send(client, question, shown.conversation_id, guest=guest)
        weighed = names(turn)
        assert len(weighed) == 2 and not any("Powder" in n for n in weighed), (question, weighed)
        assert any("Gel" in n for n in weighed) and any("Pods" in n for n in weighed), weighed

"""An aisle asked for beside the news of who is coming and when, over a real socket in English,
Gulf Arabic and Arabizi: "fruit for six tomorrow, my in-laws are coming" shows the fruit aisle,
as "fruit" alone does, never "not found" for the news nor one product for the aisle."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_aisle_beside_the_news_of_kin_coming(client: Any) -> None:
    for message, guest in (
        (
            "need some fruit for 6 people tomorrow, my in-laws are coming. what do you have?",
            GUEST_A,
        ),
        ("ابي فواكه حق ٦ اشخاص باجر، اهل ريلي جايين. شنو عندكم؟", GUEST_B),
        ("abi fawakih 7ag 8 ashkha9 baachir, ahli jayeen. shno 3indkum?", GUEST_B),
    ):
        shown = names(await send(client, message, guest=guest))
        assert len(shown) >= 3, (message, shown)

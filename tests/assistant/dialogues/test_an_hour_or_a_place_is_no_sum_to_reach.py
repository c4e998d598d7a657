"""An hour or a place reached, asked over a real socket: "how much time left until we get
to 6pm, does my order come before", "how far is ur branch from 5th ring", "كم باقي لين نوصل ٨
بالليل؟ الطلب بيوصل قبل؟", "kam baqi 7ata nawsal 8 bil lail? il order yoosal gabel?" count
hours or ring roads, never dinars: the cart is never weighed against 8 KD, nor an order made again
from what is left of the message. A sum in dinars asked is still the cart's gap.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

AS_DINARS = ("KWD more reaches", "باقي لك")


async def test_an_hour_or_a_ring_road_is_no_sum(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "how much time left until we get to 6pm, does my order come before",
        "how much time till we get to 9 pm? will the order arrive before",
        "how far is ur branch from 5th ring",
        "كم باقي لين نوصل ٨ بالليل؟ الطلب بيوصل قبل؟",
        "kam baqi 7ata nawsal 8 bil lail? il order yoosal gabel?",
    ):
        turn = await send(client, message, token=token)
        said = texts(turn)
        assert not any(words in text for text in said for words in AS_DINARS), (message, said)
        assert "order" not in kinds(turn), (message, kinds(turn))


async def test_a_sum_in_dinars_is_still_the_carts_gap(client: Any) -> None:
    turn = await send(client, "how much more to reach 10 kd?", token=customer_token("demo-1"))
    assert any("more reaches" in text for text in texts(turn)), texts(turn)

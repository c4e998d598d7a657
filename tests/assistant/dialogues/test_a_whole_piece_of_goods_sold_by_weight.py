"""A whole piece asked of goods sold by the kilo ("a whole watermelon, not by the kilo",
"ابيها حبه كامله مو كيلو"): the goods are shown and said to be sold by the kilo at their
price, never "not found", over a real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_a_whole_watermelon_is_said_to_be_sold_by_the_kilo(client: Any) -> None:
    for message, said in (
        ("what's the price of one whole watermelon? i don't want it by the kilo", "0.250 KWD"),
        ("كم سعر الرقي؟ ابيه كامل مو كيلو", "٠٫٢٥٠ د.ك"),
        ("cham si3r il ra8i? abi wa7da kamla mo bil kilo", "٠٫٢٥٠ د.ك"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn)[:1] == ["Watermelon"], (message, names(turn))
        texts = " ".join(str(b.get("text")) for b in turn.end["blocks"] if b["kind"] == "text")
        assert said in texts, (message, texts)

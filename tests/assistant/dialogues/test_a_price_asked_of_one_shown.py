"""The price of one of the goods just listed, asked by its name, over a real socket, in
English, Gulf Arabic and Arabizi.

"The medjool, how much? I only want a kilo" after the dates: the price is said in words with
the product's name and pack, beside its card, never only "here are the details"."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import conversation, texts

ASKED = (
    ("what dates have you got", "the medjool, how much is it?", ("Medjool", "4.250 KWD")),
    ("عندكم تمر؟ شنو الانواع", "العجوة بكم؟ ابي كيلو بس", ("عجوة", "٥٫٥٠٠")),
    ("shno 3indkum tamr?", "il khlas b kam? abi kilo wa7id bs", ("خلاص", "٢٫٢٥٠")),
)


async def test_the_price_is_said_with_its_name(client: Any) -> None:
    for first, then, (name, price) in ASKED:
        *_, turn = await conversation(client, [first, then], guest=uuid.uuid4().hex)
        said = texts(turn)
        assert any(name in line and price in line for line in said), (then, said)

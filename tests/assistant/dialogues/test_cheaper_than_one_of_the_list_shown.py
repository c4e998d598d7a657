"""Cheaper than one of the list shown, named by its brand, over a real socket in English,
Gulf Arabic and Arabizi: "cheaper than the kdd one?", "mo almarai, shay arkha9" after the labans,
"مو لبنة المراعي، الارخص منها" after the labnehs. The others of the list below its price are shown, cheapest
first; before, the brand's name was searched and its other goods shown as "cheaper" (milk,
juice), or the named product itself."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import products
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

KDD, AL_RAWABI = "p-0208", "p-0214"  # labans at 0.390 and 0.380 KWD, Almarai's at 0.400
NADEC, BALADNA = "p-0211", "p-0217"  # labnehs at 0.950 and 0.890 KWD, Almarai's at 0.990


async def test_the_others_below_its_price_are_shown(client: Any) -> None:
    for shown, said, expected in (
        ("laban", "cheaper than the kdd one?", [AL_RAWABI]),
        ("لبنه", "مو لبنة المراعي، الارخص منها", [BALADNA, NADEC]),
        ("laban", "mo almarai, shay arkha9", [AL_RAWABI, KDD]),
    ):
        listed = await send(client, shown, guest=GUEST_A)
        turn = await send(client, said, listed.conversation_id, guest=GUEST_A)
        assert [p["_id"] for p in products(turn)] == expected, (said, turn.end["content"])

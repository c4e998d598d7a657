"""When delivery can get to an area, asked as "when can it ..." over a real socket in
English, Gulf Arabic and Arabizi ("ok nvm. when can it get to rumaithiya", "متى يوصل
الرميثيه", "mata yoo9al el rumaithiya"): the area's delivery card, with its time. Before,
the English was not understood ("when can it" was no question of delivery time)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_the_areas_card(client: Any) -> None:
    for message in (
        "ok nvm. when can it get to rumaithiya",
        "when could it reach salmiya",
        "متى يوصل الرميثيه",
        "mata yoo9al el rumaithiya",
    ):
        turn = await send(client, message, guest=GUEST_A)
        card = one(turn, "delivery_info")
        assert card["areaName"] in ("Rumaithiya", "Salmiya"), (message, kinds(turn))
        assert card["etaMinutes"], (message, card)

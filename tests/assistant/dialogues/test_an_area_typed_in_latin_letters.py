"""An area typed in Latin letters inside an Arabizi message, over a real socket in English,
Gulf Arabic and Arabizi: "twa9loon fnaitees?" is Fnaitees, as "do u deliver to fnaitees" and
"توصلون الفنيطيس؟" are. Its reading in Arabic letters ("فنيتيس") is nearer the spelling of
Fintas ("الفنطاس") than of Fnaitees ("الفنيطيس"), and the reading won, so the shopper got
another area's card; the letters as typed name the area the shopper meant. Fintas typed so
stays Fintas."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.handlers.assistant_support import send

ASKED = (
    ("do u deliver to fnaitees", "Fnaitees"),
    ("توصلون الفنيطيس؟", "Fnaitees"),
    ("twa9loon fnaitees?", "Fnaitees"),
    ("kam el taw9eel l fnaitees", "Fnaitees"),
    ("twa9loon el fintas?", "Fintas"),
)


async def test_the_area_typed_is_the_area_shown(client: Any) -> None:
    for message, area in ASKED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert one(turn, "delivery_info")["areaName"] == area, (message, turn.end["blocks"])

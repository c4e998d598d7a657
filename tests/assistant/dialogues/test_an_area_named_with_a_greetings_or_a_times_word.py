"""An area whose name holds a word of a greeting or a time, over a real socket in English,
Gulf Arabic and Arabizi: "كم التوصيل لصباح السالم؟", "shkad el tawseel 7ag 9aba7 al salem?"
("صباح": morning), "توصلون مدينة صباح الاحمد؟". The area of the whole name is the one
shown; before, its last word alone was read as another area (Salam) or the morning's windows
were shown with no area. The greeting "salam 3alaikum" before an area names no area Salam."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def _areas_shown(client: Any, message: str) -> list[str]:
    turn = await send(client, message, guest=GUEST_A)
    return [b["areaName"] for b in turn.end["blocks"] if b["kind"] == "delivery_info"]


async def test_the_whole_name_is_the_area(client: Any) -> None:
    for message, area in (
        ("how much to deliver to sabah al salem", "Sabah Al-Salem"),
        ("كم التوصيل لصباح السالم؟", "Sabah Al-Salem"),
        ("shkad el tawseel 7ag 9aba7 al salem?", "Sabah Al-Salem"),
        ("توصلون مدينة صباح الاحمد؟", "Sabah Al-Ahmad City"),
        ("tw9loon madinat 9aba7 el a7mad?", "Sabah Al-Ahmad City"),
    ):
        assert await _areas_shown(client, message) == [area], message


async def test_a_greeting_names_no_area(client: Any) -> None:
    for message in ("salam 3alaikum, kam el tawseel lel jahra", "السلام عليكم كم التوصيل للجهراء"):
        assert await _areas_shown(client, message) == ["Jahra"], message

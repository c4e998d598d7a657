"""The branch nearest an area that has none of its own, asked over a real socket in
English, Gulf Arabic and Arabizi, with whether it is open now: Mangaf's, Fintas's and Abu
Halifa's nearest is Fresh Fahaheel (open 24 hours), shown with its card and said open; never
the general opening hours alone, nor another governorate's branch. An area with a branch of
its own keeps that branch."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_OPEN_NOW = ("open now", "مفتوح الحين")


def _pins(turn: Any) -> list[str]:
    return [str(item["label"]) for item in one(turn, "locations")["items"]]


async def test_the_nearest_branch_to_an_area_without_one(client: Any) -> None:
    for message, guest, asks_now in (
        ("which branch is closest to mangaf and is it open right now?", GUEST_A, True),
        ("وين اقرب فرع للمنقف؟ مفتوح الحين؟", GUEST_B, True),
        ("ana bil fintas, ay far3 agrab 7aggi? fati7 il7een?", GUEST_B, True),
        ("is there a branch near abu halifa", GUEST_A, False),
    ):
        turn = await send(client, message, guest=guest)
        assert _pins(turn) == ["Fresh Fahaheel"], (message, _pins(turn))  # pins keep one name
        if asks_now:
            said = turn.end["content"]
            assert any(words in said for words in _OPEN_NOW), (message, said)


async def test_an_area_with_its_own_branch_keeps_it(client: Any) -> None:
    for message, guest, branch in (
        ("nearest branch to jabriya?", GUEST_A, "Fresh Jabriya"),
        ("اقرب فرع للجهراء", GUEST_B, "Fresh Jahra"),
    ):
        turn = await send(client, message, guest=guest)
        assert _pins(turn) == [branch], (message, _pins(turn))

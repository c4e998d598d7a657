"""A line taken off the proposal with the reason, over a real socket in English, Gulf Arabic and
Arabizi: "one of the kids" in the reason is a person, no count, so the proposal comes again
without that line; and a tray of sweets ("صينية بقلاوة") is a pack of them, neither a dish we
do not sell nor the Chinese garlic its letters share."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_BAKLAVA = "p-1113"
_MAAMOUL = "p-0315"
_RAHASH = "p-1112"


def _lines(turn: Any) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}


async def test_one_of_someone_in_the_reason_is_no_count(client: Any) -> None:
    for offer, message, guest in (
        (
            "add baklava and date maamoul",
            "drop the baklava pls, one of my kids is allergic to nuts",
            GUEST_A,
        ),
        ("ضيف بقلاوه ومعمول تمر", "لا البقلاوه شيلها، وحده من البنات عندها حساسيه مكسرات", GUEST_B),
        ("7ot baklawa w ma3moul", "shil il baklawa, wa7da min il banat 3indha 7asasiya", GUEST_B),
    ):
        offered = await send(client, offer, guest=guest)
        assert set(_lines(offered)) == {_BAKLAVA, _MAAMOUL}, (offer, _lines(offered))
        turn = await send(client, message, offered.conversation_id, guest=guest)
        assert _lines(turn) == {_MAAMOUL: 1}, (message, _lines(turn))


async def test_a_tray_of_sweets_is_a_pack_of_them(client: Any) -> None:
    for message, lines in (
        ("ضيف رهش وصينية بقلاوه", {_RAHASH: 1, _BAKLAVA: 1}),
        ("حط صينيتين بقلاوه", {_BAKLAVA: 2}),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn) == lines, (message, _lines(turn))

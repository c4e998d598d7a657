"""A proposal put right in one message that takes one line off and counts another anew, over
a real socket in English, Gulf Arabic and Arabizi ("without the lays, and 5 pepsi", "بلا
جالاكسي و ٤ بيبسي", "bala galaxy, w 4 pepsi"): the line named after "no" is gone and the
other counted so. The line taken off says the proposal is being corrected, as "only" or
"not" would; without it the pepsi was added beside the chocolate still offered."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send

_CHIPS, _PEPSI, _GALAXY = "p-1101", "p-1212", "p-1106"


def _lines(turn: Turn) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}


async def test_a_line_off_and_another_recounted_is_one_correction(client: Any) -> None:
    for asked, corrected, guest, kept in (
        ("add 2 lays salt and 3 pepsi", "without the lays, and 5 pepsi", GUEST_A, 5),
        ("ضيف ٢ جالاكسي و٣ بيبسي", "بلا جالاكسي و ٤ بيبسي", GUEST_B, 4),
        ("7i6 2 galaxy w 3 pepsi", "bala galaxy, w 4 pepsi", GUEST_B, 4),
    ):
        offered = await send(client, asked, guest=guest)
        assert _PEPSI in _lines(offered), asked
        turn = await send(client, corrected, offered.conversation_id, guest=guest)
        assert _lines(turn) == {_PEPSI: kept}, corrected

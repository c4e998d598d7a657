"""What the store has for a guest's diet, asked beside news of the guest and the meal ("my
friend is vegan and eating with us tonight, what have you got for her", "صديقتي نباتيه
وبتتعشى عندي، شنو عندكم لها", "9adeegti vegan w bit3ashe ma3ay, shno 3indkum"), over a
real socket: read as a search of ours for that diet, never the decline of another matter."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_ASKED = (
    (GUEST_A, "my friend is vegan and eating with us tonight, what have you got for her"),
    (GUEST_B, "صديقتي نباتيه وبتتعشى عندي، شنو عندكم لها"),
    (GUEST_B, "9adeegti vegan w bit3ashe ma3ay, shno 3indkum 7agha"),
    (GUEST_B, "rafeegi nabati w yit3asha 3indna il lail, shno 3indkum"),
)


async def test_goods_for_a_guests_diet_are_searched(client: Any) -> None:
    for guest, message in _ASKED:
        turn = await send(client, message, guest=guest)
        reply = turn.end["content"]
        assert "shopping" not in reply and "التسوق" not in reply, (message, reply)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))

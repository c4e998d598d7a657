"""An offer asked for by the aisle it covers, in a word its title does not hold, over a real
socket: "fi code lel tanthif?" (cleaning, "تنظيف", where the offer says "المنظفات"), "any code
for cleaning stuff?", "فيه كود للتنظيف؟" show that offer alone, and a go-ahead right after
("6abbigah", "apply it") is for its code, not a question of which. "any offers?" still shows
them all."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.handlers.assistant_support import send

_CLEANING = "offer-clean-home"


def _offers(turn: Any) -> list[str]:
    return [offer["_id"] for offer in one(turn, "offers")["offers"]]


async def test_an_offer_asked_by_its_aisle_is_that_offer(client: Any) -> None:
    for ask, go_ahead in (
        ("fi code lel tanthif?", "6abbigah"),
        ("any code for cleaning stuff?", "ok apply it"),
        ("فيه كود للتنظيف؟", "طبقه"),
        ("fi 5a9m 3al mnathfat?", "7e6a"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, ask, guest=guest)
        assert _offers(shown) == [_CLEANING], ask
        applied = await send(client, go_ahead, shown.conversation_id, guest=guest)
        assert _offers(applied) == [_CLEANING], (go_ahead, applied.end)


async def test_offers_asked_with_no_aisle_are_all_shown(client: Any) -> None:
    for ask in ("any offers?", "شو العروض؟", "fi 3roo9?"):
        turn = await send(client, ask, guest=uuid.uuid4().hex)
        assert len(_offers(turn)) > 3, ask

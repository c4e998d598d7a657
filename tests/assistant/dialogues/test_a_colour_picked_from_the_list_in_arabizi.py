"""One of the goods just shown picked by its colour in Arabizi, over a real socket: after the
white and the brown eggs are shown, "7ot wa7id il abya6" (ض written "6" as in "bai6") and
"3tni il abya6 wa7id" put that one in a proposal, and "la2 abi il brown mu il abya6" turns a
pending white to the brown; never a search of the whole store for white onions."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_WHITE, _BROWN = "p-0226", "p-0227"


async def test_a_colour_picks_one_of_the_eggs_just_shown(client: Any) -> None:
    for asked, picked, wanted, guest in (
        ("shino 3indkum bai6?", "7ot wa7id il abya6", _WHITE, GUEST_B),
        ("fee bai6 30 7aba?", "3tni il abya6 wa7id", _WHITE, GUEST_B),
        ("bai6 3indkum?", "7ot wa7id il bunni", _BROWN, GUEST_B),
        ("عندكم بيض؟", "حط واحد الابيض", _WHITE, GUEST_B),
        ("any eggs?", "add the brown one", _BROWN, GUEST_A),
    ):
        await send(client, "empty my cart", guest=guest)
        shown = await send(client, asked, guest=guest)
        turn = await send(client, picked, shown.conversation_id, guest=guest)
        lines = [line["productId"] for line in turn.action("add_to_cart")["items"]]
        assert lines == [wanted], (picked, lines)


async def test_the_other_colour_said_instead_turns_the_pending_pick(client: Any) -> None:
    for then in ("la2 sorry abi il brown mu il abya6", "la la il bunni mu il abya6"):
        await send(client, "empty my cart", guest=GUEST_B)
        shown = await send(client, "3indkum bai6?", guest=GUEST_B)
        await send(client, "7ot wa7id il abya6", shown.conversation_id, guest=GUEST_B)
        turn = await send(client, then, shown.conversation_id, guest=GUEST_B)
        lines = [line["productId"] for line in turn.action()["items"]]
        assert lines == [_BROWN], (then, lines)

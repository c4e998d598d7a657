"""A pick from the list opened with a Gulf "yes", over a real socket: after "nido 3indkum?",
"ee il 3+ wa7id", "ايه ال ١+ واحد", "aywa il 1+" take the tin picked into a proposal as "yes
the 3+ one" does, never only show its details; a bare pick still only shows them."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_yes_before_the_pick_takes_it(client: Any) -> None:
    for asked, picked, age, guest in (
        ("nido 3indkum?", "ee il 3+ wa7id", "3+", GUEST_B),
        ("fee nido?", "aywa il 1+", "1+", GUEST_B),
        ("عندكم نيدو؟", "ايه ال ١+ واحد", "1+", GUEST_B),
        ("do you have nido?", "yes the 3+ one", "3+", GUEST_A),
    ):
        await send(client, "empty my cart", guest=guest)
        shown = await send(client, asked, guest=guest)
        turn = await send(client, picked, shown.conversation_id, guest=guest)
        [item] = turn.action("add_to_cart")["items"]
        names = {p["_id"]: p["name"] for p in _shown(shown)}
        assert age in names[item["productId"]], (picked, names[item["productId"]])


async def test_a_bare_pick_still_shows_it(client: Any) -> None:
    shown = await send(client, "nido 3indkum?", guest=GUEST_B)
    turn = await send(client, "il 3+ wa7id", shown.conversation_id, guest=GUEST_B)
    assert "cart_action" not in kinds(turn), kinds(turn)


def _shown(turn: Any) -> list[dict[str, Any]]:
    [block] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
    return list(block["products"])

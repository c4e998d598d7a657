"""A saved place named with the area it is in, over a real socket: "deliver it to my parents'
house in Rumaithiya", "وصلوها بيت اهلي بالرميثيه", "wa9loha bait ahli bil rumaithiya" from
demo-2 (Parents, in Rumaithiya) propose that saved address, not the bare area; an area alone
is still the area."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

NAMED = {
    "en": ("deliver it to my parents house in rumaithiya",),
    "ar": ("وصلوها بيت اهلي بالرميثيه", "وصلها بيت اهلي بالرميثيه"),
    "arabizi": ("wa9loha bait ahli bil rumaithiya",),
}


@pytest.mark.parametrize("script", sorted(NAMED))
async def test_the_saved_place_is_proposed(client: Any, script: str) -> None:
    token = customer_token("demo-2")
    for said in NAMED[script]:
        turn = await send(client, said, token=token)
        assert "cart_action" in kinds(turn), (said, kinds(turn))
        action = turn.action()
        assert action["actionType"] == "select_address", (said, action)


async def test_an_area_alone_is_the_area(client: Any) -> None:
    turn = await send(client, "deliver to rumaithiya", token=customer_token("demo-2"))
    assert turn.action()["actionType"] == "select_delivery_area"

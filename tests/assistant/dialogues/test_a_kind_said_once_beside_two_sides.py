"""Two kinds of one goods compared, the goods named once, in English, Gulf Arabic and Arabizi
("ghee whats the diff between the vegetable and the butter one", "السمن شو الفرق بين النباتي
والبقري", "il samin shnu il far8 bain il nabati wil ba8ari"): both ghees side by side, and
"the cheaper one" after is the vegetable ghee. Before, "We don't have exactly that" with
the vegetable ghee alone, and "the cheaper one" showed a balsamic vinegar: cheaper goods of
the ghee's aisle are only goods of its kind."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send

GHEES = ["Aseel Vegetable Ghee", "Aseel Pure Butter Ghee"]
GHEES_ASKED = "ghee whats the diff between the vegetable and the butter one"


@pytest.mark.parametrize(
    "message",
    [
        "ghee whats the diff between the vegetable and the butter one",
        "ghee, whats the difference between the vegetable one and the butter one",
        "السمن شو الفرق بين النباتي والبقري",
        "il samin shnu il far8 bain il nabati wil ba8ari",
    ],
)
async def test_both_ghees_side_by_side(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_B)
    assert names(turn) == GHEES, (message, kinds(turn))


async def test_the_cheaper_one_after(client: Any) -> None:
    compared = await send(client, GHEES_ASKED, guest=GUEST_B)
    turn = await send(client, "the cheaper one", compared.conversation_id, guest=GUEST_B)
    shown = [b["product"]["name"] for b in turn.end["blocks"] if b["kind"] == "product_detail"]
    assert shown == ["Aseel Vegetable Ghee"], kinds(turn)


async def test_nothing_cheaper_is_another_kind(client: Any) -> None:
    shown = await send(client, "vegetable ghee", guest=GUEST_B)
    turn = await send(client, "anything cheaper", shown.conversation_id, guest=GUEST_B)
    listed = names(turn) if "products" in kinds(turn) else []
    assert all("Ghee" in name for name in listed), listed

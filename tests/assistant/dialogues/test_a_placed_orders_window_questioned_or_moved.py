"""A placed order's booked window questioned or asked to be moved, over a real socket: the
order's card (its window) is shown with what its state still allows our team to change, the
windows open on its day (those of the hours asked) and a person to ask; never juice for "il
3a9r" (the afternoon), nor the other-matters decline. In English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_QUESTIONED_THEN_MOVED = {
    "en": (
        "my chalet order is booked for the crack of dawn?? nobody will be there",
        "can i move it to the afternoon instead, 3 to 5",
    ),
    "ar": (
        "طلبي اللي للشاليه محجوز الفجر؟ محد بيكون هناك",
        "اقدر احوله للعصر؟ من ٣ لين ٥",
    ),
    "arabizi": (
        "6alabi lil chalet bacher il fajr?? ma7ad hnak",
        "agdar a7awla il 3a9r? 3 ila 5",
    ),
}
_MOVED_BY_NAME = {
    "en": "can i change my chalet order's delivery to the evening",
    "ar": "ابي اغير موعد طلب الشاليه للمسا",
    "arabizi": "abi a8ayer wagt 6alab il chalet lil masa",
}


def _answered(turn: Any, script: str, message: str) -> None:
    shown = kinds(turn)
    assert "order_status" in shown, (script, message, shown)
    assert "delivery_slots" in shown, (script, message, shown)
    assert "products" not in shown, (script, message, shown)
    labels = [
        c["label"] for b in turn.end["blocks"] if b["kind"] == "actions" for c in b["suggestions"]
    ]
    assert labels, (script, message, shown)


@pytest.mark.parametrize("script", sorted(_QUESTIONED_THEN_MOVED))
async def test_a_booked_window_questioned_then_moved(client: Any, script: str) -> None:
    token = customer_token("demo-3")
    questioned, moved = _QUESTIONED_THEN_MOVED[script]
    first = await send(client, questioned, token=token)
    _answered(first, script, questioned)
    second = await send(client, moved, first.conversation_id, token=token)
    _answered(second, script, moved)


@pytest.mark.parametrize("script", sorted(_MOVED_BY_NAME))
async def test_a_placed_orders_window_moved_by_its_place(client: Any, script: str) -> None:
    message = _MOVED_BY_NAME[script]
    turn = await send(client, message, token=customer_token("demo-3"))
    _answered(turn, script, message)

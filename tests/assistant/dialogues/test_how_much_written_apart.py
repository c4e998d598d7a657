"""A price asked with "bkam" written apart ("zbaidi b kam?", "ب كم الزبيدي"), over a real
socket: the product's card, as "bkam" gets, never how long it cooks; "how many minutes"
asked the same way stays a cooking time."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send


def _named(turn: Any) -> list[str]:
    if "product_detail" in kinds(turn):
        return [one(turn, "product_detail")["product"]["name"]]
    return names(turn) if "products" in kinds(turn) else []


async def test_a_price_asked_with_bkam_apart_is_the_products(client: Any) -> None:
    for message, named in (
        ("zbaidi b kam?", "Zubaidi"),
        ("el hamour b kam el kilo", "Hamour"),
        ("b kam el zbaidi", "Zubaidi"),
        ("el 3asal b kam", "Honey"),
        ("ب كم الزبيدي", "Zubaidi"),
        ("الهامور ب كم", "Hamour"),
    ):
        shown = await send(client, "shino el simach el fresh 3indkom", guest=GUEST_B)
        turn = await send(client, message, shown.conversation_id, guest=GUEST_B)
        assert any(named in name for name in _named(turn)), (message, kinds(turn))
        assert "cooking_time" not in str(turn.end["blocks"]), message


async def test_minutes_asked_the_same_way_stay_a_cooking_time(client: Any) -> None:
    turn = await send(client, "chicken b kam min daqeeqa fil oven", guest=GUEST_B)
    assert not _named(turn), kinds(turn)
    assert "دقيقة" in str(turn.end["blocks"]), turn.end["blocks"]

"""A plant's milk named in a list beside other goods, and goods let go by name before a new
request, over a real socket in English, Gulf Arabic and Arabizi: the rest of the list is
proposed or shown and the milk said not sold, never a cow's milk picked for it; what follows
"forget the milk." is asked as if said alone."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_BANANAS = "p-0001"


async def test_a_plant_milk_added_beside_other_goods_is_said_not_sold(client: Any) -> None:
    for message, guest, milk in (
        ("put a kilo of bananas and oat milk in", GUEST_A, "oat milk"),
        ("7ot kilo mooz w 7aleeb lawz", GUEST_B, "حليب لوز"),
    ):
        turn = await send(client, message, guest=guest)
        lines = turn.action("add_to_cart")["items"]
        assert [line["productId"] for line in lines] == [_BANANAS], (message, lines)
        assert any(milk in text for text in texts(turn)), (message, texts(turn))


async def test_a_plant_milk_asked_beside_other_goods_is_said_not_sold(client: Any) -> None:
    for message, guest, milk in (
        ("bananas and some almond milk if you have it", GUEST_A, "almond milk"),
        ("3indkom mooz w 7aleeb lawz?", GUEST_B, "حليب لوز"),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert any(name.startswith("Bananas") for name in shown), (message, shown)
        assert not any("Fresh Milk" in name for name in shown), (message, shown)
        assert any(milk in text for text in texts(turn)), (message, texts(turn))


async def test_what_follows_goods_let_go_is_asked_alone(client: Any) -> None:
    turn = await send(
        client,
        "ok skip the milk. i need oats plus some fruit, banana and strawberries",
        guest=GUEST_A,
    )
    shown = names(turn)
    for kind in ("Oats", "Bananas", "Strawberries"):
        assert any(kind in name for name in shown), (kind, shown, kinds(turn))

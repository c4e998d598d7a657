"""Kitchenware asked for as goods over a real socket ("abi 2 9a7n", plates; "عندكم قدور؟",
"do you sell mugs") is said not to be sold, and nothing else is offered in its place: the
dish soap whose name holds "صحون" is no plate. Dish soap asked for stays the store's, and a
spoon of sugar is a measure, not kitchenware."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_kitchenware_is_said_not_to_be_sold(client: Any) -> None:
    for message, guest, said in (
        ("abi 2 9a7n", GUEST_B, "ما نبيع أواني"),
        ("ابي ٢ صحون", GUEST_B, "ما نبيع أواني"),
        ("عندكم قدور؟", GUEST_B, "ما نبيع أواني"),
        ("do you sell mugs", GUEST_A, "We don't sell kitchenware"),
        ("any frying pans?", GUEST_A, "We don't sell kitchenware"),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.end["content"].startswith(said), (message, turn.end["content"])
        assert "cart_action" not in kinds(turn) and "products" not in kinds(turn), message


async def test_dish_soap_and_a_spoon_of_sugar_stay_the_stores(client: Any) -> None:
    for message, guest in (("ابي سائل صحون", GUEST_B), ("add dish soap", GUEST_A)):
        turn = await send(client, message, guest=guest)
        shown = kinds(turn)
        assert "products" in shown or "cart_action" in shown, (message, shown)
    spoon = await send(client, "كم ملعقه سكر احط", guest=GUEST_B)
    assert "ما نبيع" not in spoon.end["content"], spoon.end["content"]


async def test_a_tray_named_by_its_use_is_kitchenware(client: Any) -> None:
    """A tray of tea or coffee served on it, or of a cake baked in it, is the tray, no goods;
    a tray of sweets is still a pack of them."""
    for message in ("عندكم صينية شاي ستيل؟", "ابي صواني قهوه للضيوف", "ابغى صينيه كيكه"):
        turn = await send(client, message, guest=GUEST_B)
        assert turn.end["content"].startswith("ما نبيع أواني"), (message, turn.end["content"])
        assert "cart_action" not in kinds(turn) and "products" not in kinds(turn), message
    sweets = await send(client, "ضيف صينيه بقلاوه", guest=GUEST_B)
    assert "cart_action" in kinds(sweets), kinds(sweets)

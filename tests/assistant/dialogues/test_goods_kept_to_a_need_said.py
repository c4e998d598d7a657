"""Goods shown or proposed for a need said with them, over a real socket in English, Gulf
Arabic and Arabizi: breakfast things "without sugar" for a diabetic are only goods whose
dietary facts are sugar-free, never the cereal aisle whole; "something sweet without sugar"
added to the cart or to a past order asked again is never sugar, a sweet potato or dates: the
store carries no such sweet, and says so rather than put one on."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, products, texts
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send
from tests.storefront.test_embedded import seed

_DIETARY = {
    str(p["_id"]): set((p.get("attributes") or {}).get("dietary") or ()) for p in seed.PRODUCTS
}
# demo-2's cancelled order: 3 salted chips, 2 pepsi cans, 2 galaxy smooth
_CHIPS, _PEPSI, _GALAXY = "p-1101", "p-1212", "p-1106"


def _shown_ids(turn: Turn) -> list[str]:
    return [str(product["_id"]) for product in products(turn)]


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("breakfast stuff with no sugar for my grandad, he is diabetic", GUEST_A),
        ("امي عندها سكر وبشتري لها اغراض فطور بدون سكر", GUEST_B),
        ("ummi 3indha sukkar, abi aghradh fu6oor bdoon sukkar", GUEST_B),
    ],
)
async def test_breakfast_goods_for_a_diabetic_are_only_sugar_free(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    shown = _shown_ids(turn) if "products" in kinds(turn) else []
    assert all("sugar_free" in _DIETARY[pid] for pid in shown), (message, shown)
    assert shown or texts(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("add something sweet with no sugar for my diabetic mum", GUEST_A),
        ("ضيف شي حلو بدون سكر حق جدتي", GUEST_B),
        ("7ot shay 7elo bdoon sukkar 7ag yaddi", GUEST_B),
    ],
)
async def test_something_sweet_without_sugar_is_never_sugar_put_in_the_cart(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "cart_action" not in kinds(turn), (message, kinds(turn))
    shown = _shown_ids(turn) if "products" in kinds(turn) else []
    assert all("sugar_free" in _DIETARY[pid] for pid in shown), (message, shown)
    assert texts(turn), (message, kinds(turn))  # said honestly: none of ours is such a sweet


@pytest.mark.parametrize(
    ("asked", "correction"),
    [
        (
            "can you put the same things from my cancelled order",
            "make the chips 2 not 3, and add"
            " something sweet without sugar for my dad if you have it",
        ),
        ("ابي نفس اغراض الطلب اللي لغيته", "الشيبس خله ٢، وزيد شي حلو بدون سكر حق امي اذا في"),
        ("nafs 6alabi ili ilgheita", "il chips 5aleeh 2, w zeed shay 7elo bdoon sukkar 7ag abooy"),
    ],
)
async def test_a_sugar_free_sweet_added_to_a_past_order_adds_nothing_that_breaks_it(
    client: Any, asked: str, correction: str
) -> None:
    token = customer_token("demo-2")
    offered = await send(client, asked, token=token)
    turn = await send(client, correction, offered.conversation_id, token=token)
    lines = {line["productId"]: line["quantity"] for line in turn.action("reorder")["items"]}
    assert lines == {_CHIPS: 2, _PEPSI: 2, _GALAXY: 2}, (correction, lines)
    assert len(texts(turn)) == 2, texts(turn)  # the count, and nothing of ours fits the need

"""A list's last part ruled out by a "no" said after it, over a real socket in English, Gulf
Arabic and Arabizi: "milk and bread, bananas no" proposes the milk and the bread and never
the bananas, whether the goods are new to the cart or asked again of a past order (where
only the goods named come back, never the order's other lines)."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

BANANAS, ARABIC_BREAD, MILK = "p-0001", "p-0301", "p-0201"


def _lines(turn: Any, action_type: str) -> set[str]:
    return {line["productId"] for line in turn.action(action_type)["items"]}


async def test_goods_added_less_the_one_with_a_no_after_it(client: Any) -> None:
    for message, guest in (
        ("put milk and arabic bread in my cart, the bananas no", GUEST_A),
        ("ضيف حليب وخبز عربي، الموز لا", GUEST_B),
        ("7ot 7aleeb w 5ubz 3arabi, il mooz la2", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        lines = _lines(turn, "add_to_cart")
        assert BANANAS not in lines, (message, lines)
        assert ARABIC_BREAD in lines, (message, lines)


async def test_a_past_orders_named_goods_again_less_the_one_ruled_out(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "order KW-100231 again, just the milk and the bread, bananas no",
        "ابي طلب KW-100231 مره ثانيه، الحليب والخبز بس، الموز لا",
        "abi 6alab KW-100231 marra thanya, il 7aleeb wil 5ubz, il mooz la",
    ):
        turn = await send(client, message, token=token)
        assert _lines(turn, "reorder") == {MILK, ARABIC_BREAD}, message

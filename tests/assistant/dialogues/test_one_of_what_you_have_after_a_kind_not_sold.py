"""A kind asked that the store lacks in the way asked, then "one of what you have", over a
real socket in English, Gulf Arabic and Arabizi: "روب قليل الدسم" (the Gulf word for
yoghurt) shows the yoghurts there are as the nearest, never "not found"; and "عطني وحده من
اللي عندكم" next is of those yoghurts, never more of the juice offered before."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_YOGHURTS = {"p-0204", "p-0212"}


async def test_one_of_what_you_have_is_of_the_kind_asked(client: Any) -> None:
    for before, asked, then, guest in (
        (
            "2 fresh orange juice",
            "got any low fat yoghurt?",
            "fine, give me one of whatever you have",
            GUEST_A,
        ),
        ("٢ عصير برتقال طازج", "عندكم روب قليل الدسم؟", "اوكي عطني وحده من اللي عندكم", GUEST_B),
        ("2 3aseer burtugal 6aza", "fee roob low fat?", "ok 3a6ni wa7id min ili 3indkum", GUEST_B),
    ):
        first = await send(client, before, guest=guest)
        shown = await send(client, asked, first.conversation_id, guest=guest)
        [cards] = [b for b in shown.end["blocks"] if b["kind"] == "products"]
        assert {card["_id"] for card in cards["products"]} <= _YOGHURTS, (asked, cards)
        turn = await send(client, then, first.conversation_id, guest=guest)
        if "cart_action" in kinds(turn):
            items = turn.action("add_to_cart")["items"]
            assert {item["productId"] for item in items} <= _YOGHURTS, (then, items)
        else:
            [offered] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
            assert {card["_id"] for card in offered["products"]} <= _YOGHURTS, (then, offered)

"""The goods named are the ones whose stock is told: the tin of the age asked after a big
tin was wished ("nido 1+" after "the big nido"), never a sold-out tin the words left
behind, over a real socket."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _proposed(turn: Any) -> list[str]:
    return [item["product"]["name"] for item in turn.action("add_to_cart")["items"]]


async def test_the_age_said_outweighs_a_big_tin_wished_before(client: Any) -> None:
    for asked, taken, guest, age in (
        ("is the big nido tin available?", "ok add one nido 3+", GUEST_A, "3+"),
        ("نيدو العلبة الكبيرة موجودة؟", "طيب ابي نيدو ١+ وحده", GUEST_B, "1+"),
        ("nido il kabeer 3indkum?", "zain 7o6li nido 1+ wa7da", GUEST_A, "1+"),
    ):
        shown = await send(client, asked, guest=guest)
        added = await send(client, taken, shown.conversation_id, guest=guest)
        assert "error" not in [b["kind"] for b in added.end["blocks"]], (taken, added.end)
        assert _proposed(added) == [f"Nido {age} Growing-Up Milk"], taken

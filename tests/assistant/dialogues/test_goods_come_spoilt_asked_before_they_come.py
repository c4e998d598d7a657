"""What to do if goods come spoilt, asked before they come, over a real socket in English,
Gulf Arabic and Arabizi: "and if the salmon turns up not fresh, what should i do" asks the
store's returns rule, answered by it, never a product search for the goods it names."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ASKED = (
    ("and if the salmon turns up not fresh, what should i do", GUEST_A),
    ("واذا وصلني الروبيان مو طازج شنو اسوي؟", GUEST_B),
    ("w eza el la7am wsal mu 6azaj sh asawi?", GUEST_B),
)


async def test_the_returns_rule_answers_it(client: Any) -> None:
    for message, guest in ASKED:
        turn = await send(client, message, guest=guest)
        assert "faq" in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), (message, kinds(turn))
        asked = [item["question"] for item in one(turn, "faq")["items"]]
        assert any("return" in q.lower() or "الإرجاع" in q for q in asked), (message, asked)

"""A child's age is no count ("ولدي عمره ٧ شهور", "my son is 7 months", "weldi 7 shhoor"), and
a product only asked about right after an offer ("سيريلاك عندكم؟") is shown, the offer left as
it was: nothing is proposed for a question. Over a real socket, in English, Gulf Arabic and
Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("offer", "question", "guest"),
    [
        ("add 3 pampers aqua wipes", "do you have cerelac? my son is 7 months", GUEST_A),
        ("حط ٣ مناديل بامبرز اكوا", "سيريلاك عندكم؟ ولدي عمره ٧ شهور", GUEST_B),
        ("7ot 3 pampers aqua wipes", "cerelac 3indkum? weldi 7 shhoor", GUEST_A),
    ],
)
async def test_an_age_asked_with_a_product_after_an_offer_proposes_nothing(
    client: Any, offer: str, question: str, guest: str
) -> None:
    offered = await send(client, offer, guest=guest)
    assert "cart_action" in kinds(offered)
    asked = await send(client, question, offered.conversation_id, guest=guest)
    assert "cart_action" not in kinds(asked), (question, asked.end["content"])
    assert any("Cerelac" in name for name in names(asked)), question

"""Which pack is better value, over a real socket in English, Gulf Arabic and Arabizi: each
pack of the kind asked (or of the product in view) with its price per kilo, litre or piece,
the better value first, never two unlike products' prices side by side; which of two is
cheaper stays a price comparison; one product sold in several packs (the shrimp, jumbo or
medium) is weighed by its own packs."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

PER = (" per kg.", "لكل كيلو")


@pytest.mark.parametrize(
    ("messages", "arabic", "first"),
    [
        ("which is better value, the 1kg or 500g oats", False, "Quaker Quick Cooking Oats, 1 kg"),
        ("quaker oats || which size is better value", False, "Quaker Quick Cooking Oats, 1 kg"),
        ("أيهم أوفر الرز ٥ كيلو ولا ٢ كيلو", True, "أرز مصري الوزان"),
        ("which rice is cheaper per kilo", False, "Al Wazzan Egyptian Rice"),
        ("rawdatain water || ayhom awfar", True, "مياه الروضتين"),
        # one product sold in two packs: its own packs weighed, never "two packs needed"
        (
            "the shrimp, what do they cost and which is the better value",
            False,
            "Kuwaiti Shrimp, Medium",
        ),
        ("الروبيان بكم؟ الجامبو او الوسط اي وحده اوفر", True, "روبيان كويتي"),
        ("el rubyan bcham, ayhom awfar?", True, "روبيان كويتي"),
    ],
)
async def test_the_packs_are_weighed_by_their_price_per_unit(
    client: Any, messages: str, arabic: bool, first: str
) -> None:
    conversation = None
    *before, message = messages.split(" || ")
    for earlier in before:
        conversation = (await send(client, earlier, guest=GUEST_A)).conversation_id
    turn = await send(client, message, conversation, guest=GUEST_A)
    lines = texts(turn)
    assert len(lines) >= 2 and lines[0].startswith(first), (message, lines)
    assert "products" in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)
    if "water" not in messages:
        assert all(PER[arabic] in line for line in lines), lines


async def test_which_of_two_is_cheaper_stays_a_price_comparison(client: Any) -> None:
    turn = await send(client, "which is cheaper, almarai laban or kdd laban", guest=GUEST_A)
    assert not any(" per kg" in line for line in texts(turn)), texts(turn)
    assert "products" in kinds(turn), kinds(turn)

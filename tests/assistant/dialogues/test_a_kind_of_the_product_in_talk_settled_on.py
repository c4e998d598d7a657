"""A kind of the product in talk settled on alone, over a real socket in Arabizi, English and
Gulf Arabic: "5alas 5allah jumbo", "ok make it jumbo", "خلاص خله جامبو" right after the jumbo
and the medium shrimp were asked of. The shrimp is proposed at the jumbo kind. Before, the
jumbo's card was shown again and nothing was proposed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import conversation, kinds
from tests.conftest import GUEST_B

SHRIMP = "p-0508"


@pytest.mark.parametrize(
    ("asked", "settled"),
    [
        ("kam far8 el jumbo 3n el medium rubyan?", "5alas 5allah jumbo"),
        ("how much is the jumbo shrimp vs medium", "ok make it jumbo"),
        ("الروبيان الجامبو بكم؟", "خلاص خله جامبو"),
    ],
)
async def test_the_kind_settled_on_is_proposed(client: Any, asked: str, settled: str) -> None:
    turns = await conversation(client, [asked, settled], guest=GUEST_B)
    [line] = turns[-1].action("add_to_cart")["items"]
    assert (line["productId"], line["quantity"]) == (SHRIMP, 1), settled
    [jumbo] = [v["_id"] for v in line["product"]["variants"] if v["name"].startswith("Jumbo")]
    assert line["variantId"] == jumbo, settled


async def test_a_thanks_after_it_proposes_nothing(client: Any) -> None:
    turns = await conversation(client, ["how much is the jumbo shrimp", "ok thanks"], guest=GUEST_B)
    assert "cart_action" not in kinds(turns[-1])

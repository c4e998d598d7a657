"""A numbered size that is out of stock, asked right after an add was offered, over a real
socket, in English, Gulf Arabic and Arabizi: "and size 4 diapers too, she's 10 kg",
"وحفاضات مقاس ٤ بعد، وزنها ١٠ كيلو", "w pampers ma8as 4 ba3ad" say the size is out in every
pack, with what there is, never "which one?" with "not found", nor another size proposed; the
offer made before stands as it was."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

BABY_DRY = "Pampers Baby-Dry Diapers, Jumbo Pack"


@pytest.mark.parametrize(
    ("offer", "message", "guest", "out"),
    [
        ("add 2 nido 1+", "and size 4 diapers too, she's 10 kg", GUEST_A, "out of stock"),
        ("put 3 cerelac in my cart", "plus pampers size 4 please", GUEST_A, "out of stock"),
        ("عطني نيدو ١+ ثنتين", "وحفاضات مقاس ٤ بعد، وزنها ١٠ كيلو", GUEST_B, "غير متوفر"),
        ("3a6ni nido 1+ 2", "w pampers ma8as 4 ba3ad", GUEST_B, "غير متوفر"),
    ],
)
async def test_the_size_is_said_out_and_the_offer_stands(
    client: Any, offer: str, message: str, guest: str, out: str
) -> None:
    offered = await send(client, offer, guest=guest)
    action = offered.action("add_to_cart")["actionId"]
    turn = await send(client, message, offered.conversation_id, guest=guest)
    content = turn.end["content"]
    assert out in content, (message, content)
    assert "لم أجد" not in content and "couldn't find" not in content, (message, content)
    assert "cart_action" not in kinds(turn), (message, kinds(turn))
    assert names(turn) and names(turn)[0] == BABY_DRY, (message, names(turn))
    assert (await confirm(client, action, guest=guest)).status == 200, message

"""A product asked of by the pack it comes in, over a real socket ("بكم كرتون الماي", "bkam
kartoon mai rawdatain", "how much is a box of kiri"): the carton or box is no word of its
name, so the product is shown, never said missing; a pack word with no product named finds
nothing."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_FOUND = ("couldn't find", "لم أجد")


def _shown(turn: Any) -> list[str]:
    if "product_detail" in kinds(turn):
        return [b["product"]["name"] for b in turn.end["blocks"] if b["kind"] == "product_detail"]
    return names(turn) if "products" in kinds(turn) else []


async def test_a_product_asked_by_its_pack_is_shown(client: Any) -> None:
    for message, guest, found in (
        ("بكم كرتون الماي", GUEST_B, "Water"),
        ("كم سعر كرتون مي الروضتين", GUEST_B, "Rawdatain"),
        ("bkam kartoon mai rawdatain", GUEST_B, "Rawdatain"),
        ("how much is a carton of rawdatain water", GUEST_A, "Rawdatain"),
        ("how much is a box of kiri", GUEST_A, "Kiri"),
        ("كم سعر علبة الكيري", GUEST_B, "Kiri"),
    ):
        turn = await send(client, message, guest=guest)
        assert _shown(turn) and found in _shown(turn)[0], (message, kinds(turn))
        assert not any(words in turn.end["content"] for words in NOT_FOUND), message
        assert "cart_action" not in kinds(turn), message


async def test_a_pack_with_nothing_named_shows_no_product(client: Any) -> None:
    for message in ("tell me about the carton", "how much is the box of my phone"):
        turn = await send(client, message, guest=GUEST_A)
        assert "product_detail" not in kinds(turn) and "cart_action" not in kinds(turn), message

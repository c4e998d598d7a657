"""What express costs to an area, asked beside a wish for it to come in time, over a real
socket: "how much is express to Salwa? need it before my guests come", "بكم الاكسبرس للمنقف؟
ابيه يوصل قبل العزيمه" ask express's fee and time there, never a proposal to switch express on
or off that nobody asked for."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from tests.assistant.dialogues._blocks import cart_of, kinds
from tests.handlers.assistant_support import send

ASKED = {
    "en": (
        ("how much is express to salwa? need it before my guests come", "Salwa"),
        ("what's the express fee to mangaf, i want it here before iftar", "Mangaf"),
    ),
    "ar": (
        ("بكم الاكسبرس للمنقف؟ ابيه يوصل قبل العزيمه", "Mangaf"),
        ("الاكسبرس جم لسلوى؟ ابيه قبل لا يجون الضيوف", "Salwa"),
    ),
    "arabizi": (
        ("cham il express 7ag il jabriya? abeeh yoosal gabl il 3azeema", "Jabriya"),
        ("express b kam lil salwa? abeeh gabl il ma3azeem", "Salwa"),
    ),
}


@pytest.mark.parametrize("script", sorted(ASKED))
async def test_express_fee_asked_is_its_card_not_a_change(client: Any, script: str) -> None:
    guest = uuid.uuid4().hex
    await cart_of(client, guest, "add 2 almarai full fat milk")  # a cart express could go on
    for asked, area in ASKED[script]:
        turn = await send(client, asked, guest=guest)
        cards = [block for block in turn.blocks if block["kind"] == "delivery_info"]
        assert any(card.get("express") for card in cards), (asked, kinds(turn))
        assert area in str(cards), (asked, cards)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))

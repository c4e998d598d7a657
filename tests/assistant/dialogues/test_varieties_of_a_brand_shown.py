"""Varieties of one brand shown, named by the word that tells them apart, over a real socket:
after the Indomie noodles, "3a6ni 5 pack chicken w curry", "give me the chicken 5 pack and the
curry", "عطني دجاج وكاري" propose its chicken (the 5-pack) and its curry flavours, never the
fresh chicken nor Kiri cheese ("curry" is an English word in an Arabizi message). A word no
variety's own name holds ("add milk" after Almarai's range) is still asked which."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send

_INDOMIE_CHICKEN = "p-0709"
_INDOMIE_CURRY = "p-0711"


async def test_flavours_of_the_noodles_shown_are_proposed(client: Any) -> None:
    for shown, asked in (
        ("indomie 3indkom? cham el karton el kbeer", "3a6ni 5 pack chicken w curry"),
        ("indomie", "give me the chicken 5 pack and the curry"),
        ("indomie", "add chicken and curry"),
        ("اندومي", "عطني دجاج وكاري"),
        ("اندومي عندكم؟", "حط الدجاج والكاري"),
        ("indomie", "7ot chicken w curry"),
    ):
        guest = uuid.uuid4().hex
        first = await send(client, shown, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        lines = {i["productId"]: i for i in turn.action("add_to_cart")["items"]}
        assert set(lines) == {_INDOMIE_CHICKEN, _INDOMIE_CURRY}, (asked, lines)


async def test_a_word_no_variety_holds_is_still_asked(client: Any) -> None:
    guest = uuid.uuid4().hex
    first = await send(client, "almarai", guest=guest)
    turn = await send(client, "add milk", first.conversation_id, guest=guest)
    assert "cart_action" not in kinds(turn), kinds(turn)

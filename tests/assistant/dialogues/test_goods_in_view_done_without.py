"""Goods in view done without, over a real socket in English, Gulf Arabic and Arabizi: "too
small for her, ok no nappies then", "لا صغيره عليها، خلاص بدون حفاضات", "la 5alas bdoon
7afa9at" right after the goods were shown are acknowledged: nothing shown, nothing proposed,
no "which product do you mean?", no "not found"; goods asked beside still are."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send

_GUESTS = itertools.count(0x9B7)


@pytest.mark.parametrize(
    ("first", "then", "said"),
    [
        ("pampers size 4 jumbo pack", "too small for her, ok no nappies then", "leave that"),
        ("any cerelac?", "hmm she won't eat it. no cerelac for now", "leave that"),
        ("ابي حفاضات بامبرز مقاس ٤", "لا صغيره عليها وزنها ١٣ كيلو، خلاص بدون حفاضات", "خليناه"),
        ("pampers ma8as 4", "la 5alas bdoon 7afa9at", "خليناه"),
    ],
)
async def test_goods_shown_then_done_without_are_acknowledged(
    client: Any, first: str, then: str, said: str
) -> None:
    guest = f"{next(_GUESTS):032x}"
    shown = await send(client, first, guest=guest)
    assert "products" in kinds(shown), (first, kinds(shown))
    turn = await send(client, then, shown.conversation_id, guest=guest)
    assert "products" not in kinds(turn), (then, kinds(turn))
    assert "cart_action" not in kinds(turn), (then, kinds(turn))
    assert said in turn.end["content"], (then, turn.end["content"])


async def test_goods_added_beside_are_still_added(client: Any) -> None:
    guest = f"{next(_GUESTS):032x}"
    shown = await send(client, "do you have almarai milk?", guest=guest)
    turn = await send(
        client, "add the full fat one, no bread then", shown.conversation_id, guest=guest
    )
    assert "cart_action" in kinds(turn), kinds(turn)

"""Goods we do not sell asked right after "that's enough", over a real socket in English, Gulf
Arabic and Arabizi: "no that's enough. do you sell charcoal?" asks of the charcoal, which is
said not found in our store, never "what are you looking for?" as if the "no" ruled it out;
and the Arabizi "fa7am" is charcoal, not "in them"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_ASKED_WHAT = ("What are you looking for", "عن ماذا تبحث")


async def test_goods_asked_after_enough_said_are_answered(client: Any) -> None:
    for before, asked, guest in (
        ("i want lamb chops", "no that's plenty. do you carry charcoal for grilling?", GUEST_A),
        ("ابي ريش غنم", "لا خلاص يكفي، عندكم فحم للمشاوي؟", GUEST_B),
        ("abi ryash ghanam", "la2 5alas yikfi, fi 3indkum fa7am lil mashawi?", GUEST_B),
    ):
        listed = await send(client, before, guest=guest)
        turn = await send(client, asked, listed.conversation_id, guest=guest)
        assert not any(said in turn.end["content"] for said in _ASKED_WHAT), (
            asked,
            turn.end["content"],
        )
        assert "products" not in kinds(turn), (asked, kinds(turn))
        assert turn.end["content"], (asked, kinds(turn))

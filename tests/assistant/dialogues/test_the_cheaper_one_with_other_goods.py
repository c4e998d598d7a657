"""The cheaper of two goods just weighed, asked with other goods beside it, over a real
socket in English, Gulf Arabic and Arabizi: "alright, the cheaper one with kiri cheese",
"زين الارخص مع جبن كيري", "5alas el arkha9 ma3a jibnat kiri" after Americana and Sadia
nuggets were compared propose the cheaper nuggets and the cheese together, never a list of
cheeses cheaper than some other cheese."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_AMERICANA_NUGGETS = "p-1502"  # the cheaper of the two
_KIRI = "p-0221"


async def test_the_cheaper_one_with_other_goods_proposes_both(client: Any) -> None:
    for weighed, then, guest in (
        (
            "americana or sadia nuggets, which costs less?",
            "alright, the cheaper one with kiri cheese",
            GUEST_A,
        ),
        ("ناجتس امريكانا ولا ساديا، ايهم ارخص؟", "زين الارخص مع جبن كيري", GUEST_B),
        (
            "nuggets americana wala sadia, aihum arkha9?",
            "5alas el arkha9 ma3a jibnat kiri",
            GUEST_B,
        ),
    ):
        compared = await send(client, weighed, guest=guest)
        turn = await send(client, then, compared.conversation_id, guest=guest)
        assert "cart_action" in kinds(turn), (then, kinds(turn))
        added = [item["productId"] for item in turn.action("add_to_cart")["items"]]
        assert added == [_AMERICANA_NUGGETS, _KIRI], (then, added)

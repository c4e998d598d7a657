"""Over a real socket: goods wished for an occasion ("drinks for a housewarming", "اغراض حق
حفلة تخرج", "aghra6 7ag 7aflat ta5arruj") are a search of the store, not another matter to
decline, and nothing is put in the cart by it; what is wished for other than goods ("what
should i wear for my kid's birthday") is still declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_DECLINED = ("I can only help", "أقدر أساعدك بس")


async def test_goods_for_an_occasion_are_searched_not_declined(client: Any) -> None:
    for message, guest in (
        ("drinks for a housewarming", GUEST_A),
        ("things for a kids' party", GUEST_A),
        ("ابي اغراض حق حفله تخرج", GUEST_B),
        ("اغراض حق طلعة البر", GUEST_B),
        ("aghra6 7ag 7aflat ta5arruj", GUEST_B),
        ("aghra6 7ag 6al3at el bar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not any(text in turn.end["content"] for text in _DECLINED), message
        assert "cart_action" not in kinds(turn), message


async def test_what_is_wished_for_other_than_goods_is_declined(client: Any) -> None:
    for message, guest in (
        ("my kid's birthday is tomorrow what should i wear", GUEST_A),
        ("things for a kids' party at the hotel", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert any(text in turn.end["content"] for text in _DECLINED), message
        assert not {"products", "cart_action"} & set(kinds(turn)), message

"""Another kind of drink named in the place of a soda ("instead of the pepsi can i get
water", "بدال البيبسي عطني ماي", "bdal il coke abi 3aseer"), over a real socket in English,
Gulf Arabic and Arabizi: what is named is asked, never the store's fizzy drinks in its
place; a fizzy drink asked or nothing else named still gets the sodas."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_FIZZY = ("Vimto", "Perrier", "فيمتو", "بيرييه")


def _shown(turn: Any) -> list[str]:
    return names(turn) if "products" in kinds(turn) else []


async def test_a_drink_named_instead_of_a_soda_is_that_drink(client: Any) -> None:
    for message, guest in (
        ("instead of the pepsi can i get water", GUEST_A),
        ("بدال البيبسي عطني ماي", GUEST_B),
        ("bdal il coke abi 3aseer", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = _shown(turn)
        assert not any(word in name for name in shown for word in _FIZZY), (message, shown)


async def test_a_fizzy_one_or_none_named_still_gets_the_sodas(client: Any) -> None:
    for message, guest in (
        ("what else fizzy instead of pepsi", GUEST_A),
        ("instead of pepsi something without sugar", GUEST_A),
        ("ابي له شي بدال الكولا", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert any(word in name for name in _shown(turn) for word in _FIZZY), (message, kinds(turn))

"""Goods asked with one brand ruled out, over a real socket in English, Gulf Arabic and
Arabizi: "Kuwaiti coffee, not Abu Auf" said with no verb is no complaint of what came but the
other brands' coffee, and beside other goods of a list ("dates 3 kg, and coffee not Abu Auf")
each of the goods is shown, the ruled-out brand's never."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_RULED_OUT = ("Abu Auf", "أبو عوف")
_COFFEE = ("Coffee", "قهوة")
_DATES = ("Dates", "تمر")


def _of(shown: list[str], words: tuple[str, ...]) -> bool:
    return any(word in name for name in shown for word in words)


async def test_goods_of_any_brand_but_one_are_shown_never_a_complaint(client: Any) -> None:
    for message, guest in (
        ("قهوة عربية مب ابو عوف", GUEST_B),
        ("gahwa kuwaitiya mo abu 3oof", GUEST_B),
        ("some arabic coffee, not abu auf", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" in kinds(turn), (message, kinds(turn), texts(turn))
        shown = names(turn)
        assert _of(shown, _COFFEE) and not _of(shown, _RULED_OUT), (message, shown)


async def test_a_brand_ruled_out_beside_other_goods_keeps_each_of_them(client: Any) -> None:
    for message, guest in (
        ("abi tamr 5ala9 2 kilo w gahwa 3arabiya mo abu 3oof", GUEST_B),
        ("ابي تمر سكري، وقهوة عربية بس مب ابو عوف", GUEST_B),
        ("khalas dates 2 kg and some arabic coffee but not abu auf", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" in kinds(turn), (message, kinds(turn), texts(turn))
        shown = names(turn)
        assert _of(shown, _DATES) and _of(shown, _COFFEE), (message, shown)
        assert not _of(shown, _RULED_OUT), (message, shown)

"""Goods asked in case others are lacking, over a real socket in English, Gulf Arabic and
Arabizi: "if you don't have X, put Y", "لو X خالص عطني Y", "X mafee? 5la9 7ot Y". One line is
proposed: the first goods when an "if" asked them and they are in stock, at the count given;
else the second goods. Before, both goods named asked "which one?", or the rule for goods
out of stock was shown."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

BARILLA_SPAGHETTI = "p-0701"  # in stock; the Al Alali spaghetti is out
ALMARAI_YOGHURT = "p-0204"  # in stock; the Nadec yoghurt is out
KDD_LABAN = "p-0208"  # in stock


async def _proposed(client: Any, message: str) -> list[tuple[str, int]]:
    turn = await send(client, message, guest=GUEST_A)
    return [(line["productId"], line["quantity"]) for line in turn.action("add_to_cart")["items"]]


async def test_the_goods_asked_if_the_first_are_out_of_stock(client: Any) -> None:
    for message in (
        "in case you guys don't have the al alali spaghetti, 2 packs of barilla spaghetti then",
        "لو سباغيتي العلالي خالص عطني ٢ سباغيتي باريلا",
    ):
        assert await _proposed(client, message) == [(BARILLA_SPAGHETTI, 2)], message


async def test_the_goods_asked_once_the_shopper_found_the_first_lacking(client: Any) -> None:
    for message in (
        "nadec yoghurt out of stock? fine put the almarai yoghurt",
        "زبادي نادك مافي؟ عيل حط زبادي المراعي",
        "zabadi nadec mafee? 5la9 7ot zabadi almarai",
    ):
        assert await _proposed(client, message) == [(ALMARAI_YOGHURT, 1)], message


async def test_the_first_goods_at_the_count_given_when_they_are_in_stock(client: Any) -> None:
    for message in (
        "if there is no kdd laban put 2 al rawabi laban",
        "law ma fee laban kdd 7ot 2 laban al rawabi",
    ):
        assert await _proposed(client, message) == [(KDD_LABAN, 2)], message

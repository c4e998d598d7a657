"""Store words borrowed from English pass the gate however they are typed, over a real socket:
an area's minimum order or delivery fee asked with "المينيمم", "الديليفري" (Gulf Arabic), "el
minimum", "el delivery" (Arabizi) or in English gets that area's delivery card, never the
other-matters decline; "الاوردر" and "اوردري" ask after the shopper's order."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_AREA_ASKED = {
    "en": (
        ("what's the minimum for jahra", "jahra"),
        ("delivery charge to fintas?", "fintas"),
        ("min order to salmiya how much", "salmiya"),
    ),
    "ar": (
        ("كم المينيمم للجهرا", "jahra"),
        ("المينيموم شكثر للسالميه؟", "salmiya"),
        ("شكثر الديليفري للفنطاس", "fintas"),
        ("الدليفري للجابريه بكم", "jabriya"),
        ("وكم المنيمم لحولي", "hawalli"),
    ),
    "arabizi": (
        ("kam el minimum 7ag el jahra", "jahra"),
        ("el delivery lil fintas b kam", "fintas"),
        ("shkthar el minimum order l salmiya", "salmiya"),
    ),
}


@pytest.mark.parametrize("script", sorted(_AREA_ASKED))
async def test_an_areas_minimum_or_fee_asked_in_borrowed_words(client: Any, script: str) -> None:
    guest = GUEST_A if script == "en" else GUEST_B
    for message, area in _AREA_ASKED[script]:
        turn = await send(client, message, guest=guest)
        card = one(turn, "delivery_info")
        assert card["areaName"].lower().replace(" ", "-") == area, (script, message, card)


async def test_the_order_asked_after_in_borrowed_words(client: Any) -> None:
    token = customer_token("demo-1")
    for message in ("وين الاوردر حقي", "اوردري متى يوصل؟", "ابي اشوف حالة الأوردر"):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))

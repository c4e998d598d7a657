"""A price asked of other goods right after goods were offered, over a real socket: "and the
ajwa, how much", "والعجوه كم", "w el khalas b kam" show that product and propose nothing;
goods named after an offer with nothing asked of them ("and galaxy caramel", "وكمان خبز")
are still added to it."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.handlers.assistant_support import confirm, send

PRICE_ASKED = (
    ("and the ajwa dates how much", "Ajwa"),
    ("and the khalas how much?", "Khalas"),
    ("what about khenaizi price", "Khenaizi"),
    ("والعجوه كم", "Ajwa"),
    ("والخلاص بكم", "Khalas"),
    ("والخنيزي كم سعره", "Khenaizi"),
    ("والمجدول بكم الكيلو", "Medjool"),
    ("w el ajwa kam", "Ajwa"),
    ("w el khalas b kam", "Khalas"),
    ("wel khenaizi cham", "Khenaizi"),
)


async def _offered(client: Any, guest: str, *, confirmed: bool) -> str:
    offered = await send(client, "add 2 kilo sukkari dates", guest=guest)
    action = offered.action("add_to_cart")
    if confirmed:
        assert (await confirm(client, action["actionId"], guest=guest)).status == 200
    return offered.conversation_id


async def test_a_price_asked_after_an_offer_shows_the_product(client: Any) -> None:
    for confirmed in (True, False):
        for message, wanted in PRICE_ASKED:
            guest = uuid.uuid4().hex
            thread = await _offered(client, guest, confirmed=confirmed)
            turn = await send(client, message, thread, guest=guest)
            assert "cart_action" not in kinds(turn), (message, kinds(turn))
            shown = (
                names(turn)
                if "products" in kinds(turn)
                else [one(turn, "product_detail")["product"]["name"]]
            )
            assert shown and wanted.lower() in shown[0].lower(), (message, shown)


async def test_goods_named_after_an_offer_are_still_added(client: Any) -> None:
    for message in ("and galaxy caramel", "w galaxy caramel", "وجالكسي كراميل"):
        guest = uuid.uuid4().hex
        thread = await _offered(client, guest, confirmed=False)
        turn = await send(client, message, thread, guest=guest)
        lines = turn.action()["items"]
        assert any("Galaxy Caramel" in line["product"]["name"] for line in lines), (message, lines)

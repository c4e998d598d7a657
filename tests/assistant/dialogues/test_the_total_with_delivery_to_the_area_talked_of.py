"""The cart's total asked with delivery after an area was talked of, over a real socket in
English, Gulf Arabic and Arabizi: "I'm in Jahra, what's delivery there?" then "ok so what's my
total now with the delivery", "توصلون الفنطاس؟" then "كم المجموع مع التوصيل؟", "twa9loon il
fintas?" then "shkthr el majmoo3 ma3 el taw9eel". The cart has no area set, so it shows
delivery at 0.000; the fee to the area talked of and the total it makes are said beside it,
where before the cart alone was shown, as if delivery were free. A cart with no area ever
talked of keeps showing the cart alone."""

from __future__ import annotations

import uuid
from typing import Any

from hub.storefront.cards import kwd_text
from hub.storefront.seed.delivery import AREAS, ZONES
from tests.assistant.dialogues._blocks import confirmed_add, texts
from tests.handlers.assistant_support import send


def _fee(area_id: str) -> int:
    [area] = [a for a in AREAS if a["_id"] == area_id]
    [zone] = [z for z in ZONES if z["_id"] == area["zoneId"]]
    return int(zone["fee"])


TALKED = (
    (
        "I'm in Jahra, what's delivery there?",
        "ok so what's my total now with the delivery",
        "area-jahra",
    ),
    ("توصلون الفنطاس؟", "كم المجموع مع التوصيل؟", "area-fintas"),
    ("twa9loon il fintas?", "shkthr el majmoo3 ma3 el taw9eel", "area-fintas"),
)


async def test_the_total_with_delivery_is_said_to_the_area_talked_of(client: Any) -> None:
    for area_asked, total_asked, area in TALKED:
        guest = uuid.uuid4().hex
        conversation = await confirmed_add(client, "add 2 almarai fresh milk 1 litre", guest=guest)
        await send(client, area_asked, conversation, guest=guest)
        cart = int((await client.get("/v1/cart", guest=guest)).results["total"])
        turn = await send(client, total_asked, conversation, guest=guest)
        shown = " ".join(texts(turn))
        for figure in (_fee(area), cart + _fee(area)):
            assert any(kwd_text(figure)[lang] in shown for lang in ("en", "ar")), (
                total_asked,
                shown,
            )


async def test_no_area_talked_of_shows_the_cart_alone(client: Any) -> None:
    guest = uuid.uuid4().hex
    conversation = await confirmed_add(client, "add 2 almarai fresh milk 1 litre", guest=guest)
    turn = await send(client, "what's my total with delivery", conversation, guest=guest)
    assert not texts(turn), texts(turn)

"""Delivery asked in two parts, over a real socket in English, Gulf Arabic and Arabizi: how
fast express gets to an area is express's card there, never the usual delivery's; the usual
fee and the express fee asked together are both cards; an area's fee asked with why it is so
dear is said with its zone, never cheaper goods; and the cart's total asked with the fee to an
area says that fee, the total it makes and the area's minimum, never a bare 0.000 delivery."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import confirm, send


def _cards(turn: Any) -> list[dict[str, Any]]:
    return [b for b in turn.end["blocks"] if b["kind"] == "delivery_info"]


async def test_how_fast_express_reaches_an_area_is_express_there(client: Any) -> None:
    for message, area in (
        ("if we went with express, how long till it reaches jabriya?", "Jabriya"),
        ("بالاكسبرس كم ياخذ وقت لين يوصل الجابريه؟", "Jabriya"),
        ("lw express kam ya5ith wagt lel fintas", "Fintas"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        cards = _cards(turn)
        assert len(cards) == 1 and cards[0].get("express"), (message, cards)
        assert cards[0]["areaName"] == area, (message, cards)


async def test_the_usual_fee_and_expresss_asked_together_are_both_shown(client: Any) -> None:
    for message, area in (
        ("what's delivery to fintas, and how much for express?", "Fintas"),
        ("التوصيل للفنطاس بكم؟ والسريع كم؟", "Fintas"),
        ("il tawseel lel fintas cham? w il express?", "Fintas"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        cards = _cards(turn)
        assert [bool(c.get("express")) for c in cards] == [False, True], (message, cards)
        assert {c["areaName"] for c in cards} == {area}, (message, cards)
    alone = await send(client, "how much is express delivery to fintas?", guest=uuid.uuid4().hex)
    assert [bool(c.get("express")) for c in _cards(alone)] == [True], _cards(alone)


async def test_why_an_areas_fee_is_so_dear_is_its_zone(client: Any) -> None:
    for message in (
        "how much is delivery to wafra? why is it so expensive",
        "كم التوصيل للوفره؟ ليش غالي جذي",
        "il tawseel lel wafra cham? laish ghali",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "products" not in kinds(turn), (message, kinds(turn))
        assert [c["areaName"] for c in _cards(turn)] == ["Wafra"], (message, kinds(turn))
        said = " ".join(texts(turn))
        assert "2.000" in said or "٢٫٠٠٠" in said, (message, said)


async def test_the_total_asked_with_an_areas_fee_says_that_fee(client: Any) -> None:
    for adding, asked in (
        ("add 2 fairy", "what's my total now, and delivery to jahra how much?"),
        ("ابي 2 فيري", "كم صار المجموع؟ وكم التوصيل للجهراء"),
        ("abi 2 fairy", "kam il total o kam il tawseel lel jahra"),
    ):
        guest = uuid.uuid4().hex
        added = await send(client, adding, guest=guest)
        done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, asked, added.conversation_id, guest=guest)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn))
        assert [c["areaName"] for c in _cards(turn)] == ["Jahra"], (asked, kinds(turn))
        said = " ".join(texts(turn))
        assert "1.000" in said or "١٫٠٠٠" in said, (asked, said)  # Jahra's fee
        assert "5.000" in said or "٥٫٠٠٠" in said, (asked, said)  # ...and its minimum

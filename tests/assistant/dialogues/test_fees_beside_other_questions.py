"""A delivery fee asked beside another question, over a real socket in English, Gulf Arabic
and Arabizi: the fee and minimum of a saved place ("the chalet", "il dawam") are its area's,
said in words beside that area's card, never every zone's list alone; and an area's fee asked
beside whether a way to pay is taken gets its card beside the payment answer; the fee asked
beside when delivery comes is the area in talk's card (or the fees by zone) beside the
windows, never only the windows' own 0.000; and express's price asked "there" right after an
address is proposed is that area's express fee, not the price of the goods shown before."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_a_saved_places_fee_and_minimum_are_its_areas(client: Any) -> None:
    for message, shopper, area, minimum in (
        (
            "how much to deliver to our chalet, and what's the minimum?",
            "demo-3",
            "Khairan",
            "10.000",
        ),
        ("كم التوصيل لبيت اهلي؟ وكم الحد الادنى", "demo-2", "Rumaithiya", "٣٫٠٠٠"),
        ("il tawseel lil dawam b kam? w il minimum kam", "demo-1", "Sharq", "٣٫٠٠٠"),
    ):
        turn = await send(client, message, token=customer_token(shopper))
        cards = [b.get("areaName") for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
        assert cards == [area], (message, kinds(turn))
        assert any(minimum in text for text in texts(turn)), (message, texts(turn))


async def test_an_areas_fee_beside_a_way_to_pay_keeps_its_card(client: Any) -> None:
    for message, guest, area in (
        ("the delivery to fintas how much? can I pay cash?", GUEST_A, "Fintas"),
        ("اقدر ادفع كاش؟ والتوصيل للجابريه كم", GUEST_B, "Jabriya"),
        ("agdar adfa3 b apple pay? w il tawseel lil mangaf b cham", GUEST_B, "Mangaf"),
    ):
        turn = await send(client, message, guest=guest)
        cards = [b.get("areaName") for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
        assert "faq" in kinds(turn) and cards == [area], (message, kinds(turn), cards)
    alone = await send(client, "can i pay cash on delivery?", guest=GUEST_A)
    assert "delivery_info" not in kinds(alone), kinds(alone)


async def test_the_fee_asked_beside_when_it_comes_is_shown_with_the_windows(client: Any) -> None:
    token = customer_token("demo-2")
    for asked in (
        "ok and what does delivery cost, when would it arrive?",
        "طيب التوصيل بكم؟ ومتى بيوصل",
        "w bkam il delivery w emta yo9al",
    ):
        proposed = await send(client, "deliver my order to my parents house", token=token)
        aside = await send(client, "can you book me a taxi", proposed.conversation_id, token=token)
        turn = await send(client, asked, aside.conversation_id, token=token)
        cards = [b.get("areaName") for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
        assert cards == ["Rumaithiya"], (asked, kinds(turn))
    for asked, guest in (
        ("how much is delivery and when can it come", GUEST_A),
        ("التوصيل بكم ومتى يجي", GUEST_B),
    ):
        turn = await send(client, asked, guest=guest)
        assert {"faq", "delivery_info"} & set(kinds(turn)), (asked, kinds(turn))


async def test_express_there_after_an_address_is_that_areas_express_fee(client: Any) -> None:
    token = customer_token("demo-2")
    for shown, place, asked in (
        (
            "show me diet pepsi",
            "send it to my parents house not home",
            "what's express cost to there?",
        ),
        ("ابي بيبسي دايت", "وصلوه بيت اهلي", "والسريع هناك كم؟"),
        ("warini diet pepsi", "wasloh bait ahli", "w il express hnak b cham"),
    ):
        listed = await send(client, shown, token=token)
        proposed = await send(client, place, listed.conversation_id, token=token)
        turn = await send(client, asked, proposed.conversation_id, token=token)
        cards = [
            (b.get("areaName"), b.get("express"))
            for b in turn.end["blocks"]
            if b["kind"] == "delivery_info"
        ]
        assert cards == [("Rumaithiya", True)], (asked, kinds(turn))

"""A product said to cost too much, and something cheaper asked, over a real socket: other
products of its kind below its price, cheapest first, never the named product again nor a
dearer one of its brand ("الرز تيلدا غالي شوي.. فيه ارخص؟" after the machboos, "the zubaidi
is pricey, something cheaper for frying")."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one, prices
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

FISH_BELOW_ZUBAIDI = "Meid (Mullet)"


async def test_a_brand_said_to_cost_too_much_gets_cheaper_of_its_kind_only(client: Any) -> None:
    for first, dear, guest in (
        ("recipe for machboos", "tilda is too expensive, anything cheaper?", GUEST_A),
        ("هلا ابغى طريقة مجبوس دجاج", "الرز تيلدا غالي شوي.. فيه ارخص؟", GUEST_B),
        ("wasfat majboos", "el tilda ghali, fee ar5a9?", GUEST_B),
    ):
        shown = await send(client, first, guest=guest)
        cheaper = await send(client, dear, shown.conversation_id, guest=guest)
        listed = names(cheaper)
        assert listed and not any("Tilda" in name for name in listed), (dear, listed)
        assert all("Rice" in name for name in listed), (dear, listed)
        assert max(prices(cheaper)) < 2750 and prices(cheaper) == sorted(prices(cheaper)), dear


async def test_a_food_said_to_cost_too_much_gets_cheaper_of_its_kind(client: Any) -> None:
    for first, dear, guest in (
        (
            "what fish do you have today",
            "the zubaidi is pricey, something cheaper for frying",
            GUEST_A,
        ),
        ("شنو عندكم سمك اليوم؟ الزبيدي موجود؟", "غالي الزبيدي.. شي ارخص للقلي", GUEST_B),
        ("3indkom samak?", "el zubaidi ghali, abi shay ar5a9 lil 8ali", GUEST_B),
        ("show me fish", "the hamour is too expensive, any cheaper fish?", GUEST_A),
    ):
        shown = await send(client, first, guest=guest)
        cheaper = await send(client, dear, shown.conversation_id, guest=guest)
        listed = names(cheaper)
        assert listed[0] == FISH_BELOW_ZUBAIDI, (dear, listed)
        assert not any("Zubaidi" in name or "Oil" in name for name in listed), (dear, listed)
        assert prices(cheaper) == sorted(prices(cheaper)), dear


async def test_a_brand_with_nothing_cheaper_of_its_kind_says_so(client: Any) -> None:
    for dear, guest in (
        ("pampers is too pricey, cheaper diapers?", GUEST_A),
        ("حفاضات بامبرز غاليه شي ارخص", GUEST_B),
    ):
        turn = await send(client, dear, guest=guest)
        assert "products" not in kinds(turn), dear  # never the wipes beside them
        assert "Pampers" in one(turn, "product_detail")["product"]["name"], dear

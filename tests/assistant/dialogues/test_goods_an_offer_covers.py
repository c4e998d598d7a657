"""The goods of a kind an offer covers, over a real socket: "show me the dates on offer",
"وش التمر اللي عليه عرض", "3roo9 el tamr" show the ghabga offer and its Khalas and Sukkari
dates, so "the cheaper one" that follows is one of them; an offer on a whole aisle, or offers
asked with no goods named, show the offers alone."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, products
from tests.handlers.assistant_support import send

KHALAS, SUKKARI = "p-2101", "p-2102"


async def _the_dates_on_offer(client: Any, messages: tuple[str, ...]) -> None:
    for message in messages:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        shown = [p["_id"] for p in products(turn)] if "products" in kinds(turn) else []
        assert "offers" in kinds(turn), (message, kinds(turn))
        assert shown == [KHALAS, SUKKARI], (message, shown)


async def test_the_dates_on_offer_in_english(client: Any) -> None:
    await _the_dates_on_offer(
        client,
        (
            "show me the dates on offer",
            "which dates are on offer",
            "any offers on dates",
            "dates on sale?",
            "are any dates discounted",
            "what dates have a discount",
            "dates offers?",
            "any deals on dates",
            "which dates are in the ghabga offer",
            "any promo on dates",
        ),
    )


async def test_the_dates_on_offer_in_arabic(client: Any) -> None:
    await _the_dates_on_offer(
        client,
        (
            "عروض التمر",
            "وش التمر اللي عليه عرض",
            "في عرض على التمر؟",
            "عندكم عروض على التمر",
            "التمر عليه خصم؟",
            "اي تمر عليه عرض",
            "ابي اشوف التمر اللي عليه عرض",
            "خصومات التمر",
            "شنو عروض التمور",
            "التمر اللي بالعرض",
        ),
    )


async def test_the_dates_on_offer_in_arabizi(client: Any) -> None:
    await _the_dates_on_offer(
        client,
        (
            "3roo9 el tamr",
            "shno el tamr ele 3alaih 3ar9",
            "fi 3ar9 3ala el tamr?",
            "3indkom 3roo9 3al tamr",
            "el tamr 3alaih 5a9im?",
            "ay tamr 3alaih 3ar9",
            "abi ashoof el tamr ele 3alaih 3ar9",
            "5u9oomat el tamr",
            "shno 3roo9 el tumoor",
            "el tamr ele bl 3ar9",
        ),
    )


async def test_the_cheaper_one_after_them_and_offers_alone(client: Any) -> None:
    guest = uuid.uuid4().hex
    shown = await send(client, "show me the dates on offer", guest=guest)
    cheaper = await send(client, "the cheaper one", shown.conversation_id, guest=guest)
    picked = [b["product"]["_id"] for b in cheaper.end["blocks"] if b["kind"] == "product_detail"]
    assert picked == [KHALAS], kinds(cheaper)
    for message in ("any offers", "any offers on milk", "عروض", "fi 3roo9?"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "offers" in kinds(turn) and "products" not in kinds(turn), (message, kinds(turn))

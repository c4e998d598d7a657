"""A past order asked again by the day it was placed, beside the kind of goods it held, over
a real socket in English, Gulf Arabic and Arabizi: the day of the month ("30th jan", "٣٠
يناير") says which order, never a count of one of its lines, so the order's goods in stock
are offered and the one out of stock is shown, never "which of its items do you mean?"."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_IN_STOCK = {"p-1904", "p-1907", "p-1913"}  # the cleaning order's fairy, dettol and rolls
_POWDER = "p-1901"  # its tide powder, out of stock
_ARABIC_MONTHS = (
    "يناير", "فبراير", "مارس", "ابريل", "مايو", "يونيو",
    "يوليو", "اغسطس", "سبتمبر", "اكتوبر", "نوفمبر", "ديسمبر",
)  # fmt: skip


def _placed() -> datetime:
    """The day the cleaning order was placed, in Kuwait: thirty days before today."""
    return datetime.now(UTC) + timedelta(hours=3) - timedelta(days=30)


async def test_an_order_named_by_its_day_is_offered_again(client: Any) -> None:
    token = customer_token("demo-2")
    day = _placed()
    for message in (
        f"restocking the cleaning things, same as the order of {day:%B} {day.day}",
        f"ابي اعبي المنظفات، نفس طلبي يوم {day.day} {_ARABIC_MONTHS[day.month - 1]}",
        f"abi nafs el mnadhifat, mithl 6alabi yom {day.day} {day:%B}".lower(),
    ):
        turn = await send(client, message, token=token)
        lines = {line["productId"] for line in turn.action("reorder")["items"]}
        assert lines == _IN_STOCK, (message, turn.end["content"])
        cards = [b for b in turn.end["blocks"] if b["kind"] == "products"]
        assert [p["_id"] for p in cards[0]["products"]] == [_POWDER], message

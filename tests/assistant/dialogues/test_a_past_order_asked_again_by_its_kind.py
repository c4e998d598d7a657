"""A past order asked again by the kind of goods it held, over a real socket in English, Gulf
Arabic and Arabizi: "the cleaning order" is the order of cleaning goods, never the newest
order, also when Arabizi writes the ظ of تنظيف / منظفات with a 6 ("il tan6eef", "il
mna6fat")."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_CLEANING_ORDER = "KW-100187"  # demo-2's laundry powder, dish liquid, rolls and disinfectant


async def test_a_past_order_named_by_its_kind_is_the_one_offered_again(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "can you put my cleaning order through again",
        "ابي اعيد طلبية التنظيف حقتي",
        "3eed li 6alab il tan6eef law sama7t",
        "abi 6alabiyat il mna6fat marra thanya",
        "nafs 6alab il tan6if ili 6alabta gabel",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn) == [_CLEANING_ORDER], (message, order_numbers(turn))
        assert turn.action("reorder"), message

"""A short correction of the offer just made, over a real socket in English, Gulf Arabic and
Arabizi: a count said with how the first felt ("la2 kther, 5alhum 2", "لا واجد، خلها ٢ بس",
"that's too many, make it 2") is the offer's new count, never goods searched for; and a
count corrected with more goods after "and add" ("just 1 kg, and also put garlic", "لا خلها
كيلو بس وضيف خيار", "la2 kilo wa7ed bas w zeed 5iyar") is one offer of both: the corrected
line and the new goods, the correction never dropped."""

from __future__ import annotations

import itertools
from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}

_GUESTS = itertools.count(0x7E1)


async def _offered_after(client: Any, first: str, then: str) -> list[tuple[str, int]]:
    guest = f"{next(_GUESTS):032x}"
    offered = await send(client, first, guest=guest)
    assert offered.action("add_to_cart")["items"], first
    turn = await send(client, then, offered.conversation_id, guest=guest)
    return [(NAMES[i["productId"]], i["quantity"]) for i in turn.action("add_to_cart")["items"]]


async def test_a_count_said_with_too_many_is_the_offers_new_count(client: Any) -> None:
    for first, then in (
        ("abi 4 pepsi cans", "la2 kther, 5alhum 2"),
        ("ابي ٤ بيبسي علب", "لا واجد، خلها ٢ بس"),
        ("add 4 pepsi cans", "no thats too many, make it 2"),
    ):
        assert await _offered_after(client, first, then) == [("Pepsi Cola Cans", 2)], then


async def test_a_count_corrected_with_more_goods_keeps_both(client: Any) -> None:
    for first, then, corrected, added in (
        ("add 3 kg of red onions", "hmm just 1 kg, and also put garlic", "Onions", "Garlic"),
        ("ابي ٢ كيلو طماطم", "لا خلها كيلو بس وضيف خيار", "Tomatoes", "Cucumbers"),
        ("abi 3 kilo 6ama6", "la2 kilo wa7ed bas w zeed 5iyar", "Tomatoes", "Cucumbers"),
        ("3a6ni 4 galaxy caramel", "la2 wayed 5alhum 2 w 7u6 pepsi", "Caramel", "Pepsi"),
    ):
        lines = await _offered_after(client, first, then)
        assert len(lines) == 2, (then, lines)
        (name, count), (other, _) = lines
        assert corrected in name and added in other, (then, lines)
        assert count == (2 if "caramel" in first else 1), (then, lines)


async def _offered_after_asking(client: Any, first: str, then: str) -> list[tuple[str, int]]:
    guest = f"{next(_GUESTS):032x}"
    asked = await send(client, first, guest=guest)
    turn = await send(client, then, asked.conversation_id, guest=guest)
    return [(NAMES[i["productId"]], i["quantity"]) for i in turn.action("add_to_cart")["items"]]


async def test_a_count_with_a_ceiling_is_of_the_product_asked_about(client: Any) -> None:
    """ "3 tins, need to stay below 1.5 kd" right after a product's facts: that many of it,
    the words that lead to the ceiling naming no goods."""
    for first, then in (
        ("is the california garden hummus vegan?", "gimme 3 tins, need to stay below 1.5 kd"),
        ("هل حمص كاليفورنيا جاردن نباتي؟", "عطني ٣ علب، ما ابي اتعدى ٢ دينار"),
        ("7ummus california garden vegan?", "3a6ni 3 3lab, ma abi a3adi 2 kd"),
    ):
        lines = await _offered_after_asking(client, first, then)
        assert lines == [("California Garden Hummus Tahina", 3)], (then, lines)

"""A size said with a count, over the goods just shown or offered, over a real socket in
English, Gulf Arabic and Arabizi: "the big one" (الكبير, el kbeer) or "the small one" picks
among the packs of the goods in view, or of the goods it names beside them, trays of eggs
counted in pieces too; a number that is one of the product's packs ("the 30" of eggs sold in
trays of 15 and 30) is that pack, not thirty of them; a count said after the size ("the 1.5
L, 2", "ال ١.٥ لتر ثنتين") is how many of that pack; a word that only sounds like a word of
the list on screen ("el bai6", the eggs, beside white onions) names the goods that hold it as
spelt."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_EGGS_15, _EGGS_30 = "p-0226-v1", "p-0226-v2"  # Large White Eggs, trays of 15 and 30
_RICE_5KG = "p-0601-v2"  # Tilda basmati, the bigger of its 2 kg and 5 kg bags
_MILK_2L = "p-0201-v2"  # Almarai full fat milk, the bigger of its 1 L and 2 L
_CORN_OIL_1_5L = "p-0801-v1"  # Mazola corn oil, 1.5 L (and 2.9 L)
_DATES_3KG = "p-2101-v2"  # Khalas dates, the bigger of its 1 kg and 3 kg bags


async def _proposed(client: Any, first: str, then: str, guest: str) -> tuple[str, int]:
    shown = await send(client, first, guest=guest)
    turn = await send(client, then, shown.conversation_id, guest=guest)
    [line] = turn.action("add_to_cart")["items"]
    return line["variantId"], line["quantity"]


@pytest.mark.parametrize(
    ("first", "then", "guest"),
    [
        ("show me onions", "and the large eggs, 30", GUEST_A),
        ("عندكم بصل؟", "و البيض الكبير ٣٠", GUEST_B),
        ("3indkom ba9al?", "w min el bai6 el kabeer 30", GUEST_B),
    ],
)
async def test_goods_named_beside_the_list_with_their_pack_size(
    client: Any, first: str, then: str, guest: str
) -> None:
    assert await _proposed(client, first, then, guest) == (_EGGS_30, 1)


@pytest.mark.parametrize(
    ("first", "then", "guest", "expected"),
    [
        ("do you have basmati rice", "put me the big one, 2", GUEST_A, (_RICE_5KG, 2)),
        ("عندكم رز بسمتي؟", "حطلي الكبير ثنين", GUEST_B, (_RICE_5KG, 2)),
        ("3indkom bai6?", "7a6li el 9ghayer 3", GUEST_B, (_EGGS_15, 3)),
        ("3indkom tamr khalas?", "abi el 3 kilo wa7id", GUEST_B, (_DATES_3KG, 1)),
    ],
)
async def test_a_size_and_a_count_over_the_list_shown(
    client: Any, first: str, then: str, guest: str, expected: tuple[str, int]
) -> None:
    assert await _proposed(client, first, then, guest) == expected


@pytest.mark.parametrize(
    ("first", "then", "guest", "expected"),
    [
        ("add almarai full fat milk", "make it the big one, 2", GUEST_A, (_MILK_2L, 2)),
        ("ضيف حليب المراعي كامل الدسم", "الكبير ثلاث", GUEST_B, (_MILK_2L, 3)),
        ("7ot 7aleeb almarai full fat", "abi el kbeer thnain", GUEST_B, (_MILK_2L, 2)),
        ("add white eggs", "i want the 30 one", GUEST_A, (_EGGS_30, 1)),
        ("ضيف بيض ابيض", "ابي ال٣٠", GUEST_B, (_EGGS_30, 1)),
        ("7ot bai6 abya9", "abi el 30 thnain", GUEST_B, (_EGGS_30, 2)),
    ],
)
async def test_a_size_and_a_count_over_the_offer(
    client: Any, first: str, then: str, guest: str, expected: tuple[str, int]
) -> None:
    shown = await send(client, first, guest=guest)
    offered = shown.action("add_to_cart")["items"]
    assert len(offered) == 1, offered
    turn = await send(client, then, shown.conversation_id, guest=guest)
    [line] = turn.action("add_to_cart")["items"]
    assert (line["variantId"], line["quantity"]) == expected, (then, line)


@pytest.mark.parametrize(
    ("first", "then", "guest"),
    [
        ("show me mazola corn oil", "the 1.5 L, 2", GUEST_A),
        ("ابي زيت مازولا ذره", "ال ١.٥ لتر ثنتين", GUEST_B),
        ("abi zait dura mazola", "el 1.5 litir thnain", GUEST_B),
    ],
)
async def test_a_count_said_after_the_size(client: Any, first: str, then: str, guest: str) -> None:
    assert await _proposed(client, first, then, guest) == (_CORN_OIL_1_5L, 2)

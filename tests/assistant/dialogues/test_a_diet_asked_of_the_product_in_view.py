"""A diet or an allergen asked of the product in view, no food named, over a real socket:
"wait is that dairy free? my son cant have lactose" right after the Coffee-mate, "هل فيه
لاكتوز؟", "fee gluten?", "is it gluten free" answer from that product's own record (its card
and what it holds), never another product found by the question's words nor a policy page.
"do they have milk?" still answers each product shown, a food named is that food's, and goods
asked for by a diet are still looked for."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("shown", "asked", "guest", "holds"),
    [
        ("coffee mate", "wait is that dairy free? my son cant have lactose", GUEST_A, "milk"),
        ("coffee mate", "is it lactose free?", GUEST_A, "milk"),
        ("kiri dips", "is it gluten free", GUEST_A, "gluten"),
        ("kitkat", "does it have nuts", GUEST_A, "gluten"),
        ("nadec labneh", "my daughter is celiac, is it ok for her", GUEST_A, "milk"),
        ("coffee mate", "هل فيه لاكتوز؟", GUEST_B, "حليب"),
        ("لبنة المراعي", "هل هي خالية من الجلوتين", GUEST_B, "حليب"),
        ("لبنة المراعي", "ولدي عنده حساسية لاكتوز، يقدر ياكلها؟", GUEST_B, "حليب"),
        ("كيري ديبس", "فيه جلوتين؟", GUEST_B, "جلوتين"),
        ("coffee mate", "fee gluten?", GUEST_B, "حليب"),
        ("kiri dips", "fee gluten?", GUEST_B, "جلوتين"),
        ("kitkat", "hal fee lactose?", GUEST_B, "حليب"),
    ],
)
async def test_the_diet_asked_is_the_products_in_view(
    client: Any, shown: str, asked: str, guest: str, holds: str
) -> None:
    first = await send(client, shown, guest=guest)
    turn = await send(client, asked, first.conversation_id, guest=guest)
    assert one(turn, "product_detail")["product"]["name"] == names(first)[0], (asked, kinds(turn))
    assert any(holds in text for text in texts(turn)), (asked, texts(turn))
    assert "faq" not in kinds(turn) and "cart_action" not in kinds(turn), asked


async def test_of_them_each_is_answered(client: Any) -> None:
    for asked, guest in (("do they have milk?", GUEST_A), ("فيهم جلوتين؟", GUEST_B)):
        first = await send(client, "kiri cheese", guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        assert len(one(turn, "products")["products"]) > 1, (asked, kinds(turn))


@pytest.mark.parametrize(
    ("asked", "guest", "named"),
    [
        ("is the bread gluten free", GUEST_A, "Bread"),
        ("هل المايونيز فيه بيض؟", GUEST_B, "Mayonnaise"),
    ],
)
async def test_a_food_named_is_that_foods(client: Any, asked: str, guest: str, named: str) -> None:
    first = await send(client, "coffee mate", guest=guest)
    turn = await send(client, asked, first.conversation_id, guest=guest)
    assert named in one(turn, "product_detail")["product"]["name"], (asked, kinds(turn))


@pytest.mark.parametrize(
    ("asked", "guest"),
    [("عندكم حليب خالي من اللاكتوز؟", GUEST_B), ("fee 7aleeb?", GUEST_B)],
)
async def test_goods_asked_for_are_still_looked_for(client: Any, asked: str, guest: str) -> None:
    first = await send(client, "coffee mate", guest=guest)
    turn = await send(client, asked, first.conversation_id, guest=guest)
    assert "product_detail" not in kinds(turn), (asked, kinds(turn))

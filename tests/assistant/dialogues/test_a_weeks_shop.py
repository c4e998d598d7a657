"""A household's shop for a week or a month, over a real socket in English, Gulf Arabic and
Arabizi. With a sum, in figures or in words ("a week's worth of groceries, budget is ten kd",
"ابي مقاضي الاسبوع بخمسطعش دينار", "abi aghra9 el esboo3 b 3ashra dinar"), its staples are
proposed within it, the total said against it; the sum asked of ("my budget for the month is
20 kd, what groceries should i get") shows staples that fit it together. With no sum, the
staples are shown from across the aisles, nothing proposed. Before, the sum in words or
beside the groceries was not read, and the week's shop was not found or declined."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, prices, products, texts
from tests.handlers.assistant_support import send

PROPOSED = (
    ("need a week's worth of groceries, budget is ten kd", 10000, "of your 10.000 KWD"),
    ("ابي مقاضي الاسبوع بخمسطعش دينار", 15000, "من ميزانيتك ١٥٫٠٠٠ د.ك"),
    ("abi aghra9 el esboo3 b 3ashra dinar", 10000, "من ميزانيتك ١٠٫٠٠٠ د.ك"),
)
ASKED = (
    ("my budget for the month is 20 kd, what groceries should i get", 20000),
    ("ميزانيتي للشهر ٢٠ دينار شنو اشتري", 20000),
    ("mizaniyti lil shahar 20 kd shno ashtiri", 20000),
)
NO_SUM = (
    "groceries for the whole week please, we're a family of five",
    "ابي اغراض الشهر، احنا ٦ بالبيت",
    "shno n7taj 7ag aghra9 el esboo3? a7na 5 nafar",
)
# one of each of these aisles' staples, at least, in the week's list
_STAPLES = {"cat-bakery", "cat-dairy-eggs", "cat-rice-grains", "cat-meat-poultry", "cat-vegetables"}


async def test_a_weeks_shop_on_a_sum_is_a_basket_within_it(client: Any) -> None:
    for message, budget, said in PROPOSED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        basket = turn.action("add_to_cart")
        assert len(basket["items"]) >= 5, (message, basket)
        assert basket["estimatedTotal"] <= budget, (message, basket["estimatedTotal"])
        assert any(said in text for text in texts(turn)), (message, texts(turn))


async def test_what_a_months_sum_buys_is_shown_within_it(client: Any) -> None:
    for message, budget in ASKED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert len(prices(turn)) >= 4 and sum(prices(turn)) <= budget, (message, prices(turn))


async def test_a_weeks_shop_with_no_sum_shows_the_staples(client: Any) -> None:
    for message in NO_SUM:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        aisles = {product["categoryId"] for product in products(turn)}
        assert aisles >= _STAPLES, (message, aisles)

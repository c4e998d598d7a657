"""Goods of a past order asked again by their names: "same diapers as today's order", "ابي
نفس الحليب اللي طلبته اليوم", "abi nafs el 7afa9at ele 6alabt'ha el yom" propose those goods
alone, as they were ordered, never the rest of the order; out of stock, that is said beside
what the store has instead, and "what's the alternative" then offers others of that good.
An order told by its goods, asked whole or changed line by line is still the whole order.
Over a real socket, with demo-1's orders, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

# demo-1: today's order holds the diapers (out of stock), wipes, milk and apples; last
# week's rice, chicken, onions, tomatoes, bzar and water; the first one milk, bananas, eggs,
# bread and laban
_MILK, _WIPES, _APPLES, _BANANAS = "p-0201", "p-1804", "p-0002", "p-0001"
_RICE, _CHICKEN, _ONIONS, _TOMATOES = "p-0601", "p-0401", "p-0103", "p-0101"
_BZAR, _WATER, _BREAD, _LABAN = "p-0910", "p-1401", "p-0301", "p-0203"
_DIAPERS = "p-1801"

_ONE_GOOD = {
    "en": (
        ("the same wipes as in today's order please", _WIPES),
        ("can I get the milk from my last order again", _MILK),
        ("i want the apples from today's order again", _APPLES),
        ("reorder the bananas from earlier this month", _BANANAS),
        ("order the tomatoes again like last week", _TOMATOES),
        ("same onions as last week", _ONIONS),
        ("the bread from my first order again please", _BREAD),
        ("i'd like the same chicken as last week", _CHICKEN),
        ("same rice as last week", _RICE),
        ("the water from last week's order again", _WATER),
        ("the laban from my first order again", _LABAN),
        ("same spices as last week's order please", _BZAR),
    ),
    "ar": (
        ("ابي نفس الحليب اللي طلبته اليوم", _MILK),
        ("نفس المناديل المبللة حق طلب اليوم", _WIPES),
        ("نفس التفاح اللي في طلب اليوم", _APPLES),
        ("عيد لي الدجاج اللي طلبته الاسبوع الماضي", _CHICKEN),
        ("ابي نفس البصل حق طلب الاسبوع الماضي", _ONIONS),
        ("نفس الرز اللي طلبته الاسبوع اللي طاف", _RICE),
        ("ابي نفس الماي حق طلب الاسبوع الماضي", _WATER),
        ("ابي نفس البهارات حق طلب الاسبوع الماضي", _BZAR),
        ("ابي نفس الخبز حق اول طلب", _BREAD),
        ("نفس الطماط حق طلب الاسبوع الماضي", _TOMATOES),
    ),
    "arabizi": (
        ("abi nafs el 7aleeb ele 6alabta el yom", _MILK),
        ("nafs el tuffa7 mal 6alab el yom", _APPLES),
        ("nafs el ba9al ele 6alabta el esboo3 el ma9i", _ONIONS),
        ("abi nafs el wipes mal 6alab el yom", _WIPES),
        ("nafs el 3aish mal 6alab el esboo3 el ma9i", _RICE),
        ("nafs el laban mal awal 6alab", _LABAN),
        ("abi nafs el bzar mal 6alab el esboo3 el ma9i", _BZAR),
        ("abi nafs el 6ama6 mal 6alab el esboo3 el ma9i", _TOMATOES),
        ("abi nafs el dyay mal 6alab el esboo3 el ma9i", _CHICKEN),
        ("nafs el 5ubz mal awal 6alab", _BREAD),
    ),
}


@pytest.mark.parametrize("script", sorted(_ONE_GOOD))
async def test_a_good_of_an_order_asked_again_is_proposed_alone(client: Any, script: str) -> None:
    token = customer_token("demo-1")
    for message, good in _ONE_GOOD[script]:
        turn = await send(client, message, token=token)
        items = turn.action("reorder")["items"]
        assert [item["productId"] for item in items] == [good], (message, items)


_OUT_OF_STOCK = (
    ("same diapers as today's order", "what's the alternative"),
    ("ابي نفس الحفاضات اللي طلبتها اليوم", "شنو البديل"),
    ("abi nafs el 7afa9at ele 6alabt'ha el yom", "shnu el badeel"),
)


async def test_a_good_out_of_stock_is_said_with_its_alternatives(client: Any) -> None:
    token = customer_token("demo-1")
    for message, alternative in _OUT_OF_STOCK:
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), message
        cards = one(turn, "products")["products"]
        assert cards[0]["_id"] == _DIAPERS and not cards[0]["inStock"], message
        assert len(cards) > 1 and all(card["inStock"] for card in cards[1:]), message
        others = await send(client, alternative, turn.conversation_id, token=token)
        offered = one(others, "products")["products"]
        assert offered and _DIAPERS not in [card["_id"] for card in offered], alternative
        assert all(card["inStock"] for card in offered), alternative


# The order itself: asked whole, told by its goods, or changed line by line
_LAST_WEEK = [_RICE, _CHICKEN, _ONIONS, _TOMATOES, _BZAR, _WATER]
_TODAY_IN_STOCK = [_WIPES, _MILK, _APPLES]
_WHOLE = (
    ("the same order as last week", _LAST_WEEK),
    ("ابي نفس طلب الاسبوع اللي طاف كامل", _LAST_WEEK),
    ("abi nafs el 6alab el a5eer kamil", _TODAY_IN_STOCK),
    ("the order with the diapers again", _TODAY_IN_STOCK),
    ("reorder the order that had the apples", _TODAY_IN_STOCK),
    ("abi el 6alab ele fih 7afa9at marra thanya", _TODAY_IN_STOCK),
    ("reorder everything from today's order", _TODAY_IN_STOCK),
    ("same order as last week but without the water", _LAST_WEEK[:-1]),
)


async def test_an_order_asked_whole_or_by_its_goods_is_the_whole_order(client: Any) -> None:
    token = customer_token("demo-1")
    for message, goods in _WHOLE:
        turn = await send(client, message, token=token)
        items = turn.action("reorder")["items"]
        assert [item["productId"] for item in items] == goods, (message, items)

"""Goods named with a count or a pack and no verb, after goods were put in the cart, over a
real socket in English, Gulf Arabic and Arabizi: "and kiri cheese the 24 piece one, 2",
"وجبن كيري ام ٢٤ حبه ٢", "ok 7aleeb almarai um 2 litir, 3" carry the add on. They are proposed
for the cart, the pack's own words ("ام ٢٤ حبه", "the 24 piece one") picking the pack and a
number after it counting it; never a search answered "we don't have exactly this"."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def _after_an_add(client: Any, first: str, then: str, guest: str) -> list[tuple[Any, ...]]:
    offered = await send(client, first, guest=guest)
    await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    turn = await send(client, then, offered.conversation_id, guest=guest)
    return [
        (item["productId"], item["variantId"], item["quantity"])
        for item in turn.action("add_to_cart")["items"]
    ]


async def test_goods_counted_after_an_add_in_english(client: Any) -> None:
    lines = await _after_an_add(
        client, "add 2 fairy lemon", "and kiri cheese the 24 piece one, 2", GUEST_A
    )
    assert lines == [("p-0221", "p-0221-v2", 2)], lines


async def test_goods_counted_after_an_add_in_arabic(client: Any) -> None:
    lines = await _after_an_add(client, "حط ٢ فيري ليمون", "وجبن كيري ام ٢٤ حبه ٢", GUEST_B)
    assert lines == [("p-0221", "p-0221-v2", 2)], lines


async def test_goods_counted_after_an_add_in_arabizi(client: Any) -> None:
    lines = await _after_an_add(
        client, "7ot 2 fairy lemon", "ok 7aleeb almarai um 2 litir, 3", GUEST_B
    )
    assert lines == [("p-0201", "p-0201-v2", 3)], lines


async def test_a_pack_by_its_bottles_after_a_pick_said_then(client: Any) -> None:
    """ "then" said of goods shown picks them to buy, with their pack."""
    for shown, then, wanted, guest in (
        ("what tuna do you have", "al alali tuna the 3 can pack then", "p-1001-v2", GUEST_A),
        ("شنو عندكم تونة", "عيل تونة العلالي ام ٣ علب", "p-1001-v2", GUEST_B),
        ("shno 3indkom tuna", "3eel tuna alali um 3 3ilab", "p-1001-v2", GUEST_B),
    ):
        first = await send(client, shown, guest=guest)
        turn = await send(client, then, first.conversation_id, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["variantId"]) == ("p-1001", wanted), (then, line)

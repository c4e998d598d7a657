"""Goods named with a count or a pack and no verb, after goods were put in the cart, over a
real socket in English, Gulf Arabic and Arabizi: "and kiri cheese the 24 piece one, 2",
"وجبن كيري ام ٢٤ حبه ٢", "ok 7aleeb almarai um 2 litir, 3" carry the add on. They are proposed
for the cart, the pack's own words ("ام ٢٤ حبه", "the 24 piece one") picking the pack and a
number after it counting it; never a search answered "we don't have exactly this". A word of
the list shown with a count ("el kuwaiti 2" after the coffees) picks from that list, never
other goods of the store."""

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


async def test_a_pick_of_the_list_shown_counted_offers_no_other_goods(client: Any) -> None:
    """A word of the list shown with a count picks from that list: "el kuwaiti 3" after the
    Arabic coffees is never the Kuwaiti bread of another aisle."""
    shown_ids = {"p-1301", "p-1302", "p-1303", "p-1304", "p-1305", "p-1306", "p-1308"}
    for shown, pick, guest in (
        ("i want arabic coffee", "the kuwaiti, 3", GUEST_A),
        ("ابي قهوة عربية", "الكويتي ٣", GUEST_B),
        ("abi gahwa 3arabiya", "el kuwaiti 2", GUEST_B),
        ("abi gahwa", "el kuwaiti 3", GUEST_A),
    ):
        first = await send(client, shown, guest=guest)
        turn = await send(client, pick, first.conversation_id, guest=guest)
        offered = [
            item["productId"]
            for block in turn.end["blocks"]
            if block["kind"] == "cart_action"
            for item in block["items"]
        ]
        assert set(offered) <= shown_ids, (pick, offered)

"""Shopping that names a place or a relative beside it, over a real socket in English, Gulf
Arabic and Arabizi: goods of an aisle's kind for someone else's home ("cleaning supplies for
my aunt's flat in Mishref") are that aisle's cards, and a branch of ours asked its hours with
the shopper's plans beside it is the branch's card; never the off-topic decline. Another
trade's service for a home and a bank branch's hours stay declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_an_aisles_goods_for_another_home_are_its_cards(client: Any) -> None:
    for message, guest in (
        ("need some cleaning supplies sent to my aunt's flat in mishref", GUEST_A),
        ("ابي مواد تنظيف لشقة خالتي في مشرف", GUEST_B),
        ("abi adawat tanzeef 7ag bait jiddati fil khaldiya", GUEST_B),
        ("عندكم اغراض تنظيف؟", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        cards = products(turn)
        assert cards, (message, kinds(turn))
        assert all(card["categoryId"] == "cat-household-cleaning" for card in cards), message


async def test_a_branchs_hours_beside_plans_show_the_branch(client: Any) -> None:
    for message, guest in (
        ("whats ur fahaheel branch hours? may stop by after my shift", GUEST_A),
        ("the jahra branch timings pls, thinking of passing by tonight", GUEST_A),
        ("il far3 fil jahra shno awqat dawama? bamur 3alaih", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "locations" in kinds(turn), (message, kinds(turn))


async def test_another_trades_service_or_branch_stays_declined(client: Any) -> None:
    for message, guest in (
        ("i need a cleaning company for my mom's house", GUEST_A),
        ("what are the hours of my bank branch in jahra", GUEST_A),
    ):
        assert_declined(await send(client, message, guest=guest), message, arabic=guest == GUEST_B)

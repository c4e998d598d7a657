"""A need asked of the list just shown over a real socket: "which ones r vegan", "اي واحد
فيهم نباتي", "ay wa7d minhom vegan" answer with those of the list that meet it, never with a
product of another aisle the words happen to name, and a count after it ("3 of those") adds
nothing that was not shown."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import Turn, send


def _ids(turn: Turn) -> list[str]:
    return [
        card["_id"]
        for block in turn.blocks
        if block.get("kind") == "products"
        for card in block["products"]
    ]


async def test_a_need_asked_of_the_list_shown_filters_that_list(client: Any) -> None:
    for show, need in (
        ("got any chips", "which ones r vegan"),
        ("do you have crisps", "any of those vegan?"),
        ("عندكم شيبس؟", "اي واحد فيهم نباتي؟"),
        ("ابي شيبس", "ايهم نباتي"),
        ("3indkom chips?", "ay wa7d minhom vegan?"),
        ("abi chips", "ayhum vegan"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        listed = _ids(shown)
        assert listed, show
        answer = await send(client, need, shown.conversation_id, guest=GUEST_A)
        picked = _ids(answer)
        assert picked and set(picked) <= set(listed), need
        assert "cart_action" not in kinds(answer), need


async def test_a_need_none_of_the_list_meets_shows_the_list_again(client: Any) -> None:
    for show, need in (
        ("show me milk", "which of these are lactose free"),
        ("show me chocolate", "any of those gluten free?"),
        ("عندكم عصير؟", "شنو منهم بدون سكر"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        answer = await send(client, need, shown.conversation_id, guest=GUEST_A)
        assert _ids(answer) == _ids(shown), need
        assert "cart_action" not in kinds(answer), need


async def test_a_count_after_the_filtered_list_adds_only_what_was_shown(client: Any) -> None:
    for show, need, count in (
        ("got any chips", "which ones r vegan", "ok 3 of those"),
        ("3indkom chips?", "ay wa7d minhom vegan?", "3 minhom"),
    ):
        shown = await send(client, show, guest=GUEST_A)
        answer = await send(client, need, shown.conversation_id, guest=GUEST_A)
        then = await send(client, count, shown.conversation_id, guest=GUEST_A)
        proposed = [
            line["productId"]
            for block in then.blocks
            if block.get("kind") == "cart_action"
            for line in block["items"]
        ]
        assert set(proposed) <= set(_ids(answer)), count


async def test_a_need_with_no_list_shown_still_searches_the_store(client: Any) -> None:
    for message in ("any vegan chips?", "عندكم شيبس نباتي؟", "sugar free drinks"):
        turn = await send(client, message, guest=GUEST_A)
        assert _ids(turn), message

"""A saved address named right after the points were put on the order, or right after goods
were put in the cart, over a real socket in English, Gulf Arabic and Arabizi: the delivery
is proposed to that address. A place named is where to deliver, not a use of the points
("send" is one typo from "spend", and re-proposed them), and "وصلوه" / "ودوه" (deliver it,
take it) are delivering, never one more item of the goods just put in (which searched for
them)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import confirmed_add, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def _points_put_on(client: Any, token: str, asked: str) -> str:
    conversation_id = await confirmed_add(client, "add 2 almarai milk", token=token)
    points = await send(client, asked, conversation_id, token=token)
    done = await confirm(client, points.action("apply_loyalty")["actionId"], token=token)
    assert done.status == 200, done.json
    return conversation_id


async def test_sent_to_a_saved_address_after_the_points(client: Any) -> None:
    token = customer_token("demo-2")
    for asked, message in (
        ("how many points i have? use them", "send this one to my parents in rumaithiya not home"),
        ("use my points", "send it to my parents house pls"),
        ("استخدم نقاطي", "وصلوه بيت اهلي بالرميثيه"),
        ("isti5dim na8a6i", "wa9loh bait ahli"),
    ):
        conversation_id = await _points_put_on(client, token, asked)
        turn = await send(client, message, conversation_id, token=token)
        assert turn.action("select_address"), (message, kinds(turn))
        assert not [block for block in turn.blocks if block.get("actionType") == "apply_loyalty"], (
            message
        )


async def test_delivered_to_a_saved_address_after_goods_put_in(client: Any) -> None:
    token = customer_token("demo-2")
    for adding, message in (
        ("ضيف ٢ حليب المراعي", "وصلوه بيت اهلي بالرميثيه"),
        ("ضيف ٣ حليب المراعي", "ودوه بيت اهلي"),
        ("add 2 almarai milk", "send them to my parents house"),
    ):
        conversation_id = await confirmed_add(client, adding, token=token)
        turn = await send(client, message, conversation_id, token=token)
        assert turn.action("select_address"), (message, kinds(turn))
        assert "products" not in kinds(turn), message


async def test_spending_the_points_is_still_spending_them(client: Any) -> None:
    token = customer_token("demo-2")
    conversation_id = await confirmed_add(client, "add 2 almarai milk", token=token)
    await send(client, "how many points do i have", conversation_id, token=token)
    turn = await send(client, "spend them", conversation_id, token=token)
    assert turn.action("apply_loyalty"), kinds(turn)

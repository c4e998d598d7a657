"""A cancelled order wanted again, over a real socket in English, Gulf Arabic and Arabizi:
told of and wanted back in one message ("تذكر الطلب اللي انلغى حق الشيبس والبيبسي؟ رجعه
نفسه", "el 6alab el mlgha 7ag el chips, 3eedoh nafsa"), or "the same again" right after its
cancelling was asked of: that whole order is proposed again, never today's order, never
only the goods that named it. Before, its cancelling was explained again, or the newest
order was reordered. Why it was cancelled, asked alone, is still the reason asked."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import demo_order_lines, kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

CANCELLED = "KW-100544"


def _lines(turn: Any) -> set[str]:
    return {str(line["productId"]) for line in turn.action("reorder")["items"]}


async def test_told_and_wanted_back_in_one_message(client: Any) -> None:
    token = customer_token("demo-2")
    whole = demo_order_lines("order-demo-2-2")
    for message in (
        "تذكر الطلب اللي انلغى حق الشيبس والبيبسي؟ رجعه نفسه",
        "el 6alab el mlgha 7ag el chips, 3eedoh nafsa",
        "fakr el 6alab ely tlagha 7ag el chips? rj3oh nafsa",
        "my chips order got cancelled, i want it back",
    ):
        turn = await send(client, message, token=token)
        assert _lines(turn) == whole, (message, kinds(turn))


async def test_the_same_again_after_its_cancelling_was_asked(client: Any) -> None:
    token = customer_token("demo-2")
    whole = demo_order_lines("order-demo-2-2")
    for asked, again in (
        (
            "my order to my parents last week got cancelled why",
            "ok order the same again to rumaithiya",
        ),
        ("ليش انلغى طلب بيت اهلي؟", "اوكي اطلب نفسه مره ثانيه"),
        ("lesh tlaghaa 6alab bait ahli", "zain 3eedah nafsa"),
    ):
        told = await send(client, asked, token=token)
        assert CANCELLED in order_numbers(told, "order_status"), (asked, kinds(told))
        turn = await send(client, again, told.conversation_id, token=token)
        assert _lines(turn) == whole, (again, kinds(turn))


async def test_why_it_was_cancelled_is_still_asked(client: Any) -> None:
    turn = await send(client, "why was my chips order cancelled", token=customer_token("demo-2"))
    assert CANCELLED in order_numbers(turn, "order_status"), kinds(turn)
    assert "cart_action" not in kinds(turn)

"""An order named by where it goes and cancelled with a word that says "it", over a real socket
in English, Gulf Arabic and Arabizi: "the one going to the house, cancel it", "اللي رايح البيت
كنسله", "illi rayi7 il bait kansla" are the cancelling of today's home order, with its card and
how it can be cancelled; never its status alone, nor an address proposed for the place.

demo-3: KW-100933 to Home placed today (free to cancel), KW-100921 to the Chalet confirmed.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

HOME_ORDER_TODAY = "KW-100933"


async def test_the_order_going_home_is_the_one_cancelled(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in (
        "the one going to the house, cancel it please, nobody will be in",
        "اللي رايح البيت كنسله، ما راح اكون موجوده",
        "illi rayi7 il bait kansla, ma ra7 akoon mawjooda",
    ):
        shown = await send(client, "what's happening with my orders today?", token=token)
        turn = await send(client, asked, shown.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [HOME_ORDER_TODAY], (asked, kinds(turn))
        assert "faq" in kinds(turn), (asked, kinds(turn))  # how cancelling works
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        said = turn.end["content"]
        assert "cancel" in said or "تلغيه" in said or "يلغيه" in said, (asked, said)


async def test_asked_alone_it_is_that_order_cancelled_too(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in (
        "the one going to the house, cancel it, we're out all day",
        "اللي رايح البيت الغيه، بنطلع",
        "illi rayi7 il bait kanslah",
    ):
        turn = await send(client, asked, token=token)
        assert order_numbers(turn, "order_status") == [HOME_ORDER_TODAY], (asked, kinds(turn))
        assert "faq" in kinds(turn) and "cart_action" not in kinds(turn), (asked, kinds(turn))

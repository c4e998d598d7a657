"""Whether today's order named by the place it goes to is confirmed, over a real socket in English,
Gulf Arabic and Arabizi: of the several orders that went home, the one still to come today
is meant, never a delivered one of last month.

demo-3 (Home in Mangaf, Chalet in Khairan): KW-100095 and KW-100389 delivered to Home,
KW-100921 to the Chalet confirmed, KW-100933 to Home placed today.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

HOME_ORDER_TODAY = "KW-100933"

ASKED_OF_THE_HOME_ORDER = {
    "en": (
        "morning, has the home order been confirmed yet?",
        "is my order for the house confirmed or not",
        "did you guys confirm the order going home yet",
    ),
    "ar": (
        "هلا، طلب البيت تأكد ولا للحين؟",
        "الاوردر اللي للبيت ليش ما تأكد للحين",
        "طلبيتي اللي رايحة البيت تأكدت؟",
    ),
    "arabizi": (
        "el order 7ag el bait t2akad wla la?",
        "6alab el bait lil7een ma t2akad?",
        "6alabi ely lil bait t2akad?",
    ),
}


@pytest.mark.parametrize("script", sorted(ASKED_OF_THE_HOME_ORDER))
async def test_todays_home_order_asked_after_is_that_order(client: Any, script: str) -> None:
    for message in ASKED_OF_THE_HOME_ORDER[script]:
        turn = await send(client, message, token=customer_token("demo-3"))
        assert order_numbers(turn, "order_status") == [HOME_ORDER_TODAY], (
            message,
            kinds(turn),
            turn.end["content"],
        )
        assert "faq" not in kinds(turn), (message, turn.end["content"])


FOLLOWED_UP = {
    "en": (
        "is the order going home confirmed or not?",
        (
            "cancel the whole thing then, we're heading out",
            "take the halloumi off it, i don't want it",
        ),
    ),
    "ar": (
        "طلب البيت تأكد ولا للحين؟",
        ("لا خلاص الغيه كله، بنطلع البر", "شيل منه الحلوم ما نبيه"),
    ),
    "arabizi": (
        "6alab el bait t2akad wla la?",
        ("5ala9 kansla kila, bin6la3 il bar", "shel mina el 7alloum ma abeeh"),
    ),
}


@pytest.mark.parametrize("script", sorted(FOLLOWED_UP))
async def test_what_follows_is_about_the_home_order_never_the_chalets_or_the_cart(
    client: Any, script: str
) -> None:
    token = customer_token("demo-3")
    asked, follow_ups = FOLLOWED_UP[script]
    for follow_up in follow_ups:
        shown = await send(client, asked, token=token)
        assert order_numbers(shown, "order_status") == [HOME_ORDER_TODAY], asked
        turn = await send(client, follow_up, shown.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [HOME_ORDER_TODAY], (
            follow_up,
            kinds(turn),
            turn.end["content"],
        )
        assert "cart_action" not in kinds(turn) and "error" not in kinds(turn), follow_up

"""A problem with an item of a past order is answered on that order (the one holding the item,
of the date said), with the returns policy's window applied to its date: "the eggs from 3 weeks
ago were broken" is told the time to report it has passed, and offered a person; a problem
with today's order is told no such thing. Over a real socket, with a demo shopper, in
English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_TOO_LATE = ("too long ago", "من زمان")
# demo-1: KW-100231 (eggs, milk, laban, bananas, bread) came three weeks ago, KW-100458
# (rice, chicken, onions, tomatoes, water) nine days ago
_OLD_PROBLEMS = {
    "en": (
        "the eggs from 3 weeks ago were broken, can i return them",
        "the eggs i got 3 weeks ago were cracked",
        "the laban from three weeks ago was expired",
        "the bananas i got 3 weeks back were rotten can i get a refund",
        "the chicken from 9 days ago smelled bad",
        "the tomatoes from last week were rotten",
        "the water from 9 days ago was leaking",
        "the onions from last week were spoiled",
        "the bread from 3 weeks ago was mouldy",
        "can i return the broken eggs from three weeks ago",
    ),
    "ar": (
        "البيض اللي جاني قبل ٣ اسابيع كان فيه مكسور اقدر ارجعه؟",
        "البيض من قبل ٣ اسابيع وصل مكسر",
        "اللبن اللي وصلني قبل ٣ اسابيع كان منتهي",
        "الموز اللي جاني قبل ٣ اسابيع كان خربان",
        "الدجاج اللي وصلني قبل ٩ ايام ريحته خايسه",
        "الطماط اللي جاني الاسبوع الماضي خربان",
        "البيض اللي وصلني قبل ثلاث اسابيع مكسر",
        "البصل من الاسبوع الماضي كان خايس",
        "الخبز اللي جاني قبل ٣ اسابيع فيه عفن",
        "ابي ارجع البيض اللي جاني قبل ٣ اسابيع مكسور",
    ),
    "arabizi": (
        "el bai6 elli jani gabel 3 asabee3 kan maksoor",
        "el bai6 min gabel 3 asabee3 wi9al mkassar",
        "el laban elli jani gabel 3 asabee3 montahi",
        "el mooz elli jani gabel 3 asabee3 5arban",
        "el dijaj elli wi9alni gabel 9 ayam 5ayes",
        "el 6ama6 elli jani el usbu3 el madhi 5arban",
        "el 5ubz elli jani gabel 3 asabee3 m3affan",
        "abi arajji3 el bai6 elli jani gabel 3 asabee3 maksoor",
        "el ba9al min el usbu3 el madhi 5ayes",
        "el bai6 gabel 3 asabee3 kan mkassar abi arj3a",
    ),
}


@pytest.mark.parametrize("script", sorted(_OLD_PROBLEMS))
async def test_a_problem_past_the_reporting_window_is_told_so_on_its_order(
    client: Any, script: str
) -> None:
    token = customer_token("demo-1")
    for message in _OLD_PROBLEMS[script]:
        turn = await send(client, message, token=token)
        reply = turn.end["content"]
        assert any(words in reply for words in _TOO_LATE), (script, message, reply)
        assert one(turn, "order_status")["order"]["orderNumber"] in ("KW-100231", "KW-100458")
        prompts = [chip["prompt"] for chip in one(turn, "actions")["suggestions"]]
        assert any("person" in p or "موظف" in p for p in prompts), (message, prompts)


async def test_the_eggs_are_shown_on_the_order_that_held_them(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "البيض اللي جاني قبل ٣ اسابيع كان فيه مكسور اقدر ارجعه؟",
        "the eggs from 3 weeks ago were broken, can i return them",
        "el bai6 elli jani gabel 3 asabee3 kan maksoor",
    ):
        turn = await send(client, message, token=token)
        assert one(turn, "order_status")["order"]["orderNumber"] == "KW-100231", message


async def test_a_problem_with_an_order_on_its_way_or_not_about_items_is_not_too_late(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message in ("the milk in my order today is expired", "my order is late", "الطلب متاخر"):
        turn = await send(client, message, token=token)
        reply = turn.end["content"]
        assert not any(words in reply for words in _TOO_LATE), (message, reply)
        assert "error" not in kinds(turn), message

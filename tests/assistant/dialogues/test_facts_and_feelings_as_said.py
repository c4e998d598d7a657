"""How the shopper feels and what they said, taken as said over a real socket: a shopper fed
up with us hears an apology and is offered a person (never another matter's decline, nor
products), amends heard refused after a complaint stay with the complaint, a code after a
verb that only takes a code is a coupon answered in the shopper's language, and an English
question of another matter in a conversation held in Arabic is declined in English."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import assert_declined, chip_labels, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send

PERSON = ("Talk to a person", "كلم موظف")
SORRY = ("sorry", "نعتذر")
NOT_FOUND = ("couldn't find", "لم أجد", "ما لقيت")


def assert_apologised_with_a_person(turn: Turn, message: str, *, arabic: bool) -> None:
    reply = turn.end["content"]
    assert any(word in reply for word in SORRY), (message, reply)
    assert any(label in PERSON for label in chip_labels(turn)), (message, chip_labels(turn))
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message
    assert "shopping here" not in reply and "بس في التسوق" not in reply, (message, reply)
    assert is_arabic(reply) == arabic, (message, reply)


FED_UP = {
    "en": (
        "ur useless this took forever",
        "this is a waste of my time",
        "worst service ever honestly",
        "you are so useless",
        "this chat is useless",
        "not helpful at all",
        "im fed up with this app",
        "wasting my time here",
        "terrible service",
        "you took forever and still nothing",
    ),
    "ar": (
        "انت ما تفيد ابد ضيعت وقتي",
        "ضيعت وقتي",
        "خدمتكم زفت",
        "والله ما تنفع",
        "تطبيق فاشل",
        "زهقتني",
        "طفشت منك",
        "خدمه سيئه والله",
        "ما فادني بشي",
        "مو مفيد ابد",
    ),
    "arabizi": (
        "wallah ma tfeed",
        "enta ma tfeed",
        "ma tanfa3 abadan",
        "9ayya3t wa8ti",
        "5edmatkom zift",
        "tatbee8 fashil",
        "6afasht minik",
        "zah8tni",
        "ma fadni b shay",
        "wallah ma tfeed 9ayya3t wa8ti",
    ),
}


@pytest.mark.parametrize("script", ["en", "ar", "arabizi"])
async def test_a_shopper_fed_up_with_us_hears_an_apology_and_a_person(
    client: Any, script: str
) -> None:
    arabic = script != "en"
    for message in FED_UP[script]:
        turn = await send(client, message, guest=GUEST_B if arabic else GUEST_A)
        assert_apologised_with_a_person(turn, message, arabic=arabic)


async def test_other_things_called_useless_or_slow_are_still_another_matter(
    client: Any,
) -> None:
    for message in (
        "my football team is useless",
        "what is the most useless invention ever",
        "my phone took forever to charge why",
        "why is my laptop so slow",
        "im so fed up with my boss at work",
        "my brother is useless at football",
        "you are so stupid",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert_declined(turn, message, arabic=False)


async def test_amends_heard_refused_after_a_complaint_stay_with_the_complaint(
    client: Any,
) -> None:
    for complaint, refused, arabic in (
        ("the tomatoes in my order were rotten", "so you won't refund me?", False),
        ("the eggs came broken", "you won't give me my money back?", False),
        ("the milk i got was expired", "so you can't refund me?", False),
        ("الطماط اللي وصلني خربان", "يعني ما ترجعون فلوسي؟", True),
        ("البيض وصلني مكسور", "ما راح تعوضوني؟", True),
        ("الحليب اللي جاني منتهي", "يعني ما ترجعون لي فلوسي؟", True),
        ("el 6ama6 elly wa9alni 5arban", "ya3ni ma trj3oon floosi?", True),
        ("el bai6 wa9al maksoor", "ma ra7 t3aw9ooni?", True),
    ):
        first = await send(client, complaint, guest=GUEST_A)
        turn = await send(client, refused, first.conversation_id, guest=GUEST_A)
        assert_apologised_with_a_person(turn, refused, arabic=arabic)


async def test_a_code_after_apply_or_use_is_a_coupon_answered_in_the_shoppers_language(
    client: Any,
) -> None:
    for first, message, arabic in (
        ("show me milk", "apply welcome2", False),
        ("show me milk", "use summer5 please", False),
        ("show me milk", "can you apply ramadan3", False),
        ("show me milk", "redeem eid4", False),
        ("عندكم حليب؟", "apply welcome2", False),
        ("عندكم حليب؟", "طبق welcome2", True),
        ("عندكم حليب؟", "استخدم summer5", True),
    ):
        shown = await send(client, first, guest=GUEST_A)
        turn = await send(client, message, shown.conversation_id, guest=GUEST_A)
        reply = turn.end["content"]
        assert is_arabic(reply) == arabic, (message, reply)
        assert not any(words in reply for words in NOT_FOUND), (message, reply)
        assert "products" not in kinds(turn), message


async def test_an_english_question_of_another_matter_is_declined_in_english_after_arabic(
    client: Any,
) -> None:
    for message in (
        "whats the easiest visa for turkey for kuwait residents",
        "how do i renew my residency permit online",
        "which airline is cheapest to london this summer",
        "whats the best gym membership near salmiya",
    ):
        shown = await send(client, "عندكم حليب؟", guest=GUEST_B)
        turn = await send(client, message, shown.conversation_id, guest=GUEST_B)
        assert_declined(turn, message, arabic=False)

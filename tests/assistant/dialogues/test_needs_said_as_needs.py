"""Shopping asked as a need, over a real socket: people to feed on a budget ("need to feed 4
ppl under 5 kd help", "ابي اطبخ لـ ٤ اشخاص بأقل من ٥ دينار", "abi a6bo5 l 4 ashkhas b 5
dinar") get a meal's staples within it, not a decline; a child's school bag or lunchbox
("ابغى اشياء لشنطة المدرسه لبنتي", "lunchbox snacks please") gets snacks, drinks and food
that travel, across the aisles. People counted with money for another matter (a hotel, a
chalet) and a school's own matters (registration, fees) stay declined."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import assert_declined, kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

FEEDING = (
    *((m, GUEST_A) for m in (
        "need to feed 4 ppl under 5 kd help",
        "i have 20 kd to feed 8 people",
        "cooking for 6 people, budget 10 kd",
        "need a meal for 5 under 4 kd",
        "what food can i get for 4 people under 3 kd",
        "feed 10 guests with under 15 kd",
        "cheap meal for 3 people under 2 kd",
        "meals for 4 ppl below 5 kd pls",
        "need to feed 6 people, max 8 kd",
        "what can i cook for 5 people under 6 kd",
    )),
    *((m, GUEST_B) for m in (
        "ابي اطبخ لـ ٤ اشخاص بأقل من ٥ دينار",
        "عندي ٥ دنانير وابي اعشي ٦ اشخاص",
        "ابي اكل يكفي ٤ اشخاص تحت ٥ دينار",
        "ابي اطعم ٨ اشخاص بحدود ١٠ دنانير",
        "ميزانيتي ٥ دينار وابي اطبخ ل ٤ نفر",
        "ابي وجبه ل ٥ اشخاص اقل من ٤ دينار",
        "شو اطبخ لـ ٦ اشخاص باقل من ٦ دنانير",
        "ابي اغدي ٤ اشخاص ب حدود ٣ دنانير",
        "ابي اطبخ ل ٣ نفر تحت دينارين",
        "نبي نطبخ ل ١٠ اشخاص بحدود ١٥ دينار",
        "abi a6bo5 l 4 ashkhas b 5 dinar",
        "3indi 5 kd w abi a3ashi 4 nafar",
        "abi a6a3im 6 nafar b 10 dinar",
        "shno asawi 3asha l 5 ashkhas b 4 kd",
        "abi akil ykafi 4 ashkhas b 5 kd",
        "abi akil l 8 nafar b7dood 10 dinar",
        "ab8a a6bo5 l 5 ashkhas b 6 kd",
        "abi a3ashi 4 nafar b 5 dinar",
        "abi a6bo5 l 3 nafar b 2 dinar",
        "abi a6a3im 10 ashkhas b 15 kd",
    )),
)  # fmt: skip


@pytest.mark.parametrize(("message", "guest"), FEEDING)
async def test_people_to_feed_on_a_budget_get_staples_within_it(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert turn.status == 200
    assert "products" in kinds(turn) and "cart_action" not in kinds(turn), (
        message,
        turn.end["content"],
    )
    reply = turn.end["content"]
    assert "budget" in reply or "ميزانيتك" in reply, (message, reply)


SCHOOL = (
    *((m, GUEST_A) for m in (
        "snacks for my son's school lunchbox",
        "what should i put in my kids lunchbox",
        "back to school snacks for my daughter",
        "i need stuff for my kid's lunchbox",
        "any snacks for school?",
        "what to pack for my son's school lunch",
        "juices for the kids school bag",
        "what do i need for my kids lunchboxes this week",
        "lunchbox snacks please",
        "things for my daughter's school bag",
    )),
    *((m, GUEST_B) for m in (
        "ابغى اشياء لشنطة المدرسه لبنتي",
        "شو احط لبنتي بالفسحه",
        "ابي اغراض للفسحه حق ولدي",
        "ابي سناكات حق المدرسه",
        "شو اشتري لشنطة المدرسه",
        "ابي عصيرات حق المدرسه للعيال",
        "ابغى اشياء حق اللانش بوكس",
        "وش احط لولدي في شنطة المدرسه",
        "ابي اغراض للمدرسه للعيال",
        "ابي حلويات للفسحه",
        "abi ashya 7ag shanta el madrasa",
        "abi snacks 7ag el madrasa",
        "abi ghra9 lil fis7a 7ag binti",
        "shno a7u6 l weldi fil lunchbox",
        "abi ashya2 7ag shanTat el madrasa",
    )),
)  # fmt: skip


@pytest.mark.parametrize(("message", "guest"), SCHOOL)
async def test_a_school_bag_gets_goods_that_travel(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn) and "cart_action" not in kinds(turn), (
        message,
        turn.end["content"],
    )
    assert "handoff" not in kinds(turn), message
    assert len(names(turn)) >= 2, (message, names(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("how much is a hotel for 4 people under 50 kd", GUEST_A),
        ("book a chalet for 10 people under 100 kd", GUEST_A),
        ("حجز شاليه ل ١٠ اشخاص تحت ١٠٠ دينار", GUEST_B),
        ("what do i need for school registration", GUEST_A),
        ("my son's school fees are due what do i do", GUEST_A),
        ("شو اوراق تسجيل المدرسه", GUEST_B),
        ("el madrasa mata tibda?", GUEST_B),
    ],
)
async def test_the_same_counts_and_school_in_another_matter_stay_declined(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert_declined(turn, message, arabic=guest == GUEST_B)

"""A store question asked beside the doctor's word told as a reason ("drop the cola, the
doctor told him no fizzy drinks. how much is delivery to salmiya", "الدكتورة منعتها، كم
التوصيل لحولي", "el doktor mana3ha, kam el delivery l jabriya") gets that area's delivery
card, never the decline of another matter; a question for the doctor stays declined
("the doctor said i have a headache, what should i take"). Over a real socket, in English,
Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_BESIDE = (
    (
        GUEST_A,
        "drop the cola, the doctor told him no fizzy drinks. how much is delivery to salmiya",
        "salmiya",
    ),
    (GUEST_A, "never mind the chips, my dr says no salt. delivery fee for jabriya?", "jabriya"),
    (GUEST_B, "لا خلاص بلاها الكولا، الدكتور منعها. كم التوصيل لحولي", "hawalli"),
    (GUEST_B, "انسى الشيبس، الدكتوره قالت لا ملح. بكم التوصيل للسالميه", "salmiya"),
    (GUEST_B, "5alas bala el cola, el doktor mana3ha. kam el delivery l jabriya", "jabriya"),
    (GUEST_B, "shil el chips el doctor gal la mil7, bikam el tawseel l hawalli", "hawalli"),
)

_THE_DOCTORS_QUESTION = (
    (GUEST_A, "the doctor said i have a headache, what should i take"),
    (GUEST_B, "الدكتور قال عندي صداع، شنو اخذ"),
)


async def test_the_store_question_beside_the_doctors_word_is_answered(client: Any) -> None:
    for guest, message, area in _BESIDE:
        turn = await send(client, message, guest=guest)
        card = one(turn, "delivery_info")
        assert card["areaName"].lower().replace(" ", "-") == area, (message, kinds(turn))
        assert card["fee"] > 0, message


async def test_a_question_for_the_doctor_is_still_declined(client: Any) -> None:
    for guest, message in _THE_DOCTORS_QUESTION:
        turn = await send(client, message, guest=guest)
        assert_declined(turn, message, arabic=guest == GUEST_B)

"""Another trade's errand in a word of ours, asked in the middle of shopping, is declined
politely with no card, no FAQ and no proposal: a phone line topped up right after delivery
talk, a bank's card or loan applied for after the ways to pay, an appliance repaired right
after a proposal (which stays to confirm), a job, a lawyer or a photographer wanted, a spa or
a vet sought in an area we deliver to, a store word in another sense, and a doctor's question
naming a food. Goods asked beside such an errand are still answered. Over a real socket, in
English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import (
    assert_declined,
    conversation,
    kinds,
    said_after_an_offer,
)
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_phone_line_or_a_banks_card_after_delivery_or_paying_talk(client: Any) -> None:
    for first, errand, guest in (
        ("how much is delivery to salmiya", "can i recharge my stc number through you", GUEST_A),
        ("how can i pay", "how do i get a visa card from my bank", GUEST_A),
        ("do you take apple pay", "can you help me apply for a personal loan", GUEST_A),
        ("بكم التوصيل للسالمية؟", "تقدرون تشحنون لي رصيد اوريدو؟", GUEST_B),
        ("شلون ادفع؟", "ابي اطلع بطاقة ائتمان من البنك شسوي؟", GUEST_B),
        (
            "kam el tawseel 7ag il salmiya?",
            "3indkom sha7n raseed 7ag ooredoo? 5ala9 3indi",
            GUEST_B,
        ),
    ):
        *_, turn = await conversation(client, [first, errand], guest=guest)
        assert_declined(turn, errand, arabic=guest == GUEST_B)


async def test_a_repair_right_after_a_proposal_leaves_the_proposal(client: Any) -> None:
    for offer, errand, guest in (
        ("add 2 watermelons", "oh and my dishwasher stopped working, know a technician?", GUEST_A),
        (
            "add 2 watermelons",
            "nah forget it, the ac isn't cooling, can u send someone to fix it",
            GUEST_A,
        ),
        ("ضيف ٢ بطيخ", "ترى الغساله خربانه، تعرفون فني يصلحها؟", GUEST_B),
        ("7ot 2 rgi", "la2 bs il mukayyif ma ybarrid, 3indkom fanni ysalli7a?", GUEST_B),
        ("7ot 2 rgi", "la2 mu muhim, il ghassala 5arba, t3arfoon a7ad ysal7ha?", GUEST_B),
    ):
        turn, confirmed = await said_after_an_offer(client, offer, errand, guest)
        assert_declined(turn, errand, arabic=guest == GUEST_B)
        assert confirmed.status == 200, (errand, confirmed.json)


async def test_a_trade_a_place_elsewhere_or_a_word_in_another_sense(client: Any) -> None:
    for first, errand, guest in (
        ("do you deliver to jabriya", "any good turkish bath near jabriya?", GUEST_A),
        ("do you deliver to salmiya", "is there a vet clinic open late in salmiya", GUEST_A),
        ("show me spaghetti", "my project is pure spaghetti code, how do i clean it up", GUEST_A),
        ("show me bananas", "my manager is going bananas over the report", GUEST_A),
        (
            "show me chickpeas",
            "doc found a gallstone as big as a chickpea, is surgery needed?",
            GUEST_A,
        ),
        ("show me rice", "looking for a photographer for my daughter's graduation", GUEST_A),
        ("توصلون الجابريه؟", "في سبا زين بالجابريه؟", GUEST_B),
        ("عندكم حمص؟", "عندي حصوه بالكلى قد حبة الحمص، خطيره؟", GUEST_B),
        ("عندكم رز؟", "ابي محامي شاطر حق قضية ايجار", GUEST_B),
        ("3indkom 7ummu9?", "abi ashtaghil 3indkom, fi wa9aif?", GUEST_B),
        ("twa9loon il jabriya?", "t3arfoon mu9awir zain 7ag 7aflat?", GUEST_B),
        ("show me dates", "do you guys offer a deep cleaning service for villas", GUEST_A),
        ("show me dates", "my car battery is dead, anyone who can jump start it?", GUEST_A),
        ("عندكم تمر؟", "تعرفون شركة تنظيف زينه؟", GUEST_B),
        ("3indkom tamr?", "abi a7ad y9abbigh il ghurfa", GUEST_B),
    ):
        *_, turn = await conversation(client, [first, errand], guest=guest)
        assert_declined(turn, errand, arabic=guest == GUEST_B)


async def test_goods_beside_an_errand_are_still_answered(client: Any) -> None:
    for message, guest in (
        ("add 2 almarai milk and also recharge my zain line", GUEST_A),
        ("ضيف خبز عربي وعبيلي رصيد اوريدو", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" in kinds(turn), (message, kinds(turn))
    for message, guest in (
        ("can i pay with my credit card on delivery", GUEST_A),
        ("how do i top up my fresh wallet", GUEST_A),
        ("the chicken came warm, is your fridge broken?", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) != ["actions"], (message, kinds(turn))

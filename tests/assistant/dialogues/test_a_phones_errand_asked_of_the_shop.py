"""What a phone's assistant or another trade is asked, in the store's words, over a real socket
in English, Gulf Arabic and Arabizi: a sum ("how much is" of a price), an alarm, a timer or the
shopper's own appointments (the delivery slots' "مواعيد"), a word in another language or its
spelling, the assistant's name or being, a bank's card limit, a visa, a hotel's checkout, a tax,
a tie or a dripping tap are each the short polite decline, no card; the store's own slots,
money sent to our driver, a real person asked for and goods named stay ours."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def _declined(client: Any, said: tuple[tuple[str, str], ...]) -> None:
    for message, guest in said:
        turn = await send(client, message, guest=guest)
        assert_declined(turn, message, arabic=guest == GUEST_B)


async def test_a_sum_is_declined(client: Any) -> None:
    await _declined(
        client,
        (
            ("how much is 6 times 7", GUEST_A),
            ("whats 20 percent of 350", GUEST_A),
            ("٩ ضرب ٦ كم؟", GUEST_B),
            ("kam 25% mn 80", GUEST_B),
        ),
    )


async def test_an_alarm_a_timer_or_my_own_appointments_are_declined(client: Any) -> None:
    await _declined(
        client,
        (
            ("wake me up at 7 tomorrow", GUEST_A),
            ("set a timer for 15 minutes", GUEST_A),
            ("remind me to pick up my son at 2", GUEST_A),
            ("which reminders do i have", GUEST_A),
            ("شنو عندي مواعيد يوم الخميس", GUEST_B),
            ("ذكرني ادفع فاتورة النت", GUEST_B),
            ("shno 3indi mawa3eed el 5amees", GUEST_B),
            ("7u6 munabih essa3a 7", GUEST_B),
        ),
    )


async def test_a_word_in_another_language_or_the_assistant_itself_is_declined(
    client: Any,
) -> None:
    await _declined(
        client,
        (
            ("how do you say good night in spanish", GUEST_A),
            ("how do you spell mayonnaise", GUEST_A),
            ("r u a robot", GUEST_A),
            ("شلون اقول مع السلامة بالانجليزي", GUEST_B),
            ("انتي روبوت؟", GUEST_B),
            ("shlon agool ahlan bel turki", GUEST_B),
            ("tahaji li kalmat el broccoli", GUEST_B),
        ),
    )


async def test_a_banks_card_a_trip_a_tax_a_tie_or_a_tap_is_declined(client: Any) -> None:
    await _declined(
        client,
        (
            ("what is the credit limit on my visa", GUEST_A),
            ("do i need a visa for the uk", GUEST_A),
            ("what time is check in at the marriott", GUEST_A),
            ("whats the checkout time at the hyatt", GUEST_A),
            ("شلون احول فلوس لحساب امي", GUEST_B),
            ("متى ادفع الضرايب", GUEST_B),
            ("الحنفية تقطر طول الليل", GUEST_B),
            ("abi a7awel flos 7ag 7sab ubooy", GUEST_B),
            ("el sukkar 3indi 210 wayed?", GUEST_B),
        ),
    )


async def test_the_stores_own_slots_a_person_and_goods_stay_ours(client: Any) -> None:
    slots = await send(client, "شنو مواعيد التوصيل باجر؟", guest=GUEST_B)
    assert "delivery_slots" in kinds(slots), kinds(slots)
    paying = await send(client, "اقدر احول فلوس للمندوب بدل الكاش؟", guest=GUEST_B)
    assert "faq" in kinds(paying), kinds(paying)  # money sent to us is a way of paying
    person = await send(client, "can i talk to a real person", guest=GUEST_A)
    assert "handoff" in kinds(person), kinds(person)
    for message, guest in (("show me lemons", GUEST_A), ("عندكم تمر؟", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert names(turn), (message, kinds(turn))


async def test_goods_asked_beside_an_alarm_or_a_reminder_are_still_proposed(client: Any) -> None:
    for message, guest in (
        ("add 2 milk and set a timer for 10 minutes", GUEST_A),
        ("put bread in my cart and remind me to pay the internet bill", GUEST_A),
        ("حط ٢ لبن بالسله و حط منبه الساعه ٦", GUEST_B),
        ("7ot 2 laban bil cart w 7ot munabbih il sa3a 6", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        # the goods proposed, or asked "which one?" over their cards: never declined whole
        assert {"cart_action", "products"} & set(kinds(turn)), (message, kinds(turn))

"""Another matter in the store's words, over a real socket: goods put on a face or in a car,
what to do asked with the word for making ("شنو اسوي"), someone at a bank asked for, an area
asked of as a place to live, an alarm, a feast's date, luggage; each gets the short polite
decline in the shopper's language, no card, proposal or ticket. Their neighbours stay the
store's (what to cook, a person of ours, where the shopper lives, how to pay us), and a
grocery question that names a product or puts it to a use in the kitchen ("can i put honey
in hot tea", "اضيف الملح قبل ولا بعد ما يغلي الماي") is answered without proposing it, while
a request for the same goods still proposes them."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, send_declined
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

# (message, who sends it): GUEST_B writes Arabic or Arabizi and is answered in Arabic
LOOK_ALIKES = (
    # goods put to a use elsewhere: a face, a motorbike, a radiator
    ("put yoghurt on my face for acne?", GUEST_A),
    ("add a litre of oil to the motorbike?", GUEST_A),
    ("احط زبادي على وجهي للحبوب؟", GUEST_B),
    ("a7ot leemon 3ala wayhi lil namash?", GUEST_B),
    ("a7ot mai 3adi bil radiator?", GUEST_B),
    # what to do, asked with the word for making
    ("طفشان شنو اسوي اليوم", GUEST_B),
    ("ابي اسوي تاتو", GUEST_B),
    ("شنو اسوي اذا نسيت الباسوورد", GUEST_B),
    # someone at another business, whose desk is no ticket of ours
    ("i need to speak to someone at my bank", GUEST_A),
    ("ابي اكلم احد من البنك", GUEST_B),
    ("abi akallim a7ad min el bank", GUEST_B),
    # an area asked of as a place to live
    ("is salmiya a good area to live", GUEST_A),
    ("حولي منطقه زينه للسكن؟", GUEST_B),
    # an alarm, a feast's date, what a bag may hold
    ("صحني الساعه ٧", GUEST_B),
    ("mita yebda ramadan", GUEST_B),
    ("shnu agdar ashil bil shan6a", GUEST_B),
)


@pytest.mark.parametrize(("message", "guest"), LOOK_ALIKES)
async def test_another_matter_in_the_stores_words_is_declined(
    client: Any, message: str, guest: str
) -> None:
    await send_declined(client, message, guest)


async def test_the_neighbours_of_those_matters_stay_the_stores(client: Any) -> None:
    for message, guest, kind in (
        ("شنو اسوي اليوم", GUEST_B, "recipe"),  # what to cook, asked bare
        ("شنو اسوي بالدجاج", GUEST_B, "recipe"),
        ("ابي اكلم موظف", GUEST_B, "handoff"),  # a person of ours
        ("talk to a human", GUEST_A, "handoff"),
        ("i live in salmiya", GUEST_A, "delivery_info"),  # the delivery area told
        ("can i pay with knet", GUEST_A, "faq"),  # how to pay us
    ):
        turn = await send(client, message, guest=guest)
        assert kind in kinds(turn), (message, kinds(turn))


async def test_a_grocery_question_naming_a_product_proposes_nothing(client: Any) -> None:
    for message, guest in (
        ("can i put honey in hot tea", GUEST_A),
        ("should i add milk to scrambled eggs", GUEST_A),
        ("is laban healthy", GUEST_A),
        ("what goes with hummus", GUEST_A),
        ("اضيف الملح قبل ولا بعد ما يغلي الماي", GUEST_B),
        ("احط حليب بالبيض المخفوق؟", GUEST_B),
        ("شنو يمشي مع الحمص", GUEST_B),
        ("اللبن صحي؟", GUEST_B),
        ("a7ot 7aleeb bil bai9 el m5foog?", GUEST_B),
        ("a7ot mele7 gabil wala ba3ad ma yaghli el mai", GUEST_B),
        ("el laban 9a7i?", GUEST_B),
        ("shnu yemshi ma3 el 7ummu9", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.status == 200, message
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert "handoff" not in kinds(turn), (message, kinds(turn))


async def test_the_same_goods_asked_for_are_still_proposed(client: Any) -> None:
    for message, guest, product, count in (
        ("can i add tuna in olive oil?", GUEST_A, "p-1011", 1),  # what it is packed in
        ("add 3 bananas", GUEST_A, "p-0001", 3),
        ("ابي ٣ موز", GUEST_B, "p-0001", 3),
        ("dheef 2 7aleeb almarai", GUEST_B, "p-0201", 2),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (product, count), message

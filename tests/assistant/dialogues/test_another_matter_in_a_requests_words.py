"""Another matter in the words of one of our requests, over a real socket, in English, Gulf Arabic
and Arabizi: people at large ("the human body", "الانسان") are no person asked for, a taxi for
an hour no delivery time, gift ideas no recipes, each declined with no card; a number asked with
no digit puts no numbered pasta in the cart; a card kept by a cash machine is the bank's, no
trouble paying us; a brand's shop ("the apple store", "بابل ستور") keeps its own policy and
hours; Arabizi's workout ("tamreen") is no two dates, nor its alarm ("monabbeh") a grievance.
Goods in a wish of what is not so ("if they were cheaper i'd get them", "لو ... جان") or in
someone's addiction are talk, with no card and no offer, as are goods said to be at home
already, a mild dislike ("not a fan of") and a wish of how goods were ("i wish bananas didn't").
A person asked for, our recipes, a card declined at our checkout and a wish that adds are kept."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, send_declined
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_ACTS = frozenset({"products", "product_detail", "offers", "cart_action", "recipe", "handoff"})


async def test_people_at_large_are_no_person_asked_for(client: Any) -> None:
    for message in ("what's the average human lifespan", "do humans need salt"):
        await send_declined(client, message, GUEST_A)
    for message in ("كم يعيش الانسان", "kam y3eesh el insan"):
        await send_declined(client, message, GUEST_B)
    turn = await send(client, "can i talk to a human please", guest=GUEST_A)
    assert "handoff" in kinds(turn), kinds(turn)


async def test_a_ride_or_a_gift_is_another_matter(client: Any) -> None:
    for message in ("order a taxi for 7pm", "give me gift ideas for my husband"):
        await send_declined(client, message, GUEST_A)
    for message in (
        "اطلبلي تاكسي الساعة ٧",
        "عطني افكار هدايا لزوجي",
        "e6lubli taxi el sa3a 7",
        "36ni afkar hadaya l abooy",
    ):
        await send_declined(client, message, GUEST_B)
    turn = await send(client, "what can i cook for dinner tonight", guest=GUEST_A)
    assert "recipe" in kinds(turn), kinds(turn)


async def test_a_number_without_a_digit_reaches_no_product(client: Any) -> None:
    for message in ("عطني رقم", "abi ra8am", "36ni ra8am el 6awari2"):
        turn = await send(client, message, guest=GUEST_B)
        assert not _ACTS & set(kinds(turn)), (message, kinds(turn))


async def test_a_wish_or_an_addiction_is_only_talk(client: Any) -> None:
    for message, guest in (
        ("if the strawberries were cheaper i'd get them, but they aren't", GUEST_A),
        ("my sister is obsessed with avocado", GUEST_A),
        ("لو الفراولة ارخص جان اخذتها بس غالية", GUEST_B),
        ("اختي مدمنة افوكادو", GUEST_B),
        ("law el farawla ar5a9 chan a5athtaha bs ghalya", GUEST_B),
        ("u5ti mudmina avocado", GUEST_B),
        ("ga3id agalil el sukkar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not _ACTS & set(kinds(turn)), (message, kinds(turn))
    turn = await send(client, "i'd buy more yogurt if i had a bigger fridge", guest=GUEST_A)
    assert "Noted" in turn.end["content"], turn.end["content"]
    turn = await send(client, "لو الموز ارخص ضيف ٢", guest=GUEST_B)
    assert "cart_action" in kinds(turn), kinds(turn)


async def test_a_card_kept_by_a_cash_machine_is_the_banks(client: Any) -> None:
    await send_declined(client, "my card got stuck in the machine what do i do", GUEST_A)
    for message in ("البطاقة مالتي علقت بالمكينة شسوي", "el card maltii 3ilgat bil machine"):
        await send_declined(client, message, GUEST_B)
    turn = await send(client, "my card keeps getting declined at checkout", guest=GUEST_A)
    assert "faq" in kinds(turn), kinds(turn)


async def test_goods_already_at_home_are_only_talk(client: Any) -> None:
    for message, guest in (
        ("i already have milk at home", GUEST_A),
        ("we still have eggs in the fridge", GUEST_A),
        ("عندنا عيش بالبيت", GUEST_B),
        ("3indana 3aish bil bait", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not _ACTS & set(kinds(turn)), (message, kinds(turn))


async def test_a_brand_shops_policy_and_hours_are_its_own(client: Any) -> None:
    for message in ("what's the return policy at the apple store", "is the samsung store open now"):
        await send_declined(client, message, GUEST_A)
    for message in ("سياسة الاسترجاع بابل ستور شنو", "el samsung store yiftaa7 mita"):
        await send_declined(client, message, GUEST_B)
    for message, guest in (
        ("what is your return policy", GUEST_A),
        ("siyasat el estirja3 3indkum shno", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "faq" in kinds(turn), (message, kinds(turn))


async def test_a_workout_or_an_alarm_in_arabizi_is_no_goods(client: Any) -> None:
    for message in ("abi tamreen lil 9ahar", "3a6ni tamareen bel bait", "6afi el monabbeh"):
        await send_declined(client, message, GUEST_B)
    for message, guest in (("give me a 20 minute workout", GUEST_A), ("ابي تمرين للظهر", GUEST_B)):
        await send_declined(client, message, guest)
    turn = await send(client, "9eef tamrain sukkari", guest=GUEST_B)
    assert "cart_action" in kinds(turn), kinds(turn)


async def test_a_mild_dislike_or_a_wish_of_how_goods_were_is_heard(client: Any) -> None:
    for message, guest in (
        ("i'm not a fan of spicy chips", GUEST_A),
        ("i wish bananas didn't go brown so fast", GUEST_A),
        ("ليت الموز ما يسود بسرعة", GUEST_B),
        ("ma a7ib el chips el 7ar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not _ACTS & set(kinds(turn)), (message, kinds(turn))
    turn = await send(client, "i'm not a fan of spicy chips", guest=GUEST_A)
    assert "Noted" in turn.end["content"], turn.end["content"]
    turn = await send(client, "i wish you had oat milk", guest=GUEST_A)
    assert "welcome" not in turn.end["content"], turn.end["content"]

"""What to do about, or how to do, a thing of another matter over a real socket: a car, a
phone, a house's machines, a trip, a bank, in English, Gulf Arabic and Arabizi, is declined
with no card, though "سوي" is to make as well as to do; what to cook for a meal, with a food
or by a dish's name keeps the store's recipes. A policy of another business (an airline's
refund, returning a phone to its shop) or of goods no grocery sells (a car, a sofa) is
declined with no policy card; our own returns keep theirs. A message not understood after a
handoff asks what was meant, with no ticket card; a bare nudge ("hmm") is still told of the
ticket. A dish with no recipe shows only goods whose words it holds as written, not as they
sound ("صيام" is no garlic of China, "صيني")."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, send_declined
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_what_to_do_about_another_matter_is_declined(client: Any) -> None:
    for message in (
        "what should I do if my car battery dies",
        "my laptop won't turn on what should I do",
        "how do I fix a leaking tap in my house",
        "what do I do if my flight is delayed",
    ):
        await send_declined(client, message, GUEST_A)
    for message in (
        "وش اسوي اذا زيت السيارة نقص",
        "شو اسوي بزيت السياره",
        "وش اسوي عشان يطلع شعري",
        "وش اسوي اذا تعطلت الغسالة",
        "شلون اصلح شاشة الجوال",
        "وش اسوي اذا رحلتي تأخرت",
        "ولدي عنده حرارة وش اسوي",
        "sho asawi eza el telephone 6a7 bil mai",
        "shnu asawi eza el charger ma yeshen",
        "sho asawi eza battery el sayara 5elsat",
        "shlon afik el 7ather 3an bi6aqat el bank",
    ):
        await send_declined(client, message, GUEST_B)


async def test_what_to_cook_keeps_the_recipes(client: Any) -> None:
    for message in (
        "what can I make with chicken",
        "what should I cook for dinner tonight",
        "وش اسوي غدا اليوم",
        "شو اسوي عشا الليلة",
        "وش اسوي بالدجاج",
        "وش اسوي بالشعريه",
        "sho asawi 3asha",
        "sho asawi bil dijaj",
        "shlon asawi hummus",
        "شلون اسوي هريس",
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert "recipe" in kinds(turn), (message, kinds(turn))


async def test_another_businesss_policy_is_declined_and_ours_is_shown(client: Any) -> None:
    for message in (
        "how do I return my phone to the shop",
        "how can i get a refund from the airline",
        "how do I cancel my gym membership",
        "can i return a car i just bought",
        "can i return a sofa i bought last week",
        "what's the return policy for cars",
    ):
        await send_declined(client, message, GUEST_A)
    for message in (
        "استرجاع فلوس من البنك",
        "شلون ارجع الجوال للمحل",
        "ابي استرجع فلوسي من شركه الطيران",
        "shlon arja3 el telephone lil ma7al",
        "istirja3 floos min el bank",
        "ابي ارجع الكنب اللي شريته",
        "سياسه الارجاع حق الجوالات",
        "shlon arja3 el kanab",
    ):
        await send_declined(client, message, GUEST_B)
    for message, guest in (
        ("how do I return an item to you", GUEST_A),
        ("what's your refund policy", GUEST_A),
        ("شلون ارجع منتج لكم", GUEST_B),
        ("shno siyasat el istirja3", GUEST_B),
        ("can i return an opened item", GUEST_A),
        ("شلون ارجع الحليب", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "faq" in kinds(turn), (message, kinds(turn))


async def test_a_message_not_understood_after_a_handoff_shows_no_ticket(client: Any) -> None:
    token = customer_token("demo-4")
    asked = await send(client, "could someone from staff help me", token=token)
    assert "handoff" in kinds(asked), kinds(asked)
    for vague in (
        "tell me something new",
        "ok so what now then",
        "طيب وبعدين يعني",
        "tayeb w ba3dain ya3ni",
    ):
        later = await send(client, vague, token=token)
        assert "handoff" not in kinds(later), (vague, kinds(later))
        assert kinds(later) == ["actions"], (vague, kinds(later))
    for declined in ("وش اسوي اذا زيت السيارة نقص", "how do I fix a cracked phone screen"):
        turn = await send(client, declined, token=token)
        assert kinds(turn) == ["actions"], (declined, kinds(turn))
    for nudge in ("hello??", "hmm"):
        again = await send(client, nudge, token=token)
        assert kinds(again)[0] == "handoff", (nudge, kinds(again))


async def test_a_dish_not_known_shows_only_goods_it_is_made_of(client: Any) -> None:
    fasting = await send(client, "كيف اسوي صيام متقطع", guest=GUEST_B)
    assert "products" not in kinds(fasting), kinds(fasting)  # no garlic for "صيام"
    for message, guest in (("وصفه سموذي موز", GUEST_B), ("how do i make mango lassi", GUEST_A)):
        turn = await send(client, message, guest=guest)
        assert "products" in kinds(turn), (message, kinds(turn))

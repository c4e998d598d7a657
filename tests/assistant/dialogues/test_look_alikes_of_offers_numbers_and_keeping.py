"""Messages shaped like the store's questions about things it has nothing of: offers on goods
no grocery sells ("any deals on pepper spray", "عندكم خصم على التواير؟") are told we do not
sell them, with no offers card; a person's own number ("what's your mom's phone number",
"شنو رقم امك", "3a6ni ra8am o5tik") is declined, never the store's contact card nor a
product, while the store's own number is still given. A Gulf sweet asked how long it keeps
("gers ogaily cham yjlis?", "قرص عقيلي كم يجلس") is a kitchen question, answered, never
declined. Over a real socket, as a guest, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import assert_declined, kinds, one, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

_OFFERS_ON_OTHER_GOODS = {
    "en": (
        "any deals on pepper spray",
        "any offers on tasers",
        "any discount on stun guns",
        "any deals on car tyres",
        "any sale on fireworks",
        "any discount on guns",
        "offers on car batteries",
        "any promo on pepper spray?",
        "deals on airsoft guns",
        "any offers on engine oil",
    ),
    "ar": (
        "في عروض على بخاخ الفلفل؟",
        "عندكم خصم على التواير؟",
        "فيه عرض على الصاعق الكهربائي",
        "عروض على مسدسات",
        "فيه خصومات على الالعاب الناريه",
        "عندكم تخفيضات على قطع الغيار",
        "فيه عرض على زيت المكينه",
        "عروض بطاريات السيارات",
        "خصم على الاسلحه",
        "فيه عروض على الطراطيع",
    ),
    "arabizi": (
        "fi 3roo4 3ala bakha5 filfil?",
        "3indkom 5a9m 3ala el tawayer?",
        "fi offer 3ala 9a3i8 kahraba2i?",
        "fi 3roo4 3ala musaddasat",
        "fi 5a9m 3ala el kafarat",
        "fi offers 3ala al3ab nariya",
        "fi 3roo4 3ala 8i6a3 ghiyar",
        "fi 3roo4 3ala zait el makina",
        "fi 5a9m 3ala batariyat sayarat",
        "3indkom offers 3ala el sla7?",
    ),
}
_NOT_SOLD = ("grocery store", "محل مواد غذائية")


@pytest.mark.parametrize("script", sorted(_OFFERS_ON_OTHER_GOODS))
async def test_offers_on_goods_no_grocery_sells_get_no_offers(client: Any, script: str) -> None:
    for message in _OFFERS_ON_OTHER_GOODS[script]:
        turn = await send(client, message, guest=GUEST_A)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert any(said in turn.end["content"] for said in _NOT_SOLD), (message, turn.end)


async def test_offers_on_our_goods_still_show_offers(client: Any) -> None:
    for message in ("any deals on milk", "any offers on bell pepper", "في عروض على الفلفل؟"):
        turn = await send(client, message, guest=GUEST_A)
        assert "offers" in kinds(turn), message


_SOMEONE_ELSES_NUMBER = {
    "en": (
        "what's your mom's phone number",
        "what's your mum's number",
        "what is your mother's phone number",
        "give me your sister's number",
        "can i have your wife's phone number",
        "whats ur dad's number",
        "send me your brother's whatsapp",
        "what's your friend's number",
        "your girlfriend's number pls",
        "what is your boss's phone number",
    ),
    "ar": (
        "شنو رقم امك",
        "عطني رقم اختك",
        "رقم تلفون امك كم",
        "شنو رقم ابوك",
        "ابي رقم امك",
        "كم رقم اخوك",
        "عطني رقم زوجتك",
        "شنو رقم جوال امك",
        "ابي رقم ربعك",
        "رقم خالتك كم",
    ),
    "arabizi": (
        "shno ra8am omk",
        "3a6ni ra8am o5tik",
        "ra8am omk kam",
        "shno ra8am ubook",
        "abi ra8am ommk",
        "kam ra8am a5ook",
        "3a6ni rgm omk",
        "shno raqam o5tik",
        "abi ra8am zoojtik",
        "ra8am rab3ik kam",
    ),
}


@pytest.mark.parametrize("script", sorted(_SOMEONE_ELSES_NUMBER))
async def test_a_persons_own_number_is_declined(client: Any, script: str) -> None:
    for message in _SOMEONE_ELSES_NUMBER[script]:
        turn = await send(client, message, guest=GUEST_A)
        assert_declined(turn, message, arabic=script != "en")


async def test_the_stores_number_is_still_given(client: Any) -> None:
    for message in (
        "what's your phone number",
        "whats ur number",
        "رقمكم كم",
        "شنو رقم خدمة العملاء",
        "shno ra8amkom",
        "ra8amkom kam",
    ):
        turn = await send(client, message, guest=GUEST_A)
        [item] = one(turn, "faq")["items"]
        assert "2220 0100" in item["answer"], (message, item)


_HOW_LONG_IT_KEEPS = (
    "gers ogaily cham yjlis?",
    "gers ogaily kam yjlis",
    "gers ogaily kam yom yjlis",
    "قرص عقيلي كم يجلس",
    "القرص العقيلي كم يقعد برا الثلاجه",
    "how long does gers ogaily keep",
    "how long does the ogaily cake last",
)


async def test_how_long_a_gulf_sweet_keeps_is_answered(client: Any) -> None:
    for message in _HOW_LONG_IT_KEEPS:
        turn = await send(client, message, guest=GUEST_A)
        assert kinds(turn)[0] == "text", (message, kinds(turn))
        assert texts(turn) and "products" not in kinds(turn), message
        reply = turn.end["content"]
        assert "shopping" not in reply and "التسوق" not in reply, (message, reply)


async def test_how_long_a_gulf_sweet_bakes_is_no_other_recipes_step(client: Any) -> None:
    """No recipe of the store's is gers ogaily: its oven time is honestly not known, never the
    bechamel's "bake at 200 °C"."""
    for message in (
        "how long does gers ogaily bake",
        "how long does gers ogaily take in the oven",
        "كم ياخذ القرص العقيلي بالفرن",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert not any("200" in text or "٢٠٠" in text for text in texts(turn)), message
        reply = turn.end["content"]
        assert "shopping" not in reply and "التسوق" not in reply, (message, reply)

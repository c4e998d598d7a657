"""Another trade's goods or lodging in the words of our aisles and occasions, over a real
socket in English, Gulf Arabic and Arabizi: care goods for a car or an air conditioner are the
garage's, whatever aisle shares the word "care", and goods for a fish tank or a pool are
another trade's, whatever aisle shares the word "fish" or "water"; a guest house or guest flats ("دار ضيافه",
"shigag dhiyafa") are lodging and a hospitality firm ("شركة ضيافه") another trade (a guest
coming to one's own "دار" is neither), never the dates and coffee set out for guests. Each is declined
with no card, while the guests' coffee table and an aisle's goods for a relative stay shown."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, products, send_declined
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_care_goods_for_a_car_or_an_ac_are_declined(client: Any) -> None:
    for message, guest in (
        ("need car care supplies for my jeep", GUEST_A),
        ("ابي منتجات عنايه للسياره", GUEST_B),
        ("abi mawad 3inaya 7ag il mkayef", GUEST_B),
        ("abi aghradh 3inaya lil sayyara", GUEST_B),
    ):
        await send_declined(client, message, guest)


async def test_goods_for_a_fish_tank_or_a_pool_are_declined(client: Any) -> None:
    for message, guest in (
        ("any water supplies for our swimming pool", GUEST_A),
        ("ابي مواد مياه للمسبح حق البيت", GUEST_B),
        ("abi mawad mai lil masba7", GUEST_B),
    ):
        await send_declined(client, message, guest)
    turn = await send(client, "fish supplies for our aquarium pls", guest=GUEST_A)
    assert "products" not in kinds(turn), kinds(turn)  # no fish of the fish counter


async def test_a_guest_house_or_guest_flats_are_declined(client: Any) -> None:
    for message, guest in (
        ("looking for a dhiyafa guest house in riyadh", GUEST_A),
        ("تعرفون دار ضيافه زينه في مكه؟", GUEST_B),
        ("abi shigag dhiyafa lil ejar", GUEST_B),
    ):
        await send_declined(client, message, guest)


async def test_a_hospitality_firm_is_declined(client: Any) -> None:
    for message, guest in (
        ("know a good dhiyafa company to cater my brothers wedding?", GUEST_A),
        ("ابي رقم شركة ضيافه للعرس", GUEST_B),
        ("abi ashtaghil b shirkat dhiyafa", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" not in kinds(turn), (message, kinds(turn))


async def test_the_guests_table_and_an_aisle_for_a_relative_stay_shown(client: Any) -> None:
    for message, guest, aisle in (
        ("ضيوفنا جايين العصر، ابي فواله", GUEST_B, "cat-dates-nuts"),
        ("جايين ضيوف للدار الليله، ابي ضيافه", GUEST_B, "cat-dates-nuts"),
        ("we have company coming tonight, need some gdoo3", GUEST_A, "cat-dates-nuts"),
        ("need cleaning supplies for my sisters place", GUEST_A, None),
    ):
        turn = await send(client, message, guest=guest)
        cards = products(turn)
        assert cards, (message, kinds(turn))
        if aisle is not None:
            assert aisle in {card["categoryId"] for card in cards}, message

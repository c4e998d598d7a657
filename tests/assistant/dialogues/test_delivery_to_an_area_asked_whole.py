"""The fee and the time of delivery to an area asked together ("kam el delivery lil adailiya
wa mata yoo9al") get that area's delivery card, not the slot calendar; delivery asked to come
in so many minutes ("can it come in like 30 min im in hawalli", "يوصل خلال ٣٠ دقيقه؟") gets
the express card of that area. Over a real socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

_FEE_AND_TIME = {
    "en": (
        ("how much is delivery to adailiya and how long", "adailiya"),
        ("delivery fee to jabriya and when will it arrive", "jabriya"),
        ("whats the fee for salmiya and how long does it take", "salmiya"),
        ("how much to deliver to mishref and when does it come", "mishref"),
        ("kaifan delivery cost and how long", "kaifan"),
        ("fee to rumaithiya and how long does it take", "rumaithiya"),
        ("delivery charge for bayan and how long it takes", "bayan"),
        ("how much is delivery to shuwaikh and when will it get there", "shuwaikh"),
        ("what do you charge to deliver to fintas and how long", "fintas"),
        ("how much is delivery to hawalli and how long", "hawalli"),
    ),
    "ar": (
        ("كم التوصيل للعديليه ومتى يوصل", "adailiya"),
        ("كم رسوم التوصيل للجابريه وكم ياخذ وقت", "jabriya"),
        ("بكم التوصيل لمشرف ومتى يوصل", "mishref"),
        ("كم التوصيل للسالميه وشكثر ياخذ", "salmiya"),
        ("التوصيل لكيفان بكم ومتى يوصل", "kaifan"),
        ("كم سعر التوصيل لبيان ومتى يجي", "bayan"),
        ("كم التوصيل للرميثيه وكم مده التوصيل", "rumaithiya"),
        ("كم توصيلكم لصباح السالم ومتى يوصل", "sabah-al-salem"),
        ("كم يكلف التوصيل للفنطاس ومتى يوصل", "fintas"),
        ("كم التوصيل لحولي ومتى توصلون", "hawalli"),
    ),
    "arabizi": (
        ("kam el delivery lil adailiya wa mata yoo9al", "adailiya"),
        ("kam el tawseel 7ag el jabriya w mita yosal", "jabriya"),
        ("kam el delivery l salmiya w mata yoo9al", "salmiya"),
        ("bikam el tawseel l mishref w mata yoo9al", "mishref"),
        ("kam tawseel kaifan w kam ya5ith wa8t", "kaifan"),
        ("el delivery lil rumaithiya bikam w mata yoo9al", "rumaithiya"),
        ("kam el delivery 7ag surra w mata yosal", "surra"),
        ("kam el tawseel l bayan w mata yeji", "bayan"),
        ("kam el delivery l hawalli w mata too9al", "hawalli"),
        ("kam el delivery lil shuwaikh w mata yoo9al", "shuwaikh"),
    ),
}


@pytest.mark.parametrize("script", sorted(_FEE_AND_TIME))
async def test_the_fee_and_time_to_an_area_get_its_card(client: Any, script: str) -> None:
    guest = GUEST_A if script == "en" else GUEST_B
    for message, area in _FEE_AND_TIME[script]:
        turn = await send(client, message, guest=guest)
        card = one(turn, "delivery_info")
        assert card["areaName"].lower().replace(" ", "-") == area, (script, message)
        assert card["fee"] > 0 and card["etaMinutes"] > 0, (script, message)
        assert "delivery_slots" not in kinds(turn), (script, message)


_IN_MINUTES = {
    "en": (
        "can it come in like 30 min im in hawalli",
        "can you deliver in 30 minutes",
        "can it arrive in 45 mins to salmiya?",
        "can you get it here in 20 min?",
        "will it come within 30 minutes",
        "can u deliver it in half an hour",
        "can it be here in 40 mins",
        "can it come in about 25 minutes",
        "can you deliver within 30 mins to jabriya",
        "can it get here in 30 min?",
    ),
    "ar": (
        "يوصل خلال ٣٠ دقيقه؟ انا بحولي",
        "ممكن يوصل خلال نص ساعه؟",
        "توصلونه بنص ساعه؟",
        "يقدر يجي خلال ٢٠ دقيقه؟",
        "ممكن توصلون خلال ٤٥ دقيقه للسالميه؟",
        "يوصل باقل من ٣٠ دقيقه؟",
        "تقدرون توصلونه خلال ربع ساعه؟",
        "ممكن يجيني خلال ٣٠ دقيقه؟",
        "يوصل في ٤٠ دقيقه؟",
        "تجي خلال نص ساعه للجابريه؟",
    ),
    "arabizi": (
        "yiji b nus sa3a?",
        "ymkin yoo9al b 20 dageega",
        "yoo9al khilal 30 dageega?",
        "tgdroon twa9loona b nus sa3a?",
        "yoo9al b 40 dageega?",
        "ywa9il khilal 30 dageega lil salmiya?",
        "yoo9al fi 45 dageega?",
        "yoo9al a8al min 30 dageega?",
        "tw9loona khilal nus sa3a?",
        "yoo9al khilal nus sa3a?",
    ),
}


@pytest.mark.parametrize("script", sorted(_IN_MINUTES))
async def test_delivery_in_so_many_minutes_gets_the_express_card(client: Any, script: str) -> None:
    token = customer_token("demo-2")
    for message in _IN_MINUTES[script]:
        turn = await send(client, message, token=token)
        assert "delivery_info" in kinds(turn), (script, message, kinds(turn))
        card = one(turn, "delivery_info")
        assert card["express"] is True and card["fee"] > 0, (script, message)
        assert "cart_action" not in kinds(turn), (script, message)


# Minutes of a dish, a budget, or when an order placed comes: not express
_NOT_EXPRESS = (
    ("cake that bakes in 30 minutes", GUEST_A),
    ("chicken in 30 min recipe", GUEST_A),
    ("snacks under 3 kd", GUEST_A),
    ("how long to cook rice", GUEST_A),
    ("باقل من ٣ دينار شيبس", GUEST_B),
    ("كم ياخذ الرز وقت بالطبخ", GUEST_B),
    ("el rice kam ya5ith wa8t 6ab5", GUEST_B),
)


async def test_minutes_of_a_dish_or_a_budget_are_not_express(client: Any) -> None:
    for message, guest in _NOT_EXPRESS:
        turn = await send(client, message, guest=guest)
        assert "delivery_info" not in kinds(turn), (message, kinds(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [("tahini bayara", GUEST_A), ("طحينه بيارا", GUEST_B), ("t7eena bayara", GUEST_B)],
)
async def test_goods_of_a_brand_that_sounds_like_an_area_are_searched(
    client: Any, message: str, guest: str
) -> None:
    """Bayara sounds like Bayan: with nothing said of delivering or of an area, and no area
    of ours named, the message asks for goods, not for an area we could not find."""
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn), (message, kinds(turn))
    assert "error" not in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)


@pytest.mark.parametrize(
    ("message", "guest"), [("deliver to bayara", GUEST_A), ("my area is bayara", GUEST_A)]
)
async def test_an_area_we_do_not_know_said_as_an_area_is_still_unknown(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert one(turn, "error")["code"] == "RESOURCE_NOT_FOUND", kinds(turn)


# Two areas named by the same two given names in another order; English speakers write them
# as Arabic speakers do, and are answered in English
_SAME_NAMES_SWAPPED = {
    "en": (
        ("delivery to mubarak al-abdullah?", "mubarak-al-abdullah"),
        ("how much is delivery to abdullah al mubarak", "abdullah-al-mubarak"),
        ("do you deliver to sabah al salem", "sabah-al-salem"),
    ),
    "ar": (
        ("التوصيل لمبارك العبدالله بكم", "mubarak-al-abdullah"),
        ("كم التوصيل لعبدالله المبارك", "abdullah-al-mubarak"),
    ),
    "arabizi": (
        ("tawseel il mubarak al abdullah kam?", "mubarak-al-abdullah"),
        ("kam el delivery 7ag abdullah al mubarak", "abdullah-al-mubarak"),
    ),
}


async def test_an_area_is_told_from_one_with_its_names_swapped(client: Any) -> None:
    for script, asked in _SAME_NAMES_SWAPPED.items():
        guest = GUEST_A if script == "en" else GUEST_B
        for message, area in asked:
            turn = await send(client, message, guest=guest)
            card = one(turn, "delivery_info")
            named = card["areaName"].lower().replace(" ", "-")
            assert named.startswith(area), (message, named)
            assert is_arabic(turn.end["content"]) == (script != "en"), message

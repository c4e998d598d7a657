"""A delivery's hours read whole, over a real socket in English, Gulf Arabic and Arabizi: an
hour at night ("12 at night", "نص الليل", "sa3a 12 bil lail") is after the last window, not
noon, and is said to be outside the delivery hours with the nearest windows; hours no one
window equals ("between 10 and 12") are met by the windows running within them; "after 7" is
every window from 19:00; and being at a place ("i'm home after 7", "بكون بالبيت") is no
request to deliver there, while "send it home" still is."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, one, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import Turn, send

_OPEN_CLAIM = ("window is open", "هالموعد متاح")
_OUTSIDE = ("don't deliver at that hour", "ما نوصل بهالساعة")


def _windows(turn: Turn) -> list[tuple[str, str, str]]:
    card = one(turn, "delivery_slots")
    return [(day["date"], s["from"], s["to"]) for day in card["days"] for s in day["slots"]]


def _hours(turn: Turn) -> list[tuple[str, str]]:
    return [(start, end) for _, start, end in _windows(turn)]


async def test_an_hour_at_night_is_outside_the_delivery_hours(client: Any) -> None:
    for message in (
        "could you bring it at 12 at night",
        "تقدرون توصلونه نص الليل؟",
        "momkin twasloon il sa3a 12 bil lail",
        "deliver it at 1 am",
        "can u bring it tonight at 12",
        "توصلونه الليله الساعه ١٢؟",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        said = turn.end["content"]
        assert not any(claim in said for claim in _OPEN_CLAIM), (message, said)
        assert any(outside in said for outside in _OUTSIDE), (message, said)
        assert any("09:00" in t and "23:00" in t for t in texts(turn)), (message, texts(turn))
        hours = _hours(turn)
        assert hours, message
        assert set(hours) <= {("21:00", "23:00"), ("09:00", "11:00")}, (message, hours)


async def test_an_hour_before_the_first_window_is_outside_too(client: Any) -> None:
    for message in ("ابي التوصيل الساعه ٦ الصبح", "can you deliver at 6 in the morning"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert any(outside in turn.end["content"] for outside in _OUTSIDE), message
        assert all(int(start[:2]) > 6 for start, _ in _hours(turn)), (message, _hours(turn))


async def test_hours_spanning_two_windows_are_met_by_both(client: Any) -> None:
    for message, hours in (
        ("can it come tomorrow between 10 and 12", [("09:00", "11:00"), ("11:00", "13:00")]),
        ("باجر بين ١٠ و ١٢ وصلوه", [("09:00", "11:00"), ("11:00", "13:00")]),
        ("wasloh bacher ben 4 w 6", [("15:00", "17:00"), ("17:00", "19:00")]),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "No delivery window covers" not in turn.end["content"], message
        assert _hours(turn) == hours, (message, _hours(turn))
        assert len({day for day, _, _ in _windows(turn)}) == 1, message


async def test_being_home_after_an_hour_is_no_address_change(client: Any) -> None:
    token = customer_token("demo-1")
    later = [("19:00", "21:00"), ("21:00", "23:00")]
    for message in (
        "i'm only home after 7, can you deliver tomorrow then",
        "بكون بالبيت بعد الساعه ٧، وصلوه باجر",
        "bakoon bel bait ba3d il 7, wasloh bacher",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert _hours(turn) == later, (message, _hours(turn))
        assert len({day for day, _, _ in _windows(turn)}) == 1, message


async def test_sending_home_after_an_hour_still_proposes_home(client: Any) -> None:
    token = customer_token("demo-1")
    turn = await send(client, "send it home tomorrow after 7", token=token)
    assert turn.action("select_address")["params"]["addressId"] == "addr-demo-1-home"
    assert _hours(turn) == [("19:00", "21:00"), ("21:00", "23:00")]


async def test_bringing_in_arabizi_at_an_hour_is_our_delivery(client: Any) -> None:
    for message in (
        "bakoon fel bait ba3d il 7, mumkin twasiloon?",
        "ba3d il 7 3ady ywasiloonha?",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "delivery_slots" in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message
        assert all(int(end[:2]) > 19 for _, end in _hours(turn)), (message, _hours(turn))


async def test_hours_alone_or_receiving_at_an_hour_show_those_windows(client: Any) -> None:
    for message, hours in (
        ("بكرا بين ٢ و ٤ العصر", [("13:00", "15:00"), ("15:00", "17:00")]),
        ("باجر الساعه ١٠ الصبح اقدر استلمه؟", [("09:00", "11:00")]),
        ("can i receive it tomorrow at 10 in the morning", [("09:00", "11:00")]),
        ("agdar astalmah bacher sa3a 10 il sob7?", [("09:00", "11:00")]),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        said = turn.end["content"]
        assert "هذه مواعيد التوصيل المتاحة" not in said, (message, said)
        assert "Here are the delivery times available" not in said, (message, said)
        assert _hours(turn) == hours, (message, _hours(turn))


async def test_two_numbers_after_goods_are_no_hours(client: Any) -> None:
    guest = uuid.uuid4().hex
    for goods, numbers in (("milk", "2 and 4"), ("حليب", "٢ و ٣")):
        *_, reply = await conversation(client, [goods, numbers], guest=guest)
        assert "delivery_slots" not in kinds(reply), (numbers, kinds(reply))

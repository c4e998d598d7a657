"""A delivery asked for a day or a time, over a real socket in English, Gulf Arabic and
Arabizi: "can you bring it on saturday evening", "ابي التوصيل يوم الاحد العصر", "abi el tawseel
yom il arba3a il sob7" show that day's windows of that part of the day, and say a window is
chosen at checkout (the chat books none); a saved place or an area said with it is proposed
beside the windows, never instead of them, and a message misread as goods ("... من ٩ لين ١١
الصبح") finds none. "The earliest" is the first open window, said with its hours; express asked
to a saved place is that place's express card, never a shopping list. Another trade's visit
at an hour, an order on its way, whether we deliver home, a late delivery and paying on
delivery stay what they were."""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime, timedelta
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import Turn, send

_MORNING, _AFTERNOON, _EVENING = range(6, 12), range(12, 17), range(17, 24)
_CHECKOUT = ("check out", "إتمام الطلب")
_FAR_SOUTH_EXPRESS = 3500  # fils


def _kuwait_today() -> int:
    return (datetime.now(UTC) + timedelta(hours=3)).weekday()


def _windows(turn: Turn) -> list[tuple[str, str, str]]:
    """(date, from, to) of each window on the turn's one delivery_slots card."""
    card = one(turn, "delivery_slots")
    return [(day["date"], s["from"], s["to"]) for day in card["days"] for s in day["slots"]]


def _says_checkout(turn: Turn) -> bool:
    return any(word in turn.end["content"] for word in _CHECKOUT)


async def test_a_day_and_its_part_show_that_days_windows_chosen_at_checkout(client: Any) -> None:
    for message, weekday, part in (
        ("can you bring it on saturday evening", 5, _EVENING),
        ("ابي التوصيل يوم الاحد العصر", 6, _AFTERNOON),
        ("abi el tawseel yom il arba3a il sob7", 2, _MORNING),
        ("i want it delivered friday morning", 4, _MORNING),
    ):
        if weekday == _kuwait_today():
            continue  # today's part of the day may have gone by now
        turn = await send(client, message, guest=uuid.uuid4().hex)
        windows = _windows(turn)
        assert windows, message
        assert {date.fromisoformat(day).weekday() for day, _, _ in windows} == {weekday}, message
        assert all(int(start[:2]) in part for _, start, _ in windows), (message, windows)
        assert _says_checkout(turn), (message, turn.end["content"])
        assert "cart_action" not in kinds(turn), message


async def test_a_saved_place_and_hours_propose_the_place_beside_the_window(client: Any) -> None:
    token = customer_token("demo-1")
    for message, address, window in (
        ("send it to my work between 1 and 3", "addr-demo-1-work", ("13:00", "15:00")),
        ("وصلوه البيت من ٩ لين ١١ الصبح", "addr-demo-1-home", ("09:00", "11:00")),
        ("ابيه يوصل الدوام بين ١١ و ١", "addr-demo-1-work", ("11:00", "13:00")),
        ("wasloh lel bait ben 5 w 7 il masa", "addr-demo-1-home", ("17:00", "19:00")),
        (
            "ok fine the small one. send it to work not home between 3 and 5 so i can grab it",
            "addr-demo-1-work",
            ("15:00", "17:00"),
        ),
        (
            "zain 5alas. abeeh ywsal el dawam mo el bait ben 1 w 3 3ashan a5th ma3ay",
            "addr-demo-1-work",
            ("13:00", "15:00"),
        ),
    ):
        turn = await send(client, message, token=token)
        assert [(start, end) for _, start, end in _windows(turn)] == [window], message
        said = turn.end["content"]
        if "cart_action" in kinds(turn):
            assert turn.action("select_address")["params"]["addressId"] == address, message
        else:
            assert "already" in said or "أصلاً" in said, (message, said)
        assert _says_checkout(turn), (message, said)
        assert "products" not in kinds(turn), message


async def test_a_day_and_a_saved_place_keep_the_day(client: Any) -> None:
    token = customer_token("demo-3")
    for message, weekday in (
        ("deliver it home on sunday afternoon", 6),
        ("ابيه يوصل البيت يوم السبت العصر مو الشاليه", 5),
    ):
        if weekday == _kuwait_today():
            continue
        turn = await send(client, message, token=token)
        windows = _windows(turn)
        assert {date.fromisoformat(day).weekday() for day, _, _ in windows} == {weekday}, message
        assert all(int(start[:2]) in _AFTERNOON for _, start, _ in windows), message
        assert "delivery_info" in kinds(turn), message


async def test_an_area_and_hours_propose_the_area_beside_the_window(client: Any) -> None:
    turn = await send(client, "deliver to jabriya between 3 and 5", guest=uuid.uuid4().hex)
    assert turn.action("select_delivery_area")["params"]["areaId"] == "area-jabriya"
    assert [(start, end) for _, start, end in _windows(turn)] == [("15:00", "17:00")]


async def test_one_hour_asked_of_the_goods_coming_is_its_window(client: Any) -> None:
    guest = uuid.uuid4().hex
    await send(client, "add 2 almarai milk", guest=guest)
    for message in (
        "could it get here at 9 in the morning",
        "ممكن يجي الساعه ٩ الصبح؟",
        "yigdar yeji sa3a 9 il sob7?",
    ):
        turn = await send(client, message, guest=guest)
        assert [(start, end) for _, start, end in _windows(turn)] == [("09:00", "11:00")], message
        assert "error" not in kinds(turn), message  # no "sign in to see your orders"
        assert _says_checkout(turn), (message, turn.end["content"])


async def test_the_earliest_is_the_first_open_window_with_its_hours(client: Any) -> None:
    guest = uuid.uuid4().hex
    listed = await send(client, "when can you deliver?", guest=guest)
    first = next(
        (day["date"], s["from"], s["to"])
        for day in one(listed, "delivery_slots")["days"]
        for s in day["slots"]
        if s["available"]
    )
    for message in (
        "whats the soonest you can get it to me",
        "متى اقرب موعد للتوصيل؟",
        "shno awal maw3ed tawseel?",
    ):
        turn = await send(client, message, guest=guest)
        assert _windows(turn) == [first], (message, _windows(turn))
        assert any(first[1] in text for text in texts(turn)), (message, texts(turn))


async def test_express_to_a_saved_place_is_its_express_card(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "how much for express to the chalet?",
        "التوصيل السريع للشاليه بكم؟",
        "kam el express lel chalet?",
    ):
        turn = await send(client, message, token=token)
        assert "delivery_info" in kinds(turn), (message, kinds(turn), turn.end["content"])
        card = one(turn, "delivery_info")
        # the chalet is in Khairan, Far South: express there is 3.500 KWD
        assert card["express"] is True and card["fee"] == _FAR_SOUTH_EXPRESS, (message, card)
        assert "products" not in kinds(turn), message


async def test_other_matters_at_an_hour_stay_what_they_were(client: Any) -> None:
    for message in (
        "can you come at 5 to fix the sink",
        "can you send a plumber tomorrow morning",
        "my parents are coming tomorrow, what should i cook",
        "اخوي يجي باجر الصبح من السفر",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), message
        assert not any(_says_checkout(turn) for _ in (0,)), message
    token = customer_token("demo-3")
    for message in ("will it come today?", "bywa9il el yom?"):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))
    turn = await send(client, "do you do home delivery on fridays", token=token)
    assert "cart_action" not in kinds(turn), kinds(turn)
    for message in (
        "the delivery this morning came without the bread",
        "التوصيل اليوم الصبح تأخر علي",
        "is cash on delivery fine tomorrow?",
    ):
        turn = await send(client, message, token=token)
        assert not _says_checkout(turn), (message, turn.end["content"])

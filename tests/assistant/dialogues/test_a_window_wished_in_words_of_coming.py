"""A delivery window wished in words of its coming, over a real socket in English, Gulf Arabic
and Arabizi: "id like it to come between 5 and 7 in the evening", "ابيها تجي البيت بين ٥ و ٧
المغرب" (I want it, said of the goods), Kuwaiti Arabizi's "yiy" / "tiyni" (يجي, تجيني, whose
ج is said ي) and "il agra6" (the things bought) show that window, chosen at checkout; never the
stock decline of another matter, nor every window of the day."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_CHECKOUT = ("check out", "إتمام الطلب")


async def test_the_window_wished_is_shown_whatever_the_words_of_coming(client: Any) -> None:
    token = customer_token("demo-3")
    for message, window in (
        ("id like it to come between 5 and 7 in the evening", ("17:00", "19:00")),
        ("ابيها تجي البيت بين ٥ و ٧ المغرب", ("17:00", "19:00")),
        ("نبيها تجينا بين ٧ و ٩ بالليل", ("19:00", "21:00")),
        ("ymdi yiy il bait bain 5 w 7 il masa?", ("17:00", "19:00")),
        ("abeeh yiyni bain 7 o 9 bil lail", ("19:00", "21:00")),
        ("t8dar tiyni il agra6 bain 5 w 7 il maghrib?", ("17:00", "19:00")),
    ):
        turn = await send(client, message, token=token)
        assert "delivery_slots" in kinds(turn), (message, kinds(turn), turn.end["content"])
        card = one(turn, "delivery_slots")
        windows = [(s["from"], s["to"]) for day in card["days"] for s in day["slots"]]
        assert windows == [window], (message, windows)
        said = turn.end["content"]
        assert any(word in said for word in _CHECKOUT), (message, said)


async def test_its_coming_to_an_area_at_a_time_shows_that_window_there(client: Any) -> None:
    for message, area, window in (
        ("ok can it get to my sisters in salmiya at 5?", "Salmiya", ("17:00", "19:00")),
        ("ممكن تجي الفنطاس بين ٧ و ٩ بالليل؟", "Fintas", ("19:00", "21:00")),
        ("yimdi yiy 7awalli bain 7 w 9 bil lail?", "Hawalli", ("19:00", "21:00")),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "delivery_slots" in kinds(turn), (message, kinds(turn), turn.end["content"])
        card = one(turn, "delivery_slots")
        windows = [(s["from"], s["to"]) for day in card["days"] for s in day["slots"]]
        assert windows == [window], (message, windows)
        areas = [b.get("areaName") for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
        assert areas in ([area], []), (message, areas)


async def test_someone_elses_coming_to_an_area_stays_declined(client: Any) -> None:
    turn = await send(client, "my cousin comes to salmiya at 5", guest=uuid.uuid4().hex)
    assert "delivery_slots" not in kinds(turn), kinds(turn)

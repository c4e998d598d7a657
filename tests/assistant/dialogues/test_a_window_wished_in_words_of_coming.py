"""A delivery window wished in words of its coming, over a real socket in English, Gulf Arabic
and Arabizi: "id like it to come between 5 and 7 in the evening", "ابيها تجي البيت بين ٥ و ٧
المغرب" (I want it, said of the goods), Kuwaiti Arabizi's "yiy" / "tiyni" (يجي, تجيني, whose
ج is said ي) and "il agra6" (the things bought) show that window, chosen at checkout; never the
stock decline of another matter, nor every window of the day."""

from __future__ import annotations

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

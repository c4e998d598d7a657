"""Several goods listed after the news of guests, over a real socket in English, Gulf Arabic
and Arabizi: "guests on their way, I need arabic coffee and dates" shows each good of the
list, a good named in two words by both ("arabic coffee": the Arabic coffees, never the
instant ones), and never reads "on the way" (بالطريق) as a recipe asked."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_each_good_listed_after_guests_news_is_shown(client: Any) -> None:
    for message, guest, wanted in (
        ("friends on the way over, i need arabic coffee, dates and vimto", GUEST_A, 3),
        ("ضيوفنا بالطريق، عطني قهوه عربيه وتمر سكري", GUEST_B, 2),
        ("عندنا خطار العصر ابي تمر وقهوه عربي وسمبوسه", GUEST_B, 3),
        ("3indna 9yoof il youm, abi gahwa 3arabiya w tamr", GUEST_B, 2),
    ):
        turn = await send(client, message, guest=guest)
        shown = products(turn)
        assert "recipe" not in kinds(turn), (message, kinds(turn))
        assert len({product["categoryId"] for product in shown}) >= wanted, (message, names(turn))
        coffees = [p for p in shown if "coffee" in p["categoryId"]]
        assert coffees, (message, names(turn))
        assert all("Arabic" in p["name"] for p in coffees), (message, names(turn))
        assert any("dates" in p["categoryId"] for p in shown), (message, names(turn))

"""The hour an order still to come is asked of after its status, over a real socket, in
English, Gulf Arabic and Arabizi.

"What time exactly will it come, I have to go out" after the order's card asks the hour: its
booked window is said in words, with the card, never "nothing new on it".

demo-2: KW-100926 being prepared, booked for a window of its own.
"""

from __future__ import annotations

import re
from typing import Any

from tests.assistant.dialogues._blocks import conversation, order_numbers, texts
from tests.conftest import customer_token

PREPARING = "KW-100926"
_HOURS = re.compile(r"[0-9٠-٩]{2}:[0-9٠-٩]{2}")

ASKED = (
    ("where's my order", "ok and what time is it getting here exactly?"),
    ("where's my order", "when exactly will it arrive"),
    ("where's my order", "what time will it be here, i have somewhere to be later"),
    ("وين طلبي؟", "طيب أي ساعة يوصل بالتحديد؟ بطلع مشوار"),
    ("wain 6alabi?", "zain bas kam il sa3a yoosal bil dabt? bat3a mishwar"),
)


async def test_the_hour_asked_after_the_status_is_its_window_in_words(client: Any) -> None:
    token = customer_token("demo-2")

    for first, then in ASKED:
        *_, turn = await conversation(client, [first, then], token=token)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert order_numbers(turn, "order_status") == [PREPARING], (then, said)
        assert "Nothing new" not in said and "ما في جديد" not in said, (then, said)
        assert len(_HOURS.findall(said)) == 2, (then, said)
        assert "between" in said or "بين" in said, (then, said)

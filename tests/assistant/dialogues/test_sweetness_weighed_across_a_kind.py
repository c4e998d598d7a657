"""Which of a kind is less (or more) sweet, over a real socket in English and Gulf Arabic
("which dates r less sweet", "اي تمر اقل حلاوه"): the kind is weighed by the sugar its
records give, and said honestly when only one gives it; never the sweet potatoes, whose
name holds the word. (Arabizi "ay tamr a8al 7alawa" is not: its "ay" is read as a bare
alef, and read "اي" it made a bank's two loan options into cucumbers to compare.)"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_dates_weighed_by_their_sugar(client: Any) -> None:
    for message in (
        "which dates r less sweet",
        "which dates are the sweetest",
        "اي تمر اقل حلاوه",
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = names(turn)
        assert shown and all("Dates" in name for name in shown), (message, shown)
        assert any("66.5" in text for text in texts(turn)), (message, texts(turn))


async def test_a_sweet_named_product_is_still_found(client: Any) -> None:
    turn = await send(client, "do u have sweet potatoes", guest=GUEST_A)
    assert names(turn) and names(turn)[0].startswith("Sweet Potatoes"), kinds(turn)

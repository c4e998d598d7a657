"""Two of one kind set side by side by their price, over a real socket in English, Gulf
Arabic and Arabizi: "how much is the brown toast vs the white one" shows both toasts, the
cheaper first; the second named by its colour alone is of the kind the first names, never
"not found" nor another bread."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_TOASTS = {"KFMB White Sliced Toast Bread", "KFMB Brown Sliced Toast Bread"}


async def test_two_of_a_kind_priced_side_by_side_are_both_shown(client: Any) -> None:
    for message, guest in (
        ("what's the price of the white toast versus the brown one", GUEST_A),
        ("which is cheaper, the white toast or the brown one", GUEST_A),
        ("بكم التوست الابيض مقارنه بالاسمر؟", GUEST_B),
        ("bkam il toast il abya9 vs il asmar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert set(names(turn)) == _TOASTS, (message, kinds(turn), names(turn))

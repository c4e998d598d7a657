""" "خلاص" opening a message, or right after an "ok", is "that's settled" ("ok 5alas w 7ot pepsi
diet", "خلاص عطني ٢ بيبسي دايت", "ok khalas, add 2 diet pepsi"): only the goods named after it
are proposed or shown, never the Khalas dates the word also names; "تمر خلاص" and "khalas dates"
still are the dates. Over a real socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(item["product"]["name"], item["quantity"]) for item in turn.action()["items"]]


@pytest.mark.parametrize(
    ("message", "guest", "wanted"),
    [
        ("ok khalas, add 2 diet pepsi", GUEST_A, [("Diet Pepsi Cans", 2)]),
        ("خلاص عطني ٢ بيبسي دايت", GUEST_B, [("Diet Pepsi Cans", 2)]),
        ("ok 5alas w 7ot pepsi diet wa7ed", GUEST_A, [("Diet Pepsi Cans", 1)]),
    ],
)
async def test_settled_before_a_request_proposes_only_what_follows(
    client: Any, message: str, guest: str, wanted: list[tuple[str, int]]
) -> None:
    turn = await send(client, message, guest=guest)
    assert _lines(turn) == wanted, (message, turn.end["content"])


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("ok khalas, do you have green apples", GUEST_A),
        ("طيب خلاص ابي تفاح اخضر", GUEST_B),
        ("ok 5alas abi tofa7 a5thar", GUEST_A),
    ],
)
async def test_settled_before_a_search_shows_only_what_follows(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    shown = names(turn) if "products" in kinds(turn) else []
    assert shown and not any("Dates" in name for name in shown), (message, shown)


@pytest.mark.parametrize(
    ("message", "guest"),
    [("add 2 khalas dates", GUEST_A), ("ضيف ٢ تمر خلاص", GUEST_B), ("7ot 2 tamr 5alas", GUEST_A)],
)
async def test_the_khalas_dates_by_name_are_still_proposed(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert [name for name, _ in _lines(turn)] == ["Khalas Dates (Al-Ahsa)"], message

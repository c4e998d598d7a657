"""A dish of ours wished to be made, over a real socket: "i want to make fattoush", "ابي
اعمل فتوش", "abi a3mal tabbouleh" are its recipe, though "اعمل" shares its letters with
the opening hours ("اوقات العمل"); the hours asked are still the hours."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.handlers.assistant_support import send

MADE = (
    ("i want to make fattoush", "Fattoush"),
    ("gonna make tabbouleh tonight", "Tabbouleh"),
    ("ابي اعمل فتوش", "Fattoush"),
    ("بعمل تبولة", "Tabbouleh"),
    ("نبي نعمل هريس", "Harees"),
    ("ابغى اعمل شكشوكة", "Shakshuka"),
    ("abi a3mal fattoush", "Fattoush"),
    ("bn3mal harees", "Harees"),
    ("abi a3mal shakshuka", "Shakshuka"),
)


async def test_a_dish_to_make_is_its_recipe(client: Any) -> None:
    for message, dish in MADE:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "recipe" in kinds(turn) and "faq" not in kinds(turn), (message, kinds(turn))
        assert dish in one(turn, "recipe")["recipe"]["name"], message


async def test_the_hours_asked_are_still_the_hours(client: Any) -> None:
    for message in ("ساعات العمل", "اوقات العمل؟", "what are your opening hours"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "recipe" not in kinds(turn), (message, kinds(turn))
        assert "faq" in kinds(turn) or "hours" in str(turn.end["blocks"]).lower(), message

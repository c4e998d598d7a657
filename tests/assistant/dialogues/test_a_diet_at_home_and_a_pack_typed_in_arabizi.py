"""Over a real socket: a diet told of one of the household right after the dish ideas keeps
the ideas to it ("my wife is vegan", "زوجتي نباتية", "zoojti vegan"); the cheapest of a pack
typed whole in Arabizi ("6 x 1.5") is of that pack, not the gallon."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, names
from tests.conftest import GUEST_A, GUEST_B


async def test_a_diet_of_one_at_home_after_the_ideas_keeps_the_ideas(client: Any) -> None:
    for ideas, diet, guest in (
        ("dinner ideas for 6 people", "my wife is vegan", GUEST_A),
        ("what can i cook for 4 tonight", "my dad is diabetic", GUEST_A),
        ("ابي افكار عشا لـ ٥ اشخاص", "زوجتي نباتية", GUEST_B),
        ("abi afkar 3asha 7ag 5", "zoojti vegan", GUEST_B),
    ):
        _, turn = await conversation(client, [ideas, diet], guest=guest)
        assert "recipe" in kinds(turn), (diet, kinds(turn))


async def test_the_cheapest_of_a_pack_typed_in_arabizi_is_of_that_pack(client: Any) -> None:
    for message in ("wain ar5as mai 6 x 1.5l", "abi ar5as mai 6 x 1.5 liter"):
        [turn] = await conversation(client, [message], guest=GUEST_B)
        assert "Gallon" not in names(turn)[0], (message, names(turn))

"""A dish of ours named inside a wish for ideas, over a real socket ("ramadan gareeb, shno
afkar lil fu6oor? yimkin lgaimat", "رمضان قريب، شو افكار للفطور؟ يمكن لقيمات"): that recipe
is the first idea, never "no recipe matches"; ideas with no dish named are as before."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NONE_FIT = ("No recipe of ours", "ولا وصفة")


async def test_a_dish_named_among_ideas_comes_first(client: Any) -> None:
    for message, guest in (
        ("ramadan gareeb, shno afkar lil fu6oor? yimkin lgaimat", GUEST_B),
        ("رمضان قريب، شو افكار للفطور؟ يمكن لقيمات", GUEST_B),
        ("iftar ideas for ramadan? maybe luqaimat", GUEST_A),
        ("shno afkar 7ag il ghabga, yimkin lugaimat", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert one(turn, "recipe")["recipe"]["_id"] == "recipe-luqaimat", message
        assert not turn.end["content"].startswith(NONE_FIT), (message, turn.end["content"])


async def test_ideas_with_no_dish_named_are_still_ideas(client: Any) -> None:
    for message, guest in (("shno afkar lil 3asha", GUEST_B), ("any dinner ideas", GUEST_A)):
        turn = await send(client, message, guest=guest)
        assert one(turn, "recipe")["recipe"]["_id"] != "recipe-luqaimat", message

"""A recipe asked for a number of guests, taken in part or let go, over a real socket in
English, Gulf Arabic and Arabizi: the guests said after a "do you have it?" question scale
the recipe and its proposal; what the shopper has is left out of what it needs and of what
is added; a dish the store has no recipe for is said so, with the nearest of ours."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CHICKEN = "p-0401"
_RICE = "p-0601"
_BZAR = "p-0910"


def _recipe_card(turn: Any) -> dict[str, Any]:
    [card] = [b for b in turn.end["blocks"] if b["kind"] == "recipe"]
    return card


async def test_guests_said_after_asking_for_the_recipe_scale_it(client: Any) -> None:
    for asked, add, guest in (
        (
            "got a recipe for machboos? it's for 12 people on saturday",
            "add the ingredients",
            GUEST_A,
        ),
        ("في عندكم وصفة مجبوس؟ عازمة ١٢ شخص بكرة", "ضيف المكونات", GUEST_B),
        ("fi 3indkum wasfat machboos? 3azma 12 nafar il sabt", "7ot il mukawinat", GUEST_B),
    ):
        shown = await send(client, asked, guest=guest)
        assert _recipe_card(shown)["servings"] == 12, asked
        added = await send(client, add, shown.conversation_id, guest=guest)
        lines = {line["productId"]: line["quantity"] for line in added.action()["items"]}
        assert lines[_CHICKEN] == 2, (asked, lines)

"""All of the recipe just shown, over a real socket in English, Gulf Arabic and Arabizi:
"but", "غير", "bas mu" leave the good named out and keep every other line (never that good
alone); "double", "ودبل", "marteen" scale its goods, and after its cost was asked for a number
of guests, "double" is twice the recipe as written; "give me its stuff for 12", "3a6ni
ashyaha" take its goods for that many, not the recipe card again."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation
from tests.conftest import GUEST_A, GUEST_B

CARROTS = "p-0109"
LENTILS = "p-0606"
CHICKEN = "p-0401"


def _lines(items: list[dict[str, Any]]) -> dict[str, int]:
    return {item["productId"]: item["quantity"] for item in items}


async def test_all_of_the_recipe_but_one_good_keeps_every_other_line(client: Any) -> None:
    for shown, but, guest in (
        ("lentil soup recipe", "add everything but the carrots", GUEST_A),
        ("lentil soup recipe", "put in the lot, just not the carrots", GUEST_A),
        ("وصفة شوربة عدس", "ابي كل شي غير الجزر", GUEST_B),
        ("wasfat shorbat 3adas", "7ut kil shay bas mu il jazar", GUEST_B),
    ):
        _, then = await conversation(client, [shown, but], guest=guest)
        lines = _lines(then.action("add_recipe_to_cart")["items"])
        assert CARROTS not in lines and LENTILS in lines and len(lines) >= 8, (but, lines)


async def test_its_goods_doubled_are_twice_the_recipe(client: Any) -> None:
    for said, guest in (
        (["وصفة مجبوس دجاج", "حط اغراضها كلها بالسلة ودبل الكمية"], GUEST_B),
        (["wasfat machboos dyay", "zain 7ut mokawenatha marteen"], GUEST_B),
        (
            [
                "chicken machboos recipe",
                "how much to make it for 12?",
                "ok put all of it in, double",
            ],
            GUEST_A,
        ),
        (
            [
                "wasfat machboos dyay",
                "bcham ib tkalifni 7ag 12 nafar?",
                "7ot 8ara9ha kilha w dabil il kamiya",
            ],
            GUEST_B,
        ),
    ):
        turns = await conversation(client, said, guest=guest)
        lines = _lines(turns[-1].action("add_recipe_to_cart")["items"])
        assert lines[CHICKEN] == 2, (said, lines)


async def test_its_goods_taken_for_guests_are_proposed_scaled(client: Any) -> None:
    for shown, taken, guest in (
        ("chicken machboos recipe", "give me its stuff for 12", GUEST_A),
        ("وصفة مجبوس دجاج", "عطني اغراضها حق ١٢ نفر", GUEST_B),
        ("wasfat machboos dyay", "3a6ni ashyaha 7ag 12 nafar", GUEST_B),
    ):
        _, then = await conversation(client, [shown, taken], guest=guest)
        lines = _lines(then.action("add_recipe_to_cart")["items"])
        assert lines[CHICKEN] == 2, (taken, lines)

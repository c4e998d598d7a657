"""One line of a recipe changed while all of it is added, over a real socket in English,
Gulf Arabic and Arabizi: "add it all but double the chicken", "حطها كلها بس الدياي خله
ثنين", "7ut kilha bas il 3aish abeeh tilda 5 kilo" propose every line of the recipe with
only the line named changed; "بس" here is "but", never "only that line"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation
from tests.conftest import GUEST_A, GUEST_B

CHICKEN = "p-0401"
RICE = "p-0601"
RICE_5_KG = "p-0601-v2"
LINES = 12


def _lines(items: list[dict[str, Any]]) -> dict[str, tuple[str | None, int]]:
    return {item["productId"]: (item.get("variantId"), item["quantity"]) for item in items}


async def test_one_line_counted_anew_keeps_the_others_as_written(client: Any) -> None:
    for shown, added, guest in (
        ("chicken machboos recipe", "add all the ingredients but double the chicken", GUEST_A),
        ("وصفة مجبوس دجاج", "حطها كلها بس الدياي خله ثنين", GUEST_B),
        ("wasfat machboos dyay", "7ut kil il mokawenat bil sala bas dabil il dyay", GUEST_B),
    ):
        _, then = await conversation(client, [shown, added], guest=guest)
        lines = _lines(then.action("add_recipe_to_cart")["items"])
        assert len(lines) == LINES and lines[CHICKEN][1] == 2, (added, lines)
        assert all(n == 1 for pid, (_, n) in lines.items() if pid != CHICKEN), (added, lines)


async def test_one_line_in_another_pack_keeps_the_others(client: Any) -> None:
    for shown, added, guest in (
        (
            "chicken machboos recipe",
            "put it all in my cart but make the rice the 5 kg tilda",
            GUEST_A,
        ),
        ("وصفة مجبوس دجاج", "ضيفها بالسلة بس الرز ابيه تيلدا ال ٥ كيلو", GUEST_B),
        ("wasfat machboos dyay", "7ut kilha bas il 3aish abeeh tilda 5 kilo", GUEST_B),
    ):
        _, then = await conversation(client, [shown, added], guest=guest)
        lines = _lines(then.action("add_recipe_to_cart")["items"])
        assert len(lines) == LINES and lines[RICE] == (RICE_5_KG, 1), (added, lines)

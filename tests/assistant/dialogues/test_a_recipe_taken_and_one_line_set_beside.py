"""A recipe's goods taken, and one line set to a count in a clause joined by "and", over a
real socket in English, Gulf Arabic and Arabizi: "put them in my cart, and make the chicken
3", "حطهم بالسلة، والدياي خله ٣", "7otihum bil sala w il dijaj 5alih 3" propose every line of
the recipe with that line at the count said; never that line alone, nor "which one?"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation
from tests.conftest import GUEST_A, GUEST_B

_CHICKEN = "p-0401"
_LINES = 12


async def test_the_recipe_taken_and_one_line_counted_beside(client: Any) -> None:
    for shown, added, guest, count in (
        ("chicken machboos recipe", "ok put them in my cart, and make the chicken 3", GUEST_A, 3),
        (
            "machboos with chicken please",
            "add them to the cart and set the chicken to 2",
            GUEST_A,
            2,
        ),
        ("وصفة مجبوس دجاج", "اوكي حطهم بالسلة، والدجاج خله ٣", GUEST_B, 3),
        ("wasfat machboos dijaj", "zain 7otihum bil sala, w il dijaj 5alih 4", GUEST_B, 4),
    ):
        _, then = await conversation(client, [shown, added], guest=guest)
        items = then.action("add_recipe_to_cart")["items"]
        lines = {item["productId"]: item["quantity"] for item in items}
        assert len(lines) == _LINES and lines[_CHICKEN] == count, (added, lines)
        assert all(n == 1 for pid, n in lines.items() if pid != _CHICKEN), (added, lines)

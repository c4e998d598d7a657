"""What a dish's goods cost, asked by the dish's name, over a real socket in English, Gulf
Arabic and Arabizi: "the lentil soup looks good, what would everything for it cost" after
the ideas, "كم تكلف مقادير شوربة العدس؟", "shorbat el 3adas kam tkallif kil ashyaha?". The
recipe is shown with what its goods in stock cost together; before, the cart's sum (empty)
was shown, or the recipe without the cost. Then "i have the oil and salt at home, add the
rest without them" puts in the rest of that dish's goods. "How much chicken do i need" asks
no cost."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

COST = ("10 ingredients for 6 people: 5.640 KWD", "١٠ مكونات لـ ٦ أشخاص: ٥٫٦٤٠ د.ك")
OIL, SALT = "p-0801", "p-0912"  # the lentil soup's corn oil and salt


async def test_the_recipe_and_its_goods_cost(client: Any) -> None:
    ideas = await send(client, "vegan dinner ideas", guest=GUEST_A)
    turn = await send(
        client,
        "the lentil soup looks good, what would everything for it cost",
        ideas.conversation_id,
        guest=GUEST_A,
    )
    assert "recipe" in kinds(turn) and COST[0] in texts(turn), texts(turn)
    rest = await send(
        client,
        "i have the oil and salt at home, add the rest without them",
        ideas.conversation_id,
        guest=GUEST_A,
    )
    lines = {line["productId"] for line in rest.action("add_recipe_to_cart")["items"]}
    assert lines and not lines & {OIL, SALT}, lines
    for message in ("كم تكلف مقادير شوربة العدس؟", "shorbat el 3adas kam tkallif kil ashyaha?"):
        turn = await send(client, message, guest=GUEST_A)
        assert "recipe" in kinds(turn) and COST[1] in texts(turn), (message, texts(turn))


async def test_how_much_of_a_food_is_needed_asks_no_cost(client: Any) -> None:
    turn = await send(client, "how much chicken do i need for machboos", guest=GUEST_A)
    assert not any("ingredients for" in text for text in texts(turn)), texts(turn)

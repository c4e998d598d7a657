"""A recipe added by its dish's name while recipes are talked of, over a real socket in
English, Gulf Arabic and Arabizi: "ok add the machboos as well", "زين ضيف المجبوس بعد",
"zain 7ut il machboos kaman" after another recipe propose the machboos recipe's goods, never
one pack of the spice mix that lists it among its uses; goods sold by the name said stay
goods ("add the hummus too")."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation
from tests.conftest import GUEST_A, GUEST_B

CHICKEN = "p-0401"


async def test_a_dish_named_to_add_proposes_its_recipes_goods(client: Any) -> None:
    for said, guest in (
        (["fattoush recipe", "ok add the machboos as well"], GUEST_A),
        (["وصفة مجبوس دجاج", "وصفة فتوش", "زين ضيف المجبوس بعد"], GUEST_B),
        (["wasfat fattoush", "zain 7ut il machboos kaman"], GUEST_B),
    ):
        turns = await conversation(client, said, guest=guest)
        action = turns[-1].action("add_recipe_to_cart")
        ids = {item["productId"] for item in action["items"]}
        assert CHICKEN in ids and len(ids) >= 10, (said, ids)


async def test_goods_of_the_name_said_stay_goods(client: Any) -> None:
    turns = await conversation(client, ["fattoush recipe", "add the hummus too"], guest=GUEST_A)
    action = turns[-1].action("add_to_cart")
    assert len(action["items"]) == 1, action

"""How many the recipe just shown serves, asked with the count wanted, over a real socket in
English, Gulf Arabic and Arabizi: "how many does it feed? we need it for 12", "الوصفه لكم نفر؟
ابيها تكفي ٩", "il wasfa tkafi cham wa7ed? abeeha l 8" say what it serves as written and show
it for the count wanted, never a delivery or cart proposal; then "put it in but take out the
rice" proposes the rest of it, not the rice alone."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.handlers.assistant_support import send


def _guest() -> str:
    return uuid.uuid4().hex


async def test_what_it_serves_and_the_count_wanted(client: Any) -> None:
    for recipe, asked, wanted in (
        ("how do i make harees", "how many does it feed? we need it for 12", 12),
        ("machboos recipe", "does it serve how many ppl? i want enough for 7", 7),
        ("ابي وصفة هريس", "الوصفه لكم نفر؟ ابيها تكفي ٩", 9),
        ("وصفة مجبوس دياي", "تكفي جم شخص؟ احنا بنكون ١٤", 14),
        ("wasfat harees", "il wasfa tkafi cham wa7ed? abeeha l 8", 8),
    ):
        guest = _guest()
        shown = await send(client, recipe, guest=guest)
        assert "recipe" in kinds(shown), (recipe, kinds(shown))
        own = one(shown, "recipe")
        turn = await send(client, asked, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        card = one(turn, "recipe")
        assert (card["recipe"]["_id"], card["servings"]) == (own["recipe"]["_id"], wanted), asked
        assert any(char.isdigit() for text in texts(turn) for char in text), (asked, texts(turn))


async def test_the_whole_but_one_after_it_is_the_rest(client: Any) -> None:
    for recipe, asked, put in (
        (
            "machboos recipe",
            "how many people does it serve? i need 10",
            "ok add it all but take out the rice",
        ),
        ("وصفة مجبوس دياي", "تكفي جم نفر؟ ابيها تكفي ١٠", "زين حطها بالسله بس شيل العيش عندي"),
    ):
        guest = _guest()
        shown = await send(client, recipe, guest=guest)
        await send(client, asked, shown.conversation_id, guest=guest)
        turn = await send(client, put, shown.conversation_id, guest=guest)
        lines = turn.action("add_recipe_to_cart")["items"]
        assert len(lines) > 3, (put, lines)
        names = [str(line["product"]["name"]).lower() for line in lines]
        assert not any("rice" in name or "أرز" in name for name in names), (put, names)

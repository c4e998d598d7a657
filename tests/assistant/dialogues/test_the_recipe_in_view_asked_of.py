"""The recipe just shown, asked of without its name, over a real socket in English, Gulf
Arabic and Arabizi: what goes into it shows its card again, what it costs for a number of
guests is its goods' total scaled to them, and whether it suits a diet is read from its
goods' own records (owning up to those that say nothing), with nothing proposed."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def test_what_goes_into_the_recipe_shown_is_its_card_again(client: Any) -> None:
    for shown, asked, guest in (
        ("lentil soup recipe", "what's in it?", GUEST_A),
        ("وصفة شوربة عدس", "شنو مكوناتها؟", GUEST_B),
        ("wasfat shorbat 3adas", "shno t7tajoon 7ag hal wasfa", GUEST_B),
    ):
        first, then = await conversation(client, [shown, asked], guest=guest)
        assert "cart_action" not in kinds(then), (asked, kinds(then))
        recipe = one(then, "recipe")
        assert recipe["recipe"]["_id"] == one(first, "recipe")["recipe"]["_id"], (asked, recipe)


async def test_the_cost_of_the_recipe_shown_for_guests_is_scaled(client: Any) -> None:
    for shown, asked, guest, twelve in (
        ("lentil soup recipe", "what would it cost me to make it for 12?", GUEST_A, "12"),
        ("وصفة شوربة عدس", "كم بتكلفني لو سويتها لـ ١٢ نفر؟", GUEST_B, "١٢"),
        ("wasfat shorbat 3adas", "cham tkalif 7ag 12 nafar?", GUEST_B, "١٢"),
    ):
        _, then = await conversation(client, [shown, asked], guest=guest)
        assert "cart_action" not in kinds(then), (asked, kinds(then))
        assert one(then, "recipe")["servings"] == 12, (asked, one(then, "recipe"))
        [line] = [text for text in texts(then) if twelve in text]
        assert "KWD" in line or "د.ك" in line, (asked, line)


async def test_a_diet_asked_of_the_recipe_shown_is_answered_not_proposed(client: Any) -> None:
    for shown, asked, guest, named in (
        ("murabyan recipe", "my cousin is celiac, can she eat this?", GUEST_A, "Bzar"),
        ("وصفة مربين", "اختي ما تاكل جلوتين، الوصفة تناسبها؟", GUEST_B, "بزار"),
        ("wasfat mutabal", "o5ti vegan, tinfa3 7agha?", GUEST_B, "زبادي"),
        ("mutabbal recipe", "is it vegan?", GUEST_A, "Yoghurt"),
        ("hummus recipe", "does it have dairy?", GUEST_A, "milk"),
        ("wasfat hummus", "fiha mkasarat?", GUEST_B, "مكسرات"),
    ):
        _, then = await conversation(client, [shown, asked], guest=guest)
        assert "cart_action" not in kinds(then), (asked, kinds(then))
        assert any(named in text for text in texts(then)), (asked, texts(then))


async def test_a_diet_asked_after_the_recipes_goods_went_in_proposes_nothing(
    client: Any,
) -> None:
    _, offered = await conversation(client, ["murabyan recipe", "add all of it"], guest=GUEST_A)
    done = await confirm(client, offered.action("add_recipe_to_cart")["actionId"], guest=GUEST_A)
    assert done.status == 200, done.json
    asked = "my friend is gluten free, is all of that fine for her?"
    then = await send(client, asked, offered.conversation_id, guest=GUEST_A)
    assert "cart_action" not in kinds(then), kinds(then)
    assert any("Bzar" in text for text in texts(then)), texts(then)

"""A dish of our recipes the shopper will make, said beside an occasion and a count, over a
real socket in English, Gulf Arabic and Arabizi: that recipe for the count, never its sugar's
cards nor a question of which; and right after it, "what does it need? put everything in for
N" proposes all its ingredients for N, never the recipe shown again."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_LUQAIMAT = "recipe-luqaimat"
_AS_WRITTEN = 8  # the lines of its ingredients proposed for the six it serves, one of each


async def test_a_dish_to_make_beside_an_occasion_is_its_recipe_for_the_count(client: Any) -> None:
    for message, guest in (
        ("we have 12 people for dinner tomorrow and i'd like to make luqaimat", GUEST_A),
        ("عندي عزيمه الليله ١٢ شخص وابي اسوي لقيمات", GUEST_B),
        ("3indana 3azeema il yom 7ag 12 wa7da w ana abi asawi lgaimat", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        recipe = one(turn, "recipe")
        assert (recipe["recipe"]["_id"], recipe["servings"]) == (_LUQAIMAT, 12), message


async def test_what_it_needs_and_all_of_it_put_in_proposes_it_for_the_count(client: Any) -> None:
    for shown, then, guest in (
        ("luqaimat recipe", "what goes in it? just put everything in my cart for 12", GUEST_A),
        ("وصفة لقيمات", "شنو يبيلها؟ حط كل شي بالسله بس خلها لـ ١٢ مو ٦", GUEST_B),
        ("wasfat lgaimat", "shino t7taj? 7ot kil shay bil cart bs 3ala 12 mu 6", GUEST_B),
    ):
        recipe = await send(client, shown, guest=guest)
        turn = await send(client, then, recipe.conversation_id, guest=guest)
        offered = turn.action("add_recipe_to_cart")
        counted = sum(line["quantity"] for line in offered["items"])
        assert counted > _AS_WRITTEN, (then, kinds(turn), offered["items"])


async def test_the_count_shown_said_again_beside_one_ruled_out_stays(client: Any) -> None:
    for shown, then, guest in (
        ("luqaimat recipe for 12", "what's in it? put everything in for 12 not 6", GUEST_A),
        ("وصفة لقيمات لـ ١٢ شخص", "شنو تحتاج؟ حط كل شي بالسله على ١٢ مو ٦", GUEST_B),
        ("wasfat lgaimat 7ag 12 nafar", "shino t7taj? 7ot kil shay 3ala 12 mu 6", GUEST_B),
    ):
        recipe = await send(client, shown, guest=guest)
        turn = await send(client, then, recipe.conversation_id, guest=guest)
        offered = turn.action("add_recipe_to_cart")
        counted = sum(line["quantity"] for line in offered["items"])
        assert counted > _AS_WRITTEN, (then, offered["items"])

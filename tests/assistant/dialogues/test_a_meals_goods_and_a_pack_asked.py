"""A meal's goods asked with a need or none, a kind wanted "besides" another, a diet asked of a
kind after a list, and the cheapest of a pack named whole, over a real socket in English, Gulf
Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_SIX_BIG_BOTTLES = {
    "Nestlé Pure Life Water",
    "Abraaj Drinking Water Family Pack",
    "Aquafina Drinking Water",
    "Rawdatain Natural Water",
}


async def test_a_meals_goods_are_shown_across_its_aisles(client: Any) -> None:
    for message, guest in (
        ("off work finally, need groceries for breakfast tomorrow", GUEST_A),
        ("breakfast shopping pls", GUEST_A),
        ("ابي اغراض للريوق", GUEST_B),
        ("abi ashya2 lil rayoog", GUEST_B),
    ):
        shown = names(await send(client, message, guest=guest))
        assert any("Eggs" in name for name in shown), (message, shown)
        assert any("Bread" in name for name in shown), (message, shown)


async def test_a_diet_kept_across_a_meals_goods(client: Any) -> None:
    diabetic = await send(
        client,
        "my dad has diabetes, what sugar free stuff can he have for breakfast",
        guest=GUEST_A,
    )
    shown = names(diabetic)
    assert any("Eggs" in name for name in shown), shown
    assert not any("English Breakfast" in name for name in shown), shown
    for message, guest in (
        ("i'm vegan, what's there for breakfast other than fruit", GUEST_A),
        ("انا نباتيه، شنو اكل على الفطور غير الفواكه", GUEST_B),
    ):
        shown = names(await send(client, message, guest=guest))
        assert any("Jam" in name or "Bread" in name for name in shown), (message, shown)
        assert not any(name.startswith("Bananas") for name in shown), (message, shown)
        assert not any("Vimto" in name for name in shown), (message, shown)


async def test_a_diet_asked_of_a_kind_after_a_list(client: Any) -> None:
    for first, then, guest in (
        ("abi chips w pepsi", "wa7da minhum vegan, ay chips ili tnasbha", GUEST_B),
        ("chips and pepsi please", "one of them is vegan, which chips suit him", GUEST_A),
    ):
        *_, turn = await conversation(client, [first, then], guest=guest)
        shown = names(turn)
        assert "Lay's Salted Potato Chips" in shown, (then, kinds(turn))
        assert "Lay's French Cheese Potato Chips" not in shown, shown


async def test_the_cheapest_of_a_pack_named_whole_keeps_the_pack(client: Any) -> None:
    for message, guest in (
        ("cheapest water 6 x 1.5 litre?", GUEST_A),
        ("what's the cheapest 6x1.5l water", GUEST_A),
        ("ارخص ماي ٦ × ١٫٥ لتر", GUEST_B),
        ("ar5as mai 6x1.5", GUEST_B),
    ):
        shown = names(await send(client, message, guest=guest))
        assert shown and set(shown) <= _SIX_BIG_BOTTLES, (message, shown)


async def test_a_diet_told_after_the_ideas_keeps_them_to_it(client: Any) -> None:
    for ideas, diet, guest in (
        (
            "any recipe ideas for dinner guests tomorrow?",
            "up to you, but one of them is vegan",
            GUEST_A,
        ),
        ("3indkum wasfat 7ag 3azeema bacher?", "ay shay, bs wa7da minhum vegan", GUEST_B),
    ):
        *_, turn = await conversation(client, [ideas, diet], guest=guest)
        recipes = [b["recipe"]["_id"] for b in turn.end["blocks"] if b["kind"] == "recipe"]
        assert recipes == ["recipe-fattoush"], (diet, kinds(turn))

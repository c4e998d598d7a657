"""Goods named among the words of the shopper's life, over a real socket: who eats them and
when ("my son only eats nuggets", "عندنا ديوانية الليلة"), a flavour said in English after a
food said in Arabizi ("7aleeb chocolate" is chocolate milk), "wa" before English names in a
conversation held in Arabic, and a thing asked in one word ("charcoal?") that the store does
not sell, beside a reaction in one word ("huh?") that asks for nothing."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_FOUND = ("couldn't find that", "لم أجد هذا")
NOT_EXACTLY = ("exactly", "بالضبط")


async def test_goods_wanted_for_someone_or_an_evening_are_found(client: Any) -> None:
    for message, kind in (
        ("3indna diwaniya bachir, abi gahwa 3arabiya", "Arabic Coffee"),
        ("ana 3indi diwaniya el laila w abi gahwa 3arabiya", "Arabic Coffee"),
        ("عندنا ديوانية الليلة ابي قهوة عربية", "Arabic Coffee"),
        ("we have the diwaniya tonight, i need arabic coffee", "Arabic Coffee"),
        ("ibni ma yakil ela nuggets, shino 3indkom", "Nuggets"),
        ("binti ma takil ela nuggets lil ghada", "Nuggets"),
        ("ولدي ما ياكل الا ناجتس، شو عندكم", "Nuggets"),
        ("بنتي ما تاكل الا ناجتس", "Nuggets"),
        ("ibni y7ib el nuggets, 3indkom?", "Nuggets"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        found = names(turn)
        assert found and kind in found[0], (message, found)
        assert not any(word in turn.end["content"] for word in NOT_EXACTLY), message


async def test_nothing_but_is_what_is_wanted_and_but_not_still_leaves_out(client: Any) -> None:
    only = await send(client, "ma abi ela nuggets americana", guest=GUEST_A)
    assert names(only)[0] == "Americana Chicken Nuggets", names(only)
    shown = await send(client, "recipe for machboos", guest=GUEST_A)
    rest = await send(
        client, "add all the ingredients except the rice", shown.conversation_id, guest=GUEST_A
    )
    lines = [item["product"]["name"] for item in rest.action("add_recipe_to_cart")["items"]]
    assert lines and not any("Rice" in name for name in lines), lines


async def test_a_flavour_said_in_english_after_a_food_said_in_arabizi(client: Any) -> None:
    for message, first in (
        ("w 7aleeb chocolate lil 3iyal", "KDD Chocolate Milk"),
        ("abi 7aleeb bil chocolate", "KDD Chocolate Milk"),
        ("3indkom 7aleeb chocolate?", "KDD Chocolate Milk"),
        ("abi ice cream chocolate", "KDD Chocolate Ice Cream"),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert names(turn)[0] == first, (message, names(turn))
        assert is_arabic(turn.end["content"]), message
    # a flavour with no food before it stays what it names
    bar = await send(client, "abi chocolate galaxy", guest=GUEST_B)
    assert names(bar)[0].startswith("Galaxy"), names(bar)
    english = await send(client, "milk chocolate please", guest=GUEST_A)
    assert names(english)[0].startswith("Galaxy"), names(english)


async def test_wa_before_english_names_keeps_the_conversations_language(client: Any) -> None:
    for first, then in (
        ("3indkom pepsi?", "wa ice cream vanilla"),
        ("عندكم بيبسي؟", "wa diet pepsi"),
        ("abi chips", "wi galaxy caramel"),
    ):
        shown = await send(client, first, guest=GUEST_B)
        turn = await send(client, then, shown.conversation_id, guest=GUEST_B)
        assert "products" in kinds(turn), then
        assert is_arabic(turn.end["content"]), (then, turn.end["content"])
    # the same names in an English conversation are answered in English
    shown = await send(client, "do you have pepsi?", guest=GUEST_A)
    turn = await send(client, "and ice cream vanilla", shown.conversation_id, guest=GUEST_A)
    assert not is_arabic(turn.end["content"]), turn.end["content"]


async def test_a_thing_asked_in_one_word_that_is_not_sold_is_said_so(client: Any) -> None:
    for message, arabic in (
        ("charcoal?", False),
        ("batteries?", False),
        ("فحم؟", True),
        ("fa7am?", True),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message
        assert any(word in turn.end["content"] for word in NOT_FOUND), (message, turn.end)
        assert is_arabic(turn.end["content"]) == arabic, message
    for reaction in ("huh?", "seriously?", "بجد؟", "5osh?"):
        turn = await send(client, reaction, guest=GUEST_A)
        assert "products" not in kinds(turn), reaction
        assert not any(word in turn.end["content"] for word in NOT_FOUND), reaction
    sold = await send(client, "dates?", guest=GUEST_A)
    assert "Dates" in names(sold)[0], names(sold)


async def test_an_aisle_wanted_for_someone_is_the_aisle_to_start_from(client: Any) -> None:
    for message in (
        "abi fawakih lil bebi, shno 3indkom na3em?",
        "ابي فواكه للبيبي ناعمة",
        "shno 3indkom fawakih na3ma lil bebi?",
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert names(turn), message
        assert not any("Pampers" in name or "Pepsi" in name for name in names(turn)), names(turn)
        assert is_arabic(turn.end["content"]), message
    # a product every word names is still that product
    milk = await send(client, "show me almarai milk", guest=GUEST_A)
    assert names(milk)[0] == "Almarai Full Fat Fresh Milk", names(milk)

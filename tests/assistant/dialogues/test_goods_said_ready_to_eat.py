"""Goods said ready to eat, over a real socket in English, Gulf Arabic and Arabizi: one word
names the food and its raw kind ("حمص", "foul"), and the word of being ready puts the kinds
the store keeps made (its tins and jars) before those sold dry to be cooked, said plainly as
found, not as "not exactly that"; the bare word still finds every kind; and whether the store
has a dish sold made ("hummus bil tahina") is answered with the tin, not the recipe."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_HUMMUS = ("California Garden Hummus Tahina", "حمص بالطحينة كاليفورنيا جاردن")
_DRY_CHICKPEAS = ("Al Wazzan Dried Chickpeas", "حمص حب الوزان")
_NOT_EXACTLY = ("exactly", "بالضبط")
_HUMMUS_ID = "p-1009"


async def test_ready_said_puts_the_made_kind_before_the_dry_one(client: Any) -> None:
    for message, guest in (
        ("got any premade hummus?", GUEST_A),
        ("عطني حمص جاهز لو سمحت", GUEST_B),
        ("abi 7ummu9 jahiz", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert shown and shown[0] in _HUMMUS, (message, shown)
        reply = turn.end["content"]
        assert not any(word in reply for word in _NOT_EXACTLY), (message, reply)


async def test_ready_beans_are_the_tins_and_the_bare_word_every_kind(client: Any) -> None:
    turn = await send(client, "ready to eat foul", guest=GUEST_A)
    assert names(turn), (kinds(turn), turn.end["content"])
    bare = await send(client, "ابي حمص", guest=GUEST_B)
    assert any(name in _HUMMUS for name in names(bare)), names(bare)
    assert any(name in _DRY_CHICKPEAS for name in names(bare)), names(bare)


async def test_whether_a_dish_sold_made_is_stocked_shows_the_tin(client: Any) -> None:
    for message, guest in (
        ("fi 3indkom 7ummu9 bil 6e7ina?", GUEST_B),
        ("do you stock hummus tahina", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" not in kinds(turn), (message, kinds(turn))
        assert names(turn) and names(turn)[0] in _HUMMUS, (message, names(turn))


async def test_ready_goods_asked_into_the_cart_propose_the_made_kind(client: Any) -> None:
    turn = await send(client, "put some ready hummus in my cart", guest=GUEST_A)
    [line] = turn.action("add_to_cart")["items"]
    assert line["productId"] == _HUMMUS_ID, line
    kinds_shown = await send(client, "7ot 7ummu9 jahiz", guest=GUEST_B)
    assert names(kinds_shown)[0] in _HUMMUS, names(kinds_shown)

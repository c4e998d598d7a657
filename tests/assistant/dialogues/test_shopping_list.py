"""The shopping list is the cart, over a real socket: "is milk on my list" is answered from
the cart, and "take X off my list and add Y" is one proposal holding both lines, which one
confirm applies together; in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send

BANANAS = "p-0001"
MILK = "p-0201"
RICE = "p-0601"


async def filled(client: Any, guest: str) -> str:
    """A conversation whose cart holds milk and bananas, each confirmed by the shopper."""
    first = await send(client, "add 2 almarai milk", guest=guest)
    reply = await confirm(client, first.action("add_to_cart")["actionId"], guest=guest)
    assert reply.status == 200, reply.json
    more = await send(client, "add 4 bananas", first.conversation_id, guest=guest)
    reply = await confirm(client, more.action("add_to_cart")["actionId"], guest=guest)
    assert reply.status == 200, reply.json
    return first.conversation_id


async def cart_of(client: Any, guest: str) -> dict[str, int]:
    cart = (await client.get("/v1/cart", guest=guest)).results
    return {line["productId"]: line["quantity"] for line in cart["items"]}


def shown(turn: Turn) -> list[str]:
    return [p["_id"] for b in turn.end["blocks"] if b["kind"] == "products" for p in b["products"]]


async def test_whether_something_is_on_the_list_is_read_from_the_cart(client: Any) -> None:
    conversation = await filled(client, GUEST_A)
    for message in (
        "is milk on my shopping list",
        "حطيت حليب في القايمه؟",
        "7a6ait 7aleeb fil list?",
    ):
        turn = await send(client, message, conversation, guest=GUEST_A)
        assert shown(turn) == [MILK], (message, turn.end["blocks"])
        assert "cart_action" not in kinds(turn), message
        assert "delivery" not in turn.end["content"].lower(), message
    absent = await send(client, "is rice on my list", conversation, guest=GUEST_A)
    assert "not in your cart" in absent.end["content"]
    assert shown(absent) == [RICE] and "cart_action" not in kinds(absent)
    assert await cart_of(client, GUEST_A) == {MILK: 2, BANANAS: 4}


async def test_taking_one_off_and_adding_another_is_one_proposal(client: Any) -> None:
    conversation = await filled(client, GUEST_A)
    # "rice" is five rices: which one is asked, the line to take off and the count kept
    asked = await send(
        client, "take the milk off my list and add 2 rice", conversation, guest=GUEST_A
    )
    assert "cart_action" not in kinds(asked) and shown(asked)[0] == RICE, kinds(asked)
    turn = await send(client, "the first one", conversation, guest=GUEST_A)
    action = turn.action("update_cart_item")
    lines = {item["productId"]: item["quantity"] for item in action["items"]}
    assert lines == {MILK: 0, RICE: 2}
    assert await cart_of(client, GUEST_A) == {MILK: 2, BANANAS: 4}  # nothing until confirmed
    reply = await confirm(client, action["actionId"], guest=GUEST_A)
    assert reply.status == 200, reply.json
    assert await cart_of(client, GUEST_A) == {BANANAS: 4, RICE: 2}


async def test_the_swap_in_gulf_arabic_and_arabizi(client: Any) -> None:
    for guest, message, pick, added in (
        (GUEST_A, "شيل الموز من القايمه وضيف رز", "الاول", RICE),
        (GUEST_B, "shil el mooz w 7u6 3eesh", "Add Tilda Pure Basmati Rice", RICE),
        (uuid.uuid4().hex, "shil el mooz w 7u6 laban kdd", None, "p-0208"),
    ):
        conversation = await filled(client, guest)
        turn = await send(client, message, conversation, guest=guest)
        if pick is not None:  # which rice is asked first
            assert "cart_action" not in kinds(turn), message
            turn = await send(client, pick, conversation, guest=guest)
        action = turn.action("update_cart_item")
        lines = {item["productId"]: item["quantity"] for item in action["items"]}
        assert lines == {BANANAS: 0, added: 1}, message
        reply = await confirm(client, action["actionId"], guest=guest)
        assert reply.status == 200, reply.json
        assert await cart_of(client, guest) == {MILK: 2, added: 1}, message


async def test_taking_off_what_the_cart_lacks_proposes_nothing(client: Any) -> None:
    conversation = await filled(client, GUEST_A)
    turn = await send(
        client, "take the bread off my list and add rice", conversation, guest=GUEST_A
    )
    assert "cart_action" not in kinds(turn)
    assert "isn't in your cart" in turn.end["content"]
    assert await cart_of(client, GUEST_A) == {MILK: 2, BANANAS: 4}


async def test_the_whole_list_asked_for_is_the_carts_summary(client: Any) -> None:
    conversation = await filled(client, GUEST_A)
    for message in (
        "whats on my list rn",
        "what do i have on my list so far",
        "شو في ليستي",
        "shno fi el list",
    ):
        turn = await send(client, message, conversation, guest=GUEST_A)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message


async def test_an_ingredient_named_proposes_no_recipe(client: Any) -> None:
    """ "add them" of one ingredient is no recipe's whole list: many dishes hold eggs."""
    for message in ("i need eggs, add them", "i need to buy eggs, put them on my list"):
        turn = await send(client, message, guest=GUEST_B)
        recipes = [
            b
            for b in turn.end["blocks"]
            if b["kind"] == "cart_action" and b["actionType"] == "add_recipe_to_cart"
        ]
        assert not recipes, (message, turn.end["blocks"])

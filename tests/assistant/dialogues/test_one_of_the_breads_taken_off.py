"""One of the goods taken off, over a real socket in English, Gulf Arabic and Arabizi: "drop
one of the breads", "نزل وحده من الخبز", "shel wa7da mn il 5obz" lower a line by one. With two
breads in the cart the shopper is asked which, and the answer lowers that line by the one
said, never the whole line; naming the bread ("sheel wa7id mn il 5obz il asmar") lowers it
at once; with one bread held it goes down by one, and "take" of a removal is never an add."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send

_WHITE, _BROWN, _BANANAS = "p-0301", "p-0302", "p-0001"


async def _cart(client: Any, guest: str, message: str) -> str:
    await emptied_cart(client, guest=guest)
    offered = await send(client, message, guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return offered.conversation_id


def _lines(turn: Turn) -> list[tuple[str, int]]:
    action = turn.action()
    assert action["actionType"] == "update_cart_item", action
    return [(line["productId"], line["quantity"]) for line in action["items"]]


async def test_which_bread_is_asked_and_the_pick_goes_down_by_one(client: Any) -> None:
    for message, answer, wanted, guest in (
        ("drop one of the breads pls", "the white one", _WHITE, GUEST_A),
        ("نزل وحده من الخبز", "الاسمر", _BROWN, GUEST_B),
        ("shel wa7da mn il 5obz", "il abya9", _WHITE, GUEST_B),
    ):
        held = await _cart(client, guest, "add 2 white arabic bread and 2 brown arabic bread")
        asked = await send(client, message, held, guest=guest)
        assert "cart_action" not in kinds(asked), (message, kinds(asked))
        turn = await send(client, answer, asked.conversation_id, guest=guest)
        assert _lines(turn) == [(wanted, 1)], (message, answer, turn.action())


async def test_the_bread_named_goes_down_by_one(client: Any) -> None:
    for message, wanted, guest in (
        ("remove one of the brown breads", _BROWN, GUEST_A),
        ("احذف وحده من الخبز الاسمر", _BROWN, GUEST_B),
        ("sheel wa7id mn il 5obz il asmar", _BROWN, GUEST_B),
    ):
        held = await _cart(client, guest, "add 2 white arabic bread and 2 brown arabic bread")
        turn = await send(client, message, held, guest=guest)
        assert _lines(turn) == [(wanted, 1)], (message, turn.action())


async def test_the_one_bread_held_goes_down_by_one(client: Any) -> None:
    for message, guest in (
        ("please take one of the breads out", GUEST_A),
        ("احذف خبزه وحده", GUEST_B),
        ("sheel 5obza wa7da", GUEST_B),
    ):
        held = await _cart(client, guest, "add 3 white arabic bread and 2 bananas")
        turn = await send(client, message, held, guest=guest)
        assert _lines(turn) == [(_WHITE, 2)], (message, turn.action())

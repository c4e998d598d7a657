"""Other goods named with a count right after a line went in, in Arabizi, Gulf Arabic and
English ("o bee6 abya6 15 7ba" after the Iranian bread, "il bee6 5aleeh 2" after the
tomatoes with no eggs in the cart): never the line before taken off for other goods. Before,
the bread was swapped for white eggs (both under the store's own label, "Fresh", taken for
one maker's), and the tomatoes for white onions ("بيض" read in "أبيض"). A line told to be
another kind of itself ("البيض خله بني") is still changed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import confirmed_add, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import Turn, confirm, send


def _taken_off(turn: Turn) -> list[str]:
    return [
        line["productId"]
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action"
        for line in block["items"]
        if line["quantity"] == 0 or block["actionType"] == "remove_from_cart"
    ]


@pytest.mark.parametrize(
    ("asked", "picked", "then"),
    [
        ("hala 3indkom 5ubz irani tanoor?", "ok 7a6li 5 min ili bil semsem", "o bee6 abya6 15 7ba"),
        ("عندكم خبز ايراني؟", "حط ٥ من اللي بالسمسم", "و بيض ابيض ١٥ حبه"),
        ("do you have iranian bread", "put 5 of the sesame one", "and white eggs 15 pcs"),
    ],
)
async def test_the_bread_stays(client: Any, asked: str, picked: str, then: str) -> None:
    token = customer_token("demo-2")
    shown = await send(client, asked, token=token)
    offered = await send(client, picked, shown.conversation_id, token=token)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], token=token)
    assert done.status == 200, done.json
    turn = await send(client, then, shown.conversation_id, token=token)
    assert not _taken_off(turn), (then, kinds(turn))


@pytest.mark.parametrize(
    ("added", "then"),
    [
        ("7ot il 6ama6 3 kilo", "il bee6 5aleeh 2 3yali wayed"),
        ("حط طماط ٣ كيلو", "البيض خله ٢ عيالي وايد"),
        ("add 3 kg tomatoes", "the eggs make it 2, kids eat a lot"),
    ],
)
async def test_the_tomatoes_stay(client: Any, added: str, then: str) -> None:
    token = customer_token("demo-2")
    conversation_id = await confirmed_add(client, added, token=token)
    turn = await send(client, then, conversation_id, token=token)
    assert not _taken_off(turn), (then, kinds(turn))


async def test_a_line_told_another_kind_of_itself_changes(client: Any) -> None:
    token = customer_token("demo-2")
    conversation_id = await confirmed_add(client, "add 15 white eggs", token=token)
    turn = await send(client, "البيض خله بني", conversation_id, token=token)
    assert _taken_off(turn) == ["p-0226"], kinds(turn)

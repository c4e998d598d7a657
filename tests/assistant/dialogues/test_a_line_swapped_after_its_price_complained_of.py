"""A cart line swapped for other goods after its price is complained of, over a real socket in
English, Gulf Arabic and Arabizi: "the black forest is too pricey, put the strawberry jam
instead", "العسل غالي، حط مربى فراوله بداله", "el 3asal wayed ghali, 7ot mraba fraowla
badala" with the Black Forest honey in the cart. The honey comes off and the jam goes on, in
one proposal. Before, the price complained of read as a wish for something cheaper, and the
honey was said to be the cheapest of its kind."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import confirmed_add, proposed_lines
from tests.handlers.assistant_support import send

BLACK_FOREST_HONEY, STRAWBERRY_JAM = "p-1610", "p-1613"


@pytest.mark.parametrize(
    "swapped",
    [
        "the black forest is too pricey, put the strawberry jam instead",
        "العسل غالي، حط مربى فراوله بداله",
        "el 3asal wayed ghali, 7ot mraba fraowla badala",
    ],
)
async def test_the_dear_line_gives_way(client: Any, swapped: str) -> None:
    guest = "e1" * 16
    conversation = await confirmed_add(client, "add 1 black forest honey", guest=guest)
    turn = await send(client, swapped, conversation, guest=guest)
    lines = proposed_lines(turn, "update_cart_item")
    assert lines == [(BLACK_FOREST_HONEY, 0), (STRAWBERRY_JAM, 1)], swapped


async def test_a_price_complained_of_alone_is_still_a_wish_for_cheaper(client: Any) -> None:
    guest = "e2" * 16
    conversation = await confirmed_add(client, "add 1 black forest honey", guest=guest)
    turn = await send(client, "the black forest is too pricey", conversation, guest=guest)
    assert "cart_action" not in {block["kind"] for block in turn.end["blocks"]}

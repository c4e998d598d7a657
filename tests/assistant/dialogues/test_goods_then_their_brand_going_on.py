"""Goods and then their brand at a count, after a comma, going on with "and" from goods just
put in, over a real socket in English, Gulf Arabic and Arabizi: "n laban, kdd 1 litre",
"ولبن، الروابي ٢", "w labneh, baladna wa7da". The brand tells which of the goods: that one is
proposed at the count. Before, the two parts were read as two items of a list, the goods of
several brands and the brand alone, and the shopper was asked which of each."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import confirmed_add, proposed_lines
from tests.handlers.assistant_support import send

KDD_LABAN, RAWABI_LABAN, NADEC_LABNEH, BALADNA_LABNEH = "p-0208", "p-0214", "p-0211", "p-0217"


@pytest.mark.parametrize(
    ("going_on", "line"),
    [
        ("n laban, kdd 1 litre", (KDD_LABAN, 1)),
        ("and labneh, nadec 2", (NADEC_LABNEH, 2)),
        ("ولبن، الروابي ٢", (RAWABI_LABAN, 2)),
        ("w labneh, baladna wa7da", (BALADNA_LABNEH, 1)),
    ],
)
async def test_the_brand_tells_which_of_the_goods(
    client: Any, going_on: str, line: tuple[str, int]
) -> None:
    guest = "b1" * 16
    conversation = await confirmed_add(client, "add 2 lurpak unsalted butter", guest=guest)
    turn = await send(client, going_on, conversation, guest=guest)
    assert proposed_lines(turn, "add_to_cart") == [line], going_on


async def test_a_first_message_of_goods_and_a_brand_is_still_a_list(client: Any) -> None:
    """With no goods just put in, "laban, kdd" asks nothing to be added."""
    turn = await send(client, "laban, kdd", guest="b2" * 16)
    assert "cart_action" not in {block["kind"] for block in turn.end["blocks"]}

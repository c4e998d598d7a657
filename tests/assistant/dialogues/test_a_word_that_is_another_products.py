"""Goods asked for to add over a real socket, whose words a product holds only a slip away or
only in part, propose no other product: "ضيف عصير رمان" (pomegranate juice) is no Vimto,
whose "Ramadan drink" is one letter from it, while the pomegranates hold the word as spelt;
"ماي فوار بالليمون" is one item flavoured with lemon, never plain water, sparkling water and
lemons. What the words do name is still proposed ("ضيف رمان", "ضيف شاي بالهيل")."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

VIMTO, POMEGRANATES, CARDAMOM_TEA = "p-1201", "p-0012", "p-1312"
PLAIN_WATER, LEMONS = "p-1401", "p-0013"


def _offered(turn: Any) -> set[str]:
    return {
        line["productId"]
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action"
        for line in block["items"]
    }


async def test_a_word_another_product_holds_as_spelt_grounds_no_other(client: Any) -> None:
    for message, guest in (
        ("ضيف عصير رمان", GUEST_B),
        ("حط لي ٢ عصير رمان", GUEST_B),
        ("ضيف ٢ ماي فوار بالليمون", GUEST_B),
        ("حط ماي بالليمون", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        offered = _offered(turn)
        assert not offered & {VIMTO, PLAIN_WATER, LEMONS}, (message, offered)


async def test_what_the_words_name_is_still_proposed(client: Any) -> None:
    for message, wanted in (
        ("ضيف رمان", POMEGRANATES),
        ("ضيف فيمتو", VIMTO),
        ("ضيف شاي بالهيل", CARDAMOM_TEA),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert _offered(turn) == {wanted}, (message, _offered(turn))

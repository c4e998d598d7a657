"""A line of the offer pending moved to another pack of its goods, over a real socket in
English, Gulf Arabic and Arabizi: named by how many the pack holds ("the one with 3", "ابو
٣", "il pack abu 3"), the line is proposed again in that pack with the rest of the offer as it
was, never searched or counted as three single bottles."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import product_id, ref
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CORDIAL, _TRIPLE = ref("BEV-VIM-CORDIAL", 2)
_SALTED = product_id("SNK-LAY-SALTED")


async def test_an_offer_line_moves_to_the_pack_its_count_names(client: Any) -> None:
    for offered, corrected, guest in (
        ("add vimto and 2 lays salted", "no wait, vimto the pack with 3 bottles", GUEST_A),
        ("add vimto and 2 lays salted", "not the single, i want the vimto pack of 3", GUEST_A),
        ("ضيف فيمتو و٢ ليز ملح", "لا، الفيمتو ابيه ابو ٣ حبات", GUEST_B),
        ("7ot vimto w 2 lays mel7", "la mu il 7aba, il vimto il pack ili feeh 3", GUEST_B),
    ):
        shown = await send(client, offered, guest=guest)
        turn = await send(client, corrected, shown.conversation_id, guest=guest)
        lines = {
            (line["productId"], line["variantId"]): line["quantity"]
            for line in turn.action()["items"]
        }
        assert lines[_CORDIAL, _TRIPLE] == 1, (corrected, lines)
        assert [n for (p, _), n in lines.items() if p == _SALTED] == [2], (corrected, lines)


_WHITE, _BROWN = product_id("DAI-EGG-WHITE"), product_id("DAI-EGG-BROWN")


async def test_a_pack_said_beside_another_kind_takes_no_line_off(client: Any) -> None:
    offered = "ضيف ٢ حليب المراعي وبيض ابيض ١٥ وخبز عربي"
    for corrected, guest in (
        ("the eggs no, not white, brown, the pack with 30", GUEST_A),
        ("il bai6 la mu il abya6, abi il bunni ili feeh 30", GUEST_B),
    ):
        shown = await send(client, offered, guest=guest)
        turn = await send(client, corrected, shown.conversation_id, guest=guest)
        named = {line["productId"] for line in turn.action()["items"]}
        assert _BROWN in named and _WHITE not in named and len(named) == 3, (corrected, named)

"""A total said of a line in the cart with the reason for it after, over a real socket in
English, Gulf Arabic and Arabizi: with two kilos of chicken in the cart, "more chicken
please, make it 3 kg, 2 won't do for the guests", "زيد الدياي، خله ٣ كيلو، لان الضيوف
وايد", "zeed el dijaj 5aleh 3 kilo ma ykafi el 3azayim" set the line to three, never add
three more nor read the reason as goods; "make it 3 and add bread" still asks the bread."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_CHICKEN = "p-0401"


async def _after_two_kilos(client: Any, first: str, then: str, guest: str) -> Any:
    await send(client, "empty my cart", guest=guest)
    offered = await send(client, first, guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return await send(client, then, offered.conversation_id, guest=guest)


async def test_a_total_with_its_reason_sets_the_line(client: Any) -> None:
    for first, then, guest in (
        ("add 2 kg of fresh chicken", "more chicken please, make it 3 kg, 2 won't do", GUEST_A),
        ("حط ٢ كيلو دجاج كوبكو كامل", "زيد الدياي، خله ٣ كيلو، لان الضيوف وايد", GUEST_B),
        ("zeed 2 kilo dijaj fresh", "zeed el dijaj 5aleh 3 kilo ma ykafi el 3azayim", GUEST_B),
    ):
        turn = await _after_two_kilos(client, first, then, guest)
        [line] = turn.action()["items"]
        assert turn.action()["actionType"] == "update_cart_item", (then, turn.action())
        assert (line["productId"], line["quantity"]) == (_CHICKEN, 3), (then, line)
        assert "products" not in [block["kind"] for block in turn.blocks], (then, turn.blocks)

"""A total said of a line in the cart beside a word of adding, over a real socket in English,
Gulf Arabic and Arabizi: with two kilos of chicken in the cart, "more chicken, make it 3 kg",
"زيد الدجاج خله ٣ كيلو", "el dijaj zeedah 5aleh 3 kilo" set the line to three, never add
three more; "one more kilo" still adds one."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

_CHICKEN = "p-0401"


async def _after_two_kilos(client: Any, first: str, then: str, guest: str) -> Any:
    offered = await send(client, first, guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done.json
    return await send(client, then, offered.conversation_id, guest=guest)


async def test_a_total_beside_more_sets_the_line(client: Any) -> None:
    for first, then, guest in (
        ("add 2 kilo of fresh whole chicken", "add more chicken, make it 3 kg", GUEST_A),
        ("ضيف ٢ كيلو دجاج كوبكو كامل", "الدجاج زيده خله ٣ كيلو", GUEST_B),
        ("7ot 2 kilo dijaj", "el dijaj zeedah 5aleh 3 kilo", GUEST_B),
    ):
        await send(client, "empty my cart", guest=guest)
        turn = await _after_two_kilos(client, first, then, guest)
        [line] = turn.action()["items"]
        assert turn.action()["actionType"] == "update_cart_item", (then, turn.action())
        assert (line["productId"], line["quantity"]) == (_CHICKEN, 3), (then, line)


async def test_one_more_still_adds_one(client: Any) -> None:
    turn = await _after_two_kilos(
        client, "add 2 kilo of fresh whole chicken", "add 1 more kilo of chicken", GUEST_A
    )
    [line] = turn.action("add_to_cart")["items"]
    assert (line["productId"], line["quantity"]) == (_CHICKEN, 1), line

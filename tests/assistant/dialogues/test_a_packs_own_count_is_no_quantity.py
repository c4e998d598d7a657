"""A pack named by the count in its name after goods were asked for an order already placed,
over a real socket in English, Gulf Arabic and Arabizi: "the 3 pack one" of the goods kept
for the cart is one of the 3-pack, never three of it."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_WIPES = "p-1804"
_VIMTO = "p-1201"
_VIMTO_3 = "p-1201-v2"
_WATER = "p-1401"
_WATER_12 = "p-1401-v2"


def _lines(turn: Any) -> list[tuple[str, str | None, int]]:
    return [
        (line["productId"], line.get("variantId"), line["quantity"])
        for line in turn.action("add_to_cart")["items"]
    ]


async def test_the_pack_named_by_its_count_is_one_of_it(client: Any) -> None:
    token = customer_token("demo-1")
    for asked, kept, product, variant in (
        (
            "could you put some vimto on my order",
            "ok, vimto in my cart for next time, the 3 pack one",
            _VIMTO,
            _VIMTO_3,
        ),
        (
            "can you add baby wipes to the order",
            "never mind, the wipes to my cart then, the 3 pack one",
            _WIPES,
            None,
        ),
        (
            "تقدرون تزيدون مناديل مبلله على طلبي",
            "خلاص حط المناديل بالسلة، اللي فيها ٣",
            _WIPES,
            None,
        ),
        (
            "mumkin tzeedon vimto 3ala il order",
            "5alas 7ot il vimto bil cart, il 3 pack",
            _VIMTO,
            _VIMTO_3,
        ),
    ):
        shown = await send(client, asked, token=token)
        turn = await send(client, kept, shown.conversation_id, token=token)
        [(pid, vid, count)] = _lines(turn)
        assert (pid, count) == (product, 1), (kept, _lines(turn))
        assert variant is None or vid == variant, (kept, _lines(turn))


async def test_a_pack_pointed_at_by_its_count_alone(client: Any) -> None:
    turn = await send(
        client, "add rawdatain water, the 12 pack one", token=customer_token("demo-2")
    )
    assert _lines(turn) == [(_WATER, _WATER_12, 1)], _lines(turn)

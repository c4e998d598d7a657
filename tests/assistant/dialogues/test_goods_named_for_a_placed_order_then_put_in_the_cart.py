"""Goods named for an order already placed, then sent to the cart with "it", "them" or their
name, over a real socket in English, Gulf Arabic and Arabizi: the placed order takes no
more, and "stick it in my cart then", "خلاص حطهم بالسلة", "7u6hom bil sala" next are the
goods as they were named (their pack, their count, the age of a growing-up milk), beside
any other goods named with them; never "which one?" of the list shown, nor the cart shown
unchanged."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}
PACKS = {v["_id"]: v["name"]["en"] for p in PRODUCTS for v in p.get("variants") or []}


async def _lines_after(client: Any, first: str, then: str) -> list[tuple[str, str, int]]:
    """(name, pack, count) of each line `then` proposes after `first` asked goods onto the
    placed order."""
    token = customer_token("demo-1")
    asked = await send(client, first, token=token)
    assert "cart_action" not in kinds(asked), (first, kinds(asked))
    turn = await send(client, then, asked.conversation_id, token=token)
    assert "cart_action" in kinds(turn), (then, kinds(turn), turn.end)
    return [
        (NAMES[i["productId"]], PACKS.get(i.get("variantId") or "", ""), i["quantity"])
        for i in turn.action("add_to_cart")["items"]
    ]


async def test_it_after_goods_for_a_placed_order_is_those_goods_as_named(client: Any) -> None:
    for first, then, wanted in (
        (
            "could you add the 2kg tate sugar to my order",
            "alright, stick it in my cart for another day",
            [("Tate & Lyle Granulated White Sugar", "2 kg", 1)],
        ),
        (
            "could you add the 2kg tate sugar to my order",
            "ok just the sugar in my cart for next time then",
            [("Tate & Lyle Granulated White Sugar", "2 kg", 1)],
        ),
        (
            "ابي اضيف ٢ حليب المراعي على طلبي",
            "خلاص حطهم بالسلة",
            [("Almarai Full Fat Fresh Milk", "", 2)],
        ),
    ):
        lines = await _lines_after(client, first, then)
        assert [(name, count) for name, _, count in lines] == [(n, c) for n, _, c in wanted]
        for (_, pack, _), (_, asked, _) in zip(lines, wanted, strict=True):
            assert not asked or pack == asked, (then, lines)


async def test_them_after_goods_for_a_placed_order_go_beside_other_goods(client: Any) -> None:
    for first, then, kept, other in (
        (
            "can you add nido 3+ to my order for my daughter",
            "ok so throw it in the cart, plus the pampers wipes",
            ("Nido 3+ Growing-Up Milk", 1),
            "Pampers",
        ),
        (
            "ابي اضيف ورق تواليت فاين على طلبي",
            "اوكي حطه بالسلة مع ٢ بيبسي",
            ("Fine Toilet Rolls", 1),
            "Pepsi",
        ),
    ):
        lines = await _lines_after(client, first, then)
        assert (lines[0][0], lines[0][2]) == kept, (then, lines)
        assert any(other in name for name, _, _ in lines[1:]), (then, lines)


async def test_arabizi_them_after_goods_for_a_placed_order(client: Any) -> None:
    for first, then, wanted in (
        (
            "abi azeed 7aloom o labna 3al order",
            "3ayal 7u6hom bil sala",
            {"Baladna Halloumi Cheese", "Almarai Labneh Full Fat"},
        ),
        ("abi azeed jibnat kiri 3al order", "zain 7ithom bil cart", {"Kiri Cream Cheese Squares"}),
    ):
        lines = await _lines_after(client, first, then)
        assert {name for name, _, _ in lines} == wanted, (then, lines)

"""A count said with a verb of adding right after goods were asked about belongs to those
goods, over a real socket: "عندكم خبز رقاق؟ حطو ٢ وجبن كيري" proposes two regag, and "جبن
كيري" is Kiri cheese, whose packs are asked about, never a cheese pastry. A count said with
no goods before it stays the next item's."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


async def test_the_count_is_the_asked_goods_and_the_next_item_is_asked_which(
    client: Any,
) -> None:
    for message, first, count, then in (
        ("عندكم خبز رقاق؟ حطو ٢ وجبن كيري", "Regag", 2, "Kiri"),
        ("عندكم حليب المراعي؟ ضيف ٣ وخبز", "Almarai", 3, "KFMB"),
        ("do you have regag bread? add 2 and kiri cheese", "Regag", 2, None),
        ("3indkom 5ubz rgag? 7ito 2 w jibin kiri", "Regag", 2, "Kiri"),
        ("do you have regag? add 2", "Regag", 2, None),
    ):
        turn = await send(client, message, guest=GUEST_A)
        lines = turn.action("add_to_cart")["items"]
        assert NAMES[lines[0]["productId"]].find(first) >= 0, message
        assert lines[0]["quantity"] == count, message
        assert not any("Fatayer" in NAMES[line["productId"]] for line in lines), message
        if then is not None:
            assert len(lines) == 1, message
            assert names(turn) and all(then in name for name in names(turn)[:2]), message


async def test_a_count_with_nothing_before_it_is_the_next_items(client: Any) -> None:
    # two questions in a row ask, they add nothing
    turn = await send(client, "do you have milk? and what about bread?", guest=GUEST_A)
    assert "cart_action" not in kinds(turn)
    for message, wanted in (("حط ٢ وبيبسي", "Pepsi"), ("ضيف ٢ وحليب المراعي", "Almarai")):
        turn = await send(client, message, guest=GUEST_A)
        if "cart_action" in kinds(turn):
            [line] = turn.action("add_to_cart")["items"]
            assert wanted in NAMES[line["productId"]] and line["quantity"] == 2, message
        else:
            assert all(wanted in name for name in names(turn)), message

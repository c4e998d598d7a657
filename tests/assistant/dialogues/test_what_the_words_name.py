"""A cart request proposes only the product its words name, over a real socket, in English,
Gulf Arabic and Arabizi: a brand the store does not sell, written after the kind ("رز بسمتي
ابو كاس"), is part of that one item's name, not an item of its own that leaves the rest to
be proposed as the shopper's usual rice; the shopper is shown what there is instead."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    "message",
    [
        "ضيف رز بسمتي ابو كاس ٥ كيلو",
        "ضيف عيش ابو كاس",
        "add rice basmati abu kaas",
        "zeed rice basmati abu kaas",
    ],
)
async def test_a_brand_not_sold_proposes_no_other_brand(client: Any, message: str) -> None:
    # demo-1 buys Tilda basmati: its orders must not settle a rice named by another brand
    turn = await send(client, message, token=customer_token("demo-1"))
    assert "cart_action" not in kinds(turn), kinds(turn)
    assert "products" in kinds(turn), kinds(turn)
    assert turn.end["content"], turn.end


def _proposed(turn: Any) -> list[str]:
    actions = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
    return [item["product"]["name"] for action in actions for item in action["items"]]


@pytest.mark.parametrize("message", ["zeed 7aleeb low fat", "add 7aleeb low fat"])
async def test_a_fat_level_in_latin_words_picks_that_milk(client: Any, message: str) -> None:
    # demo-1 buys Almarai full fat milk; "low" of "low fat" is no full fat milk's word
    turn = await send(client, message, token=customer_token("demo-1"))
    assert _proposed(turn) == ["Almarai Low Fat Fresh Milk"], _proposed(turn)


@pytest.mark.parametrize(
    "message", ["zeed laban low fat", "add laban low fat", "ضيف لبن قليل الدسم"]
)
async def test_a_fat_level_not_sold_proposes_no_other(client: Any, message: str) -> None:
    # no laban is sold low fat: the full fat laban demo-1 buys is not proposed in its place
    turn = await send(client, message, token=customer_token("demo-1"))
    assert _proposed(turn) == [], _proposed(turn)
    assert "products" in kinds(turn), kinds(turn)


@pytest.mark.parametrize(
    "message",
    [
        "abi laban almarai 2",
        "ابي لبن المراعي ٢",
        "i want almarai laban x2",
        "ابغى لبن المراعي حبتين",
    ],
)
async def test_a_few_counted_after_the_goods_are_bought(client: Any, message: str) -> None:
    # a bare count after the goods wished for says how many to buy, not which pack to see
    turn = await send(client, message, token=customer_token("demo-1"))
    actions = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
    assert [(i["product"]["name"], i["quantity"]) for a in actions for i in a["items"]] == [
        ("Almarai Fresh Laban Full Fat", 2)
    ], kinds(turn)


@pytest.mark.parametrize("message", ["ابي بيض ٣٠", "abi bai6 30", "i want eggs 30"])
async def test_a_count_of_pieces_after_the_goods_is_still_a_pack(client: Any, message: str) -> None:
    turn = await send(client, message, token=customer_token("demo-1"))
    assert "cart_action" not in kinds(turn), kinds(turn)


@pytest.mark.parametrize(
    "message", ["add basmati rice mahmood", "add sunwhite rice", "zeed rice basmati mahmood"]
)
async def test_a_brand_no_product_holds_is_not_sold_as_another(client: Any, message: str) -> None:
    # no product holds "mahmood" or "sunwhite": demo-1's usual Tilda is not proposed for them
    turn = await send(client, message, token=customer_token("demo-1"))
    assert _proposed(turn) == [], _proposed(turn)
    assert "products" in kinds(turn), kinds(turn)

"""Goods listed with one of them counted in figures and no verb, over a real socket in
English, Gulf Arabic and Arabizi: the list is proposed line by line (the one just compared
picked by its word, the counted one that many), never a search of its words; a question
of such a list stays a search."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import product_id
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_GEL, _FAIRY, _ROLLS = (
    product_id(sku) for sku in ("HSH-TID-GEL", "HSH-FRY-LEMON", "HSH-FIN-TOILET")
)
_TOMATO, _ONION, _GARLIC = (product_id(f"VEG-{key}") for key in ("TOMATO", "ONION-RED", "GARLIC"))


async def test_a_list_with_one_count_after_a_comparison_is_proposed(client: Any) -> None:
    for compared, listed, guest in (
        (
            "tide gel or tide pods, which costs less?",
            "ok the gel, 3 fairy lemon and toilet rolls",
            GUEST_A,
        ),
        ("جل تايد ولا كبسولات تايد، أيهم أرخص؟", "الجل و٣ فيري ليمون وورق تواليت", GUEST_B),
        (
            "tide gel wala tide pods, ay wa7ed ar5as?",
            "il gel w 3 fairy lemon w toilet rolls",
            GUEST_B,
        ),
    ):
        shown = await send(client, compared, guest=guest)
        turn = await send(client, listed, shown.conversation_id, guest=guest)
        lines = {
            line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]
        }
        assert lines == {_GEL: 1, _FAIRY: 3, _ROLLS: 1}, (listed, lines)


async def test_a_list_of_fresh_goods_with_one_counted_is_proposed(client: Any) -> None:
    turn = await send(client, "red onions, 2 garlic plus tomatoes", guest=GUEST_A)
    lines = {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}
    assert lines == {_ONION: 1, _GARLIC: 2, _TOMATO: 1}, lines


async def test_such_a_list_asked_as_a_question_stays_a_search(client: Any) -> None:
    turn = await send(client, "do you have onions, 2 kinds of garlic and tomatoes?", guest=GUEST_A)
    assert "products" in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)

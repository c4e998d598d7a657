"""A count changed right after goods were counted in pieces, over a real socket in English,
Gulf Arabic and Arabizi: "8" after "4 avocados" went in as two packs of two is eight pieces,
four packs, and the sum is said again, in the offer or in the cart once confirmed; an offer
counted in packs ("2 packs of avocado") is changed in packs, and so is a count said as packs
("3 packs")."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(NAMES[line["productId"]], line["quantity"]) for line in turn.action()["items"]]


async def test_a_count_changed_after_pieces_is_pieces_too(client: Any) -> None:
    for first, then, guest, packs in (
        ("put 4 avocados in my cart", "actually make it 8", GUEST_A, 4),
        ("حط ٦ حبات افوكادو", "لا خلها ١٠", GUEST_B, 5),
        ("7ot 2 avocado", "la 5aleha 6", GUEST_B, 3),
    ):
        offered = await send(client, first, guest=guest)
        turn = await send(client, then, offered.conversation_id, guest=guest)
        assert _lines(turn) == [("Avocados (Kenya)", packs)], (then, _lines(turn))
        assert any("2 pcs" in t or "حبات" in t for t in texts(turn)), texts(turn)


async def test_a_line_counted_in_pieces_is_changed_in_pieces(client: Any) -> None:
    for first, then, guest, packs in (
        ("add 4 avocados", "make the avocados 6", GUEST_A, 3),
        ("ضيف ٤ حبات افوكادو", "خلها ٨", GUEST_B, 4),
    ):
        offered = await send(client, first, guest=guest)
        confirmed = await confirm(client, offered.action()["actionId"], guest=guest)
        assert confirmed.status == 200, confirmed.json
        turn = await send(client, then, offered.conversation_id, guest=guest)
        [line] = turn.action("update_cart_item")["items"]
        assert line["quantity"] == packs, (then, line)
        assert any("2 pcs" in t or "حبات" in t for t in texts(turn)), texts(turn)


async def test_a_count_of_packs_stays_packs(client: Any) -> None:
    for first, then in (
        ("add 2 packs of avocado", "make it 3"),
        ("add 4 avocados", "make it 3 packs"),
    ):
        offered = await send(client, first, guest=GUEST_A)
        turn = await send(client, then, offered.conversation_id, guest=GUEST_A)
        assert _lines(turn) == [("Avocados (Kenya)", 3)], (then, _lines(turn))

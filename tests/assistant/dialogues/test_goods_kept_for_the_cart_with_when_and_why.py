"""Goods named for an order already placed, then sent to the cart with words of when or why
beside them, over a real socket in English, Gulf Arabic and Arabizi: "if you can't, put the
milk in my cart, I'll order it later", "اذا ما يصير خلوه بالسلة للمرة الجاية", "5alas 7e6ha
bil cart w a6lbha ba3dain" are the goods as they were named, and the words of ordering later
are searched for no goods ("not found" said beside the proposal); and goods shown before are
put in the cart by a spelling of their own name beside the cart written in English
("7e6 3 7alumi bil cart")."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}
_NOT_FOUND = ("couldn't find", "لم أجد", "ما لقيت")


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [
        (NAMES[item["productId"]], item["quantity"]) for item in turn.action("add_to_cart")["items"]
    ]


def _says_not_found(turn: Any) -> bool:
    said = " ".join([turn.end["content"], *texts(turn)]).lower()
    return any(words in said for words in _NOT_FOUND)


async def test_goods_for_a_placed_order_sent_to_the_cart_with_when_or_why(client: Any) -> None:
    token = customer_token("demo-1")
    for first, then, wanted in (
        (
            "please add 3 kiri cream cheese to my order",
            "if you cant then put the cheese in my cart, ill order it later",
            [("Kiri Cream Cheese Squares", 3)],
        ),
        (
            "ابي اضيف على طلبي ٢ ورق تواليت فاين",
            "اذا ما يمديكم خلاص حطوه بالسلة وبطلبه بعدين",
            [("Fine Toilet Rolls", 2)],
        ),
        (
            "ابي اضيف على طلبي ٢ ورق تواليت فاين",
            "طيب حطهم في السلة للطلب الجاي",
            [("Fine Toilet Rolls", 2)],
        ),
        (
            "mumkin tzeedoon 3al order 2 laban almarai?",
            "la 5alas 7e6 il laban bil cart w a6lbah ba3dain",
            [("Almarai Fresh Laban Full Fat", 2)],
        ),
    ):
        asked = await send(client, first, token=token)
        assert "cart_action" not in kinds(asked), (first, kinds(asked))
        turn = await send(client, then, asked.conversation_id, token=token)
        assert "cart_action" in kinds(turn), (then, kinds(turn), turn.end)
        assert _lines(turn) == wanted, (then, _lines(turn))
        assert not _says_not_found(turn), (then, turn.end["content"])


async def test_goods_by_a_spelling_of_their_name_beside_the_cart_in_english(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "put 3 halloumi in my cart",
        "حط ٣ حلومي بالسلة",
        "7e6 3 7alumi bil cart",
        "abi 3 7aloom fil cart",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" in kinds(turn), (message, kinds(turn), turn.end)
        assert _lines(turn) == [("Baladna Halloumi Cheese", 3)], (message, _lines(turn))

"""Goods added and the code in talk tried again, over a real socket in English, Gulf Arabic
and Arabizi: "ok add the aqua pure wipes then and try the code again" right after BABY15 met
an empty cart, "زين ضيف مناديل بامبرز اكوا بيور وجرب الكود مره ثانيه", "7ot el wipes aqua
pure w jarrib el code". The wipes are proposed (in Arabizi, which wipes is asked), and the code
said against the cart with them (how far it is from the code's minimum). Before, the code alone was answered again ("your
cart is empty") and the wipes were dropped."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send

AQUA_PURE = "p-1805"
EMPTY = ("Your cart is empty", "سلتك فاضية")


async def test_the_goods_are_proposed_and_the_code_said(client: Any) -> None:
    for code, again in (
        ("put BABY15", "ok add the aqua pure wipes then and try the code again"),
        ("حط BABY15", "زين ضيف مناديل بامبرز اكوا بيور وجرب الكود مره ثانيه"),
        ("7ot BABY15", "7ot el wipes aqua pure w jarrib el code"),
    ):
        guest = uuid4().hex
        first = await send(client, code, guest=guest)
        turn = await send(client, again, first.conversation_id, guest=guest)
        said = turn.end["content"] + str(turn.end["blocks"])
        assert not any(words in said for words in EMPTY), (again, said)
        assert "BABY15" in said, (again, said)
        if again.isascii() and again.startswith("7ot"):
            # Arabizi's "aqua pure" is read in Arabic letters: which wipes is asked, with
            # the code said of them
            assert AQUA_PURE in said, (again, said)
            continue
        assert [line["productId"] for line in turn.action("add_to_cart")["items"]] == [AQUA_PURE]

"""Goods asked bare, then news of whom they are for, later in a conversation, over a real
socket in English, Gulf Arabic and Arabizi: "honey? she can have a little bit" after
breakfast goods for a diabetic mother, "العسل؟ امي تاكل شوي عادي", "3asal? hiya tagdar takil
shway". The honeys are shown. Before, the English was declined as another matter: the gate
read the news of what she may eat as no shopping. A first message is still read whole, and a
request after the goods ("honey? and add 2 eggs") is still answered as one."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send

DECLINED = ("I can only help with your shopping", "أقدر أساعدك بس في التسوق")


async def test_the_goods_asked_are_shown(client: Any) -> None:
    for before, asked in (
        (
            "good morning. my mother is diabetic, what do u have for breakfast with no sugar",
            "honey? she can have a little bit",
        ),
        ("امي عندها سكر، شنو عندكم للفطور بدون سكر", "العسل؟ امي تاكل شوي عادي"),
        (
            "ummi 3indha sukkar, shno 3indkom lil fu6oor bdoon sukkar",
            "3asal? hiya tagdar takil shway",
        ),
    ):
        guest = uuid4().hex
        first = await send(client, before, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        said = turn.end["content"]
        assert not any(words in said for words in DECLINED), (asked, said)
        names = str([b for b in turn.end["blocks"] if b["kind"] == "products"])
        assert "Honey" in names, (asked, said)


async def test_a_request_after_the_goods_is_answered_as_one(client: Any) -> None:
    guest = uuid4().hex
    first = await send(client, "show me milk", guest=guest)
    turn = await send(client, "honey? and add 2 eggs", first.conversation_id, guest=guest)
    items = {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}
    assert items.get("p-0226") == 2, items

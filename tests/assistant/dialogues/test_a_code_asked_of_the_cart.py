"""A code of ours asked of the cart, over a real socket, in the three ways of writing.

"will it work on my cart now" may come late in a conversation, after goods were added, in
words the domain gate finds like a job's or a machine's ("work", "yemshi"): the code named is
the store's, so it is answered as the code. A "no" said of other goods in the same message
("la2 mabi clorox. il coupon ... yemshi?") is no coupon taken off; "remove <code>" is, never a
line of the cart. A code for goods the cart does not hold is said to take nothing off, never
"valid, tap confirm"."""

from __future__ import annotations

import uuid
from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import cart_of, conversation, kinds
from tests.handlers.assistant_support import Turn, send


def _actions(turn: Turn) -> list[str]:
    return [block["actionType"] for block in turn.end["blocks"] if block["kind"] == "cart_action"]


async def test_a_code_asked_late_in_the_conversation_is_the_stores(client: Any) -> None:
    for question in (
        "will CLEAN1 work on my cart now",
        "does CLEAN1 work on what i have",
        "كود CLEAN1 يمشي على سلتي الحين؟",
        "il coupon CLEAN1 yemshi 3al cart il7een?",
    ):
        guest = uuid.uuid4().hex
        await cart_of(client, guest, "add 10 fairy lemon")
        # a message before it, so the code is asked as a later turn of one conversation
        before, asked = await conversation(client, ["how much is dettol", question], guest=guest)
        assert "products" in kinds(before), question
        assert _actions(asked) == ["apply_coupon"], (question, kinds(asked), asked.end["content"])
        assert asked.action("apply_coupon")["params"]["couponCode"] == "CLEAN1"


async def test_a_no_to_goods_beside_a_code_asked_keeps_the_code(client: Any) -> None:
    for message in (
        "no, dont want the clorox. will CLEAN1 work on my cart?",
        "لا خلاص ما ابي الكلوركس. كوبون CLEAN1 يمشي على السله؟",
        "la2 5alas mabi clorox. il coupon CLEAN1 yemshi 3al cart?",
    ):
        guest = uuid.uuid4().hex
        await cart_of(client, guest, "add 10 fairy lemon")
        asked = await send(client, message, guest=guest)
        assert "clear_coupon" not in _actions(asked), (message, asked.end["content"])
        assert _actions(asked) == ["apply_coupon"], (message, kinds(asked), asked.end["content"])


async def test_a_code_named_to_take_off_is_the_code_not_a_line(client: Any) -> None:
    for message in ("remove CLEAN1 pls", "شيل كوبون CLEAN1", "shil il coupon CLEAN1"):
        guest = uuid.uuid4().hex
        await cart_of(client, guest, "add 10 fairy lemon")
        asked = await send(client, message, guest=guest)
        assert _actions(asked) == ["clear_coupon"], (message, _actions(asked), asked.end["content"])


async def test_a_code_for_goods_the_cart_lacks_takes_nothing_off(client: Any) -> None:
    for message, arabic in (
        ("does BABY15 work on my cart", False),
        ("كود BABY15 يمشي على سلتي؟", True),
        ("BABY15 yemshi 3ala il cart?", True),
    ):
        guest = uuid.uuid4().hex
        await cart_of(client, guest, "add 10 bananas")
        asked = await send(client, message, guest=guest)
        assert not _actions(asked), (message, asked.end["content"])
        assert "offers" in kinds(asked), message
        assert "nothing off" in asked.end["content"] or "ما راح ينقص" in asked.end["content"], (
            asked.end["content"]
        )
        assert is_arabic(asked.end["content"]) == arabic, asked.end["content"]
